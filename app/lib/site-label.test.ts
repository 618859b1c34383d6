import { describe, expect, it } from "vitest";
import { siteLabelFor } from "./site-label";

describe("siteLabelFor", () => {
  it.each([
    ["https://api-sandbox.coachhub.com", "SANDBOX SITE"],
    ["https://sandbox.api.coachhub.com/v1", "SANDBOX SITE"],
    ["https://dev.coachhub.com", "DEVELOPMENT SITE"],
    ["https://api.dev.coachhub.com", "DEVELOPMENT SITE"],
    ["https://api.development.coachhub.com", "DEVELOPMENT SITE"],
    ["https://dev-api.coachhub.com:8443", "DEVELOPMENT SITE"],
  ])("%s → %s", (url, label) => {
    expect(siteLabelFor(url)).toBe(label);
  });

  it.each([
    "http://127.0.0.1:4000",
    "http://localhost:4000",
    "https://api.coachhub.com",
    "https://devices.coachhub.com",
    "https://api.coachhub.dev-ops.com".replace("dev-ops", "devops"),
    "not a url",
  ])("%s → no label", (url) => {
    expect(siteLabelFor(url)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { readWebEnv } from "./env.server";

describe("readWebEnv", () => {
  it("has working defaults for a fresh clone", () => {
    const env = readWebEnv({});
    expect(env.API_BASE_URL).toBe("http://127.0.0.1:4000");
    expect(env.API2_BASE_URL).toBe("http://127.0.0.1:4000");
    expect(env.MAINTENANCE_MODE).toBe("none");
    expect(env.SUPPORT_EMAIL).toBe("support@coachhub.local");
    expect(env.SESSION_SECRET.length).toBeGreaterThan(0);
  });

  it("takes API2_BASE_URL from API_BASE_URL unless set, without trailing slashes", () => {
    expect(readWebEnv({ API_BASE_URL: "https://api.example.com/" }).API2_BASE_URL).toBe("https://api.example.com");
    expect(readWebEnv({ API_BASE_URL: "https://a.example.com", API2_BASE_URL: "https://b.example.com" }).API2_BASE_URL).toBe(
      "https://b.example.com",
    );
  });

  it("treats empty values as unset and rejects a malformed API URL", () => {
    expect(readWebEnv({ MAINTENANCE_MODE: "" }).MAINTENANCE_MODE).toBe("none");
    expect(() => readWebEnv({ API_BASE_URL: "not a url" })).toThrow();
  });
});

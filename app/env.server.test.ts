import { describe, expect, it } from "vitest";
import { readWebEnv } from "./env.server";

describe("readWebEnv", () => {
  it("has working defaults for a fresh clone", () => {
    const env = readWebEnv({ SESSION_SECRET: "s".repeat(32), INTERNAL_API_SECRET: "i".repeat(32) });
    expect(env.NODE_ENV).toBe("production");
    expect(env.API_BASE_URL).toBe("http://127.0.0.1:4000");
    expect(env.API2_BASE_URL).toBe("http://127.0.0.1:4000");
    expect(env.MAINTENANCE_MODE).toBe("none");
    expect(env.SUPPORT_EMAIL).toBe("support@coachhub.local");
    expect(env.CACHES).toBe("on");
  });

  it("takes CACHES=on or off, nothing else", () => {
    expect(readWebEnv({ NODE_ENV: "test", CACHES: "off" }).CACHES).toBe("off");
    expect(() => readWebEnv({ NODE_ENV: "test", CACHES: "no" })).toThrow();
  });

  it("takes API2_BASE_URL from API_BASE_URL unless set, without trailing slashes", () => {
    expect(readWebEnv({ NODE_ENV: "test", API_BASE_URL: "https://api.example.com/" }).API2_BASE_URL).toBe(
      "https://api.example.com",
    );
    expect(
      readWebEnv({ NODE_ENV: "test", API_BASE_URL: "https://a.example.com", API2_BASE_URL: "https://b.example.com" })
        .API2_BASE_URL,
    ).toBe("https://b.example.com");
  });

  it("treats empty values as unset and rejects a malformed API URL", () => {
    expect(readWebEnv({ NODE_ENV: "test", MAINTENANCE_MODE: "" }).MAINTENANCE_MODE).toBe("none");
    expect(() => readWebEnv({ NODE_ENV: "test", API_BASE_URL: "not a url" })).toThrow();
  });

  it("refuses a production start without a session secret of at least 32 characters, naming SESSION_SECRET", () => {
    expect(() => readWebEnv({ NODE_ENV: "production" })).toThrow(/^SESSION_SECRET must be set/);
    expect(() => readWebEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(31) })).toThrow(/^SESSION_SECRET/);
    expect(() => readWebEnv({ NODE_ENV: "production", SESSION_SECRET: "coach-hub-dev-secret-change-me" })).toThrow(
      /^SESSION_SECRET/,
    );
    const secrets = { SESSION_SECRET: "y".repeat(32), INTERNAL_API_SECRET: "i".repeat(32) };
    expect(readWebEnv({ NODE_ENV: "production", ...secrets }).SESSION_SECRET).toBe("y".repeat(32));
  });

  it("refuses a production start without an INTERNAL_API_SECRET of at least 32 characters, naming it", () => {
    const session = { NODE_ENV: "production", SESSION_SECRET: "y".repeat(32) };
    expect(() => readWebEnv(session)).toThrow(/^INTERNAL_API_SECRET must be set/);
    expect(() => readWebEnv({ ...session, INTERNAL_API_SECRET: "i".repeat(31) })).toThrow(/^INTERNAL_API_SECRET/);
  });

  it("signs with the built-in secret only outside production", () => {
    expect(readWebEnv({ NODE_ENV: "development" }).SESSION_SECRET).toBe("coach-hub-dev-secret-change-me");
  });
});

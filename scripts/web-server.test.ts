// The web app's server started as `npm run web` is in production: it refuses to run on a missing or short
// session secret, before it loads the build, and names SESSION_SECRET (docs/decisions/0308).
import { describe, expect, it } from "vitest";
import { runScript } from "../backend/src/testing/processes";

const refusal = "Coach Hub web app refuses to start: SESSION_SECRET must be set to a random value of at least 32 characters";

describe("npm run web in production", { timeout: 60_000 }, () => {
  it("refuses to start without SESSION_SECRET", async () => {
    const run = await runScript("scripts/web-server.ts", ["./build/server/index.js"], { NODE_ENV: "production", PORT: "1" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(refusal);
  });

  it("refuses to start without INTERNAL_API_SECRET, naming it", async () => {
    const run = await runScript("scripts/web-server.ts", ["./build/server/index.js"], {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      PORT: "1",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Coach Hub web app refuses to start: INTERNAL_API_SECRET must be set");
  });

  it("refuses a SESSION_SECRET shorter than 32 characters, and when NODE_ENV is unset", async () => {
    const run = await runScript("scripts/web-server.ts", ["./build/server/index.js"], {
      SESSION_SECRET: "x".repeat(31),
      PORT: "1",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(refusal);
  });
});

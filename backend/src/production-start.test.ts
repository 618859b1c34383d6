// A production start (NODE_ENV=production, no DEMO) as an operator makes it: real processes, read by their
// exit code, their message and what they answer (docs/decisions/0308, 0309).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./seed/demo-logins";
import { testDatabaseUrl } from "./testing/env";
import { createPostgresDatabase } from "./testing/postgres-databases";
import { runScript, startBackendProcess, type RunningBackend } from "./testing/processes";

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "coachhub-production-"));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Nothing listens there: a production start needs an SMTP URL, not an SMTP server that answers at once.
const PRODUCTION = {
  NODE_ENV: "production",
  SMTP_URL: "smtp://127.0.0.1:9/",
  INTERNAL_API_SECRET: "internal-api-secret-of-32-characters-or-more",
  PASSWORD_HASH_LOG2_N: "12",
};

const login = (backend: RunningBackend, userName: string, password: string) =>
  fetch(`${backend.url}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName, password }),
  });

const userAdd = (env: Record<string, string>) =>
  runScript(
    "backend/src/features/users/user-add-cli.ts",
    ["--email", "owner@practice.example", "--role", "8", "--first", "Olive", "--last", "Owner"],
    env,
  );

/** The temporary password: the last word of the command's output. */
const lastWord = (output: string) => output.trim().split(/\s+/).at(-1)!;

async function expectFirstLoginMustChangePassword(env: Record<string, string>, password: string) {
  const backend = await startBackendProcess(env);
  try {
    const answer = await login(backend, "owner@practice.example", password);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { user: { Email: string; userRole: number; forcePasswordChange: boolean } };
    expect(body.user).toMatchObject({ Email: "owner@practice.example", userRole: 8, forcePasswordChange: true });
  } finally {
    await backend.stop();
  }
}

// Each test starts real processes that migrate a new database: seconds each on a busy machine.
describe("a production start", { timeout: 180_000 }, () => {
  it("refuses the billing test clock, naming BILLING_TEST_CLOCK", async () => {
    const run = await runScript("backend/src/server.ts", [], {
      ...PRODUCTION,
      DATA_DIR: freshDataDir(),
      BILLING_TEST_CLOCK: "true",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Coach Hub backend refuses to start: BILLING_TEST_CLOCK=true is a demo and test setting");
  });

  it("refuses to start without SMTP_URL, naming it", async () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION;
    const run = await runScript("backend/src/server.ts", [], { ...withoutSmtp, DATA_DIR: freshDataDir() });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Coach Hub backend refuses to start: SMTP_URL is not set");
  });

  it("refuses to start without an INTERNAL_API_SECRET of at least 32 characters, naming it", async () => {
    const run = await runScript("backend/src/server.ts", [], {
      ...PRODUCTION,
      DATA_DIR: freshDataDir(),
      INTERNAL_API_SECRET: "short",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Coach Hub backend refuses to start: INTERNAL_API_SECRET must be set");
  });

  it("seeds no demo user; the first user comes from npm run user:add and must change the printed password (PGlite)", async () => {
    const env = { ...PRODUCTION, DATA_DIR: freshDataDir() };
    const empty = await startBackendProcess(env);
    try {
      expect((await login(empty, "finance@coachhub.local", DEMO_PASSWORD)).status).toBe(401);
    } finally {
      await empty.stop();
    }
    const added = await userAdd(env);
    expect(added.stderr).toBe("");
    expect(added.code).toBe(0);
    await expectFirstLoginMustChangePassword(env, lastWord(added.stdout));
  });

  it("refuses a second user with the same email, and an unknown role, creating nothing", async () => {
    const env = { ...PRODUCTION, DATA_DIR: freshDataDir() };
    expect((await userAdd(env)).code).toBe(0);
    const again = await userAdd(env);
    expect(again).toMatchObject({ code: 1, stderr: "This email is already used by another user.\n" });
    const badRole = await runScript(
      "backend/src/features/users/user-add-cli.ts",
      ["--email", "x@practice.example", "--role", "9", "--first", "X", "--last", "Y"],
      env,
    );
    expect(badRole).toMatchObject({ code: 1, stderr: "User Role must be one of 0, 1, 2, 3, 4, 5, 6, 7, 8, 37.\n" });
  });

  it.runIf(testDatabaseUrl)("user:add migrates an empty Postgres database (DATABASE_URL) and makes the first user", async () => {
    const database = await createPostgresDatabase(testDatabaseUrl!);
    try {
      const env = { ...PRODUCTION, DATABASE_URL: database.url, DATA_DIR: freshDataDir() };
      const added = await userAdd(env);
      expect(added.code).toBe(0);
      await expectFirstLoginMustChangePassword(env, lastWord(added.stdout));
    } finally {
      await database.drop();
    }
  });
});

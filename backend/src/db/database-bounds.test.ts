import { spawnSync } from "node:child_process";
import { noJobQueue } from "../integrations/queue/queue";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createApp } from "../app";
import { readEnv } from "../env";
import { createMailer } from "../integrations/email/mailer";
import { createSimulatedProvider } from "../integrations/payments/simulated";
import { createTestBackend, type TestBackend } from "../testing/harness";
import { testDatabaseUrl } from "../testing/env";
import { call, insertCast, type Cast, type TestUser } from "../testing/users";
import { DataFolderError, openDatabase } from "./client";
import { billingRuns } from "./schema";

// What a request answers when the database cannot serve it (docs/decisions/0344): a bound ran out, the
// server is unreachable, the disk is full; and a PGlite folder that cannot be written.

const BUSY = "The database is busy and this request waited too long. Please try again in a moment.";
const UNREACHABLE = "The database cannot be reached right now. Please try again in a moment.";
const DISK_FULL = "The server's disk is full, so nothing can be saved. Please tell your administrator.";

describe.runIf(Boolean(testDatabaseUrl))("a request's bounds on the Postgres server", () => {
  let backend: TestBackend;
  let cast: Record<Cast, TestUser>;
  let tokens: Record<Cast, string>;
  let admin: pg.Client;
  let quiet: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    backend = await createTestBackend({
      DB_LOCK_TIMEOUT_MS: "300",
      DB_STATEMENT_TIMEOUT_MS: "4000",
      DB_CONNECT_TIMEOUT_MS: "3000",
      DB_POOL_MAX: "2",
    });
    ({ users: cast, tokens } = await insertCast(backend));
    backend.app.get("/__probe/slow", async (c) => c.json(await backend.database.db.execute(sql`select pg_sleep(30)`)));
    admin = new pg.Client({ connectionString: backend.databaseUrl });
    await admin.connect();
    quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterAll(async () => {
    quiet.mockRestore();
    await admin.end();
    await backend.close();
  });

  const grid = () => call(backend, "GET", `/contact/grid/${cast.affiliate.id}`, { token: tokens.affiliate });
  const paymentTypes = () => call(backend, "GET", "/paymentType", { token: tokens.affiliate });

  test("contacts locked by another connection: its calls answer 503 while the lock is held, other calls 200 meanwhile", async () => {
    await admin.query("begin");
    await admin.query("lock table contacts in access exclusive mode");
    try {
      // Three times the pool's two connections ask for contacts at once, and then a call that does not.
      const onContacts = Array.from({ length: 6 }, grid);
      const other = await paymentTypes();
      expect(other.status).toBe(200);
      for (const res of await Promise.all(onContacts)) {
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ message: BUSY });
      }
    } finally {
      await admin.query("rollback");
    }
    expect((await grid()).status).toBe(200);
  });

  test("a statement longer than the statement bound answers 503", async () => {
    const res = await call(backend, "GET", "/__probe/slow");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: BUSY });
  });

  test("a wait for a pooled connection longer than its bound answers 503", async () => {
    const database = await openDatabase({ kind: "postgres", url: backend.databaseUrl!, poolMax: 1, connectTimeoutMs: 200 });
    const app = createApp({ ...depsOn(database.db), db: database.db });
    let release!: () => void;
    const held = database.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      await vi.waitFor(() => expect(release).toBeDefined());
      const res = await app.request("/paymentType", { headers: { token: tokens.affiliate } });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: BUSY });
    } finally {
      release();
      await held;
      await database.close();
    }
  });

  test("the billing run waits out a lock longer than a request's bound (background work has its own)", async () => {
    backend.clock.now = new Date("2026-06-25T03:30:00Z");
    await admin.query("begin");
    await admin.query("lock table billing_runs in access exclusive mode");
    const unlocked = new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => admin.query("rollback"));
    const run = call(backend, "POST", "/api/v1/billing/run", { token: tokens.finance, body: { date: "2026-06-24" } });
    // A request's own read of the locked table gives up at its bound.
    await expect(backend.database.db.select().from(billingRuns)).rejects.toMatchObject({ cause: { code: "55P03" } });
    const res = await run;
    await unlocked;
    expect(res.status).toBe(200);
    expect(await backend.database.db.select({ date: billingRuns.runDate }).from(billingRuns)).toEqual([{ date: "2026-06-24" }]);
  });
});

/** Deps of an app on `db`, as the harness makes them. */
function depsOn(db: Parameters<typeof createMailer>[0]["db"]) {
  const env = readEnv({ NODE_ENV: "test" });
  const now = () => new Date();
  return {
    db,
    env,
    now,
    mailer: createMailer({ db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL }),
    payments: createSimulatedProvider({ db, now, publicBaseUrl: "http://backend.test" }),
    jobs: noJobQueue,
  };
}

test("the database unreachable (connection refused): a call answers 503, not 500", async () => {
  const database = await openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none", connectTimeoutMs: 2_000 });
  const app = createApp(depsOn(database.db));
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const res = await app.request("/login", {
      method: "POST",
      headers: { "content-type": "application/json", "referrer-host": "localhost:3000" },
      body: JSON.stringify({ userName: "someone@example.com", password: "whatever" }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: UNREACHABLE });
  } finally {
    quiet.mockRestore();
    await database.close();
  }
});

describe("PGlite", () => {
  test("a save on a full disk answers 503 saying the disk is full (the error PGlite raises, as reproduced below)", async () => {
    const backend = await createTestBackend();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // PGlite's own error on a full tmpfs: a DatabaseError with SQLSTATE 53100, wrapped by drizzle.
      const full = Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), {
        name: "DatabaseError",
        code: "53100",
        severity: "ERROR",
      });
      backend.app.post("/__probe/full", async () => {
        await backend.database.db.execute(sql`select 1`);
        throw Object.assign(new Error("Failed query: insert into contacts ..."), { cause: full });
      });
      const res = await call(backend, "POST", "/__probe/full");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: DISK_FULL });
    } finally {
      quiet.mockRestore();
      await backend.close();
    }
  });

  test("a data folder it cannot write: opening stops with one sentence naming the folder", async () => {
    // Tests may run as root, whom chmod does not stop: a file stands where the folder should be.
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "coachhub-ro-")), "data");
    writeFileSync(dataDir, "");
    const opening = openDatabase({ kind: "pglite", dataDir });
    await expect(opening).rejects.toBeInstanceOf(DataFolderError);
    await expect(opening).rejects.toThrow(
      `The database folder ${path.join(dataDir, "pglite")} is not writable (ENOTDIR): give this process write access to it, or set DATA_DIR to a folder it can write.`,
    );
  });

  test("the backend started on that folder stops with that one line", () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "coachhub-ro-")), "data");
    writeFileSync(dataDir, "");
    const started = spawnSync("npx", ["tsx", "backend/src/server.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "development", API_PORT: "1", DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      `Coach Hub backend cannot start: The database folder ${path.join(dataDir, "pglite")} is not writable (ENOTDIR): give this process write access to it, or set DATA_DIR to a folder it can write.`,
    );
  }, 60_000);
});

/** A command run in a private mount namespace with a small tmpfs at `dir` (root on Linux: CI, this machine). */
const inTmpfs = (dir: string, options: string, command: string) =>
  spawnSync("unshare", ["-m", "sh", "-c", `mount -t tmpfs -o ${options} tmpfs "${dir}" && ${command}`], {
    encoding: "utf8",
    timeout: 120_000,
  });
const canMount = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), "coachhub-mount-"));
  return inTmpfs(dir, "size=1m", "true").status === 0;
})();

describe.runIf(canMount)("PGlite on a real full disk and a real read-only folder (a tmpfs of its own)", () => {
  test("a save when the disk is full answers 503 saying so", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "coachhub-full-"));
    const probe = inTmpfs(dir, "size=128m", `exec npx tsx backend/src/testing/full-disk-probe.ts "${dir}"`);
    expect(probe.stderr).toBe("");
    expect(JSON.parse(probe.stdout)).toEqual({ status: 503, body: { message: DISK_FULL } });
  }, 120_000);

  test.each([
    ["an empty read-only folder", ""],
    ["a read-only folder holding the database folder", `mkdir "$D/pglite" && `],
  ])(
    "a start on %s stops with one line naming it",
    (_, before) => {
      const dir = mkdtempSync(path.join(tmpdir(), "coachhub-ro-"));
      const started = inTmpfs(
        dir,
        "size=1m",
        `export D="${dir}" && ${before}mount -o remount,ro "$D" && DATA_DIR="$D" NODE_ENV=development API_PORT=1 DATABASE_URL= exec npx tsx backend/src/server.ts`,
      );
      expect(started.status).toBe(1);
      expect(started.stderr.trim()).toBe(
        `Coach Hub backend cannot start: The database folder ${path.join(dir, "pglite")} is not writable (EROFS): give this process write access to it, or set DATA_DIR to a folder it can write.`,
      );
    },
    120_000,
  );
});

import type pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import { sql } from "drizzle-orm";
import { createApp } from "../../app";
import type { AppDeps } from "../../context";
import { openDatabase } from "../../db/client";
import { createJobQueue, type JobQueue } from "../../integrations/queue/queue";
import { testDatabaseUrl } from "../../testing/env";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { connectAdmin } from "../../testing/postgres-databases";

/** A queue that gives up at once: no retries, no schedules, a short shutdown. */
const quickQueue = ({ worker }: { worker: boolean }) => ({
  worker,
  schedules: false,
  retryLimit: 0,
  retryDelaySeconds: 1,
  pollIntervalSeconds: 0.5,
  shutdownTimeoutSeconds: 1,
});

// GET /health for a load balancer (docs/decisions/0343, 0350): 200 while the database answers a trivial
// query and the job queue answers (its schema readable, its worker running) within HEALTH_CHECK_TIMEOUT_MS,
// 503 naming what is down otherwise, and 200 again once it is back.

const UP = { ok: true, checks: { database: "up", queue: "up" } };
const CALL_DOWN = "The database cannot be reached right now. Please try again in a moment.";
// The queue lives in the database: when the database is down, so is the queue.
const DOWN = {
  ok: false,
  message: "The database does not answer. The job queue does not answer.",
  checks: { database: "down", queue: "down" },
};
const QUEUE_DOWN = { ok: false, message: "The job queue does not answer.", checks: { database: "up", queue: "down" } };

/** A started pg-boss queue on the backend's database, as server.ts starts it (a worker unless told). */
async function startedQueue(backend: TestBackend, worker = true): Promise<JobQueue> {
  const queue = createJobQueue(
    backend.database.db,
    { worker, schedules: false, retryLimit: 0, retryDelaySeconds: 1, pollIntervalSeconds: 0.5, shutdownTimeoutSeconds: 1 },
    () => {},
  );
  await queue.start();
  await queue.define("health-probe");
  return queue;
}

/** The backend's app as server.ts builds it, with its queue. */
const appWith = (backend: TestBackend, jobs: AppDeps["jobs"]) => createApp({ ...backend.deps, jobs });

const health = async (app: TestBackend["app"]) => {
  const res = await app.request("/health");
  return { status: res.status, body: (await res.json()) as unknown };
};

/** A free local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const { createServer } = await import("node:net");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("GET /health", () => {
  let backend: TestBackend;
  let queue: JobQueue;
  let app: TestBackend["app"];
  beforeAll(async () => {
    backend = await createTestBackend({ HEALTH_CHECK_TIMEOUT_MS: "300" });
    queue = await startedQueue(backend);
    app = appWith(backend, queue);
  }, 60_000);
  afterAll(async () => {
    await queue.stop();
    await backend.close();
  });

  test("200 with the database and the queue up while they answer", async () => {
    expect(await health(app)).toEqual({ status: 200, body: UP });
  });

  test("503 with the queue down in a worker process whose queue never started", async () => {
    const unstarted = createJobQueue(backend.database.db, quickQueue({ worker: true }), () => {});
    expect(await health(appWith(backend, unstarted))).toEqual({ status: 503, body: QUEUE_DOWN });
  });

  test("503 with the queue down once the worker is stopped, while the database answers", async () => {
    const other = await startedQueue(backend);
    const otherApp = appWith(backend, other);
    expect(await health(otherApp)).toEqual({ status: 200, body: UP });
    await other.stop();
    expect(await health(otherApp)).toEqual({ status: 503, body: QUEUE_DOWN });
  }, 30_000);

  test("503 with the queue down when its schema is gone; an enqueue-only process is up without a worker", async () => {
    const own = await createTestBackend({ HEALTH_CHECK_TIMEOUT_MS: "300" });
    const enqueueOnly = await startedQueue(own, false);
    try {
      const ownApp = appWith(own, enqueueOnly);
      expect(await health(ownApp)).toEqual({ status: 200, body: UP });
      await own.database.db.execute(sql`drop schema pgboss cascade`);
      expect(await health(ownApp)).toEqual({ status: 503, body: QUEUE_DOWN });
    } finally {
      await enqueueOnly.stop();
      await own.close();
    }
  }, 60_000);

  test("503 with the database down when the pool points at a closed port", async () => {
    const database = await openDatabase({
      kind: "postgres",
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/coachhub`,
    });
    try {
      // Its queue is on the same closed database (not started: pg-boss could not migrate there).
      const jobs = createJobQueue(database.db, quickQueue({ worker: false }), () => {});
      const closedApp = createApp({ ...backend.deps, db: database.db, jobs });
      expect(await health(closedApp)).toEqual({ status: 503, body: DOWN });
    } finally {
      await database.close();
    }
  });

  // PGlite runs one statement at a time: a transaction that does not end holds every other query.
  test.runIf(!testDatabaseUrl)("PGlite: 503 while a transaction holds the database, 200 once it ends", async () => {
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const transaction = backend.database.db.transaction(async () => {
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    expect(await health(app)).toEqual({ status: 503, body: DOWN });
    release();
    await transaction;
    expect(await health(app)).toEqual({ status: 200, body: UP });
  });

  test.runIf(!testDatabaseUrl)("PGlite: 503 once the embedded database is closed, for /health and for a call", async () => {
    const closing = await createTestBackend();
    // The harness's enqueue-only queue, on the database about to close.
    const closingApp = appWith(closing, closing.jobs);
    await closing.database.close();
    expect(await health(closingApp)).toEqual({ status: 503, body: DOWN });
    const call = await closing.app.request("/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "someone@example.com", password: "Whatever!2026" }),
    });
    expect([call.status, await call.json()]).toEqual([503, { message: CALL_DOWN }]);
  });
});

// On a Postgres server: the backend's database dropped under it (its connections ended), then made again.
describe.runIf(Boolean(testDatabaseUrl))("GET /health on a Postgres server", () => {
  let backend: TestBackend;
  let admin: pg.Client;
  beforeAll(async () => {
    backend = await createTestBackend();
    admin = await connectAdmin(testDatabaseUrl!);
  });
  afterAll(async () => {
    await admin.end();
    await backend.close();
  });

  // The database made again from the template has no pgboss schema (pg-boss makes it at start): this test is
  // the database's check, so the queue is a stub that answers through the same pool.
  test("503 while the database is gone, 200 again once it is back, without a restart", async () => {
    const name = new URL(backend.databaseUrl!).pathname.slice(1);
    const app = appWith(backend, { ...backend.jobs, check: () => backend.database.db.execute(sql`select 1`).then(() => {}) });
    expect(await health(app)).toEqual({ status: 200, body: UP });
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    expect(await health(app)).toEqual({ status: 503, body: DOWN });
    const call = await backend.app.request("/user/1", { headers: { token: "any" } });
    expect([call.status, await call.json()]).toEqual([503, { message: CALL_DOWN }]);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    expect(await health(app)).toEqual({ status: 200, body: UP });
  });
});

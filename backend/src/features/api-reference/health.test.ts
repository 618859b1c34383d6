import type pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import { createApp } from "../../app";
import { openDatabase } from "../../db/client";
import { testDatabaseUrl } from "../../testing/env";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { connectAdmin } from "../../testing/postgres-databases";

// GET /health for a load balancer (docs/decisions/0343): 200 while the database answers a trivial query
// within HEALTH_CHECK_TIMEOUT_MS, 503 naming what is down otherwise, and 200 again once it is back.

const UP = { ok: true, checks: { database: "up" } };
const CALL_DOWN = "The database cannot be reached right now. Please try again in a moment.";
const DOWN = { ok: false, message: "The database does not answer.", checks: { database: "down" } };

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
  beforeAll(async () => {
    backend = await createTestBackend({ HEALTH_CHECK_TIMEOUT_MS: "300" });
  });
  afterAll(() => backend.close());

  test("200 with the database up while it answers", async () => {
    expect(await health(backend.app)).toEqual({ status: 200, body: UP });
  });

  test("503 with the database down when the pool points at a closed port", async () => {
    const database = await openDatabase({
      kind: "postgres",
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/coachhub`,
    });
    try {
      const app = createApp({ ...backend, db: database.db, now: () => backend.clock.now });
      expect(await health(app)).toEqual({ status: 503, body: DOWN });
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
    expect(await health(backend.app)).toEqual({ status: 503, body: DOWN });
    release();
    await transaction;
    expect(await health(backend.app)).toEqual({ status: 200, body: UP });
  });

  test.runIf(!testDatabaseUrl)("PGlite: 503 once the embedded database is closed, for /health and for a call", async () => {
    const closing = await createTestBackend();
    await closing.database.close();
    expect(await health(closing.app)).toEqual({ status: 503, body: DOWN });
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

  test("503 while the database is gone, 200 again once it is back, without a restart", async () => {
    const name = new URL(backend.databaseUrl!).pathname.slice(1);
    expect(await health(backend.app)).toEqual({ status: 200, body: UP });
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    expect(await health(backend.app)).toEqual({ status: 503, body: DOWN });
    const call = await backend.app.request("/user/1", { headers: { token: "any" } });
    expect([call.status, await call.json()]).toEqual([503, { message: CALL_DOWN }]);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    expect(await health(backend.app)).toEqual({ status: 200, body: UP });
  });
});

import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestBackend, type TestBackend } from "../testing/harness";
import { testDatabaseUrl } from "../testing/env";
import { openDatabase } from "./client";
import { connectAdmin } from "../testing/postgres-databases";

// Only on a Postgres server (CI's second pass): PGlite has no connections to lose.
describe.runIf(Boolean(testDatabaseUrl))("connections to the Postgres server", () => {
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

  const connectionsTo = async (url: string) => {
    const name = new URL(url).pathname.slice(1);
    const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name]);
    return rows.map((row) => row.pid);
  };
  /** The connections opened since `before` (the test backend's own pool holds some too). */
  const openedSince = async (before: number[]) =>
    (await connectionsTo(backend.databaseUrl!)).filter((pid) => !before.includes(pid));

  test("an idle connection the server ends is dropped quietly, and the next query opens another", async () => {
    const others = await connectionsTo(backend.databaseUrl!);
    const database = await openDatabase({ kind: "postgres", url: backend.databaseUrl! });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await database.db.execute(sql`select 1`);
      const [pid] = await openedSince(others);
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("database connection lost while idle:", expect.any(String)));
      expect(await database.db.execute(sql`select 42 as answer`)).toMatchObject({ rows: [{ answer: 42 }] });
    } finally {
      logged.mockRestore();
      await database.close();
    }
  });

  test("a connection the server ends inside a transaction, between statements: the transaction fails, the process goes on", async () => {
    const others = await connectionsTo(backend.databaseUrl!);
    const database = await openDatabase({ kind: "postgres", url: backend.databaseUrl! });
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        const [pid] = await openedSince(others);
        await admin.query("select pg_terminate_backend($1)", [pid]);
        // The server's "terminating connection" reaches the client while no statement is running.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 2`);
      });
      await expect(transaction).rejects.toThrow();
      expect(await database.db.execute(sql`select 42 as answer`)).toMatchObject({ rows: [{ answer: 42 }] });
    } finally {
      await database.close();
    }
  });

  test("close() returns once every connection is closed on the server", async () => {
    const others = await connectionsTo(backend.databaseUrl!);
    const database = await openDatabase({ kind: "postgres", url: backend.databaseUrl! });
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    expect(await openedSince(others)).toHaveLength(4);
    await database.close();
    expect(await openedSince(others)).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { testDatabaseUrl } from "../testing/env";
import { createPostgresDatabase, type ThrowawayDatabase } from "../testing/postgres-databases";
import { migrationsFolder, openDatabase } from "./client";

// Only on a Postgres server: several processes (backends, the worker) may start on one empty database at once.
describe.runIf(Boolean(testDatabaseUrl))("migrations started by several processes at once", () => {
  let fresh: ThrowawayDatabase | undefined;
  afterEach(async () => fresh?.drop());

  test("four processes migrating one empty database at once each finish, and every migration is applied once", async () => {
    fresh = await createPostgresDatabase(testDatabaseUrl!);
    const processes = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ kind: "postgres", url: fresh!.url })));
    try {
      await Promise.all(processes.map((database) => database.migrate()));
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      expect(
        await processes[0]!.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
      ).toMatchObject({
        rows: [{ applied: journal.entries.length }],
      });
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
  });
});

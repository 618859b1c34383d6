import pg from "pg";
import { openDatabase } from "../db/client";
import type { Db } from "../db/client";
import { readEnv } from "../env";
import { createJobs, defineJobs } from "../jobs";

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A connection of a test's own to the Postgres server at `url`, beside the backend's pool: to lock a table,
 * end a connection or drop a database under the backend. The test ends it (`end()`).
 */
export async function connectAdmin(url: string): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  return admin;
}

async function onServer(serverUrl: string, ...statements: string[]) {
  const admin = await connectAdmin(serverUrl);
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new database on the server named by `serverUrl`: a copy of `template` when given, else empty. */
export async function createPostgresDatabase(serverUrl: string, template?: string | null): Promise<ThrowawayDatabase> {
  const name = `coachhub_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  // A throwaway database's commits need not wait for the disk (docs/decisions/0359): what a test reads is
  // what was committed either way; only a crash of the server could lose the last ones.
  await onServer(
    serverUrl,
    "SET synchronous_commit = off",
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`,
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** pg-boss's schema and the backend's queues, made once in the template rather than in each test file's copy. */
export async function withJobQueues(db: Db): Promise<void> {
  const queue = createJobs(readEnv({ NODE_ENV: "test" }), db, { worker: false });
  await queue.start();
  await defineJobs(queue);
  await queue.stop();
}

/** A migrated database that test files copy: copying takes milliseconds where migrating takes a second. */
export async function createPostgresTemplate(serverUrl: string): Promise<ThrowawayDatabase> {
  const template = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: template.url });
  await database.migrate();
  await withJobQueues(database.db);
  await database.close();
  return template;
}

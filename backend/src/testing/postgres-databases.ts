import pg from "pg";
import { openDatabase, type Db } from "../db/client";
import { createJobQueue } from "../integrations/queue/queue";

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new database on the server named by `serverUrl`: a copy of `template` when given, else empty. */
export async function createPostgresDatabase(serverUrl: string, template?: string | null): Promise<ThrowawayDatabase> {
  const name = `coachhub_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** pg-boss's own schema, as its start() makes it: a copy of the template starts its queue without migrating. */
export async function migrateJobQueue(db: Db): Promise<void> {
  const queue = createJobQueue(db, {
    worker: false,
    retryLimit: 0,
    retryDelaySeconds: 1,
    pollIntervalSeconds: 2,
    shutdownTimeoutSeconds: 1,
  });
  await queue.start();
  await queue.stop();
}

/** A migrated database that test files copy: copying takes milliseconds where migrating takes a second. */
export async function createPostgresTemplate(serverUrl: string): Promise<ThrowawayDatabase> {
  const template = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: template.url });
  await database.migrate();
  await migrateJobQueue(database.db);
  await database.close();
  return template;
}

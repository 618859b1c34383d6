import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the features see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: service helpers take either. */
export type Queryable = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DatabaseOptions =
  // dataDir omitted = in memory (tests); loadDataDir = start from a dumped, already migrated database
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | {
      kind: "postgres";
      url: string;
      statementTimeoutMs?: number;
      connectTimeoutMs?: number;
      poolMax?: number;
    };

export interface Database {
  db: Db;
  kind: DatabaseOptions["kind"];
  migrate(): Promise<void>;
  /** PGlite only: the whole database as a tarball that `loadDataDir` can start from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    let dir: string | undefined;
    if (options.dataDir) {
      dir = path.resolve(options.dataDir, "pglite");
      mkdirSync(dir, { recursive: true });
    }
    const client = dir ? new PGlite(dir) : new PGlite({ loadDataDir: options.loadDataDir });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder }),
      dump: async () => client.dumpDataDir("none"),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    idle_in_transaction_session_timeout: 60_000,
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: watchConnections(pool),
  };
}

/**
 * An idle connection the server ends (a restart, a dropped database) must not crash the process: the pool
 * drops it and the next query opens another. And `pool.end()` resolves before its connections are closed,
 * so close() waits for every one of them (docs/decisions/0273).
 */
function watchConnections(pool: pg.Pool): () => Promise<void> {
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on("connect", () => open++);
  pool.on("remove", () => {
    open--;
    if (open === 0) allClosed?.();
  });
  pool.on("error", (error) => console.error("database connection lost while idle:", error.message));
  return async () => {
    const closed = open === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allClosed = resolve));
    await pool.end();
    await closed;
  };
}

export function databaseOptionsFromEnv(env: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DB_STATEMENT_TIMEOUT_MS: number;
  DB_CONNECT_TIMEOUT_MS: number;
  DB_POOL_MAX: number;
}): DatabaseOptions {
  if (env.DATABASE_URL) {
    return {
      kind: "postgres",
      url: env.DATABASE_URL,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      poolMax: env.DB_POOL_MAX,
    };
  }
  return { kind: "pglite", dataDir: env.DATA_DIR };
}

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
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
      /** A request's bounds (docs/decisions/0344); connectTimeoutMs also bounds the wait for a pooled connection. */
      statementTimeoutMs?: number;
      lockTimeoutMs?: number;
      connectTimeoutMs?: number;
      poolMax?: number;
      /** Background work's wait for a lock (it has no statement bound). */
      backgroundLockTimeoutMs?: number;
    };

export interface Database {
  /** Bounded for requests (docs/decisions/0344); background work takes `backgroundOf(db)`. */
  db: Db;
  kind: DatabaseOptions["kind"];
  migrate(): Promise<void>;
  /** PGlite only: the whole database as a tarball that `loadDataDir` can start from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PGlite's Postgres with a 16 MB buffer pool instead of Postgres's 128 MB: PGlite touches the whole pool at
 * start, and an embedded database reads its pages through the OS's page cache anyway (docs/decisions/0353).
 */
const PGLITE_START = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    let dir: string | undefined;
    if (options.dataDir) {
      dir = path.resolve(options.dataDir, "pglite");
      assertWritableFolder(dir);
    }
    const client = new PGlite({ dataDir: dir, loadDataDir: dir ? undefined : options.loadDataDir, startParams: PGLITE_START });
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
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  // Every request's connection: its statements, its waits for a lock and for a connection are bounded, so
  // one locked table cannot hold the whole pool (docs/decisions/0344).
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    lock_timeout: options.lockTimeoutMs ?? 3_000,
    idle_in_transaction_session_timeout: 60_000,
  });
  // Background work (the billing run): no statement bound, a long wait for a lock, a few connections of its
  // own so it neither takes the requests' nor waits behind them. Opened on first use.
  const background = new pg.Pool({
    connectionString: options.url,
    max: BACKGROUND_POOL_MAX,
    connectionTimeoutMillis: connectTimeoutMs,
    lock_timeout: options.backgroundLockTimeoutMs ?? 60_000,
    idle_in_transaction_session_timeout: 60_000,
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const backgroundDb = drizzlePg(background, { schema });
  backgroundHandles.set(db, backgroundDb as unknown as Db);
  const closePool = watchConnections(pool);
  const closeBackground = watchConnections(background);
  return {
    db,
    kind: "postgres",
    migrate: () => migrateAlone(background),
    close: async () => {
      await Promise.all([closePool(), closeBackground()]);
    },
  };
}

/** pg_advisory_lock key of the migrations ("migrate" in ASCII). */
const MIGRATIONS_LOCK = 0x6d696772617465n;

/**
 * Migrations on one connection of the background pool (an index build may take longer than a request's
 * bound), under a session advisory lock: backends and workers starting on one empty database at once
 * migrate one after another, and the later ones find nothing left to apply.
 */
async function migrateAlone(background: pg.Pool): Promise<void> {
  const client = await background.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATIONS_LOCK.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATIONS_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}

/** Connections of background work: the billing run's lock holder and its work, with a spare. */
const BACKGROUND_POOL_MAX = 3;
const backgroundHandles = new WeakMap<Db, Db>();

/**
 * The handle background work runs on (docs/decisions/0344): on Postgres a pool without the requests'
 * statement bound and with a long lock wait; on PGlite (one session, no timeouts) the same handle.
 */
export function backgroundOf(db: Db): Db {
  return backgroundHandles.get(db) ?? db;
}

/**
 * PGlite's folder must be one this process can write: checked with a real write (root passes a chmod), so
 * a start on a read-only folder stops with a sentence naming it, not "PGlite failed to initialize".
 */
function assertWritableFolder(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      // A recursive mkdir on a read-only file system says ENOENT; a plain one says EROFS.
      if ((err as { code?: string }).code !== "ENOENT") throw err;
      mkdirSync(dir);
    }
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw new DataFolderError(
      `The database folder ${dir} is not writable (${code ?? (err as Error).message}): give this process write access to it, or set DATA_DIR to a folder it can write.`,
    );
  }
}

/** The data folder cannot be used: its message is the one line an operator reads. */
export class DataFolderError extends Error {
  override name = "DataFolderError";
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
  // A connection the server ends while it is checked out (a transaction between two statements) emits
  // 'error' on its client, which the pool listens to only while the client is idle: unheard, that event
  // ended the process (a Postgres restart stopped every backend, test:scale). Heard here, it is quiet: the
  // transaction's next statement fails (and is answered 503), and the pool drops the client at release.
  pool.on("connect", (client) => client.on("error", () => {}));
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
  DB_LOCK_TIMEOUT_MS: number;
  DB_BACKGROUND_LOCK_TIMEOUT_MS: number;
  DB_CONNECT_TIMEOUT_MS: number;
  DB_POOL_MAX: number;
}): DatabaseOptions {
  if (env.DATABASE_URL) {
    return {
      kind: "postgres",
      url: env.DATABASE_URL,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS,
      backgroundLockTimeoutMs: env.DB_BACKGROUND_LOCK_TIMEOUT_MS,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      poolMax: env.DB_POOL_MAX,
    };
  }
  return { kind: "pglite", dataDir: env.DATA_DIR };
}

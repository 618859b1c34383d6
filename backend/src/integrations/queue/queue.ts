import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import PgBoss from "pg-boss";
import type pg from "pg";
import type { Db, Queryable } from "../../db/client";
import type { Env } from "../../env";

/**
 * The job queue (docs/decisions/0345): pg-boss on the backend's own database, PGlite or a Postgres server.
 * pg-boss keeps its jobs in its own schema, `pgboss`, which it creates and migrates itself at start().
 * Every process that enqueues starts it; only a worker (the backend by default, or `npm run worker`)
 * registers handlers, fetches jobs and keeps the schedules.
 */
export interface QueueOptions {
  /** Fetch jobs and maintain the queue (a worker); false = this process only enqueues. */
  worker: boolean;
  /**
   * Run pg-boss's timekeeper, which keeps the cron schedules (a worker whose process has a schedule): off, no
   * schedule ever queues a job from this process, not even the check the timekeeper makes as it starts.
   */
  schedules: boolean;
  /** Attempts after the first failure; then the job is marked failed. */
  retryLimit: number;
  /** The first retry waits this (to twice this), each next one twice as long (exponential backoff). */
  retryDelaySeconds: number;
  /** How often an idle worker asks for a job. */
  pollIntervalSeconds: number;
  /** How long stop() waits for the jobs in hand before it releases them to be retried. */
  shutdownTimeoutSeconds: number;
}

export interface EnqueueOptions {
  /** One job per key per state (queued, active) for a queue whose policy is "stately". */
  singletonKey?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Not before this many seconds from now (a retry the handler schedules itself). */
  startAfterSeconds?: number;
}

export interface EnqueueManyOptions<T> {
  /** Each payload's singleton key (see EnqueueOptions.singletonKey). */
  singletonKey?: (data: T) => string;
}

export interface QueueDefinition {
  /** stately: at most one queued and one running job per singleton key; standard: any number. */
  policy?: "standard" | "stately";
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface JobQueue {
  start(): Promise<void>;
  /** Stops taking jobs, waits for those in hand (up to shutdownTimeoutSeconds), then releases the rest. */
  stop(): Promise<void>;
  /** Declares a queue (idempotent, at start, before any enqueue): every job name is a queue of pg-boss. */
  define(name: string, definition?: QueueDefinition): Promise<void>;
  /**
   * Writes a job in `tx` (a Drizzle transaction or the database): it exists when, and only if, tx commits.
   * Answers the job's id, or null when a singleton key already has one queued.
   */
  enqueue<T extends object>(tx: Queryable, name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Writes one job per payload in `tx`, in one statement (pg-boss's insert): as `enqueue`, they exist when, and
   * only if, tx commits. A payload whose singleton key already has a job queued is left out.
   */
  enqueueMany<T extends object>(tx: Queryable, name: string, payloads: T[], options?: EnqueueManyOptions<T>): Promise<void>;
  /** Runs `handler` for each job of `name` (workers only); a throw is a failed attempt, retried with backoff. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** A cron schedule (minute hour day month weekday, in `tz`): one job per tick across every instance. */
  schedule(name: string, cron: string, tz: string): Promise<void>;
  unschedule(name: string): Promise<void>;
  /**
   * For GET /health (docs/decisions/0350): resolves when pg-boss's schema answers and, in a worker, the
   * queue is started, not stopped, and no worker's fetch failed within the last two poll intervals.
   */
  check(): Promise<void>;
  /** pg-boss itself, for tests and the deliveries screen's reads (getJobById, ...). */
  readonly boss: PgBoss;
}

/** How pg-boss reaches the database: the backend's own PGlite, or its node-postgres pool. */
function databaseAdapter(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        // pg-boss sends its migrations as several statements without parameters: PGlite's exec takes those.
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results[results.length - 1]?.rows ?? [] };
        }
        return client.query(text, values);
      },
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** pg-boss's statement ($1, $2, ...) as Drizzle SQL, so it runs on the connection of a Drizzle transaction. */
export function asDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function transactionAdapter(tx: Queryable): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(asDrizzleSql(text, values ?? []))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

export function createJobQueue(db: Db, options: QueueOptions, log: (line: string) => void = console.error): JobQueue {
  const boss = new PgBoss({
    db: databaseAdapter(db),
    // Workers maintain the queue (expire, archive); an enqueue-only process does not. The timekeeper keeps the
    // schedules and starts with boss.start(), so a process without schedules never runs it.
    supervise: options.worker,
    schedule: options.worker && options.schedules,
    migrate: true,
  });
  let state: "created" | "started" | "stopped" = "created";
  // pg-boss names the worker in a failed fetch's message; a worker polls again every poll interval.
  let lastFetchFailure = 0;
  boss.on("error", (error) => {
    if (error.message.includes("Worker: ")) lastFetchFailure = Date.now();
    log(`job queue: ${error.message}`);
  });
  const defined = new Set<string>();
  const retry = (limit?: number, delay?: number) => ({
    retryLimit: limit ?? options.retryLimit,
    retryDelay: delay ?? options.retryDelaySeconds,
    retryBackoff: true,
  });

  return {
    boss,
    async start() {
      await boss.start();
      state = "started";
    },
    async stop() {
      state = "stopped";
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.shutdownTimeoutSeconds * 1000 });
    },
    async check() {
      if (options.worker && state !== "started") throw new Error(`job queue: the worker is ${state}`);
      if (options.worker && Date.now() - lastFetchFailure < 2 * options.pollIntervalSeconds * 1000)
        throw new Error("job queue: a worker's last fetch failed");
      await boss.getDb().executeSql("select version from pgboss.version", []);
    },
    async define(name, definition = {}) {
      const queue = {
        name,
        policy: definition.policy ?? "standard",
        ...retry(definition.retryLimit, definition.retryDelaySeconds),
      };
      if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
      else await boss.createQueue(name, queue);
      defined.add(name);
    },
    async enqueue(tx, name, data, enqueueOptions = {}) {
      // Defined at start, never here: on PGlite a query outside tx would wait for tx to end.
      if (!defined.has(name)) throw new Error(`job queue: define("${name}") at start before enqueueing it`);
      return boss.send(name, data, {
        singletonKey: enqueueOptions.singletonKey,
        // A time, not seconds: asDrizzleSql binds each "$5" of pg-boss's statement apart, and the one it casts to
        // a timestamp must parse as one.
        startAfter:
          enqueueOptions.startAfterSeconds === undefined
            ? undefined
            : new Date(Date.now() + enqueueOptions.startAfterSeconds * 1000),
        ...(enqueueOptions.retryLimit !== undefined || enqueueOptions.retryDelaySeconds !== undefined
          ? retry(enqueueOptions.retryLimit, enqueueOptions.retryDelaySeconds)
          : {}),
        db: transactionAdapter(tx),
      });
    },
    async enqueueMany(tx, name, payloads, enqueueOptions = {}) {
      if (!defined.has(name)) throw new Error(`job queue: define("${name}") at start before enqueueing it`);
      if (payloads.length === 0) return;
      await boss.insert(
        payloads.map((data) => ({ name, data, singletonKey: enqueueOptions.singletonKey?.(data) })),
        { db: transactionAdapter(tx) },
      );
    },
    async work(name, handler) {
      if (!options.worker) throw new Error(`job queue: ${name} has a handler in a process that is not a worker`);
      await boss.work<object>(name, { pollingIntervalSeconds: options.pollIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never, { id: job.id, name: job.name });
      });
    },
    async schedule(name, cron, tz) {
      await boss.schedule(name, cron, {}, { tz });
    },
    async unschedule(name) {
      await boss.unschedule(name);
    },
  };
}

/** The job queue on the process's database, not started yet (its deps, which enqueue, are built with it). */
export function createJobs(env: Env, db: Db, options: { worker: boolean }): JobQueue {
  return createJobQueue(db, {
    worker: options.worker,
    // The only schedule is the daily billing check (jobs/billing-schedule.ts): BILLING_SCHEDULE=off keeps none.
    schedules: env.BILLING_SCHEDULE !== "off",
    retryLimit: env.JOBS_RETRY_LIMIT,
    retryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS,
    pollIntervalSeconds: env.JOBS_POLL_INTERVAL_SECONDS,
    shutdownTimeoutSeconds: env.JOBS_SHUTDOWN_TIMEOUT_SECONDS,
  });
}

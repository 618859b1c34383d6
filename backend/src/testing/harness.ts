import { createApp } from "../app";
import type { AppDeps } from "../context";
import { databaseOptionsFromEnv, openDatabase, type Database } from "../db/client";
import { readEnv, type Env } from "../env";
import { createMailer, EMAIL_JOB, type EmailJob, type Mailer } from "../integrations/email/mailer";
import type { JobQueue } from "../integrations/queue/queue";
import { createJobs, startJobs } from "../jobs";
import { emailDelivery } from "../jobs/email";
import type { PaymentProvider } from "../integrations/payments/provider";
import { createSimulatedProvider } from "../integrations/payments/simulated";
import { setPasswordHashCost } from "../security/password-hash";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { testDatabaseUrl } from "./env";
import { createPostgresDatabase } from "./postgres-databases";

export interface TestBackend {
  app: ReturnType<typeof createApp>;
  database: Database;
  /** The throwaway database's URL when the tests run on a Postgres server (TEST_DATABASE_URL). */
  databaseUrl?: string;
  env: Env;
  mailer: Mailer;
  /** The job queue, started; a worker (polling) only with `{ worker: true }`. */
  jobs: JobQueue;
  /**
   * Runs the email jobs due now, as the worker would (docs/decisions/0347): a test without a worker delivers
   * its queued messages when it chooses. Answers how many jobs it ran.
   */
  deliverEmails(): Promise<number>;
  /** Always the simulated provider (no network); its onboarding links point at http://backend.test. */
  payments: PaymentProvider;
  clock: { now: Date; advanceMinutes(minutes: number): void };
  /** What the app was built with (the clock of `clock`). */
  deps: AppDeps;
  /**
   * A worker on this database (every handler, and the billing schedule unless BILLING_SCHEDULE=off), with
   * these deps overridden (a provider that fails, …); close() stops it.
   */
  startWorker(overrides?: Partial<Omit<AppDeps, "jobs">>): Promise<JobQueue>;
  close(): Promise<void>;
}

/** Hashes made through the API cost 2^10, as the stored test users' do (docs/decisions/0182). */
export const TEST_HASH_LOG2_N = 10;

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throwaway database on the
 * server named by TEST_DATABASE_URL (CI runs the suite a second time that way).
 */
export async function createTestBackend(
  envOverrides: Record<string, string> = {},
  options: { worker?: boolean } = {},
): Promise<TestBackend> {
  const env = readEnv({ NODE_ENV: "test", PASSWORD_HASH_LOG2_N: String(TEST_HASH_LOG2_N), ...envOverrides });
  setPasswordHashCost(env.PASSWORD_HASH_LOG2_N);
  const { database, drop, url } = await freshDatabase(env);
  await database.migrate();
  const clock = {
    now: new Date(),
    advanceMinutes(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
  const worker = options.worker ?? false;
  const jobs = createJobs(env, database.db, { worker });
  const mailer = createMailer({ from: env.MAIL_FROM, jobs });
  const now = () => clock.now;
  const payments = createSimulatedProvider({ db: database.db, now, publicBaseUrl: "http://backend.test" });
  const deps: AppDeps = { db: database.db, env, jobs, mailer, payments, now };
  await startJobs(jobs, deps, { worker, log: () => {} });
  const app = createApp(deps);
  const deliver = emailDelivery(deps);
  const workers: JobQueue[] = [];
  return {
    app,
    jobs,
    deps,
    async startWorker(overrides = {}) {
      const queue = createJobs(env, database.db, { worker: true });
      workers.push(queue);
      return startJobs(queue, { ...deps, ...overrides, jobs: queue }, { worker: true, log: () => {} });
    },
    mailer,
    async deliverEmails() {
      const taken = await jobs.boss.fetch<EmailJob>(EMAIL_JOB, { batchSize: 1000 });
      for (const job of taken) await deliver(job.data.outboxId);
      if (taken.length > 0)
        await jobs.boss.complete(
          EMAIL_JOB,
          taken.map((job) => job.id),
        );
      return taken.length;
    },
    payments,
    database,
    databaseUrl: url,
    env,
    clock,
    async close() {
      for (const worker of workers) await worker.stop();
      await jobs.stop();
      await database.close();
      await drop();
    },
  };
}

async function freshDatabase(env: Env): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const serverUrl = testDatabaseUrl;
  if (!serverUrl) {
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    return { database: await openDatabase({ kind: "pglite", loadDataDir }), drop: async () => {} };
  }
  const { url, drop } = await createPostgresDatabase(serverUrl, inject("postgresTemplate"));
  // The env's bounds on the server (docs/decisions/0344), so a test can set them small.
  const options = databaseOptionsFromEnv({ ...env, DATABASE_URL: url });
  return { database: await openDatabase(options), url, drop };
}

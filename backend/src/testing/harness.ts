import { createApp } from "../app";
import { databaseOptionsFromEnv, openDatabase, type Database } from "../db/client";
import { readEnv, type Env } from "../env";
import { createMailer, type Mailer } from "../integrations/email/mailer";
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
  /** Always the simulated provider (no network); its onboarding links point at http://backend.test. */
  payments: PaymentProvider;
  clock: { now: Date; advanceMinutes(minutes: number): void };
  close(): Promise<void>;
}

/** Hashes made through the API cost 2^10, as the stored test users' do (docs/decisions/0182). */
export const TEST_HASH_LOG2_N = 10;

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a throwaway database on the
 * server named by TEST_DATABASE_URL (CI runs the suite a second time that way).
 */
export async function createTestBackend(envOverrides: Record<string, string> = {}): Promise<TestBackend> {
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
  const mailer = createMailer({ db: database.db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL });
  const now = () => clock.now;
  const payments = createSimulatedProvider({ db: database.db, now, publicBaseUrl: "http://backend.test" });
  // No job queue is started here (queue.test.ts and health.test.ts start their own): /health reports it up.
  const app = createApp({ db: database.db, env, mailer, payments, now, queue: { check: async () => {} } });
  return {
    app,
    mailer,
    payments,
    database,
    databaseUrl: url,
    env,
    clock,
    async close() {
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

// npx tsx bench/billing-clock.ts [--scale 185] [--postgres] [--fresh] — the billing clock on a large data set
// (issue 14, docs/decisions/0190, 0260). Seeds the demo data at --scale (185 ≈ 20 000 active plans; the
// clients saved Stripe's test cards when they signed, docs/decisions/0265) once per scale and day: the seeded database is kept
// (a copy of the PGlite directory under data/bench/billing-clock-seed/, or a template database on Postgres)
// and each run starts from a copy of it (--fresh seeds again). Then it times the run of the next 25th, a
// second run of the same 25th (which issues nothing), the run of the 1st after (the charges) and the 1st
// again, with each step's time. PGlite under data/bench/billing-clock by default; --postgres creates its
// databases on the server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// DATABASE_URL alone runs on that database after emptying it. Prints figures, asserts nothing.
import { noJobQueue } from "../backend/src/integrations/queue/queue";
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database, type DatabaseOptions } from "../backend/src/db/client";
import { billingPlans } from "../backend/src/db/schema";
import { seedDemo } from "../backend/src/seed/demo";
import { seedLookups } from "../backend/src/db/reference-data/lookups";
import { truncateAll } from "../backend/src/seed/truncate";
import { refreshPlannerStats } from "../backend/src/db/planner-stats";
import { addBillingMonths, billingMonthOf, businessDate, invoiceIssueDate } from "../backend/src/domain/billing-period";
import { PLAN_STATUS } from "../backend/src/domain/billing-plan-status";
import { CHARGE_TYPE } from "../backend/src/domain/payment-methods";
import { readEnv } from "../backend/src/env";
import { createMailer } from "../backend/src/integrations/email/mailer";
import { createSimulatedProvider } from "../backend/src/integrations/payments/simulated";
import { runBilling } from "../backend/src/features/billing-run/billing-run.service";
import type { RunSummary } from "../backend/src/features/billing-run/summary";
import { benchEnv } from "./env";

const scaleArg = process.argv.indexOf("--scale");
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 185;
if (!Number.isInteger(scale) || scale < 1) throw new Error("--scale must be a whole number");
const onPostgresServer = process.argv.includes("--postgres");
const fresh = process.argv.includes("--fresh");

const env = readEnv();
const today = new Date();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const seedKey = `s${scale}_${today.toISOString().slice(0, 10).replace(/-/g, "")}`;

/** Seeds the demo at the scale (its card clients saved Stripe's test cards when they signed). */
async function seed(database: Database) {
  const db = database.db;
  const started = performance.now();
  await seedLookups(db);
  await seedDemo(db, { scale, today, passwordHash: "bench-no-login", env });
  await refreshPlannerStats(db);
  console.log(`Seeded scale ${scale} in ${seconds(performance.now() - started)} (${database.kind})`);
}

/** A fresh PGlite directory copied from the day's seeded one (seeded first when there is none). */
async function pgliteFromSeed(): Promise<Database> {
  const dir = path.resolve("data/bench/billing-clock");
  const seeded = path.resolve("data/bench/billing-clock-seed", seedKey);
  rmSync(dir, { recursive: true, force: true });
  if (fresh || !existsSync(seeded)) {
    rmSync(seeded, { recursive: true, force: true });
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    await database.migrate();
    await seed(database);
    await database.close();
    cpSync(dir, `${seeded}.partial`, { recursive: true });
    renameSync(`${seeded}.partial`, seeded); // an interrupted copy is never taken for a seed
  } else {
    cpSync(seeded, dir, { recursive: true });
  }
  return openDatabase({ kind: "pglite", dataDir: dir });
}

/** A fresh Postgres database made from the day's seeded template database (seeded first when there is none). */
async function postgresFromSeed(serverUrl: string): Promise<Database> {
  // A short admin connection per statement: a seed takes minutes, and an idle connection may be dropped.
  const admin = async (statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(statement, params);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const options = (name: string): DatabaseOptions => ({ kind: "postgres", url: urlOf(name), statementTimeoutMs: 600_000 });
  const seededName = `coachhub_bench_clock_${seedKey}`;
  const runName = "coachhub_bench_clock";
  const found = await admin("select 1 from pg_database where datname = $1", [seededName]);
  await admin(`drop database if exists ${runName} with (force)`);
  if (fresh || found.rowCount === 0) {
    // Seeded under another name and renamed when complete: an interrupted seed is never taken for one.
    const partial = `${seededName}_partial`;
    await admin(`drop database if exists ${partial} with (force)`);
    await admin(`drop database if exists ${seededName} with (force)`);
    await admin(`create database ${partial}`);
    const database = await openDatabase(options(partial));
    await database.migrate();
    await seed(database);
    await database.close();
    await admin(`alter database ${partial} rename to ${seededName}`);
  }
  await admin(`create database ${runName} template ${seededName}`);
  return openDatabase(options(runName));
}

async function openBenchDatabase(): Promise<Database> {
  if (onPostgresServer) return postgresFromSeed(benchEnv.TEST_DATABASE_URL);
  if (!env.DATABASE_URL) return pgliteFromSeed();
  const database = await openDatabase({ kind: "postgres", url: env.DATABASE_URL, statementTimeoutMs: 600_000 });
  await database.migrate();
  await truncateAll(database);
  await seed(database);
  return database;
}

const database = await openBenchDatabase();
await database.migrate(); // a seed kept from before a new migration gets it here
const db = database.db;

const [counts] = await db
  .select({
    active: sql<number>`count(*) filter (where ${billingPlans.statusId} = ${PLAN_STATUS.active})::int`,
    autoCharge: sql<number>`count(*) filter (where ${billingPlans.statusId} = ${PLAN_STATUS.active} and ${billingPlans.creditCardChargeTypeId} = ${CHARGE_TYPE.autoCharge})::int`,
  })
  .from(billingPlans);
console.log(
  `Scale ${scale} (${database.kind}): ${counts?.active ?? 0} active plans, ${counts?.autoCharge ?? 0} of them auto-charge`,
);

const todayIso = businessDate(today, env.BILLING_TIME_ZONE);
const nextMonth = addBillingMonths(
  billingMonthOf(todayIso),
  todayIso >= invoiceIssueDate(addBillingMonths(billingMonthOf(todayIso), 1)) ? 2 : 1,
);
const issueDay = invoiceIssueDate(nextMonth);
const now = () => new Date();
const deps = {
  db,
  env,
  mailer: createMailer({ db, from: env.MAIL_FROM }),
  payments: createSimulatedProvider({ db, now, publicBaseUrl: "http://bench.test" }),
  now,
  jobs: noJobQueue,
};

async function timedRun(label: string, date: string): Promise<number> {
  const steps: string[] = [];
  const started = performance.now();
  const s: RunSummary = await runBilling(deps, {
    date,
    dryRun: false,
    onStep: (step, ms) => steps.push(`${step} ${seconds(ms)}`),
  });
  const ms = performance.now() - started;
  console.log(
    `${label.padEnd(28)} ${seconds(ms).padStart(8)}  issued ${s.issued.count}, charged ${s.charged.count}, declined ${s.declined.count}, ` +
      `overdue ${s.overdue.count}, reminded ${s.reminded.count}, expired ${s.expired.count}, resumed ${s.resumed.count}`,
  );
  console.log(`${"".padEnd(28)} ${"".padStart(8)}  ${steps.join(", ")}`);
  return ms;
}

// Each date twice: the second run issues and charges nothing, so it is the baseline of what a run costs
// without work (reading the plans and invoices); the ratio is what the work itself adds.
for (const [label, date] of [
  [`the 25th (${issueDay})`, issueDay],
  [`the 1st (${nextMonth})`, nextMonth],
] as const) {
  const firstMs = await timedRun(label, date);
  const againMs = await timedRun(`${label} again`, date);
  console.log(`${"".padEnd(28)} ratio first ÷ again: ${(firstMs / againMs).toFixed(1)}×`);
}
await database.close();

// npx tsx bench/billing-clock.ts [--scale 185] — the billing clock on a large data set (issue 14, docs/decisions/0190).
// Seeds the demo data at --scale (185 ≈ 20 000 active plans) into a fresh embedded PGlite under
// data/bench/billing-clock, or, with DATABASE_URL, into that database after emptying it; gives every
// auto-charge client a simulated test card (4242); then times the run of the next 25th, a second run of the
// same 25th (which issues nothing), and the run of the 1st after (the charges). Prints figures, asserts nothing.
import { rmSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { databaseOptionsFromEnv, openDatabase } from "../backend/src/db/client";
import { billingPlans, contacts, simulatedCustomers } from "../backend/src/db/schema";
import { seedDemo } from "../backend/src/db/seed/demo";
import { seedLookups } from "../backend/src/db/seed/lookups";
import { insertInChunks } from "../backend/src/db/seed/bulk";
import { truncateAll } from "../backend/src/db/seed/truncate";
import { refreshPlannerStats } from "../backend/src/db/planner-stats";
import { addBillingMonths, billingMonthOf, businessDate, invoiceIssueDate } from "../backend/src/domain/billing-period";
import { PLAN_STATUS } from "../backend/src/domain/billing-plan-status";
import { CHARGE_TYPE } from "../backend/src/domain/payment-methods";
import { readEnv } from "../backend/src/env";
import { createMailer } from "../backend/src/integrations/email/mailer";
import { createSimulatedProvider } from "../backend/src/integrations/payments/simulated";
import { runBilling } from "../backend/src/features/billing-run/billing-run.service";
import type { RunSummary } from "../backend/src/features/billing-run/summary";

const scaleArg = process.argv.indexOf("--scale");
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 185;
if (!Number.isInteger(scale) || scale < 1) throw new Error("--scale must be a whole number");

const env = readEnv();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let options = databaseOptionsFromEnv(env);
if (options.kind === "pglite") {
  const dir = path.resolve("data/bench/billing-clock");
  rmSync(dir, { recursive: true, force: true });
  options = { kind: "pglite", dataDir: dir };
}
const database = await openDatabase(options);
await database.migrate();
if (database.kind === "postgres") await truncateAll(database);
const db = database.db;
const today = new Date();

let started = performance.now();
await seedLookups(db);
await seedDemo(db, { scale, today, passwordHash: "bench-no-login" });
await refreshPlannerStats(db);
console.log(`Seeded scale ${scale} in ${seconds(performance.now() - started)} (${database.kind})`);

// The demo's customers have ids but no saved card: give each auto-charge client Stripe's 4242 test card.
const customers = await db
  .select({ usa: contacts.stripeCustomerIdUsa, canada: contacts.stripeCustomerIdCanada })
  .from(contacts)
  .innerJoin(billingPlans, eq(billingPlans.contactId, contacts.id))
  .where(and(eq(billingPlans.creditCardChargeTypeId, CHARGE_TYPE.autoCharge), inArray(billingPlans.statusId, [2, 3])));
const card = { cardBrand: "visa", cardLast4: "4242", cardExpMonth: 12, cardExpYear: 2035, cardholderName: "Bench" };
await insertInChunks(
  db,
  simulatedCustomers,
  customers.flatMap((c) => [
    ...(c.usa ? [{ id: c.usa, region: "USA", ...card }] : []),
    ...(c.canada ? [{ id: c.canada, region: "Canada", ...card }] : []),
  ]),
);
const [active] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(billingPlans)
  .where(and(eq(billingPlans.statusId, PLAN_STATUS.active), isNotNull(billingPlans.id)));
console.log(`${active?.n ?? 0} active plans, ${customers.length} of them auto-charge`);

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
};

function line(label: string, ms: number, s: RunSummary) {
  console.log(
    `${label.padEnd(28)} ${seconds(ms).padStart(8)}  issued ${s.issued.count}, charged ${s.charged.count}, declined ${s.declined.count}, ` +
      `overdue ${s.overdue.count}, reminded ${s.reminded.count}, expired ${s.expired.count}, resumed ${s.resumed.count}`,
  );
}

// Each date twice: the second run issues and charges nothing, so it is the baseline of what a run costs
// without work (reading the plans and invoices); the ratio is what the work itself adds.
for (const [label, date] of [
  [`the 25th (${issueDay})`, issueDay],
  [`the 1st (${nextMonth})`, nextMonth],
] as const) {
  started = performance.now();
  const first = await runBilling(deps, { date, dryRun: false });
  const firstMs = performance.now() - started;
  line(label, firstMs, first);
  started = performance.now();
  const again = await runBilling(deps, { date, dryRun: false });
  const againMs = performance.now() - started;
  line(`${label} again`, againMs, again);
  console.log(`${"".padEnd(28)} ratio first ÷ again: ${(firstMs / againMs).toFixed(1)}×`);
}
await database.close();

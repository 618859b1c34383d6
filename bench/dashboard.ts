// npx tsx bench/dashboard.ts — how fast GET /report/dashboard/{userId}'s queries answer (docs/decisions/0233).
// Seed a large data set first, e.g. DATA_DIR=/tmp/coachhub-bench npm run seed -- --scale 50 --reset, then
//   DATA_DIR=/tmp/coachhub-bench npx tsx bench/dashboard.ts
// Prints the median and worst of 5 runs for staff (every affiliate) and for the affiliate with the most
// contacts — with no past month kept yet, and kept — and the same for the first page of each modal's list.
import { sql } from "drizzle-orm";
import { contacts } from "../backend/src/db/schema";
import { databaseOptionsFromEnv, openDatabase } from "../backend/src/db/client";
import { readEnv } from "../backend/src/env";
import { businessDate } from "../backend/src/domain/billing-period";
import { dashboardPeriod } from "../backend/src/domain/dashboard-period";
import { dashboardData } from "../backend/src/features/dashboard/dashboard.service";
import { invoiceListPage } from "../backend/src/features/dashboard/dashboard-invoices.service";
import { INVOICE_LISTS } from "../backend/src/features/dashboard/dashboard.wire";

const RUNS = 5;
const env = readEnv();
const database = await openDatabase(databaseOptionsFromEnv(env));
await database.migrate();
const db = database.db;
const [top] = await db
  .select({ a: contacts.affiliateId, n: sql<number>`count(*)::int` })
  .from(contacts)
  .groupBy(contacts.affiliateId)
  .orderBy(sql`count(*) desc`)
  .limit(1);
const period = dashboardPeriod(businessDate(new Date(), env.BILLING_TIME_ZONE), env.BILLING_TIME_ZONE);

async function timed(name: string, run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(`${name.padEnd(40)}${samples[2]!.toFixed(1).padStart(9)} ms${samples.at(-1)!.toFixed(1).padStart(9)} ms`);
}

console.log(`${"".padEnd(40)}${"median".padStart(12)}${"worst".padStart(12)}`);
for (const [who, affiliateId] of [
  ["staff", null],
  [`affiliate ${top?.a} (${top?.n} contacts)`, top?.a ?? 0],
] as const) {
  // The past months' totals are kept once counted (docs/decisions/0277): the first load after a write to
  // an old month counts that month again; a load with nothing kept counts all eleven.
  await timed(`${who}: dashboard, no month kept`, async () => {
    await db.execute(sql`delete from dashboard_months`);
    await dashboardData(db, affiliateId, period);
  });
  await timed(`${who}: dashboard`, () => dashboardData(db, affiliateId, period));
  for (const list of INVOICE_LISTS) {
    await timed(`${who}: ${list} list, first page`, () => invoiceListPage(db, list, affiliateId, period, { pageSize: 25 }));
  }
}
await database.close();

// npx tsx bench/client-list.ts — how fast GET /contact/clients/{userId}'s queries answer (docs/decisions/0159).
// Seed a large data set first (scale 167 ≈ 50,000 contacts), e.g. on Postgres:
//   DATABASE_URL=postgres://… npm run seed -- --scale 167 --reset
//   DATABASE_URL=postgres://… npx tsx bench/client-list.ts
// Prints the median and worst of 5 runs of each filter and sort, for staff (every affiliate's clients)
// and for the affiliate with the most contacts.
import { sql } from "drizzle-orm";
import { contacts } from "../backend/src/db/schema";
import { databaseOptionsFromEnv, openDatabase } from "../backend/src/db/client";
import { readEnv } from "../backend/src/env";
import { ClientListQuery } from "../contract/contacts";
import { listClients } from "../backend/src/features/contacts/client-list.service";

const QUERIES = [
  "",
  "sort=lastName&dir=desc",
  "sort=billingAmount&dir=desc",
  "sort=invoiceStatus",
  "sort=affiliateName",
  "unpaid=1",
  "expiring=1",
  "current=1&sort=expirationDate",
  "status=potential",
  "page=200",
];
const RUNS = 5;

const env = readEnv();
const database = await openDatabase(databaseOptionsFromEnv(env));
await database.migrate();
const db = database.db;
const [counts] = await db.select({ n: sql<number>`count(*)::int` }).from(contacts);
const [top] = await db
  .select({ a: contacts.affiliateId })
  .from(contacts)
  .groupBy(contacts.affiliateId)
  .orderBy(sql`count(*) desc`)
  .limit(1);
console.log(`${counts?.n ?? 0} contacts; the affiliate with the most: ${top?.a}`);
const today = new Date().toISOString().slice(0, 10);
for (const affiliateId of [null, top?.a ?? 0]) {
  for (const qs of QUERIES) {
    const query = ClientListQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
    await listClients(db, affiliateId, query, today);
    const samples: number[] = [];
    let answer = { rows: [] as unknown[], total: 0 };
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      answer = await listClients(db, affiliateId, query, today);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const who = affiliateId === null ? "staff    " : "affiliate";
    console.log(
      `${who} ${(qs || "(default)").padEnd(32)} median ${samples[Math.floor(RUNS / 2)]!.toFixed(1).padStart(6)} ms, worst ${samples[RUNS - 1]!.toFixed(1).padStart(6)} ms, ${answer.rows.length} of ${answer.total}`,
    );
  }
}
await database.close();
process.exit(0);

// npm run bench:search — how fast GET /contact/search/{x}/{text} answers on the configured database.
// Seed a large data set first (stop the app; any DATA_DIR or DATABASE_URL):
//   DATA_DIR=/tmp/coachhub-bench npm run seed -- --scale 50 --reset
//   DATA_DIR=/tmp/coachhub-bench npm run bench:search
// Prints the median and p95 of each search through the real HTTP handler, and as a baseline measured in the
// same run: an authenticated call that does no search (GET /contact/empty: token check and JSON only), and
// the naive contains-anywhere ILIKE over the same columns as bare SQL (what the indexes replace).
import { and, eq, ilike, or, sql } from "drizzle-orm";
import { createApp } from "../backend/src/app";
import { databaseOptionsFromEnv, openDatabase, type Db } from "../backend/src/db/client";
import { contacts, users } from "../backend/src/db/schema";
import { DEMO_PASSWORD } from "../backend/src/db/seed/demo";
import { readEnv } from "../backend/src/env";
import { createMailer } from "../backend/src/integrations/email/mailer";
import { createPaymentProvider } from "../backend/src/integrations/payments";

const RUNS = 15;
const TEXTS = ["zo", "mar", "cote", "smith", "416555", "j.", "ka"];

const env = readEnv();
const database = await openDatabase(databaseOptionsFromEnv(env));
await database.migrate();
const db = database.db;
const now = () => new Date();
const app = createApp({
  db,
  env,
  mailer: createMailer({ db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL }),
  payments: createPaymentProvider(env, { db, now }),
  now,
});

const [{ n: contactCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(contacts);
if (contactCount < 1000) console.warn(`Only ${contactCount} contacts: seed with --scale 50 first (see the header).`);

async function tokenOf(email: string): Promise<string> {
  const res = await app.request("/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function timed(run: () => Promise<unknown>): Promise<{ median: number; p95: number; rows: number }> {
  const samples: number[] = [];
  let rows = 0;
  await run(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const answer = await run();
    samples.push(performance.now() - started);
    rows = Array.isArray(answer) ? answer.length : 0;
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.ceil(RUNS * 0.95) - 1]!, rows };
}

function naiveSearch(q: Db, affiliateId: number | null, text: string) {
  const pattern = `%${text}%`;
  const match = or(
    ilike(contacts.firstName, pattern),
    ilike(contacts.lastName, pattern),
    ilike(contacts.companyName, pattern),
    ilike(contacts.email, pattern),
    ilike(contacts.phone, pattern),
  );
  return q
    .select({ id: contacts.id })
    .from(contacts)
    .where(affiliateId === null ? match : and(eq(contacts.affiliateId, affiliateId), match))
    .orderBy(contacts.lastName, contacts.firstName)
    .limit(200);
}

const staff = await db.select({ id: users.id }).from(users).where(eq(users.email, "finance@coachhub.local"));
const affiliate = await db.select({ id: users.id }).from(users).where(eq(users.email, "priya.shah@coachhub.local"));
const who = [
  { label: "staff (every affiliate)", email: "finance@coachhub.local", id: staff[0]!.id, scope: null },
  { label: "affiliate (own contacts)", email: "priya.shah@coachhub.local", id: affiliate[0]!.id, scope: affiliate[0]!.id },
];

console.log(`Contact search on ${contactCount} contacts (${database.kind}), ${RUNS} runs each, times in ms`);
console.log("who                       text     rows  median    p95  | empty call  naive SQL  search÷naive");
for (const w of who) {
  const token = await tokenOf(w.email);
  const empty = await timed(async () => {
    const res = await app.request("/contact/empty", { headers: { token, "referrer-host": "bench" } });
    return res.json();
  });
  for (const text of TEXTS) {
    const path = `/contact/search/${w.id}/${encodeURIComponent(text)}${text.includes(".") ? "/" : ""}`;
    const search = await timed(async () => {
      const res = await app.request(path, { headers: { token, "referrer-host": "bench" } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    });
    const naive = await timed(() => naiveSearch(db, w.scope, text));
    console.log(
      `${w.label.padEnd(25)} ${text.padEnd(8)} ${String(search.rows).padStart(4)} ${search.median.toFixed(1).padStart(7)} ${search.p95
        .toFixed(1)
        .padStart(6)}  | ${empty.median.toFixed(1).padStart(10)} ${naive.median.toFixed(1).padStart(10)} ${(
        search.median / naive.median
      )
        .toFixed(2)
        .padStart(13)}`,
    );
  }
}
await database.close();

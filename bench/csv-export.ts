// npm run bench:csv — a 1 000 000-row CSV export through the web app (issue 15): time to first byte and
// peak memory growth of the web and backend processes while it streams (targets ≤ 1 s and ≤ 100 MB), against
// a bare Remix page's time to first byte measured in the same run. The rows are an affiliate's invoices
// (the "My Invoices" report, exported unsorted and sorted by a text column), added with generate_series
// to the demo data of a fresh embedded PGlite under data/bench/ (or DATABASE_URL's database, once).
// BENCH_CSV_ROWS changes the count; BENCH_ONLY=unsorted (or sorted) measures one of the two exports.
import { readFileSync } from "node:fs";
import { like, sql } from "drizzle-orm";
import { invoices } from "../backend/src/db/schema";
import { databaseOptionsFromEnv, openDatabase } from "../backend/src/db/client";
import { seedIfEmpty } from "../backend/src/seed/demo";
import { INVOICE_TYPE } from "../backend/src/domain/monthly-invoice";
import { demo } from "../tests/support/backend";
import { backendEnvWith, benchEnv } from "./env";
import { stopAll } from "./stack";
import { bareUrl, logIn, onPostgres, startStack, webUrl } from "./web-stack";

const ROWS = benchEnv.BENCH_CSV_ROWS;
const MY_INVOICES = 100;
const TARGET_TTFB_MS = 1000;
const TARGET_GROWTH_MB = 100;
const BENCH_NAME = "Bench invoice";

/** Adds ROWS invoices of Maya Lopez's first client (some names with commas and a leading '='). */
async function addInvoices(dataDir: string) {
  const env = backendEnvWith({ DATA_DIR: dataDir });
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    await seedIfEmpty(database.db, new Date(), env);
    const [counted] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(like(invoices.name, `%${BENCH_NAME}%`));
    const n = counted?.n ?? 0;
    if (n >= ROWS) return;
    console.log(`Adding ${ROWS.toLocaleString("en-US")} invoices…`);
    await database.db.execute(sql`
      insert into invoices (contact_id, affiliate_id, invoice_number, name, invoice_type_id, invoice_status_id,
        payment_method_id, due_date, total_cents, sub_total_cents, currency, created_at)
      select c.id, c.affiliate_id, 'BENCH-' || (${n}::int + g),
        case when g % 10 = 0 then '=' || ${BENCH_NAME} || ' ' || g else ${BENCH_NAME} || ', no. ' || g end,
        ${INVOICE_TYPE.manual}, 2, 3, date '2026-01-01' + (g % 365), 10000 + g % 5000, 10000 + g % 5000,
        case when g % 3 = 0 then 'CAD' else 'USD' end, now() - (g % 365) * interval '1 day'
      from generate_series(1, ${ROWS - n}) g,
        (select c.id, c.affiliate_id from contacts c join users u on u.id = c.affiliate_id
         where u.email = ${demo.affiliate} order by c.id limit 1) c`);
    await database.db.execute(sql`analyze invoices`);
  } finally {
    await database.close();
  }
}

/** Resident memory of a process in MB (VmRSS). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function timeToFirstByte(url: string, cookie = ""): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const reader = res.body!.getReader();
  await reader.read();
  const ttfb = performance.now() - started;
  await reader.cancel();
  return ttfb;
}

async function download(url: string, cookie: string, pids: number[]) {
  const base = pids.map(rssMb);
  const peak = [...base];
  const sampler = setInterval(() => pids.forEach((pid, i) => (peak[i] = Math.max(peak[i]!, rssMb(pid)))), 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.headers.get("location") ?? ""}`);
  const reader = res.body!.getReader();
  let ttfb = 0;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!ttfb) ttfb = performance.now() - started;
    bytes += value.length;
    // indexOf is native: a byte loop here made the bench, not the servers, the slowest part of the export.
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines++;
  }
  clearInterval(sampler);
  return { ttfb, seconds: (performance.now() - started) / 1000, bytes, lines, growth: peak.map((p, i) => p - base[i]!) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run() {
  const stack = await startStack(addInvoices);
  const cookie = await logIn(demo.affiliate);
  const bare = [];
  for (let i = 0; i < 7; i++) bare.push(await timeToFirstByte(`${bareUrl}/rows?n=20`));
  const bareTtfb = median(bare);
  console.log(
    `\n${ROWS.toLocaleString("en-US")} rows on ${onPostgres ? "Postgres" : "PGlite"}; bare page TTFB ${bareTtfb.toFixed(1)} ms`,
  );
  console.log(
    `${"export".padEnd(24)}${"TTFB".padStart(9)}${"× bare".padStart(9)}${"total".padStart(9)}${"rows/s".padStart(10)}${"MB".padStart(8)}${"web +MB".padStart(9)}${"api +MB".padStart(9)}`,
  );
  let missed = 0;
  for (const [label, query] of [
    ["unsorted", ""],
    ["sorted by Invoice Name", "&sort=5&dir=desc"],
  ].filter(([label]) => label.includes(benchEnv.BENCH_ONLY ?? "")) as [string, string][]) {
    const r = await download(`${webUrl}/reports/export?report=${MY_INVOICES}&run=1${query}`, cookie, [
      stack.web.pid,
      stack.backend.pid,
    ]);
    const [web, api] = r.growth as [number, number];
    const ok = r.ttfb <= TARGET_TTFB_MS && web <= TARGET_GROWTH_MB && api <= TARGET_GROWTH_MB && r.lines >= ROWS + 1;
    if (!ok) missed++;
    console.log(
      `${label.padEnd(24)}${`${r.ttfb.toFixed(0)} ms`.padStart(9)}${(r.ttfb / bareTtfb).toFixed(1).padStart(9)}` +
        `${`${r.seconds.toFixed(1)} s`.padStart(9)}${Math.round(r.lines / r.seconds)
          .toLocaleString("en-US")
          .padStart(10)}` +
        `${(r.bytes / 1e6).toFixed(0).padStart(8)}${web.toFixed(0).padStart(9)}${api.toFixed(0).padStart(9)}  ${ok ? "ok" : "MISSED"}` +
        `  (${(r.lines - 1).toLocaleString("en-US")} lines after the header)`,
    );
  }
  console.log(
    missed
      ? `\n${missed} export(s) missed a target (TTFB ≤ ${TARGET_TTFB_MS} ms, growth ≤ ${TARGET_GROWTH_MB} MB).`
      : `\nEvery export met its targets (TTFB ≤ ${TARGET_TTFB_MS} ms, growth ≤ ${TARGET_GROWTH_MB} MB).`,
  );
}

try {
  await run();
} finally {
  await stopAll();
}

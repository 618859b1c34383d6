// bench:load's table: per page kind pages, errors, p50, p95, p99 against the p95 target; pages/s, CPU
// seconds per page, peak RSS and RSS at the window's end of the web server and the backend, the app's and the bare stack's.
import type { LoadOptions } from "./options";
import type { Db } from "./stack";
import { figuresOf, type Recorder } from "./stats";
import type { VirtualUser } from "./targets";

export interface Measured {
  rec: Recorder;
  seconds: number;
  processes: { label: string; cpuSeconds: number; peakRss: number; endRss: number; rssReset: boolean }[];
}

/** Targets on a 2-core machine, 2 s think time, CACHES=off (docs/decisions/0330). */
const TARGETS: Record<Db, { users: number; pagesPerSecond: number; p95: number }> = {
  postgres: { users: 200, pagesPerSecond: 100, p95: 150 },
  pglite: { users: 40, pagesPerSecond: 20, p95: 300 },
};
const CPU_RATIO_TARGET = 3;

const ms = (n: number) => (Number.isNaN(n) ? "–" : `${n.toFixed(0)} ms`).padStart(9);
const mb = (n: number) => (Number.isNaN(n) ? "–" : `${(n / 1e6).toFixed(0)} MB`);
const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");

function cpuPerPage(run: Measured) {
  const pages = Math.max(run.rec.pages, 1);
  const each = run.processes.map((p) => ({ ...p, perPage: p.cpuSeconds / pages }));
  return { each, total: each.reduce((s, p) => s + p.perPage, 0) };
}

function processLine(name: string, run: Measured): string {
  const { each, total } = cpuPerPage(run);
  const parts = each.map(
    (p) =>
      `${p.label} ${p.perPage.toFixed(4)} CPU s/page, peak RSS ${mb(p.peakRss)}${p.rssReset ? "" : " (lifetime)"}, RSS at the end ${mb(p.endRss)}`,
  );
  return `${name.padEnd(5)} ${(run.rec.pages / run.seconds).toFixed(1).padStart(6)} pages/s, ${run.rec.errors} errors; ${parts.join("; ")}; total ${total.toFixed(4)} CPU s/page`;
}

/** Prints one database's figures; returns how many targets were missed. */
export function printRun(db: Db, options: LoadOptions, vus: VirtualUser[], app: Measured, bare: Measured): number {
  const target = TARGETS[db];
  const roles = ["affiliate", "office", "finance"].map((r) => `${vus.filter((v) => v.role === r).length} ${r}`).join(", ");
  console.log(
    `\n${db === "postgres" ? "Postgres" : "PGlite"}: ${vus.length} virtual users (${roles}; ${new Set(vus.map((v) => v.email)).size} logins), ` +
      `think ${options.think} s, ${app.seconds.toFixed(0)} s measured after ${options.warmup} s warm-up, CACHES=${options.caches}`,
  );
  if (vus.length !== target.users) {
    console.log(
      `(the targets are for ${target.users} virtual users, about ${target.pagesPerSecond} pages/s; this run had ${vus.length})`,
    );
  }
  console.log(
    `${"page kind".padEnd(34)}${"pages".padStart(6)}${"errors".padStart(7)}${"p50".padStart(9)}${"p95".padStart(9)}${"p99".padStart(9)}   target p95`,
  );
  let missed = 0;
  for (const kind of [...figuresOf(app.rec), ...figuresOf(bare.rec)]) {
    const isBare = kind.name.startsWith("bare:");
    const ok = kind.errors === 0 && kind.p95 <= target.p95;
    if (!isBare && !ok) missed++;
    console.log(
      `${kind.name.padEnd(34)}${String(kind.pages).padStart(6)}${String(kind.errors).padStart(7)}${ms(kind.p50)}${ms(kind.p95)}${ms(kind.p99)}` +
        (isBare ? "" : `   ≤ ${target.p95} ms ${verdict(ok)}`),
    );
    for (const example of kind.examples) console.log(`    e.g. ${example}`);
  }
  console.log(processLine("app", app));
  console.log(processLine("bare", bare));
  const ratio = cpuPerPage(app).total / cpuPerPage(bare).total;
  const ratioOk = ratio <= CPU_RATIO_TARGET;
  const rate = app.rec.pages / app.seconds;
  const rateOk = vus.length < target.users || rate >= target.pagesPerSecond * 0.9;
  if (!ratioOk) missed++;
  if (app.rec.errors) missed++;
  if (!rateOk) missed++;
  console.log(`CPU per page, app ÷ bare: ${ratio.toFixed(1)}× (target ≤ ${CPU_RATIO_TARGET}×) ${verdict(ratioOk)}`);
  console.log(`errors: ${app.rec.errors} (target 0) ${verdict(app.rec.errors === 0)}`);
  console.log(
    `pages/s: ${rate.toFixed(1)} (target about ${target.pagesPerSecond} at ${target.users} users) ${vus.length < target.users ? "not judged (fewer users)" : verdict(rateOk)}`,
  );
  return missed;
}

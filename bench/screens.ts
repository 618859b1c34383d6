// npm run bench:screens — a profiling tool: how much CPU each screen costs per answer (web server and
// backend) under load, beside a bare Remix page rendering the same number of table rows, built and served
// in the same run (docs/decisions/0126). It has no targets: those are bench:load's (docs/decisions/0330).
// Builds what is stale, starts the backend on a fresh embedded PGlite under data/bench/ (or on
// DATABASE_URL), the built web app and the bare page, logs in as the demo users through the login form,
// then loads every screen of tests/support/screens.ts, once per role that sees it, with 10 concurrent
// clients (autocannon), and the bare page in turns with it (BENCH_ROUNDS rounds, the ratio their median); a screen
// that answers an error on purpose is listed, not measured. BENCH_DURATION=seconds of load per side;
// BENCH_ONLY=text[,text…] runs the screens whose "who name" contains one of them; BENCH_CPU_PROF=dir writes CPU profiles of
// the web server and the backend.
import { demo } from "../tests/support/backend";
import { e2e } from "../tests/support/env";
import { screenPath, screens, type Screen } from "../tests/support/screens";
import { benchEnv } from "./env";
import { bodyRowCount, firstLoadOf } from "./first-load";
import { measure, median, p95Of } from "./load";
import { canMeterCpu, stopAll, type CpuMeter } from "./stack";
import { apiUrl, bareUrl, logIn, onPostgres, sessionCookieOf, startStack, webUrl } from "./web-stack";

const CONNECTIONS = 10;

const { BENCH_API_PORT, BENCH_DURATION, BENCH_ONLY, BENCH_ROUNDS } = benchEnv;

/** Load on one URL for `seconds`, with the CPU time the processes that served it spent (ms). */
async function measured(url: string, seconds: number, meters: CpuMeter[], headers: Record<string, string> = {}) {
  const before = meters.map((m) => m());
  const load = await measure(url, { seconds, connections: CONNECTIONS, headers });
  return { ...load, cpuMs: meters.map((m, i) => m() - before[i]!) };
}

type Measured = Awaited<ReturnType<typeof measured>>;

/** Rounds of one side: the median req/s, p95 over every answer, CPU per answer over all rounds. */
function combined(rounds: Measured[]) {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  return {
    reqPerSec: median(rounds.map((r) => r.reqPerSec)),
    p95: p95Of(rounds.flatMap((r) => r.times).sort((a, b) => a - b)),
    cpuMsPerRequest: rounds[0]!.cpuMs.map((_, i) => rounds.reduce((ms, r) => ms + r.cpuMs[i]!, 0) / Math.max(requests, 1)),
    failures: rounds.reduce((n, r) => n + r.failures, 0),
  };
}

/**
 * The screen and its bare page in turns, BENCH_ROUNDS times, BENCH_DURATION seconds of load on each side in
 * all: both sides meet the same moments of a busy machine, and the ratio is the median of the rounds'.
 */
async function compared(
  appUrl: string,
  bareUrl: string,
  meters: { app: CpuMeter[]; bare: CpuMeter[] },
  headers: Record<string, string>,
) {
  const seconds = BENCH_DURATION / BENCH_ROUNDS;
  const app: Measured[] = [];
  const bare: Measured[] = [];
  for (let round = 0; round < BENCH_ROUNDS; round++) {
    app.push(await measured(appUrl, seconds, meters.app, headers));
    bare.push(await measured(bareUrl, seconds, meters.bare));
  }
  return { app: combined(app), bare: combined(bare), ratio: median(app.map((a, i) => a.reqPerSec / bare[i]!.reqPerSec)) };
}

/**
 * A few requests before measuring, keeping the session cookie as a browser would (the shell's profile).
 * A redirect means the screen was not reached (a lost session, a wrong path): the bench stops there.
 */
async function warmUp(url: string, cookie: string, times = 20): Promise<{ cookie: string; html: string; status: number }> {
  let html = "";
  let status = 0;
  for (let i = 0; i < times; i++) {
    const res = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    html = await res.text();
    status = res.status;
    if (status >= 300 && status < 400) throw new Error(`${url}: ${status} ${res.headers.get("location") ?? ""}`);
    cookie = sessionCookieOf(res) ?? cookie;
  }
  return { cookie, html, status };
}

const pct = (n: number) => `${Math.round(n * 100)} %`.padStart(6);
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(9);
const rps = (n: number) => `${n.toFixed(0)} req/s`.padStart(11);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

const HEADER =
  `${"who".padEnd(18)}${"screen".padEnd(35)}${"rows".padStart(5)}${"app".padStart(12)}${"p95".padStart(9)}` +
  `${"web+api CPU".padStart(19)}${"bare".padStart(12)}${"p95".padStart(9)}${"CPU".padStart(10)}${"ratio".padStart(7)}`;
const cpu = (n: number | undefined) => (canMeterCpu() && n !== undefined ? `${n.toFixed(2)}` : "–");

async function run() {
  const stack = await startStack();
  const cookies = new Map<string, string>();
  console.log(
    `\n${CONNECTIONS} connections, ${BENCH_DURATION} s per side in ${BENCH_ROUNDS} alternating rounds, ${onPostgres ? "Postgres" : "PGlite"}; ` +
      `no targets (bench:load has them). CPU: ms per answer.\n`,
  );
  console.log(HEADER);
  // Every screen is loaded a few times before any is measured, so that no measurement pays for the
  // servers' warm-up (JIT) of code the later screens share.
  // A path built from the data (client details) is found through the test support's backend calls, which
  // go to the e2e stack's address: run with E2E_API_PORT=$BENCH_API_PORT for those.
  const benched: { name: string; who: Screen["who"]; email: string; path: string }[] = [];
  const only = (BENCH_ONLY ?? "").split(",");
  // A screen made by a fault (the 503 page) needs the e2e fault proxy: not measured here.
  const measurable = screens.filter((s) => !s.fault && only.some((text) => `${s.who} ${s.name}`.includes(text)));
  for (const screen of measurable) {
    const { name, who } = screen;
    if (typeof screen.path !== "string" && e2e.apiUrl !== apiUrl) {
      throw new Error(`${who} ${name}: its path is built from the data; run with E2E_API_PORT=${BENCH_API_PORT}`);
    }
    benched.push({ name, who, email: who === "anonymous" ? "" : demo[who], path: await screenPath(screen) });
  }
  const cookieOf = async (email: string) => (email ? (cookies.get(email) ?? (await logIn(email))) : "");
  const pages = new Map<string, { status: number; html: string }>();
  for (const { email, path } of benched) {
    const warmed = await warmUp(`${webUrl}${path}`, await cookieOf(email), 50);
    if (email) cookies.set(email, warmed.cookie);
    pages.set(`${email} ${path}`, warmed);
  }
  let skipped = 0;
  for (const { name, who, email, path } of benched) {
    const page = pages.get(`${email} ${path}`)!;
    const label = `${who.padEnd(18)}${name.slice(0, 34).padEnd(35)}`;
    // A screen that answers an error on purpose (the not-found page) is not a throughput figure.
    if (page.status !== 200) {
      console.log(`${label}answers ${page.status}: not measured`);
      skipped++;
      continue;
    }
    const rows = bodyRowCount(page.html);
    const warmed = await warmUp(`${webUrl}${path}`, await cookieOf(email));
    await warmUp(`${bareUrl}/rows?n=${rows}`, "");
    const { app, bare, ratio } = await compared(
      `${webUrl}${path}`,
      `${bareUrl}/rows?n=${rows}`,
      { app: [stack.web, stack.backend], bare: [stack.bare] },
      warmed.cookie ? { cookie: warmed.cookie } : {},
    );
    const [webCpu, apiCpu] = app.cpuMsPerRequest;
    console.log(
      `${label}${String(rows).padStart(5)}${rps(app.reqPerSec)}${ms(app.p95)}` +
        `${`${cpu(webCpu)} + ${cpu(apiCpu)}`.padStart(19)}${rps(bare.reqPerSec)}${ms(bare.p95)}` +
        `${cpu(bare.cpuMsPerRequest[0]).padStart(10)}${pct(ratio)}` +
        (app.failures ? `  (${app.failures} failed answers)` : ""),
    );
  }
  const login = await (await fetch(`${webUrl}/login`)).text();
  const home = await (await fetch(`${webUrl}/home`, { headers: { cookie: cookies.get(demo.affiliate)! } })).text();
  for (const [page, html] of [
    ["/login", login],
    ["/home (affiliate)", home],
  ] as const) {
    const size = firstLoadOf(html, "build/client");
    console.log(`First load of ${page} (gzip): JS ${kB(size.js)}, CSS ${kB(size.css)} (${size.files} files)`);
  }
  console.log(`\n${benched.length - skipped} screen(s) measured.`);
}

try {
  await run();
} finally {
  await stopAll();
}

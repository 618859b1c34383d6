// npm run bench:screens — how fast the web app's screens answer under load, against a bare Remix page
// rendering the same number of table rows, built and served in the same run (docs/decisions/0126).
// Builds what is stale, starts the backend on a fresh embedded PGlite under data/bench/ (or on
// DATABASE_URL), the built web app and the bare page, logs in as the demo users through the login form,
// then loads each screen with 10 concurrent clients (autocannon). BENCH_DURATION=seconds per measurement;
// BENCH_ONLY=text runs the screens whose "who name" contains it; BENCH_CPU_PROF=dir writes CPU profiles of
// the web server and the backend.
import { demo } from "../tests/support/backend";
import { e2e } from "../tests/support/env";
import { screenPath, screens, type Screen } from "../tests/support/screens";
import { benchEnv } from "./env";
import { bodyRowCount, firstLoadOf } from "./first-load";
import { measure } from "./load";
import { canMeterCpu, stopAll, type CpuMeter } from "./stack";
import { apiUrl, bareUrl, logIn, onPostgres, sessionCookieOf, startStack, webUrl } from "./web-stack";

/** The screens of issue 12, by their name and role in tests/support/screens.ts. */
const BENCHED: { name: string; who: Screen["who"] }[] = [
  { name: "home", who: "affiliate" },
  { name: "dashboard", who: "affiliate" },
  { name: "contacts grid", who: "affiliate" },
  { name: "action", who: "affiliate" },
  { name: "contact search", who: "affiliate" },
  { name: "home", who: "finance" },
  { name: "users grid", who: "finance" },
  { name: "contact search", who: "finance" },
  { name: "client management", who: "finance" },
  { name: "client details", who: "finance" },
  { name: "dashboard", who: "finance" },
];
const CONNECTIONS = 10;

const { BENCH_API_PORT, BENCH_DURATION, BENCH_ONLY } = benchEnv;
const targetRatio = onPostgres ? 0.6 : 0.4;
const TARGET_P95_MS = 100;

/** Load on one URL, with the CPU time per answer of the processes that served it. */
async function measured(url: string, meters: CpuMeter[], headers: Record<string, string> = {}) {
  const before = meters.map((m) => m());
  const load = await measure(url, { seconds: BENCH_DURATION, connections: CONNECTIONS, headers });
  const cpuMsPerRequest = meters.map((m, i) => (m() - before[i]!) / Math.max(load.requests, 1));
  return { ...load, cpuMsPerRequest };
}

/** A few requests before measuring, keeping the session cookie as a browser would (the shell's profile). */
async function warmUp(url: string, cookie: string, times = 20): Promise<{ cookie: string; html: string }> {
  let html = "";
  for (let i = 0; i < times; i++) {
    const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
    html = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.headers.get("location") ?? ""}`);
    cookie = sessionCookieOf(res) ?? cookie;
  }
  return { cookie, html };
}

const pct = (n: number) => `${Math.round(n * 100)} %`.padStart(6);
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(9);
const rps = (n: number) => `${n.toFixed(0)} req/s`.padStart(11);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

const HEADER =
  `${"who".padEnd(18)}${"screen".padEnd(15)}${"rows".padStart(5)}${"app".padStart(12)}${"p95".padStart(9)}` +
  `${"web+api CPU".padStart(17)}${"bare".padStart(12)}${"p95".padStart(9)}${"CPU".padStart(10)}${"ratio".padStart(7)}`;
const cpu = (n: number | undefined) => (canMeterCpu() && n !== undefined ? `${n.toFixed(1)}` : "–");

async function run() {
  const stack = await startStack();
  const cookies = new Map<string, string>();
  console.log(
    `\n${CONNECTIONS} connections, ${BENCH_DURATION} s per measurement, ${onPostgres ? "Postgres" : "PGlite"}; ` +
      `targets: ≥ ${targetRatio * 100} % of the bare page's req/s, p95 ≤ ${TARGET_P95_MS} ms. CPU: ms per answer.\n`,
  );
  console.log(HEADER);
  let missed = 0;
  // Every screen is loaded a few times before any is measured, so that no measurement pays for the
  // servers' warm-up (JIT) of code the later screens share.
  // A path built from the data (client details) is found through the test support's backend calls, which
  // go to the e2e stack's address: run with E2E_API_PORT=$BENCH_API_PORT for those.
  const benched: { name: string; who: keyof typeof demo; email: string; path: string }[] = [];
  for (const { name, who } of BENCHED.filter((s) => `${s.who} ${s.name}`.includes(BENCH_ONLY ?? ""))) {
    const screen = screens.find((s) => s.name === name && s.who === who);
    if (!screen || who === "anonymous") throw new Error(`no screen ${who} ${name}`);
    if (typeof screen.path !== "string" && e2e.apiUrl !== apiUrl) {
      throw new Error(`${who} ${name}: its path is built from the data; run with E2E_API_PORT=${BENCH_API_PORT}`);
    }
    benched.push({ name, who, email: demo[who], path: await screenPath(screen) });
  }
  const pages = new Map<string, string>();
  for (const { email, path } of benched) {
    const warmed = await warmUp(`${webUrl}${path}`, cookies.get(email) ?? (await logIn(email)), 50);
    cookies.set(email, warmed.cookie);
    pages.set(`${email} ${path}`, warmed.html);
  }
  for (const { name, who, email, path } of benched) {
    const rows = bodyRowCount(pages.get(`${email} ${path}`)!);
    const warmed = await warmUp(`${webUrl}${path}`, cookies.get(email)!);
    const app = await measured(`${webUrl}${path}`, [stack.web, stack.backend], { cookie: warmed.cookie });
    await warmUp(`${bareUrl}/rows?n=${rows}`, "");
    const bare = await measured(`${bareUrl}/rows?n=${rows}`, [stack.bare]);
    const ratio = app.reqPerSec / bare.reqPerSec;
    const ok = ratio >= targetRatio && app.p95 <= TARGET_P95_MS && app.failures === 0;
    if (!ok) missed++;
    const [webCpu, apiCpu] = app.cpuMsPerRequest;
    console.log(
      `${who.padEnd(18)}${name.padEnd(15)}${String(rows).padStart(5)}${rps(app.reqPerSec)}${ms(app.p95)}` +
        `${`${cpu(webCpu)} + ${cpu(apiCpu)}`.padStart(17)}${rps(bare.reqPerSec)}${ms(bare.p95)}` +
        `${cpu(bare.cpuMsPerRequest[0]).padStart(10)}${pct(ratio)}  ${ok ? "ok" : "MISSED"}` +
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
  console.log(missed ? `\n${missed} screen(s) missed a target.` : "\nEvery screen met its targets.");
}

try {
  await run();
} finally {
  await stopAll();
}

// npm run bench:load — virtual users of the demo data (--scale 10) browsing and writing through the web
// app's own forms, with a think time, against the same number on a bare stack of our architecture, on
// PGlite and on Postgres (DATABASE_URL). Options and figures: bench/README.md; design: docs/decisions/0330.
import { existsSync, rmSync } from "node:fs";
import { benchEnv } from "../env";
import { canMeterCpu, peakRssBytes, resetPeakRss, rssBytes } from "../stack";
import { Browser } from "./browser";
import { bareLoop, logIn, loop } from "./journeys";
import { loadOptions, type LoadOptions } from "./options";
import { printRun, type Measured } from "./report";
import { bareUrl, buildBoth, prepareDatabase, startApp, startBare, stopStack, webUrl, type Db, type Running } from "./stack";
import { Recorder } from "./stats";
import { virtualUsers, type VirtualUser } from "./targets";
import { stopAll } from "../stack";

/** The targets' numbers of virtual users (docs/decisions/0330). */
export const TARGET_USERS: Record<Db, number> = { postgres: 200, pglite: 40 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PROBE_DIR = "data/bench/memory-probe";
/** Seconds of load kept up after the measured window while the memory probes write their heap snapshots. */
const PROBE_SECONDS = 60;

/**
 * BENCH_MEMORY_PROBE: each process (started with bench/memory-probe.mjs) writes its memory figures and a heap
 * snapshot on SIGUSR2, under the same load, one after the other; waits for each.
 */
async function probe(running: Running): Promise<void> {
  for (const { label, meter } of running.meters) {
    process.kill(meter.pid, "SIGUSR2");
    const deadline = Date.now() + PROBE_SECONDS * 1000;
    while (!existsSync(`${PROBE_DIR}/${meter.pid}-1.done`) && Date.now() < deadline) await sleep(250);
    console.log(`${running.name} ${label}: memory figures and heap snapshot in ${PROBE_DIR}/${meter.pid}-1.*`);
  }
}

/**
 * Runs the users' loops: `warmup` seconds unrecorded, then `duration` seconds measured (CPU, peak RSS, RSS
 * at the window's end — the steady state — and pages); then, with BENCH_MEMORY_PROBE, the probes.
 */
async function measure(
  options: LoadOptions,
  running: Running,
  rec: Recorder,
  loops: (until: number) => Promise<void>[],
): Promise<Measured> {
  const probing = benchEnv.BENCH_MEMORY_PROBE === "on" && running.name === "app";
  const until = Date.now() + (options.warmup + options.duration + (probing ? PROBE_SECONDS : 0)) * 1000;
  const all = loops(until);
  await sleep(options.warmup * 1000);
  const meters = running.meters.map(({ label, meter }) => ({ label, meter, before: meter(), rssReset: resetPeakRss(meter.pid) }));
  rec.measuring = true;
  const started = performance.now();
  await sleep(options.duration * 1000);
  rec.measuring = false;
  const seconds = (performance.now() - started) / 1000;
  const processes = meters.map(({ label, meter, before, rssReset }) => ({
    label,
    cpuSeconds: canMeterCpu() ? (meter() - before) / 1000 : NaN,
    peakRss: canMeterCpu() ? peakRssBytes(meter.pid) : NaN,
    endRss: canMeterCpu() ? rssBytes(meter.pid) : NaN,
    rssReset,
  }));
  if (probing) await probe(running);
  await Promise.all(all);
  return { rec, seconds, processes };
}

/** Logs the users in a few at a time (each its own browser and session). */
async function loggedIn(options: LoadOptions, vus: VirtualUser[]): Promise<Browser[]> {
  const browsers = vus.map(() => new Browser(webUrl(options)));
  for (let i = 0; i < vus.length; i += 4) {
    await Promise.all(vus.slice(i, i + 4).map((vu, k) => logIn(browsers[i + k]!, vu)));
  }
  return browsers;
}

async function runOn(db: Db, options: LoadOptions) {
  const users = options.users ?? TARGET_USERS[db];
  const dataDir = await prepareDatabase(db, options);
  console.log(`\n${db}: starting the app…`);
  const app = await startApp(db, options, dataDir);
  let appRun: Measured;
  let vus: VirtualUser[];
  try {
    vus = await virtualUsers(`http://127.0.0.1:${options.apiPort}`, users, "finance@coachhub.local");
    console.log(`${db}: logging in ${users} virtual users…`);
    const browsers = await loggedIn(options, vus);
    console.log(`${db}: ${options.warmup} s warm-up, then ${options.duration} s measured…`);
    const rec = new Recorder();
    appRun = await measure(options, app, rec, (until) => vus.map((vu, i) => loop(browsers[i]!, vu, rec, options.think, until)));
  } finally {
    await stopStack(app);
  }
  console.log(`${db}: the bare stack, ${users} virtual users…`);
  const bare = await startBare(db, options, dataDir);
  let bareRun: Measured;
  try {
    const rec = new Recorder();
    const browsers = vus.map(() => new Browser(bareUrl(options)));
    bareRun = await measure(options, bare, rec, (until) => browsers.map((b) => bareLoop(b, rec, options.think, until)));
  } finally {
    await stopStack(bare);
  }
  return printRun(db, options, vus, appRun, bareRun);
}

const options = loadOptions();
if (benchEnv.BENCH_MEMORY_PROBE === "on") rmSync(PROBE_DIR, { recursive: true, force: true });
let missed = 0;
try {
  buildBoth();
  for (const db of options.dbs) missed += await runOn(db, options);
} finally {
  await stopAll();
}
process.exitCode = missed ? 1 : 0;

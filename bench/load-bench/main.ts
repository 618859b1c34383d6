// npm run bench:load — virtual users of the demo data (--scale 10) browsing and writing through the web
// app's own forms, with a think time, against the same number on a bare stack of our architecture, on
// PGlite and on Postgres (DATABASE_URL). Options and figures: bench/README.md; design: docs/decisions/0330.
import { canMeterCpu, peakRssBytes, resetPeakRss } from "../stack";
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

/** Runs the users' loops: `warmup` seconds unrecorded, then `duration` seconds measured (CPU, peak RSS, pages). */
async function measure(
  options: LoadOptions,
  running: Running,
  rec: Recorder,
  loops: (until: number) => Promise<void>[],
): Promise<Measured> {
  const until = Date.now() + (options.warmup + options.duration) * 1000;
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
    rssReset,
  }));
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
let missed = 0;
try {
  buildBoth();
  for (const db of options.dbs) missed += await runOn(db, options);
} finally {
  await stopAll();
}
process.exitCode = missed ? 1 : 0;

// npm run bench:memory — the backend's resident memory (docs/decisions/0353): idle after the first start's
// demo seed, and idle after a restart on that data, each against a process that only opens the same embedded
// database (the baseline). Started as `npm start` starts it (tsx), on a fresh PGlite under data/bench/memory.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { benchEnv, serviceEnv } from "./env";

const dir = path.resolve("data/bench/memory");
const port = benchEnv.BENCH_MEMORY_API_PORT;
const tsx = "node_modules/.bin/tsx";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS and VmHWM (peak) in MB of a process and of its children (tsx runs the script in a child). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  const own = { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return children.map(memoryOf).reduce((sum, c) => ({ rss: sum.rss + c.rss, peak: sum.peak + c.peak }), own);
}

async function until(done: () => Promise<boolean> | boolean, what: string, seconds: number) {
  for (let i = 0; i < seconds * 4; i++)
    if (await done()) return;
    else await sleep(250);
  throw new Error(`bench:memory: ${what} not within ${seconds} s`);
}

function start(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(tsx, args, { env: serviceEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function backendIdle(label: string): Promise<{ rss: number; peak: number; seconds: number }> {
  const started = performance.now();
  const { child, output } = start(["backend/src/server.ts"], {
    DEMO: "true",
    DATA_DIR: dir,
    API_PORT: String(port),
    BILLING_SCHEDULE: "off",
  });
  const healthy = async () => (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok === true;
  await until(healthy, `${label}: the backend's /health`, 600).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output()}`);
  });
  const seconds = (performance.now() - started) / 1000;
  await sleep(benchEnv.BENCH_MEMORY_IDLE * 1000);
  const memory = memoryOf(child.pid!);
  await stop(child);
  return { ...memory, seconds };
}

async function baseline(): Promise<{ rss: number; peak: number }> {
  const { child, output } = start(["bench/memory-baseline.ts", dir], {});
  await until(() => output().includes("ready"), "the baseline", 120);
  await sleep(2000);
  const memory = memoryOf(child.pid!);
  await stop(child);
  return memory;
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
rmSync(dir, { recursive: true, force: true });
const first = await backendIdle("first start");
const again = await backendIdle("restart");
const bare = await baseline();
console.log(`Backend (tsx and its child), idle ${benchEnv.BENCH_MEMORY_IDLE} s:`);
console.log(`  after the first start's seed (${first.seconds.toFixed(0)} s): RSS ${mb(first.rss)} (peak ${mb(first.peak)})`);
console.log(`  after a restart on that data:      RSS ${mb(again.rss)} (peak ${mb(again.peak)})`);
console.log(`Baseline, the embedded database opened alone: RSS ${mb(bare.rss)}`);
console.log(
  `Ratio backend ÷ baseline: first start ${(first.rss / bare.rss).toFixed(2)}, restart ${(again.rss / bare.rss).toFixed(2)}`,
);

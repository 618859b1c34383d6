// The processes bench/screens.ts measures: the backend, the built web app and the bare baseline page, each
// served the way `npm start` serves the app (scripts/web-server.ts), their output in data/bench/*.log.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const BENCH_DIR = "data/bench";
const children: ChildProcess[] = [];
/** The services stopped on purpose (stopService): their exit is not reported as a failure. */
const stoppedOnPurpose = new Set<ChildProcess>();

/** The newest modification time of any file under these paths (directories walked). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const p of paths) {
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) {
      newest = Math.max(newest, newestMtime(readdirSync(p).map((name) => path.join(p, name))));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/** Runs `remix vite:build` unless the build is newer than every source it is made of. */
export function buildIfStale(label: string, sources: string[], serverBuild: string, configArgs: string[] = []): void {
  const built = statSync(serverBuild, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built > newestMtime(sources)) return;
  console.log(`Building ${label}…`);
  execFileSync("node_modules/.bin/remix", ["vite:build", ...configArgs], { stdio: ["ignore", "ignore", "inherit"] });
}

/** Where compileServices writes the backend and the web server as plain JavaScript. */
export const COMPILED_DIR = path.join(BENCH_DIR, "compiled");

/**
 * The backend (`backend/src/server.ts`) and the web server (`scripts/web-server.ts`) bundled by esbuild into
 * COMPILED_DIR (dependencies left external, resolved from the repository's node_modules; the migrations copied
 * beside the backend, which finds them next to its module): what a run without tsx would start.
 */
export function compileServices(): { backend: string; web: string } {
  const out = {
    backend: path.join(COMPILED_DIR, "backend", "server.mjs"),
    web: path.join(COMPILED_DIR, "web", "web-server.mjs"),
  };
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  // The dependencies stay external by name (--packages=external would leave the tsconfig paths, @domain/…, too).
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as Record<string, Record<string, string> | undefined>;
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((n) => [
    `--external:${n}`,
    `--external:${n}/*`,
  ]);
  const esbuild = (entry: string, outfile: string) =>
    execFileSync(
      "node_modules/.bin/esbuild",
      [entry, "--bundle", "--platform=node", "--format=esm", ...external, `--outfile=${outfile}`, "--log-level=warning"],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
  esbuild("backend/src/server.ts", out.backend);
  esbuild("scripts/web-server.ts", out.web);
  cpSync("backend/src/db/migrations", path.join(COMPILED_DIR, "backend", "migrations"), { recursive: true });
  return out;
}

export function freshDataDir(name: string): string {
  const dir = path.join(BENCH_DIR, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

interface Service {
  name: string;
  /** Node flags (e.g. --cpu-prof) then the script and its arguments, run through tsx. */
  nodeArgs?: string[];
  script: string[];
  env: NodeJS.ProcessEnv;
  readyUrl: string;
  /** Run the script through tsx's loader (default); false: a compiled script under plain node (compileServices). */
  tsx?: boolean;
}

/** Starts a service in a node process of its own (tsx as a loader, not a wrapper: its pid is the server's). */
export async function startService({ name, nodeArgs = [], script, env, readyUrl, tsx = true }: Service): Promise<CpuMeter> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const log = openSync(path.join(BENCH_DIR, `${name}.log`), "w");
  const loader = tsx ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, ...script], { env, stdio: ["ignore", log, log] });
  children.push(child);
  child.once("exit", (code, signal) => {
    if (!stopping && !stoppedOnPurpose.has(child))
      console.error(`${name} stopped (${signal ?? `exit ${code}`}): see ${BENCH_DIR}/${name}.log`);
  });
  await waitForUrl(readyUrl, child);
  return cpuMeter(child.pid!);
}

/** CPU milliseconds a process has used so far (user + system, from /proc/{pid}/stat). */
export type CpuMeter = (() => number) & { pid: number };

function cpuMeter(pid: number): CpuMeter {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  const meter = () => {
    const stat = readFileSync(`/proc/${pid}/stat`, { encoding: "utf8", flag: "r" });
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  };
  return Object.assign(meter, { pid });
}

/** Whether this system has /proc (Linux): without it the CPU figures are left out. */
export function canMeterCpu(): boolean {
  return statSync("/proc/self/stat", { throwIfNoEntry: false }) !== undefined;
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** Stops one started service (by the pid its meter carries) and waits for it. */
export async function stopService(meter: CpuMeter): Promise<void> {
  const child = children.find((c) => c.pid === meter.pid);
  if (!child) return;
  stoppedOnPurpose.add(child);
  await stopped(child);
}

function stopped(c: ChildProcess): Promise<unknown> {
  return new Promise((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve(null);
    c.once("exit", resolve);
    c.kill("SIGTERM");
    setTimeout(() => c.kill("SIGKILL"), 10_000).unref();
  });
}

let stopping = false;
/** Stops every started service and waits for them (a CPU profile is written on exit). */
export async function stopAll(): Promise<void> {
  stopping = true;
  await Promise.all(children.map(stopped));
}

/**
 * Starts a process's peak RSS (VmHWM) over from its present RSS (`5` to /proc/{pid}/clear_refs, Linux 4.0+):
 * the peak then read is the one under load, not the start-up's. False when the kernel refuses.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** A process's resident set size in bytes now (VmRSS of /proc/{pid}/status). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kB ? Number(kB) * 1024 : NaN;
}

/** A process's peak resident set size in bytes (VmHWM of /proc/{pid}/status). */
export function peakRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  return kB ? Number(kB) * 1024 : NaN;
}

// The scale suite's own Postgres server (docs/decisions/0349): a throwaway cluster made with the installed
// server's initdb in a temporary folder, on port 55433, so the suite can stop and start it under load
// without touching the machine's own cluster. Postgres refuses to run as root: as root, it runs as `postgres`.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const CLUSTER_PORT = 55433;
export const CLUSTER_DIR = path.join(os.tmpdir(), `coachhub-scale-pg-${CLUSTER_PORT}`);
const DATA = path.join(CLUSTER_DIR, "data");

/** A database's URL on the suite's cluster. */
export const clusterUrl = (database = "postgres") => `postgres://postgres@127.0.0.1:${CLUSTER_PORT}/${database}`;

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error(`test:scale needs a Postgres server installed under ${root} (apt-get install postgresql)`);
  return path.join(root, latest, "bin");
}

const asRoot = process.getuid?.() === 0;

/** Runs a server program, as `postgres` when this process is root. */
function pg(program: string, args: string[]): string {
  const bin = path.join(binDir(), program);
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(command, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

const serverOptions = [
  `-p ${CLUSTER_PORT}`,
  "-c listen_addresses=127.0.0.1",
  `-k ${CLUSTER_DIR}`,
  "-c max_connections=200",
  // A throwaway database: durability is not what is tested, and a 2-core machine is shared.
  "-c fsync=off",
  "-c synchronous_commit=off",
  "-c full_page_writes=off",
].join(" ");

/** Makes a fresh cluster (stopping and removing one a killed run left) and starts it. */
export function createCluster(): void {
  destroyCluster();
  mkdirSync(CLUSTER_DIR, { recursive: true });
  if (asRoot) chownSync(CLUSTER_DIR, Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()), 0);
  pg("initdb", ["-D", DATA, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  startCluster();
}

export function startCluster(): void {
  pg("pg_ctl", ["-D", DATA, "-o", serverOptions, "-l", path.join(CLUSTER_DIR, "server.log"), "-w", "-t", "60", "start"]);
}

/** Stops the server the way an operator's restart does: `fast` ends every connection at once. */
export function stopCluster(mode: "fast" | "immediate" = "fast"): void {
  pg("pg_ctl", ["-D", DATA, "-m", mode, "-w", "-t", "60", "stop"]);
}

export function destroyCluster(): void {
  if (existsSync(path.join(DATA, "postmaster.pid"))) {
    try {
      stopCluster("immediate");
    } catch {
      // Not running (a stale pid file): removed below.
    }
  }
  rmSync(CLUSTER_DIR, { recursive: true, force: true });
}

// bench:load's processes: the app (backend + built web app) and the bare stack (bench/backend/bare-contacts.ts
// + bench/bare/'s /contacts page), each started on the same database, one after the other; their output in
// data/bench/*.log. PGlite is seeded once per scale and day (the demo data is laid out around today) and
// copied for each run; an empty Postgres database is seeded at the scale, one that has users is used as it is.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { BENCHED_SERVICES_ENV, benchEnv, serviceEnv } from "../env";
import { BENCH_DIR, buildIfStale, compileServices, startService, stopService, type CpuMeter } from "../stack";
import type { Db, LoadOptions } from "./options";

export type { Db } from "./options";

export interface Running {
  name: string;
  meters: { label: string; meter: CpuMeter }[];
}

/** The settings every service of one database shares: production mode with the demo's data and test clock. */
function commonEnv(db: Db, options: LoadOptions, dataDir: string): Record<string, string> {
  return {
    ...BENCHED_SERVICES_ENV,
    DATABASE_URL: db === "postgres" ? options.databaseUrl! : "",
    DATA_DIR: dataDir,
    CACHES: options.caches,
  };
}

export function buildBoth(): void {
  buildIfStale("the app", ["app", "backend/src/domain", "vite.config.ts", "package-lock.json"], "build/server/index.js");
  buildIfStale("the bare page", ["bench/bare/app", "bench/bare/vite.config.ts"], "bench/bare/build/server/index.js", [
    "--config",
    "bench/bare/vite.config.ts",
  ]);
}

const seed = (env: Record<string, string>, scale: number, reset: boolean) =>
  execFileSync("npx", ["tsx", "backend/src/seed/cli.ts", "--scale", String(scale), ...(reset ? ["--reset"] : [])], {
    stdio: ["ignore", "inherit", "inherit"],
    env: serviceEnv(env),
  });

/** The data directory of this run, its database seeded at the scale. */
export async function prepareDatabase(db: Db, options: LoadOptions): Promise<string> {
  const dataDir = path.join(BENCH_DIR, `load-${db}`);
  rmSync(dataDir, { recursive: true, force: true });
  if (db === "postgres") {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    const users = await client
      .query<{ n: number }>("select count(*)::int as n from users")
      .then((r) => r.rows[0]!.n)
      .catch(() => 0);
    await client.end();
    if (users > 0) console.log(`Postgres: the database has ${users} users already; used as it is (--scale not applied).`);
    else {
      console.log(`Seeding the demo data at scale ${options.scale} into DATABASE_URL…`);
      seed(commonEnv(db, options, dataDir), options.scale, false);
    }
    return dataDir;
  }
  const day = new Date().toISOString().slice(0, 10);
  const seeded = path.join(BENCH_DIR, "load-seeds", `scale-${options.scale}-${day}`);
  if (!existsSync(path.join(seeded, "pglite"))) {
    console.log(`Seeding the demo data at scale ${options.scale} into ${seeded} (kept for later runs today)…`);
    rmSync(seeded, { recursive: true, force: true });
    seed(commonEnv(db, options, seeded), options.scale, true);
  }
  cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** `node --cpu-prof` flags when BENCH_CPU_PROF names a directory (one profile per process, under web/ and backend/). */
const profiled = (name: string) => [
  ...(benchEnv.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", `${benchEnv.BENCH_CPU_PROF}/${name}`] : []),
  ...(benchEnv.BENCH_MEMORY_PROBE === "on" ? ["--import", "./bench/memory-probe.mjs"] : []),
];

/** The backend and the built web app on this database. */
export async function startApp(db: Db, options: LoadOptions, dataDir: string): Promise<Running> {
  const common = commonEnv(db, options, dataDir);
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const compiled = benchEnv.BENCH_COMPILED === "on" ? compileServices() : null;
  const backend = await startService({
    name: "load-backend",
    nodeArgs: profiled("backend"),
    script: [compiled?.backend ?? "backend/src/server.ts"],
    tsx: !compiled,
    env: serviceEnv({ ...common, API_PORT: String(options.apiPort), API_HOST: "127.0.0.1", WEB_BASE_URL: webUrl(options) }),
    readyUrl: `${apiUrl}/health`,
  });
  const web = await startService({
    name: "load-web",
    nodeArgs: profiled("web"),
    script: [compiled?.web ?? "scripts/web-server.ts", "build/server/index.js"],
    tsx: !compiled,
    env: serviceEnv({
      ...common,
      PORT: String(options.webPort),
      API_BASE_URL: apiUrl,
      API2_BASE_URL: apiUrl,
      MAINTENANCE_MODE: "none",
      // The bound before docs/decisions/0343 (5 s since): a login (scrypt at N = 2^17) on a machine busy with
      // other work can outlast 5 s, and the bench measures CPU and memory, not the outage page.
      API_TIMEOUT_MS: "20000",
    }),
    readyUrl: `${webUrl(options)}/login`,
  });
  return {
    name: "app",
    meters: [
      { label: "web", meter: web },
      { label: "backend", meter: backend },
    ],
  };
}

/** The bare stack on the same database: the Hono route's process, then the Remix page's. */
export async function startBare(db: Db, options: LoadOptions, dataDir: string): Promise<Running> {
  const common = commonEnv(db, options, dataDir);
  const bareApiUrl = `http://127.0.0.1:${options.bareApiPort}`;
  const api = await startService({
    name: "load-bare-api",
    script: ["bench/backend/bare-contacts.ts"],
    env: serviceEnv({ ...common, BARE_API_PORT: String(options.bareApiPort) }),
    readyUrl: `${bareApiUrl}/health`,
  });
  const web = await startService({
    name: "load-bare-web",
    script: ["scripts/web-server.ts", "bench/bare/build/server/index.js"],
    env: serviceEnv({ ...common, PORT: String(options.bareWebPort), BARE_API_URL: bareApiUrl }),
    readyUrl: `${bareUrl(options)}/contacts`,
  });
  return {
    name: "bare",
    meters: [
      { label: "web", meter: web },
      { label: "backend", meter: api },
    ],
  };
}

export const webUrl = (options: LoadOptions) => `http://localhost:${options.webPort}`;
export const bareUrl = (options: LoadOptions) => `http://localhost:${options.bareWebPort}`;

/** Stops a stack's processes (the web server first, then what it calls). */
export async function stopStack(running: Running): Promise<void> {
  for (const { meter } of running.meters) await stopService(meter);
}

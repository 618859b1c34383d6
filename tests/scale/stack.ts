// Two backends and two web apps on one database of the suite's cluster, each started as `npm start` and
// production run them (the backend's server.ts under tsx, the built Remix server), with JOBS_WORKER=on on
// both backends. Each web app is pointed at one backend. Output: data/scale/<name>.log.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { clusterUrl } from "./cluster";
import { inheritedEnv } from "./env";

export const SCALE_DIR = "data/scale";

/** Settings every process of a stack shares: production on the demo data, with the demo's test clock. */
const SHARED_ENV = {
  NODE_ENV: "production",
  DEMO: "true",
  SESSION_SECRET: "scale-session-secret-of-at-least-32-characters",
  INTERNAL_API_SECRET: "scale-internal-api-secret-of-32-characters-or-more",
  BILLING_SCHEDULE: "off",
  BILLING_TEST_CLOCK: "true",
  MAINTENANCE_MODE: "none",
};

/** The bounds the faults are measured against (docs/decisions/0343, 0344); the web's is above the backend's. */
export const BOUNDS = {
  DB_STATEMENT_TIMEOUT_MS: 5_000,
  DB_LOCK_TIMEOUT_MS: 2_000,
  DB_CONNECT_TIMEOUT_MS: 3_000,
  API_TIMEOUT_MS: 8_000,
  HEALTH_CHECK_TIMEOUT_MS: 1_000,
};

export interface Service {
  name: string;
  url: string;
  /** Starts the process (again) and waits until it answers `readyPath` with 200. */
  start(): Promise<void>;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  readonly running: boolean;
}

export function service(name: string, port: number, script: string[], env: Record<string, string>, readyPath: string): Service {
  let child: ChildProcess | undefined;
  mkdirSync(SCALE_DIR, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const self: Service = {
    name,
    url,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const log = openSync(path.join(SCALE_DIR, `${name}.log`), "a");
      const started = spawn(process.execPath, ["--import", "tsx", ...script], {
        env: { ...inheritedEnv, ...SHARED_ENV, ...env } as NodeJS.ProcessEnv,
        stdio: ["ignore", log, log],
      });
      child = started;
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) throw new Error(`${name} exited (${started.exitCode}): see ${SCALE_DIR}/${name}.log`);
        const status = await fetch(`${url}${readyPath}`, { redirect: "manual" }).then(
          (res) => res.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${name} did not answer ${readyPath} within 120 s: see ${SCALE_DIR}/${name}.log`);
    },
    async kill(signal) {
      const running = child;
      if (!running || !self.running) return;
      const ended = new Promise((resolve) => running.once("exit", resolve));
      running.kill(signal);
      await ended;
    },
  };
  return self;
}

export interface Stack {
  database: string;
  backends: [Service, Service];
  webs: [Service, Service];
  /** A query on the stack's database through a connection of its own. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** A database copied from the seeded template, then both backends, then both web apps (web i → backend i). */
export async function startStack(
  name: string,
  basePort: number,
  { template = "scale_template", backendEnv = {} }: { template?: string; backendEnv?: Record<string, string> } = {},
): Promise<Stack> {
  const database = `scale_${name}`;
  await onCluster(`drop database if exists ${database} with (force)`);
  await onCluster(`create database ${database} template ${template}`);
  const bounds = Object.fromEntries(Object.entries(BOUNDS).map(([k, v]) => [k, String(v)]));
  const backends = [0, 1].map((i) =>
    service(
      `${name}-backend-${i + 1}`,
      basePort + i,
      ["backend/src/server.ts"],
      {
        ...bounds,
        DATABASE_URL: clusterUrl(database),
        API_PORT: String(basePort + i),
        API_HOST: "127.0.0.1",
        JOBS_WORKER: "on",
        JOBS_POLL_INTERVAL_SECONDS: "0.5",
        DATA_DIR: path.join(SCALE_DIR, name),
        ...backendEnv,
      },
      "/health",
    ),
  ) as [Service, Service];
  const webs = [0, 1].map((i) =>
    service(
      `${name}-web-${i + 1}`,
      basePort + 10 + i,
      ["scripts/web-server.ts", "build/server/index.js"],
      {
        ...bounds,
        PORT: String(basePort + 10 + i),
        API_BASE_URL: backends[i]!.url,
        API2_BASE_URL: backends[i]!.url,
      },
      "/login",
    ),
  ) as [Service, Service];
  await Promise.all(backends.map((b) => b.start()));
  await Promise.all(webs.map((w) => w.start()));
  return {
    database,
    backends,
    webs,
    query: <T>(text: string, values: unknown[] = []) => onDatabase<T>(database, text, values),
    async stop() {
      await Promise.all(webs.map((w) => w.kill("SIGTERM")));
      await Promise.all(backends.map((b) => b.kill("SIGTERM")));
      await onCluster(`drop database if exists ${database} with (force)`).catch(() => {});
    },
  };
}

export async function onDatabase<T>(database: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: clusterUrl(database) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export const onCluster = (text: string) => onDatabase("postgres", text);

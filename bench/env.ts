// The settings of bench/screens.ts and bench/billing-clock.ts (the only reader of process.env under bench/ besides the backend's own).
import { z } from "zod";
import { readEnv } from "../backend/src/env";

const BenchEnv = z.object({
  BENCH_WEB_PORT: z.coerce.number().int().positive().default(3425),
  BENCH_API_PORT: z.coerce.number().int().positive().default(4425),
  BENCH_BARE_PORT: z.coerce.number().int().positive().default(3426),
  /** Seconds of load per screen and per baseline. */
  BENCH_DURATION: z.coerce.number().positive().default(5),
  /** bench:screens: the screen and its bare page measured in this many alternating rounds (the ratio is their median). */
  BENCH_ROUNDS: z.coerce.number().int().positive().default(5),
  /** Write V8 CPU profiles of the web server and the backend into web/ and backend/ under this directory (node --cpu-prof). */
  BENCH_CPU_PROF: z.string().optional(),
  /** bench:load: preload bench/memory-probe.mjs in the app's web server and backend and, after the measured window (the load going on), take each one's memory figures and a heap snapshot into data/bench/memory-probe/. */
  BENCH_MEMORY_PROBE: z.enum(["on", "off"]).default("off"),
  /** bench:load: the app's backend and web server bundled by esbuild and run by plain node, without tsx (bench/stack.ts, compileServices). */
  BENCH_COMPILED: z.enum(["on", "off"]).default("off"),
  /** Only the screens whose "who name" contains this text, or one of several separated by commas (e.g. "finance", "contacts grid,client details"); bench:csv: the exports whose label does ("unsorted"). */
  BENCH_ONLY: z.string().optional(),
  /** Rows of bench:csv's export. */
  BENCH_CSV_ROWS: z.coerce.number().int().positive().default(1_000_000),
  /** Seed the demo data at this scale (npm run seed -- --scale N) into the fresh PGlite before starting, e.g. 50. */
  BENCH_SCALE: z.coerce.number().int().min(1).max(1000).optional(),
  /** bench:memory's backend port (docs/decisions/0353). */
  BENCH_MEMORY_API_PORT: z.coerce.number().int().positive().default(4725),
  /** bench:memory: seconds the backend idles before its RSS is read. */
  BENCH_MEMORY_IDLE: z.coerce.number().positive().default(15),
  /** Postgres instead of a fresh embedded PGlite under data/bench/. */
  DATABASE_URL: z.string().optional(),
  /** bench:clock --postgres: the Postgres server it creates its databases on. */
  TEST_DATABASE_URL: z.string().default("postgres://postgres@127.0.0.1:5432/postgres"),
});

export const benchEnv = BenchEnv.parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));

/** The environment the started services inherit (PATH and the like), plus theirs. */
export const serviceEnv = (own: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...own });

/** The backend's own settings as a bench process opening the database itself sees them, plus these. */
export const backendEnvWith = (own: Record<string, string>) => readEnv({ ...process.env, ...own });

/**
 * What the benched services share: production mode on the demo's data and test clock, with secrets long
 * enough for a production start (docs/decisions/0308, 0311).
 */
export const BENCHED_SERVICES_ENV = {
  NODE_ENV: "production",
  DEMO: "true",
  SESSION_SECRET: "bench-session-secret-of-at-least-32-characters",
  INTERNAL_API_SECRET: "bench-internal-api-secret-of-32-characters",
} as const;

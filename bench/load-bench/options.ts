// bench:load's options: a flag, else its environment variable, else the default (bench/README.md).
import { parseArgs } from "node:util";
import { z } from "zod";

const Options = z.object({
  /** Virtual users; unset: each database's target (200 on Postgres, 40 on PGlite). */
  users: z.coerce.number().int().positive().optional(),
  /** Seconds measured per stack (after the warm-up). */
  duration: z.coerce.number().positive().default(120),
  /** Seconds of load before the measurement starts (not counted). */
  warmup: z.coerce.number().min(0).default(15),
  /** Seconds a user thinks between pages (each pause drawn from 0.5× to 1.5× of it). */
  think: z.coerce.number().min(0).default(2),
  /** The demo data's scale (npm run seed -- --scale N). */
  scale: z.coerce.number().int().min(1).max(1000).default(10),
  /** Which databases: pglite, postgres or both (comma-separated); default both when DATABASE_URL is set, else pglite. */
  db: z.string().optional(),
  /** CACHES for the backend and the web app (docs/decisions/0330: the targets hold with caches off). */
  caches: z.enum(["on", "off"]).default("off"),
  databaseUrl: z.string().optional(),
  webPort: z.coerce.number().int().positive().default(3525),
  apiPort: z.coerce.number().int().positive().default(4525),
  bareWebPort: z.coerce.number().int().positive().default(3526),
  bareApiPort: z.coerce.number().int().positive().default(4526),
});

/** The two databases a run can measure. */
export type Db = "pglite" | "postgres";

export type LoadOptions = z.infer<typeof Options> & { dbs: Db[] };

const FLAGS = {
  users: "BENCH_LOAD_USERS",
  duration: "BENCH_LOAD_DURATION",
  warmup: "BENCH_LOAD_WARMUP",
  think: "BENCH_LOAD_THINK",
  scale: "BENCH_LOAD_SCALE",
  db: "BENCH_LOAD_DB",
} as const;

export function loadOptions(argv = process.argv.slice(2), env = process.env): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.keys(FLAGS).map((flag) => [flag, { type: "string" }])),
  });
  const fromEnv = (name: string) => (env[name] === "" ? undefined : env[name]);
  const raw = {
    ...Object.fromEntries(Object.entries(FLAGS).map(([flag, name]) => [flag, values[flag] ?? fromEnv(name)])),
    caches: fromEnv("CACHES"),
    databaseUrl: fromEnv("DATABASE_URL"),
    webPort: fromEnv("BENCH_WEB_PORT"),
    apiPort: fromEnv("BENCH_API_PORT"),
    bareWebPort: fromEnv("BENCH_BARE_PORT"),
    bareApiPort: fromEnv("BENCH_BARE_API_PORT"),
  };
  const options = Options.parse(raw);
  const dbs = (options.db ?? (options.databaseUrl ? "pglite,postgres" : "pglite")).split(",").map((d) => d.trim());
  for (const db of dbs) if (db !== "pglite" && db !== "postgres") throw new Error(`--db: pglite or postgres, not ${db}`);
  if (dbs.includes("postgres") && !options.databaseUrl) throw new Error("--db postgres needs DATABASE_URL");
  return { ...options, dbs: dbs as Db[] };
}

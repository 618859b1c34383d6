// The settings of bench/screens.ts (the only reader of process.env under bench/ besides the backend's own).
import { z } from "zod";

const BenchEnv = z.object({
  BENCH_WEB_PORT: z.coerce.number().int().positive().default(3425),
  BENCH_API_PORT: z.coerce.number().int().positive().default(4425),
  BENCH_BARE_PORT: z.coerce.number().int().positive().default(3426),
  /** Seconds of load per screen and per baseline. */
  BENCH_DURATION: z.coerce.number().positive().default(3),
  /** Write a V8 CPU profile of the web server into this directory (node --cpu-prof). */
  BENCH_CPU_PROF: z.string().optional(),
  /** Only the screens whose "who name" contains this text (e.g. "finance", "contacts grid"). */
  BENCH_ONLY: z.string().optional(),
  /** Postgres instead of a fresh embedded PGlite under data/bench/. */
  DATABASE_URL: z.string().optional(),
});

export const benchEnv = BenchEnv.parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));

/** The environment the started services inherit (PATH and the like), plus theirs. */
export const serviceEnv = (own: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...own });

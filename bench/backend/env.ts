// The settings of bench/backend/calls.ts and of the bare Hono server it starts.
import { z } from "zod";

const BackendBenchEnv = z.object({
  BENCH_BACKEND_API_PORT: z.coerce.number().int().positive().default(4435),
  BENCH_BACKEND_BARE_PORT: z.coerce.number().int().positive().default(4436),
  /** Seconds of load per call and for the baseline. */
  BENCH_DURATION: z.coerce.number().positive().default(5),
  BENCH_CONNECTIONS: z.coerce.number().int().positive().default(10),
  /** Write V8 CPU profiles of the backend into this directory (node --cpu-prof). */
  BENCH_CPU_PROF: z.string().optional(),
  /** Postgres instead of a fresh embedded PGlite under data/bench-backend/. */
  DATABASE_URL: z.string().optional(),
});

export const backendBenchEnv = BackendBenchEnv.parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));

/** The environment the started servers inherit (PATH and the like), plus theirs. */
export const serviceEnv = (own: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...own });

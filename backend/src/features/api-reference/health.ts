import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { HealthChecks, Healthy, Unhealthy } from "../../../../contract/reference";
import type { AppDeps } from "../../context";

type CheckName = keyof z.infer<typeof HealthChecks>;

/** One dependency's check: resolves when it answers, rejects (or never settles) when it does not. */
type Check = (deps: Pick<AppDeps, "db" | "jobs">) => Promise<unknown>;

/**
 * What GET /health checks (docs/decisions/0343, 0350), each with the message a 503 gives when it is down; a
 * new one also needs its field in contract/reference.ts's `HealthChecks`.
 */
const HEALTH_CHECKS: Record<CheckName, { check: Check; down: string }> = {
  database: { check: ({ db }) => db.execute(sql`select 1`), down: "The database does not answer." },
  queue: {
    check: ({ jobs }) => jobs.check(),
    down: "The job queue does not answer.",
  },
};

/** Whether `check` answers within `timeoutMs`: a hung pool or a held lock is down, not a hung health check. */
async function answers(check: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([check.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Every check, side by side, each bounded by HEALTH_CHECK_TIMEOUT_MS. */
export async function checkHealth(
  deps: Pick<AppDeps, "db" | "env" | "jobs">,
): Promise<z.infer<typeof Healthy> | z.infer<typeof Unhealthy>> {
  const names = Object.keys(HEALTH_CHECKS) as CheckName[];
  const states = await Promise.all(
    names.map(async (name) => {
      // A check that throws synchronously (a closed client) is down like one that rejects.
      const check = Promise.resolve().then(() => HEALTH_CHECKS[name].check(deps));
      return (await answers(check, deps.env.HEALTH_CHECK_TIMEOUT_MS)) ? ("up" as const) : ("down" as const);
    }),
  );
  const checks = Object.fromEntries(names.map((name, i) => [name, states[i]])) as z.infer<typeof HealthChecks>;
  const down = names.filter((name) => checks[name] === "down");
  if (down.length === 0) return { ok: true, checks };
  return { ok: false, message: down.map((name) => HEALTH_CHECKS[name].down).join(" "), checks };
}

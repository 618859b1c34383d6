import { eq } from "drizzle-orm";
import { businessToday, type AppDeps } from "../../context";
import { billingRuns } from "../../db/schema";
import { runBilling } from "./billing-run.service";
import type { RunSummary } from "./summary";

/** Today's run (in BILLING_TIME_ZONE) unless billing_runs already has it: its summary, or null when done before. */
export async function runTodayIfDue(deps: AppDeps): Promise<RunSummary | null> {
  const date = businessToday(deps);
  const [done] = await deps.db.select({ d: billingRuns.runDate }).from(billingRuns).where(eq(billingRuns.runDate, date));
  if (done) return null;
  return runBilling(deps, { date, dryRun: false });
}

/**
 * The daily billing run of a backend (BILLING_SCHEDULE=on): after startup and then every few minutes it
 * checks whether today's run (in BILLING_TIME_ZONE) is recorded in billing_runs, and runs it if not. Several
 * instances may check at once: the advisory lock lets one run, and the others find it done next time.
 */
export function startBillingSchedule(deps: AppDeps, log: (message: string) => void = console.log): () => void {
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    const date = businessToday(deps);
    try {
      const summary = await runTodayIfDue(deps);
      if (!summary) return;
      log(
        `Billing run ${date}: issued ${summary.issued.count}, charged ${summary.charged.count}, declined ${summary.declined.count}, ` +
          `overdue ${summary.overdue.count}, reminded ${summary.reminded.count}, expired ${summary.expired.count}, resumed ${summary.resumed.count}`,
      );
    } catch (error) {
      // Another instance's run (409) or a failure: the next tick tries again.
      log(`Billing run ${date} not completed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const minutes = deps.env.BILLING_SCHEDULE_INTERVAL_MINUTES;
  const first = setTimeout(tick, 5_000);
  const every = setInterval(tick, minutes * 60_000);
  first.unref();
  every.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}

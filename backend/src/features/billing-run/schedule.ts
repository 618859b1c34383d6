import { eq } from "drizzle-orm";
import { businessToday, type AppDeps } from "../../context";
import { billingRuns } from "../../db/schema";
import { runBilling } from "./billing-run.service";
import type { RunSummary } from "./summary";

/**
 * Today's run (in BILLING_TIME_ZONE) unless billing_runs already has it: its summary, or null when done before.
 * The job queue's scheduled check runs it (backend/src/jobs/billing-schedule.ts, docs/decisions/0345).
 */
export async function runTodayIfDue(deps: AppDeps): Promise<RunSummary | null> {
  const date = businessToday(deps);
  const [done] = await deps.db.select({ d: billingRuns.runDate }).from(billingRuns).where(eq(billingRuns.runDate, date));
  if (done) return null;
  return runBilling(deps, { date, dryRun: false });
}

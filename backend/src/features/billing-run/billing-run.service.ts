import type { AppDeps } from "../../context";
import { billingRuns } from "../../db/schema";
import { type IsoDate } from "../../domain/billing-period";
import { HttpError } from "../../http/errors";
import { chargeInvoices } from "./charge-invoices";
import { issueInvoices } from "./issue-invoices";
import { markOverdue, sendReminders } from "./overdue-reminders";
import { expirePlans, resumePlans } from "./plan-lifecycle";
import { newRunContext, type RunContext, type RunStarter } from "./run-context";
import { withBillingRunLock } from "./run-lock";
import type { RunSummary } from "./summary";

export const RUN_IN_PROGRESS = "A billing run is already in progress. Please try again when it has finished.";

export interface RunOptions {
  date: IsoDate;
  dryRun: boolean;
  /** The finance user who asked (the call); null for the schedule and the CLI on the database. */
  starter?: RunStarter;
  /** Only this affiliate's plans and invoices: a test clock's run (docs/decisions/0259). */
  affiliateId?: number;
  /** Told how long each step took (the bench's per-step figures). */
  onStep?: (step: string, ms: number) => void;
}

/**
 * The billing clock (issue 14, docs/decisions/0183): everything due by `date` in the business zone —
 * resume ended pauses, issue invoices (with catch-up), expire plans past their service, charge auto-charge
 * invoices (first attempt and retries), mark Overdue, send reminders. Idempotent: a rerun of the same date
 * does nothing more. One run at a time (advisory lock); a dry run writes nothing and takes no lock.
 */
export async function runBilling(callerDeps: AppDeps, options: RunOptions): Promise<RunSummary> {
  const run = newRunContext(callerDeps, {
    date: options.date,
    dryRun: options.dryRun,
    starter: options.starter ?? null,
    affiliateId: options.affiliateId ?? null,
  });
  const { deps } = run;
  const step = async (name: string, work: (run: RunContext) => Promise<void>) => {
    const started = performance.now();
    await work(run);
    options.onStep?.(name, performance.now() - started);
  };
  const steps = async () => {
    await step("resume", resumePlans);
    await step("issue", issueInvoices);
    await step("expire", expirePlans);
    await step("charge", chargeInvoices);
    await step("overdue", markOverdue);
    await step("remind", sendReminders);
    const summary = run.summary.build();
    // A run of one affiliate has not done the day for everyone: the schedule still runs it.
    if (!run.dryRun && run.affiliateId === null) await recordRun(deps, summary);
    return summary;
  };
  if (run.dryRun) return steps();
  const summary = await withBillingRunLock(deps.db, steps);
  if (!summary) throw new HttpError(409, RUN_IN_PROGRESS);
  return summary;
}

/** The schedule kept in Postgres: the last completed run of each date with its summary. */
async function recordRun(deps: AppDeps, summary: RunSummary) {
  const values = { runDate: summary.date, completedAt: deps.now(), summary: JSON.stringify(summary) };
  await deps.db
    .insert(billingRuns)
    .values(values)
    .onConflictDoUpdate({ target: billingRuns.runDate, set: { completedAt: values.completedAt, summary: values.summary } });
}

import type { AppDeps } from "../context";
import { businessToday } from "../context";
import { runTodayIfDue } from "../features/billing-run/schedule";
import type { JobQueue } from "../integrations/queue/queue";

/** The queue of the daily billing check: a job asks "is today's run done? if not, run it". */
export const BILLING_RUN_TODAY = "billing-run-today";

/** A cron (in BILLING_TIME_ZONE) that ticks every `minutes` (1–1440): every N minutes, or every N/60 hours. */
export function checkCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  return `0 */${Math.min(24, Math.floor(minutes / 60))} * * *`;
}

/**
 * The daily billing run as a job (docs/decisions/0345, replacing the per-process timer of 0188). The queue
 * is "stately": however many instances enqueue the check, at most one is queued and one runs. pg-boss's
 * cron makes one job per tick across every instance; the job runs today's date unless billing_runs has it,
 * and the run's advisory lock stays its own guard. With BILLING_SCHEDULE=off nothing is scheduled.
 */
export async function defineBillingSchedule(queue: JobQueue): Promise<void> {
  // No retries: the next tick is the retry, as the timer's next check was.
  await queue.define(BILLING_RUN_TODAY, { policy: "stately", retryLimit: 0 });
}

export async function startBillingSchedule(
  queue: JobQueue,
  deps: AppDeps,
  log: (line: string) => void = console.log,
): Promise<void> {
  if (deps.env.BILLING_SCHEDULE === "off") {
    // Its queue was started without pg-boss's timekeeper (createJobs), so no tick queues a check here, not even
    // at start; a schedule an earlier start left is removed for the instances that keep schedules.
    await queue.unschedule(BILLING_RUN_TODAY);
    return;
  }
  await queue.work(BILLING_RUN_TODAY, () => billingCheck(deps, log));
  await queue.schedule(BILLING_RUN_TODAY, checkCron(deps.env.BILLING_SCHEDULE_INTERVAL_MINUTES), deps.env.BILLING_TIME_ZONE);
  // The check a start makes at once (a day missed while every instance was down is run now).
  await queue.enqueue(deps.db, BILLING_RUN_TODAY, {}, { singletonKey: BILLING_RUN_TODAY });
}

async function billingCheck(deps: AppDeps, log: (line: string) => void): Promise<void> {
  const date = businessToday(deps);
  try {
    const summary = await runTodayIfDue(deps);
    if (!summary) return;
    log(
      `Billing run ${date}: issued ${summary.issued.count}, charged ${summary.charged.count}, declined ${summary.declined.count}, ` +
        `overdue ${summary.overdue.count}, reminded ${summary.reminded.count}, expired ${summary.expired.count}, resumed ${summary.resumed.count}`,
    );
  } catch (error) {
    // Another run holds the lock (409): it does the day. Anything else fails the job, and the next tick tries again.
    const status = (error as { status?: number }).status;
    log(`Billing run ${date} not completed: ${error instanceof Error ? error.message : String(error)}`);
    if (status !== 409) throw error;
  }
}

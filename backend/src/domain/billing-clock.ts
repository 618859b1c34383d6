import {
  addBillingMonths,
  addCalendarDays,
  billingMonthOf,
  invoiceIssueDate,
  latestIssuedBillingMonth,
  type BillingMonth,
  type IsoDate,
} from "./billing-period";
import { isOngoing } from "./plan-dates";
import { isAutoCharge } from "./payment-methods";

/**
 * The billing clock's decisions for one business date (issue 14, docs/decisions/0183): which months a plan
 * is invoiced for, when a card is charged again, which reminder is due, when a plan resumes or expires. A
 * run on any date also does what an earlier date should have done, so every rule asks "by this date".
 */

/**
 * Charge attempts by the clock: the first on the due date, then 3 and 7 days after the first (the 4th and
 * the 8th), one a day at most (nextRetryOn). Staff's CHARGE CARD NOW and a card update may charge after them.
 */
export const RETRY_DAYS_AFTER_FIRST = [3, 7] as const;
export const MAX_CHARGE_ATTEMPTS = 1 + RETRY_DAYS_AFTER_FIRST.length;
/** Reminder emails, in days after the due date. */
export const REMINDER_DAYS = [3, 7, 14] as const;

export interface PlanMonths {
  fullBillingStart: BillingMonth;
  lastFullBill: BillingMonth;
  /** The first month of a resumed plan (its pause ended); null when never paused. */
  billsFrom: BillingMonth | null;
  /** The newest month already invoiced for the plan; null when none. */
  lastInvoicedMonth: BillingMonth | null;
}

/**
 * The months a billable plan is invoiced for by `date`: every month whose issue day (the 25th before) has
 * come, from its full-billing start (or the month it resumed from) through its last full bill, after the
 * newest one already invoiced. Months inside a pause are never reached: a resumed plan bills from billsFrom.
 */
export function monthsToIssue(plan: PlanMonths, date: IsoDate): BillingMonth[] {
  const floors = [billingMonthOf(plan.fullBillingStart)];
  if (plan.billsFrom) floors.push(billingMonthOf(plan.billsFrom));
  if (plan.lastInvoicedMonth) floors.push(addBillingMonths(plan.lastInvoicedMonth, 1));
  const first = floors.sort().at(-1)!;
  const latest = latestIssuedBillingMonth(date);
  const last = billingMonthOf(plan.lastFullBill) < latest ? billingMonthOf(plan.lastFullBill) : latest;
  const months: BillingMonth[] = [];
  for (let m = first; m <= last; m = addBillingMonths(m, 1)) months.push(m);
  return months;
}

/**
 * A paused plan resumes on the issue day of the month its pause ends in, so that month is billed as usual;
 * a pause until 2099 is indefinite and never ends.
 */
export function pauseEnded(pauseUntil: BillingMonth | null, date: IsoDate): boolean {
  if (!pauseUntil || isOngoing(pauseUntil)) return false;
  return date >= invoiceIssueDate(pauseUntil);
}

/** A plan expires the day after its last day of service; an ongoing plan (2099) never does. */
export function planExpired(lastDayOfService: IsoDate, date: IsoDate): boolean {
  return !isOngoing(lastDayOfService) && date > lastDayOfService;
}

/**
 * The clock charges an invoice again after a decline only when its plan is an auto-charge card plan and its
 * auto-payment was not stopped; else a decline names no next retry (docs/decisions/0365).
 */
export function clockRetries(
  invoice: { autoPayStopped: boolean },
  plan: { paymentMethodId: number | null; chargeTypeId: number | null } | null,
): boolean {
  return !invoice.autoPayStopped && plan !== null && isAutoCharge(plan.paymentMethodId ?? 0, plan.chargeTypeId ?? 0);
}

export interface ChargeAttemptSoFar {
  attemptNumber: number;
  attemptedOn: IsoDate;
  status: "pending" | "succeeded" | "failed";
}

/**
 * The day the clock retries after a declined attempt, or null (it succeeded, is pending, or was the last of
 * the schedule): the schedule's day counted from the first attempt, and never before the day after this one,
 * so there is at most one attempt a day whatever the number of runs (docs/decisions/0365). The wire, the
 * decline email and the clock all ask this.
 */
export function nextRetryOn(attempts: readonly ChargeAttemptSoFar[], attemptNumber: number): IsoDate | null {
  const sorted = [...attempts].sort((a, b) => a.attemptNumber - b.attemptNumber);
  const attempt = sorted.find((a) => a.attemptNumber === attemptNumber);
  const days = RETRY_DAYS_AFTER_FIRST[attemptNumber - 1];
  if (!attempt || attempt.status !== "failed" || days === undefined) return null;
  const onSchedule = addCalendarDays(sorted[0]!.attemptedOn, days);
  const dayAfter = addCalendarDays(attempt.attemptedOn, 1);
  return onSchedule > dayAfter ? onSchedule : dayAfter;
}

/**
 * The charge attempt an auto-charge invoice is due by `date`: its number, or null (paid, still pending,
 * out of attempts, or not yet the day). At most one new attempt per run: a late run makes the one it owes,
 * and a rerun of that day finds the next retry on a later day.
 */
export function chargeAttemptDue(dueDate: IsoDate, attempts: readonly ChargeAttemptSoFar[], date: IsoDate): number | null {
  if (attempts.some((a) => a.status !== "failed")) return null;
  const made = attempts.length;
  if (made >= MAX_CHARGE_ATTEMPTS) return null;
  if (made === 0) return date >= dueDate ? 1 : null;
  const last = Math.max(...attempts.map((a) => a.attemptNumber));
  const retryOn = nextRetryOn(attempts, last);
  return retryOn !== null && date >= retryOn ? last + 1 : null;
}

/**
 * The reminder due for an unpaid invoice by `date`: the latest of days 3, 7, 14 after the due date that has
 * come, unless that one or a later one was sent. A late run sends only the latest, never a burst of three.
 */
export function reminderDue(dueDate: IsoDate, sentDays: readonly number[], date: IsoDate): number | null {
  const come = REMINDER_DAYS.filter((days) => date >= addCalendarDays(dueDate, days));
  const latest = come.at(-1);
  if (latest === undefined || sentDays.some((d) => d >= latest)) return null;
  return latest;
}

/** The idempotency key of a charge attempt: the invoice and the attempt's number, nothing random. */
export function chargeIdempotencyKey(invoiceId: number, attemptNumber: number): string {
  return `coachhub-invoice-${invoiceId}-attempt-${attemptNumber}`;
}

import { TZDate } from "@date-fns/tz";
import { subMonths } from "date-fns";
import type { Cents } from "./money";

/**
 * Affiliation progress (docs/decisions/0050): how far an affiliate is toward the next affiliation tier,
 * measured by the client revenue they actually collected — paid invoices (not void) whose payment date
 * lies in the last 12 months, less what their refunds gave back — against a fixed threshold. Whole
 * percent, rounded down, 0..100.
 */
export const AFFILIATION_THRESHOLD_CENTS: Cents = 15_000_000; // $150,000 of paid client revenue in 12 months
export const AFFILIATION_WINDOW_MONTHS = 12;

export interface PaidInvoice {
  totalCents: Cents;
  /** What its refunds gave back to the client (0 when none). */
  refundedCents?: Cents;
  paidOn: Date | null;
  isVoid: boolean;
}

/** The start of the window: the same instant 12 calendar months before `now` in UTC (day clamped to the month's end). */
export function affiliationWindowStart(now: Date, months = AFFILIATION_WINDOW_MONTHS): Date {
  return new Date(subMonths(new TZDate(now.getTime(), "UTC"), months).getTime());
}

/** The paid revenue that counts: paid inside (windowStart, now], not void, less its refunds, above zero only. */
export function countedRevenueCents(invoices: readonly PaidInvoice[], now: Date): Cents {
  const start = affiliationWindowStart(now).getTime();
  let total = 0;
  for (const invoice of invoices) {
    if (invoice.isVoid || !invoice.paidOn) continue;
    const paid = invoice.paidOn.getTime();
    if (paid <= start || paid > now.getTime()) continue;
    const kept = invoice.totalCents - (invoice.refundedCents ?? 0);
    if (kept > 0) total += kept;
  }
  return total;
}

/** Whole percent of the threshold reached, rounded down and capped at 100. */
export function affiliationPercent(revenueCents: Cents, thresholdCents: Cents = AFFILIATION_THRESHOLD_CENTS): number {
  if (!Number.isSafeInteger(revenueCents) || !Number.isSafeInteger(thresholdCents) || thresholdCents <= 0) {
    throw new RangeError("affiliation progress needs whole cents and a positive threshold");
  }
  if (revenueCents <= 0) return 0;
  return Math.min(100, Math.floor((revenueCents * 100) / thresholdCents));
}

export function affiliationProgress(invoices: readonly PaidInvoice[], now: Date, thresholdCents = AFFILIATION_THRESHOLD_CENTS) {
  const revenueCents = countedRevenueCents(invoices, now);
  return { percent: affiliationPercent(revenueCents, thresholdCents), revenueCents, thresholdCents };
}

import { addDays, addMonths, differenceInCalendarDays, endOfMonth, format, parseISO, startOfMonth, subDays } from "date-fns";
import { billingMonthOf, ONGOING_LAST_FULL_BILL, type BillingMonth, type IsoDate } from "./billing-period";

/**
 * The calendar rules of a plan's edits (billing spec §4, §9), on 'YYYY-MM-DD' calendar dates of the
 * business's time zone. date-fns parses a date-only string as local midnight, so the arithmetic is
 * calendar arithmetic whatever the process's time zone.
 */

/** Year 2099 means ongoing (lastFullBill) or indefinite (pauseUntilDate). */
export const ONGOING_YEAR = 2099;
export const INDEFINITE_PAUSE_UNTIL: BillingMonth = ONGOING_LAST_FULL_BILL;

const day = (date: Date): IsoDate => format(date, "yyyy-MM-dd");

/** The default pause-until and extend month: two months ahead of today's, on day 1. */
export function defaultPauseUntil(today: IsoDate): BillingMonth {
  return day(addMonths(startOfMonth(parseISO(today)), 2));
}

/** A pause-until month as stored: the 1st of the chosen month, or 2099-12-01 for any 2099 date (Indefinitely). */
export function pauseUntilMonth(chosen: IsoDate): BillingMonth {
  return isOngoing(chosen) ? INDEFINITE_PAUSE_UNTIL : billingMonthOf(chosen);
}

/** Whether a date is in year 2099: an ongoing plan or an indefinite pause. */
export function isOngoing(date: IsoDate): boolean {
  return Number(date.slice(0, 4)) === ONGOING_YEAR;
}

/** Extend: lastFullBill becomes the chosen month's 1st, or 2099-12-01 when Ongoing. */
export function extendedLastFullBill(chosen: IsoDate | "ongoing"): BillingMonth {
  return chosen === "ongoing" || isOngoing(chosen) ? ONGOING_LAST_FULL_BILL : billingMonthOf(chosen);
}

/**
 * The last day of service after lastFullBill moves from `oldLastFullBill` to `newLastFullBill`: moved by
 * the same number of days, then to the nearest month end. (Moving the 31 January by the 31 days from
 * 1 January to 1 February lands on 2 or 3 March: its nearest month end is the end of February, which
 * keeps the last day of service at the end of the last full bill's month, as it was.)
 */
export function shiftedLastDayOfService(lastDayOfService: IsoDate, oldLastFullBill: IsoDate, newLastFullBill: IsoDate): IsoDate {
  const days = differenceInCalendarDays(parseISO(newLastFullBill), parseISO(oldLastFullBill));
  const moved = addDays(parseISO(lastDayOfService), days);
  const endBefore = subDays(startOfMonth(moved), 1);
  const endOf = endOfMonth(moved);
  const nearest = differenceInCalendarDays(moved, endBefore) < differenceInCalendarDays(endOf, moved) ? endBefore : endOf;
  return day(nearest);
}

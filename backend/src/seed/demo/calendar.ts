import {
  addCalendarDays,
  monthAndYear,
  ONGOING_LAST_FULL_BILL,
  type BillingMonth,
  type IsoDate,
} from "../../domain/billing-period";

/**
 * The demo lays its data out by month around `today`: a month is an integer index (year * 12 + month0) so
 * that "3 to 12 months ago" is plain arithmetic; dates are 'YYYY-MM-DD' calendar dates (design §3), and
 * the billing calendar itself is the domain's (domain/billing-period.ts).
 */
export type MonthIndex = number;

export function monthIndexOf(date: Date | IsoDate): MonthIndex {
  if (typeof date === "string") return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function yearOf(index: MonthIndex): number {
  return Math.floor(index / 12);
}

/** A day of a month as a calendar date (day 0 is the last day of the month before). */
function isoDate(index: MonthIndex, day: number): IsoDate {
  return new Date(Date.UTC(yearOf(index), index - yearOf(index) * 12, day)).toISOString().slice(0, 10);
}

/** The first day of the month: the billing month. */
export function firstOfMonth(index: MonthIndex): BillingMonth {
  return isoDate(index, 1);
}

/** The last day of the month. */
export function endOfMonth(index: MonthIndex): IsoDate {
  return isoDate(index + 1, 0);
}

/** A day of the month, clamped to the month's length. */
export function dayOfMonth(index: MonthIndex, day: number): IsoDate {
  const last = Number(endOfMonth(index).slice(8));
  return isoDate(index, Math.min(day, last));
}

export const addDays = addCalendarDays;

/** A calendar date at a given UTC hour, as a timestamp. */
export function at(iso: IsoDate, hourUtc = 14, minute = 0): Date {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCHours(hourUtc, minute, 0, 0);
  return d;
}

/** 'March 2026'. */
export function monthName(index: MonthIndex): string {
  return monthAndYear(firstOfMonth(index));
}

/** December 2099: ongoing / indefinite. */
export const ONGOING_MONTH: MonthIndex = monthIndexOf(ONGOING_LAST_FULL_BILL);

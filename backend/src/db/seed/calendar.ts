/**
 * Calendar months and dates for the seed. A month is an integer index (year * 12 + month0), a date is
 * 'YYYY-MM-DD' (billing dates are calendar dates, design §3).
 */
export type MonthIndex = number;

export function monthIndexOf(date: Date): MonthIndex {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function monthYear(index: MonthIndex): { year: number; month0: number } {
  return { year: Math.floor(index / 12), month0: ((index % 12) + 12) % 12 };
}

export function isoDate(year: number, month0: number, day: number): string {
  const d = new Date(Date.UTC(year, month0, day));
  return d.toISOString().slice(0, 10);
}

/** The first day of the month. */
export function firstOfMonth(index: MonthIndex): string {
  const { year, month0 } = monthYear(index);
  return isoDate(year, month0, 1);
}

/** The last day of the month. */
export function endOfMonth(index: MonthIndex): string {
  const { year, month0 } = monthYear(index);
  return isoDate(year, month0 + 1, 0);
}

/** A day of the month, clamped to the month's length. */
export function dayOfMonth(index: MonthIndex, day: number): string {
  const { year, month0 } = monthYear(index);
  const last = new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
  return isoDate(year, month0, Math.min(day, last));
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A calendar date at a given UTC hour, as a timestamp. */
export function at(iso: string, hourUtc = 14, minute = 0): Date {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCHours(hourUtc, minute, 0, 0);
  return d;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function monthName(index: MonthIndex): string {
  const { year, month0 } = monthYear(index);
  return `${MONTH_NAMES[month0]} ${year}`;
}

/** December 2099: ongoing / indefinite. */
export const ONGOING_MONTH: MonthIndex = 2099 * 12 + 11;

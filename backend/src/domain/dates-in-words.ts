import { MONTH_NAMES, type IsoDate } from "./billing-period";

const DAY_MS = 86_400_000;
const utcDay = (date: IsoDate) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** A calendar date as emails write it: '2026-12-01' → 'December 1, 2026'. */
export function dateInWords(date: IsoDate): string {
  return `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
}

/** Whole calendar days from one date to a later one ('2026-12-01' to '2026-12-25' is 24). */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** '1 day' or 'N days'. */
export const daysInWords = (days: number) => (days === 1 ? "1 day" : `${days} days`);

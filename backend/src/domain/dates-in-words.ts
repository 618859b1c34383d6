import type { IsoDate } from "./billing-period";

const MONTHS = [
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
] as const;

/**
 * A day as the client emails write it (issue 37, "dates in words"): '2026-12-01' → 'December 1, 2026'. The
 * one formatter of days in words: receipts, invoice emails and the dunning emails use it.
 */
export function dateInWords(isoDate: IsoDate): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

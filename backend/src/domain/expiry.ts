const DAY_MS = 86_400_000;

/**
 * The instant `days` whole days of 24 hours after `from`: a link's or a code's expiry, and the shortest
 * stay of a payment in a 12-month window. A span of time, not a calendar date, so the server's time zone
 * and its daylight-saving changes do not move it.
 */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

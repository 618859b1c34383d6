import { sql, type SQL } from "drizzle-orm";
import type { RunnerContext } from "./runner";

/** `column = the scoped affiliate`, or true for staff reading every affiliate. */
export const inScope = (ctx: RunnerContext, column: SQL): SQL => (ctx.scope === null ? sql`true` : sql`${column} = ${ctx.scope}`);

/** The business-time-zone calendar date of a timestamptz column. */
export const localDate = (ctx: RunnerContext, column: SQL): SQL => sql`(${column} at time zone ${ctx.timeZone})::date`;

/** [first day of the month of `day`, first day of the next month) as a SQL condition on a date. */
export const inMonthOf = (date: SQL, day: string): SQL =>
  sql`${date} >= date_trunc('month', ${day}::date)::date and ${date} < (date_trunc('month', ${day}::date) + interval '1 month')::date`;

/**
 * The calendar date of a payment's receivedOnUTC: people enter it as a date, stored at its UTC noon (0306;
 * older rows at UTC midnight), and every screen shows its UTC date, so reports do too.
 */
export const receivedDate = (column: SQL): SQL => sql`(${column} at time zone 'UTC')::date`;

/** Money in cents as dollars with two decimals. */
export const dollars = (cents: SQL): SQL => sql`round((${cents})::numeric / 100, 2)`;

/** Invoice statuses (spec §4): 2–4 and 6 unpaid, 5 paid, 7 void. */
export const UNPAID_STATUSES = sql`(2, 3, 4, 6)`;
export const PAID_STATUS = 5;

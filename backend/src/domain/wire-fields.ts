import { isValid, parseISO } from "date-fns";
import { z } from "zod";
import { tooLong } from "./field-limits";

/** The largest Postgres `integer`: every id column is one (docs/decisions/0111). */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^(0|[1-9][0-9]*)$/;

/** A whole number from JSON (a number, or a string of plain digits as forms post), else NaN. */
function wholeNumber(v: number | string): number {
  if (typeof v === "number") return Number.isInteger(v) ? v : NaN;
  return DIGITS.test(v) ? Number(v) : NaN;
}

export const invalidId = (label: string) => `Invalid ${label}`;

/** An id a body must carry: a whole number 1..2^31−1. */
export const idSchema = (label: string) =>
  z.union([z.number(), z.string()], { error: invalidId(label) }).transform((v, ctx) => {
    const n = wholeNumber(v);
    if (!(n >= 1 && n <= MAX_ID)) {
      ctx.addIssue({ code: "custom", message: invalidId(label) });
      return z.NEVER;
    }
    return n;
  });

/** An id a body may leave out: absent, null, 0 and "" all mean none (null); otherwise as `idSchema`. */
export const optionalIdSchema = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: invalidId(label) })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === "") return null;
      const n = wholeNumber(v);
      if (n === 0) return null;
      if (!(n >= 1 && n <= MAX_ID)) {
        ctx.addIssue({ code: "custom", message: invalidId(label) });
        return z.NEVER;
      }
      return n;
    });

export const invalidDate = (label: string, value: string) => `${label} is not a valid date: ${value.slice(0, 40)}`;

/** A date Postgres and `toISOString` both hold: years 1..9999, a real month and day. */
function calendarDate(value: string): Date | null {
  const date = parseISO(value);
  if (!isValid(date)) return null;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date : null;
}

/** Whether a value is a real calendar day YYYY-MM-DD (the web forms check dates with this too). */
export const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && calendarDate(value) !== null;

/**
 * A calendar day as YYYY-MM-DD (a longer ISO timestamp is cut to its day); absent, null or "" is null.
 * `2024-13-45`, `2023-02-29` and `0000-00-00` are refused.
 */
export const optionalDaySchema = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be a date (YYYY-MM-DD).` })
    .optional()
    .transform((v, ctx) => {
      const value = v?.trim() ?? "";
      if (value === "") return null;
      const day = value.slice(0, 10);
      if (!isCalendarDay(day) || !calendarDate(value)) {
        ctx.addIssue({ code: "custom", message: invalidDate(label, value) });
        return z.NEVER;
      }
      return day;
    });

/**
 * An ISO 8601 date or timestamp (years 1..9999); absent, null or "" is null (open-ended). A bare day is that
 * day's UTC midnight, or with `bareDayAtNoon` its UTC noon (docs/decisions/0306).
 */
export const optionalInstantSchema = (label: string, { bareDayAtNoon = false } = {}) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be a date.` })
    .optional()
    .transform((v, ctx) => {
      const value = v?.trim() ?? "";
      if (value === "") return null;
      const date = /^\d{4}-\d{2}-\d{2}/.test(value) ? calendarDate(value) : null;
      if (!date) {
        ctx.addIssue({ code: "custom", message: invalidDate(label, value) });
        return z.NEVER;
      }
      // A bare day is UTC midnight, as `new Date` reads it (parseISO would take local midnight).
      const utc = new Date(bareDayAtNoon && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
      return Number.isNaN(utc.getTime()) ? date : utc;
    });

/** Optional text of at most `max` characters; absent or null is "". */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, { error: tooLong(label, max) })
    .nullish()
    .transform((v) => v ?? "");

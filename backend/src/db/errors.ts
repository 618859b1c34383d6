import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * The SQLSTATE of a Postgres error, whichever driver raised it (PGlite or node-postgres) and however deep
 * drizzle wrapped it (`DrizzleQueryError.cause`); undefined for anything else.
 */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Postgres unique_violation, whichever driver (and drizzle wrapper) raised it. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === "23505";
}

/** What kind of bad input a database error shows (docs/decisions/0113), or null when the input did not cause it. */
export type InputFault = "duplicate" | "missing-reference" | "still-referenced" | "invalid-value";

export function inputFaultOf(err: unknown): InputFault | null {
  const state = sqlState(err);
  if (state === undefined) return null;
  if (state === "23505") return "duplicate";
  if (state === "23503") return referencedFrom(err) ? "still-referenced" : "missing-reference";
  if (state === "23514" || state === "23502" || state.startsWith("22")) return "invalid-value";
  return null;
}

/** A foreign-key error on a delete or update of the referenced row ("... is still referenced from table ..."). */
function referencedFrom(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const detail = (e as { detail?: unknown }).detail;
    if (typeof detail === "string" && detail.includes("is still referenced")) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && /^update or delete on table/.test(message)) return true;
  }
  return false;
}

/** An error from the database (its message may carry the SQL statement and its parameters: never answer it). */
export function isDatabaseError(err: unknown): boolean {
  return err instanceof DrizzleQueryError || sqlState(err) !== undefined;
}

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

/**
 * Why the database could not serve the request, whatever the input (docs/decisions/0344), or null:
 * - "busy": a bound ran out — a wait for a lock (55P03), a statement (57014), or a wait for a pooled
 *   connection (node-postgres's pool answers "timeout exceeded when trying to connect");
 * - "unreachable": the server refuses or drops connections, or is starting or shutting down;
 * - "disk-full": the database's disk has no room (53100, or ENOSPC from PGlite's file system).
 */
export type Unavailability = "busy" | "unreachable" | "disk-full";

const UNREACHABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "EPIPE",
]);
// 3D000: the database was dropped under the backend (docs/decisions/0343).
const UNREACHABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "3D000"]);
const UNREACHABLE_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Client has encountered a connection error and is not queryable",
  "PGlite is closed",
];

export function unavailabilityOf(err: unknown): Unavailability | null {
  for (const e of causes(err)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "55P03" || code === "57014") return "busy";
    if (message === "timeout exceeded when trying to connect") return "busy";
    if (code === "53100" || code === "ENOSPC") return "disk-full";
    if (typeof message === "string" && /No space left on device|could not extend file/.test(message)) return "disk-full";
    if (typeof code === "string" && (UNREACHABLE_ERRNOS.has(code) || UNREACHABLE_STATES.has(code) || code.startsWith("08")))
      return "unreachable";
    if (typeof message === "string" && UNREACHABLE_MESSAGES.includes(message)) return "unreachable";
  }
  return null;
}

/** The error and what it wraps: drizzle's `cause`, and the attempts of an AggregateError (ECONNREFUSED on ::1 and 127.0.0.1). */
function causes(err: unknown): unknown[] {
  const found: unknown[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== "object" || depth > 4 || found.includes(e)) return;
    found.push(e);
    visit((e as { cause?: unknown }).cause, depth + 1);
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors)) for (const inner of errors) visit(inner, depth + 1);
  };
  visit(err, 0);
  return found;
}

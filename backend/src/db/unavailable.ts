import { sqlState } from "./errors";

/** The message of a call that failed because the database cannot be reached (docs/decisions/0343). */
export const DATABASE_UNAVAILABLE = "The database is unavailable. Please try again in a moment.";

/**
 * SQLSTATEs that say the database is gone rather than the request wrong: a lost or refused connection (class
 * 08), the server shutting down or starting (57P01–57P03), the database dropped (3D000), no free connection
 * slot (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|3D000|53300)$/;

/** What node-postgres and PGlite say when they have no connection at all (no SQLSTATE). */
const UNAVAILABLE_TEXT =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i;

/** Whether `err` (however deep drizzle wrapped it) says the database cannot be reached: answered 503, not 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const state = sqlState(err);
  if (state !== undefined) return UNAVAILABLE_STATES.test(state);
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_TEXT.test(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_TEXT.test(message)) return true;
  }
  return false;
}

/**
 * Responses a loader or action throws when it cannot go on; the route's error boundary shows them
 * (docs/decisions/0093). The message is the text the user reads.
 */

/** Throws a Response (400 unless `init` says otherwise) when `condition` is falsy, as in the Epic Stack. */
export function invariantResponse(condition: unknown, message: string | (() => string), init?: ResponseInit): asserts condition {
  if (!condition) {
    throw new Response(typeof message === "function" ? message() : message, { status: 400, ...init });
  }
}

export const badRequest = (message: string) => new Response(message, { status: 400 });
export const forbidden = (message: string) => new Response(message, { status: 403 });
export const notFound = (message: string) => new Response(message, { status: 404 });

export const NOT_ALLOWED = "You are not allowed to do that.";
/** A form posted with an `intent` the action does not know (design §3). */
export const unknownIntent = () => badRequest("Unknown intent");

/** What a 404 names: 'Contact 123 not found'. */
export const notFoundMessage = (what: string, id?: string | number | null) =>
  id === undefined || id === null || id === "" ? `${what} not found` : `${what} ${id} not found`;

/**
 * The backend is unreachable, slower than API_TIMEOUT_MS, or answered 503 (docs/decisions/0343): every
 * screen answers this one page, with status 503, instead of its own failure message. A refusal (a 4xx, a
 * 502 naming what failed) stays the screen's message.
 */
export const SERVICE_UNAVAILABLE_TITLE = "Service unavailable";
export const SERVICE_UNAVAILABLE_MESSAGE = "The service is unavailable. Please try again in a moment.";
export const serviceUnavailable = () =>
  new Response(SERVICE_UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "5" },
  });

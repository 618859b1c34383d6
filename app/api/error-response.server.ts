import { ApiError } from "./http.server";

/**
 * The status a route answers for a failed backend call (docs/decisions/0093): the backend's 4xx as it is,
 * since its `{ message }` is meant for the user; anything else (the backend's 5xx, no answer, an answer
 * outside the contract) is 502 Bad Gateway. Never a 500, which would mean the web app itself failed.
 */
export function apiErrorStatus(error: ApiError): number {
  return error.status >= 400 && error.status < 500 ? error.status : 502;
}

/**
 * A failed backend call as the Response a loader or action throws: the status above and the backend's
 * message. `notFound` names what a 404 did not find ('Contact 123 not found') instead of the backend's words.
 */
export function apiErrorResponse(error: ApiError, options: { notFound?: string } = {}): Response {
  const message = error.status === 404 && options.notFound ? options.notFound : error.message;
  return new Response(message, { status: apiErrorStatus(error) });
}

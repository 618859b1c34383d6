import { data, redirect } from "@remix-run/node";
import { ApiError, apiErrorResponse, apiErrorStatus } from "~/api/index.server";

/** A public emailed link (agreement signing, card update) that can no longer be used, or just was. */
export type PublicLinkEnded = { state: "done" } | { state: "closed"; message: string };

/**
 * Reads a public link. A used, expired, replaced or unknown link answers the backend's message with its
 * status; `?{doneParam}=1` is where the page's own successful step lands, the link spent by then.
 */
export async function readPublicLink<T>(
  request: Request,
  doneParam: string,
  describe: () => Promise<T>,
): Promise<{ link: T; ended?: never } | { ended: ReturnType<typeof data<PublicLinkEnded>> }> {
  try {
    return { link: await describe() };
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    if (failure.status >= 500) throw apiErrorResponse(failure);
    if (failure.status === 410 && new URL(request.url).searchParams.get(doneParam))
      return { ended: data<PublicLinkEnded>({ state: "done" }) };
    return { ended: data<PublicLinkEnded>({ state: "closed", message: failure.message }, { status: failure.status }) };
  }
}

/** A post to a link that is used, expired, replaced or unknown: the page itself says so. */
export function isEndedLink(failure: ApiError): boolean {
  return failure.status === 404 || failure.status === 410;
}

/**
 * The browser back from the provider's Checkout with `?session_id=`: `confirm` asks the backend and throws the
 * page's redirect once it is done. Answers the failure's message for the page, or null (no session, or the
 * link ended meanwhile: the page itself says so).
 */
export async function checkoutReturn(request: Request, confirm: (sessionId: string) => Promise<never>): Promise<string | null> {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) return null;
  try {
    return await confirm(sessionId);
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    return isEndedLink(failure) ? null : failure.message;
  }
}

/**
 * A form sending the browser to the provider's Checkout page. A link that ended (or answered one of
 * `backOn`) goes back to `pagePath`, which says why; another refusal is the page's `checkoutError`.
 */
export async function toCheckout(start: () => Promise<{ url: string }>, pagePath: string, backOn: readonly number[] = []) {
  try {
    return redirect((await start()).url);
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    if (isEndedLink(failure) || backOn.includes(failure.status)) return redirect(pagePath);
    return data({ checkoutError: failure.message }, { status: apiErrorStatus(failure) });
  }
}

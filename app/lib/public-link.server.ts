import { data } from "@remix-run/node";
import { ApiError, apiErrorResponse } from "~/api/index.server";

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

import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError, apiErrorResponse } from "~/api/index.server";
import { callerOf, getOptionalSession } from "~/auth/session.server";
import { notFound, notFoundMessage } from "~/lib/responses";
import { requireIdParam } from "~/lib/route-params";

/**
 * Logos live on the backend at /image/{userID}/{name}; the browser gets them from our own origin (the
 * backend need not be public, and the CSP stays 'self').
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await getOptionalSession(request);
  const userId = requireIdParam(params, "userId", "Image");
  const name = params.name ?? "";
  if (name === "" || name.includes("/")) throw notFound(notFoundMessage("Image"));
  try {
    const upstream = await api(callerOf(request, context, session)).images.file(userId, name);
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    if (!/^image\//i.test(type)) throw notFound(notFoundMessage("Image"));
    return new Response(upstream.body, {
      headers: {
        "Content-Type": type,
        "Cache-Control": "private, max-age=300",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw apiErrorResponse(error, { notFound: notFoundMessage("Image") });
  }
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { parseIdParam } from "~/lib/route-params";

/**
 * GET /library/download/{fileId}?name=: streams the file from the backend's
 * POST /api/v1/library/download/{fileId} with its name and type. A failure goes back to the library with
 * 'Unable to download file {name}, try again later'.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const name = (new URL(request.url).searchParams.get("name") ?? "").slice(0, 200) || "the file";
  const fileId = parseIdParam(params, "fileId");
  const fail = () =>
    redirectWithToast("/library", { message: `Unable to download file ${name}, try again later`, type: "error" });
  if (fileId === null) return fail();
  try {
    const upstream = await api(auth).library.download(fileId);
    const headers = new Headers({
      "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": upstream.headers.get("content-disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
    const length = upstream.headers.get("content-length");
    if (length) headers.set("Content-Length", length);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof ApiError) return fail();
    throw error;
  }
}

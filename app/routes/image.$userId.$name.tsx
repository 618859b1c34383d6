import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { getOptionalSession } from "~/auth/session.server";

/**
 * Logos live on the backend at /image/{userID}/{name}; the browser gets them from our own origin (the
 * backend need not be public, and the CSP stays 'self').
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getOptionalSession(request);
  const userId = Number(params.userId);
  const name = params.name ?? "";
  if (!Number.isInteger(userId) || userId <= 0 || name === "" || name.includes("/")) {
    throw new Response("Not found", { status: 404 });
  }
  try {
    const upstream = await api(request, session.get("token")).http.raw(
      `/image/${userId}/${encodeURIComponent(name)}`,
      { logoutOn401: false },
    );
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    if (!/^image\//i.test(type)) throw new Response("Not found", { status: 404 });
    return new Response(upstream.body, {
      headers: {
        "Content-Type": type,
        "Cache-Control": "private, max-age=300",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  } catch (error) {
    if (error instanceof ApiError) throw new Response("Not found", { status: error.status === 404 ? 404 : 502 });
    throw error;
  }
}

/**
 * Cross-site request refusal (design §4): Remix has no CSRF defence of its own, so every non-GET request
 * must come from our own pages. Pure, so it is unit-tested; `assertSameOrigin` in session.server.ts calls
 * it on the path every loader and action goes through.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Methods that never change data, so no origin check applies to them. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());

/**
 * Remix refuses a POST whose Origin differs from its Host before any route runs, with a bare 500. The web
 * server (scripts/web-server.ts) therefore takes such an Origin off and names the refusal in this header, so that this
 * check refuses it with the app's 403 page instead.
 */
export const REFUSED_ORIGIN_HEADER = "x-refused-origin";

/** The host (hostname:port) this request was addressed to, as the browser saw it. */
export function requestHost(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (forwarded || request.headers.get("host") || new URL(request.url).host).toLowerCase();
}

/** Why the request is refused, or null when it may proceed. */
export function crossOriginRefusal(request: Request): string | null {
  if (isSafeMethod(request.method)) return null;
  const refusedByServer = request.headers.get(REFUSED_ORIGIN_HEADER);
  if (refusedByServer) return refusedByServer;
  const site = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (site === "cross-site") return "Sec-Fetch-Site: cross-site";
  const origin = request.headers.get("origin");
  if (origin === null) {
    // No Origin header: old browsers and non-browser clients. SameSite=Lax keeps the session cookie away
    // from cross-site POSTs of browsers that omit Origin, and Sec-Fetch-Site was checked above.
    return null;
  }
  let originHost: string;
  try {
    if (origin === "null") return "Origin: null";
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return `Origin: ${origin}`;
  }
  const ownHosts = new Set([requestHost(request), new URL(request.url).host.toLowerCase()]);
  return ownHosts.has(originHost) ? null : `Origin: ${origin}`;
}

import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { baseCookieOptions, secureFor } from "./cookies.server";
import { assertNotMaintenance, assertSameOrigin } from "./session.server";

/** The portal cookie lives as long as the backend's session does without a call (docs/decisions/0386). */
export const PORTAL_IDLE_SECONDS = 30 * 60;

interface PortalCookieData {
  /** The backend's portal session token (sent as the `portal-session` header). */
  session: string;
}

/**
 * The client portal's own cookie session (docs/decisions/0386): apart from the staff `__session` cookie,
 * sent only to /portal pages, and ending after 30 minutes without a portal page (renewed by each one).
 */
const portalStorage = createCookieSessionStorage<PortalCookieData>({
  cookie: { ...baseCookieOptions, name: "__portal", path: "/portal", maxAge: PORTAL_IDLE_SECONDS },
});

/** Where a client lands when the portal session is missing or ended, and after signing out. */
export const PORTAL_ENDED_URL = "/portal?ended=1";
export const PORTAL_SIGNED_OUT_URL = "/portal?signedOut=1";

/** Every portal loader and action starts here: the maintenance switch and the origin check, then the cookie. */
export async function readPortalSession(request: Request): Promise<string | null> {
  assertNotMaintenance();
  assertSameOrigin(request);
  const cookie = await portalStorage.getSession(request.headers.get("cookie"));
  return cookie.get("session") ?? null;
}

/** The portal session of the request, or a redirect (thrown) to the portal's front page saying it ended. */
export async function requirePortalSession(request: Request): Promise<string> {
  const session = await readPortalSession(request);
  if (!session) throw redirect(PORTAL_ENDED_URL, { headers: { "Set-Cookie": await endPortalCookie(request) } });
  return session;
}

/** The Set-Cookie header that starts (or renews for another 30 minutes) the portal cookie. */
export async function portalCookie(request: Request, session: string): Promise<string> {
  const cookie = await portalStorage.getSession();
  cookie.set("session", session);
  return portalStorage.commitSession(cookie, { secure: secureFor(request) });
}

export async function endPortalCookie(request: Request): Promise<string> {
  return portalStorage.destroySession(await portalStorage.getSession(), { secure: secureFor(request), maxAge: 0 });
}

/** The backend answered 401: the session ended (idle, capped or signed out). The cookie goes too. */
export async function portalSessionEnded(request: Request): Promise<Response> {
  return redirect(PORTAL_ENDED_URL, { headers: { "Set-Cookie": await endPortalCookie(request) } });
}

import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../../context";
import { unauthorized } from "../../http/errors";
import { authenticatePortalSession, type PortalClient } from "./portal-sign-in.service";
import { PORTAL_MESSAGES } from "../../../../contract/client-portal";

/** The header the web app sends a client's portal session in (never `token`: docs/decisions/0386). */
export const PORTAL_SESSION_HEADER = "portal-session";

/** Hono environment of the portal's calls: `c.get("client")` after the portal middleware. */
export interface PortalEnv {
  Variables: { client: PortalClient };
}

/**
 * Requires a portal session in the `portal-session` header (401 when missing, unknown, idle, past its cap
 * or signed out) and puts its client on the context. Apart from the staff `tokenAuth`: a staff token is
 * looked up nowhere here, so it never opens a portal call, and a portal session never opens a staff one.
 */
export function portalAuth(deps: AppDeps): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    const token = c.req.header(PORTAL_SESSION_HEADER);
    if (!token) throw unauthorized(PORTAL_MESSAGES.sessionEnded);
    const client = await authenticatePortalSession(deps, token);
    if (!client) throw unauthorized(PORTAL_MESSAGES.sessionEnded);
    c.set("client", client);
    await next();
  };
}

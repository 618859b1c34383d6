import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../context";
import { authenticateToken } from "../security/tokens";
import type { Actor, AppEnv } from "./actor";
import { mayImpersonate } from "./authorize";
import { forbidden, unauthorized } from "./errors";

/** Sent by the web app while staff impersonate an affiliate (docs/decisions/0042). */
export const ACTING_AS_HEADER = "acting-as";
export const ACTING_AS_REFUSED = "You may not act as this user.";

/** The user id an `acting-as` header names: undefined when absent or blank, NaN when not a valid id. */
export function actingAsHeaderId(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === "") return undefined;
  const raw = header.trim();
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  return id <= 2_147_483_647 ? id : NaN;
}

/**
 * The impersonated affiliate named by the `acting-as` header (`id`, with its role read by the caller), or
 * the user themselves when it is absent or names them. Otherwise the pair must pass `mayImpersonate`
 * (roles 3, 8, 37 acting as an existing affiliate): anything else is 403, so an audit row can never name
 * someone the actor may not act as.
 */
export function actingAsUser(
  user: { id: number; userRole: number },
  id: number | undefined,
  targetRole: number | null | undefined,
): number {
  if (id === undefined || id === user.id) return user.id;
  if (Number.isNaN(id) || targetRole == null || !mayImpersonate(user.userRole, targetRole)) {
    throw forbidden(ACTING_AS_REFUSED);
  }
  return id;
}

/**
 * The actor a token and an acting-as header name, or null when the token does not authenticate. The
 * impersonated user's role comes with the token check: one query (docs/decisions/0122).
 */
export async function actorOfToken(deps: AppDeps, token: string, actingAsHeader: string | undefined) {
  const actingAsId = actingAsHeaderId(actingAsHeader);
  const auth = await authenticateToken(deps.db, token, deps.now(), actingAsId);
  if (!auth) return null;
  const actor: Actor = {
    userId: auth.user.id,
    role: auth.user.userRole,
    email: auth.user.email,
    actingAsUserId: actingAsUser(auth.user, actingAsId, auth.actingAsRole),
    tokenId: auth.tokenId,
  };
  return { actor, forcePasswordChange: auth.user.forcePasswordChange };
}

export const PASSWORD_CHANGE_REQUIRED = "You must change your password before continuing.";

/**
 * Requires the `token` header (401 when missing, unknown, expired or revoked) and puts the acting user
 * on the context (`c.get("actor")`). A user who must change their password gets 403 everywhere except
 * on the calls that pass `allowPendingPasswordChange` (/logout; /changePassword checks tokens itself).
 * The `referrer-host` header is accepted and not used.
 */
export function tokenAuth(deps: AppDeps, options: { allowPendingPasswordChange?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header("token");
    if (!token) throw unauthorized("Please log in to continue.");
    const auth = await actorOfToken(deps, token, c.req.header(ACTING_AS_HEADER));
    if (!auth) throw unauthorized();
    if (auth.forcePasswordChange && !options.allowPendingPasswordChange) throw forbidden(PASSWORD_CHANGE_REQUIRED);
    c.set("actor", auth.actor);
    await next();
  };
}

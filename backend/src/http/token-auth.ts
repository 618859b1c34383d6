import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { users } from "../db/schema";
import type { AppDeps } from "../context";
import { authenticateToken } from "../security/tokens";
import type { AppEnv } from "./actor";
import { mayImpersonate } from "./authorize";
import { forbidden, unauthorized } from "./errors";

/** Sent by the web app while staff impersonate an affiliate (docs/decisions/0042). */
export const ACTING_AS_HEADER = "acting-as";
export const ACTING_AS_REFUSED = "You may not act as this user.";

/**
 * The impersonated affiliate named by the `acting-as` header, or the user themselves when it is absent
 * or names them. Otherwise the pair must pass `mayImpersonate` (roles 3, 8, 37 acting as an existing
 * affiliate): anything else is 403, so an audit row can never name someone the actor may not act as.
 */
export async function actingAs(
  deps: AppDeps,
  user: { id: number; userRole: number },
  header: string | undefined,
): Promise<number> {
  if (header === undefined || header.trim() === "") return user.id;
  const raw = header.trim();
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw forbidden(ACTING_AS_REFUSED);
  if (id === user.id) return user.id;
  const [target] = await deps.db.select({ userRole: users.userRole }).from(users).where(eq(users.id, id)).limit(1);
  if (!target || !mayImpersonate(user.userRole, target.userRole)) throw forbidden(ACTING_AS_REFUSED);
  return id;
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
    const auth = await authenticateToken(deps.db, token, deps.now());
    if (!auth) throw unauthorized();
    if (auth.user.forcePasswordChange && !options.allowPendingPasswordChange) throw forbidden(PASSWORD_CHANGE_REQUIRED);
    c.set("actor", {
      userId: auth.user.id,
      role: auth.user.userRole,
      email: auth.user.email,
      actingAsUserId: await actingAs(deps, auth.user, c.req.header(ACTING_AS_HEADER)),
      tokenId: auth.tokenId,
    });
    await next();
  };
}

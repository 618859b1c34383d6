import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../context";
import { authenticateToken } from "../features/auth/tokens.service";
import type { AppEnv } from "./actor";
import { forbidden, unauthorized } from "./errors";

export const PASSWORD_CHANGE_REQUIRED = "You must change your password before continuing.";

/**
 * Requires the `token` header (401 when missing, unknown, expired or revoked) and puts the acting user
 * on the context (`c.get("actor")`). A user who must change their password gets 403 everywhere except
 * on the calls that pass `allowPendingPasswordChange` (/logout; /changePassword checks tokens itself).
 * The `referrer-host` header is accepted and not used.
 */
export function tokenAuth(
  deps: AppDeps,
  options: { allowPendingPasswordChange?: boolean } = {},
): MiddlewareHandler<AppEnv> {
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
      actingAsUserId: auth.user.id,
      tokenId: auth.tokenId,
    });
    await next();
  };
}

import { Hono } from "hono";
import { authCalls as calls } from "../../../../contract/auth";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { limitedIp } from "../../http/client-ip";
import { bodyOf, reply, route } from "../../http/contract-route";
import { ACTING_AS_HEADER, tokenAuth } from "../../http/token-auth";
import { toWireUser } from "../users/users.wire";
import { changePassword, login, logout } from "./auth.service";
import { requestPasswordReset, verifyResetCode } from "./reset-codes.service";
import { takeResetRequest } from "./reset-limit.service";
import { staffPasswordReset, staffResetActor } from "./staff-reset";

/** The access calls of contract/auth.ts (docs/decisions/0001): login, logout, the reset flow and the password change. */
export function authRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post(route(calls.login), async (c) => {
    const body = await bodyOf(c, calls.login);
    const { token, user } = await login(deps, { ...body, ip: limitedIp(c, deps.env) });
    return reply(c, calls.login, { token, user: toWireUser(user), forcePasswordChange: user.forcePasswordChange });
  });

  r.post(route(calls.logout), tokenAuth(deps, { allowPendingPasswordChange: true }), async (c) => {
    await logout(deps, c.get("actor").tokenId);
    return reply(c, calls.logout, { message: "Logged out" });
  });

  r.post(route(calls.requestReset), async (c) => {
    const body = await bodyOf(c, calls.requestReset);
    // With a staff token this is the Users grid's reset: the user must also change it at next login.
    const staff = await staffResetActor(deps, c.req.header("token"), c.req.header(ACTING_AS_HEADER));
    if (staff) await staffPasswordReset(deps, staff, body.name, body.id);
    else {
      await takeResetRequest(deps.db, limitedIp(c, deps.env), deps.now());
      await requestPasswordReset(deps, body.name);
    }
    return reply(c, calls.requestReset, { message: "Email sent" });
  });

  r.post(route(calls.verifyToken), async (c) => {
    const body = await bodyOf(c, calls.verifyToken);
    await verifyResetCode(deps, body.email, body.token);
    return reply(c, calls.verifyToken, { message: "Token verified" });
  });

  r.post(route(calls.changePassword), async (c) => {
    const body = await bodyOf(c, calls.changePassword);
    await changePassword(deps, {
      token: c.req.header("token") || undefined,
      userName: body.userName || undefined,
      password: body.password || undefined,
      newPassword: body.newpassword,
      ip: limitedIp(c, deps.env),
    });
    return reply(c, calls.changePassword, { message: "Password changed" });
  });

  return r;
}

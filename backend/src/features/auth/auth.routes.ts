import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { limitedIp } from "../../http/client-ip";
import { ACTING_AS_HEADER, tokenAuth } from "../../http/token-auth";
import { parseJson } from "../../http/validate";
import { toWireUser } from "../users/users.wire";
import { changePassword, login, logout } from "./auth.service";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { passwordMessages } from "../../domain/password-rules";
import { optionalIdSchema } from "../../domain/wire-fields";
import { requestPasswordReset, verifyResetCode } from "./reset-codes.service";
import { takeResetRequest } from "./reset-limit.service";
import { staffPasswordReset, staffResetActor } from "./staff-reset";

const required = (message: string, max: number = FIELD_MAX.email) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong("The email", max) });

export const LoginBody = z.object({
  userName: required("Please enter an email."),
  password: z
    .string({ error: passwordMessages.required })
    .min(1, { error: passwordMessages.required })
    .max(FIELD_MAX.password, { error: "Invalid user name or password" }),
});

/** `name` is the email (the spec's field name); `id` and `newFlowResetPass` are accepted and not needed. */
export const ResetBody = z.preprocess(
  (raw) =>
    raw && typeof raw === "object" && !("name" in raw) && "email" in raw
      ? { ...raw, name: (raw as { email: unknown }).email }
      : raw,
  z.object({
    name: required("Please enter an email."),
    id: optionalIdSchema("id"),
    newFlowResetPass: z.unknown().optional(),
  }),
);

export const VerifyBody = z.object({
  token: z
    .string({ error: "Please enter your Verification Code." })
    .trim()
    .min(6, { error: "Please enter your Verification Code." })
    .max(FIELD_MAX.code, { error: "Token is invalid" }),
  email: required("Please enter your email"),
});

export const ChangePasswordBody = z.object({
  userName: z.string().trim().max(FIELD_MAX.email).optional(),
  password: z.string().max(FIELD_MAX.password).optional(),
  newpassword: z
    .string({ error: passwordMessages.required })
    .min(1, { error: passwordMessages.required })
    .max(FIELD_MAX.password, { error: passwordMessages.required }),
});

/** The access calls of docs/decisions/0001: login, logout, the reset flow and the password change. */
export function authRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  r.post("/login", async (c) => {
    const body = await parseJson(c, LoginBody);
    const { token, user } = await login(deps, { ...body, ip: limitedIp(c, deps.env) });
    return c.json({ token, user: toWireUser(user), forcePasswordChange: user.forcePasswordChange });
  });

  r.post("/logout", tokenAuth(deps, { allowPendingPasswordChange: true }), async (c) => {
    await logout(deps, c.get("actor").tokenId);
    return c.json({ message: "Logged out" });
  });

  r.post("/email/reset", async (c) => {
    const body = await parseJson(c, ResetBody);
    // With a staff token this is the Users grid's reset: the user must also change it at next login.
    const staff = await staffResetActor(deps, c.req.header("token"), c.req.header(ACTING_AS_HEADER));
    if (staff) await staffPasswordReset(deps, staff, body.name, body.id);
    else {
      await takeResetRequest(deps.db, limitedIp(c, deps.env), deps.now());
      await requestPasswordReset(deps, body.name);
    }
    return c.json({ message: "Email sent" });
  });

  r.post("/verifyToken", async (c) => {
    const body = await parseJson(c, VerifyBody);
    await verifyResetCode(deps, body.email, body.token);
    return c.json({ message: "Token verified" });
  });

  r.post("/changePassword", async (c) => {
    const body = await parseJson(c, ChangePasswordBody);
    await changePassword(deps, {
      token: c.req.header("token") || undefined,
      userName: body.userName || undefined,
      password: body.password || undefined,
      newPassword: body.newpassword,
      ip: limitedIp(c, deps.env),
    });
    return c.json({ message: "Password changed" });
  });

  return r;
}

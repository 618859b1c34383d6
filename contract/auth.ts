import { z } from "zod";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { passwordMessages } from "../backend/src/domain/password-rules";
import { optionalIdSchema } from "../backend/src/domain/wire-fields";
import { defineCall } from "./define";
import { MessageAnswer } from "./fields";
import { Session, VerificationCode } from "./users";

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
  token: VerificationCode,
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

const resource = "Access";

/** The access calls of docs/decisions/0001: login, logout, the reset flow and the password change. */
export const authCalls = {
  login: defineCall({
    method: "POST",
    path: "/login",
    resource,
    summary: "Log in with email and password",
    description:
      "An unknown email, a wrong password and an inactive or locked-out user all answer the same 401. Repeated failures are limited per account and per address (429).",
    access: "public",
    body: LoginBody,
    answers: { 200: Session },
    errors: [401, 429],
  }),
  logout: defineCall({
    method: "POST",
    path: "/logout",
    resource,
    summary: "End the session of the token",
    description: "Also with a token whose user must still change their password.",
    access: "token",
    answers: { 200: MessageAnswer },
  }),
  requestReset: defineCall({
    method: "POST",
    path: "/email/reset",
    resource,
    summary: "Email a password reset code",
    description:
      "Public: emails a reset code to `name` (limited per address, 429). With a staff token it is the Users grid's reset (docs/decisions/0041): the user `id` (else `name`) gets a code and must change their password at next login; an affiliate's token is refused (403).",
    access: "optional",
    body: ResetBody,
    answers: { 200: MessageAnswer },
    errors: [401, 403, 404, 429, 503],
  }),
  verifyToken: defineCall({
    method: "POST",
    path: "/verifyToken",
    resource,
    summary: "Check a password reset code",
    description: "A verified code then proves POST /changePassword.",
    access: "public",
    body: VerifyBody,
    answers: { 200: MessageAnswer },
  }),
  changePassword: defineCall({
    method: "POST",
    path: "/changePassword",
    resource,
    summary: "Set a new password",
    description:
      "`password` proves it: the current password, a verified reset code, or (in a session email verification started) that verification code. A token only names the user (else `userName` does). Ends every session of the user.",
    access: "optional",
    body: ChangePasswordBody,
    answers: { 200: MessageAnswer },
    errors: [401, 429],
  }),
};

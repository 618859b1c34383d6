import { z } from "zod";
import { FIELD_MAX as M } from "@domain/field-limits";
import { passwordMessages, passwordProblem } from "@domain/password-rules";

export const CODE_MESSAGE = "Please enter your Verification Code.";

/** The verification-code step (client and server). */
export const VerifyCodeForm = z.object({
  code: z.string({ message: CODE_MESSAGE }).trim().min(6, { message: CODE_MESSAGE }).max(M.code, { message: "Token is invalid" }),
});

export const CURRENT_PASSWORD_MESSAGE = "Please enter your current password.";

/**
 * The new-password step: the rules need the email (a password may not equal it). A forced change asks for
 * the current password too (docs/decisions/0106), unless email verification started the session.
 */
export function newPasswordForm(email: string, needsCurrent = false) {
  return z
    .object({
      currentPassword: needsCurrent
        ? z.string({ message: CURRENT_PASSWORD_MESSAGE }).min(1, { message: CURRENT_PASSWORD_MESSAGE })
        : z.string().optional(),
      password: z.string({ message: passwordMessages.weak }).max(M.password, { message: passwordMessages.weak }),
      confirmPassword: z.string({ message: passwordMessages.mismatch }),
    })
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value.password, email);
      if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
      if (value.password !== value.confirmPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: passwordMessages.mismatch });
      }
    });
}

export const changeFailedMessage = (message: string) => `Failed to Change Password --- error: ${message}`;

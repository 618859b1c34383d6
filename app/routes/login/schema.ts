import { FIELD_MAX as M, tooLong } from "@domain/field-limits";
import { passwordMessages } from "@domain/password-rules";

const email = () =>
  z
    .string({ message: "Please enter an email." })
    .trim()
    .min(1, { message: "Please enter an email." })
    .max(M.email, { message: tooLong("The email", M.email) });
import { z } from "zod";

/** The login form (client and server). Messages are the backend's / spec's, word for word. */
export const LoginForm = z.object({
  email: email(),
  password: z
    .string({ message: passwordMessages.required })
    .min(1, { message: passwordMessages.required })
    .max(M.password, { message: "Invalid user name or password" }),
  remember: z.boolean().optional(),
});

/** The Forgot Password dialog. */
export const ResetRequestForm = z.object({
  email: email(),
});

export const INVALID_LOGIN_MESSAGE = "Invalid user name or password";

/** A refused reset request (spec §8), e.g. 'Failed to Request Token --- error: Email not found'. */
export const requestTokenFailed = (message: string) => `Failed to Request Token --- error: ${message}`;

import { FIELD_MAX as M, tooLong } from "@domain/field-limits";
import { z } from "zod";

/** Registration step 0: the email. Step 1: the emailed code (spec §7, word for word). */
export const RegisterEmailForm = z.object({
  email: z
    .string({ message: "Please enter your email" })
    .trim()
    .min(1, { message: "Please enter your email" })
    .max(M.email, { message: tooLong("Email", M.email) }),
});

export const VerifyEmailForm = RegisterEmailForm.extend({
  code: z
    .string({ message: "Please enter your Verification Code." })
    .trim()
    .min(6, { message: "Please enter your Verification Code." })
    .max(M.code, { message: "Token is invalid" }),
});

export const verifyFailed = (message: string) => `Failed to Verify Email --- error: ${message}`;

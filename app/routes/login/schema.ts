import { passwordMessages } from "@domain/password-rules";
import { z } from "zod";

/** The login form (client and server). Messages are the backend's / spec's, word for word. */
export const LoginForm = z.object({
  email: z.string({ message: "Please enter an email." }).trim().min(1, { message: "Please enter an email." }),
  password: z.string({ message: passwordMessages.required }).min(1, { message: passwordMessages.required }),
  remember: z.boolean().optional(),
});

/** The Forgot Password dialog. */
export const ResetRequestForm = z.object({
  email: z.string({ message: "Please enter an email." }).trim().min(1, { message: "Please enter an email." }),
});

export const INVALID_LOGIN_MESSAGE = "Invalid user name or password";

import { z } from "zod";
import { passwordMessages, passwordProblem } from "@domain/password-rules";

/** The password the new user gets (docs/decisions/0075): the spec's messages and rules. */
export const CreateUserForm = z
  .object({
    contactID: z.number().int().positive(),
    email: z.string().optional(),
    password: z.string({ message: passwordMessages.required }).min(1, { message: passwordMessages.required }),
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v.password, v.email ?? "");
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    else if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: passwordMessages.mismatch });
  });

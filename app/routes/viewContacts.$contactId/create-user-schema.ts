import { z } from "zod";
import { PASSWORD_RULE_TEXT, passwordMessages, passwordProblem } from "~/lib/password-rules";

const PASSWORD_REQUIRED = "Password is required.";

/** The password the new user gets (docs/decisions/0075): the spec's messages and rules. */
export const CreateUserForm = z
  .object({
    contactID: z.number().int().positive(),
    email: z.string().optional(),
    password: z.string({ message: PASSWORD_REQUIRED }).min(1, { message: PASSWORD_REQUIRED }),
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v.password, v.email ?? "");
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    else if (v.password !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: passwordMessages.mismatch });
  });

export { PASSWORD_RULE_TEXT };

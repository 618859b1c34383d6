import { z } from "zod";
import { MessageAnswer, type BackendHttp } from "./http.server";
import { User } from "./users.server";

export const LoginAnswer = z.object({
  token: z.string().min(1),
  user: User,
  forcePasswordChange: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** The access calls of docs/decisions/0001: none of them logs out on 401 (it means "wrong credentials" here). */
const noLogout = { logoutOn401: false } as const;

export function authApi(http: BackendHttp) {
  return {
    login: (userName: string, password: string) => http.post("/login", { userName, password }, LoginAnswer, noLogout),
    logout: () => http.post("/logout", undefined, MessageAnswer.partial(), noLogout),
    requestReset: (email: string) =>
      http.post("/email/reset", { name: email, newFlowResetPass: true }, MessageAnswer.partial(), noLogout),
    verifyToken: (email: string, token: string) => http.post("/verifyToken", { email, token }, MessageAnswer.partial(), noLogout),
    /** `password` is the verified reset code, the current password, or "" when the token header proves it. */
    changePassword: (userName: string, password: string, newpassword: string) =>
      http.post("/changePassword", { userName, password, newpassword }, MessageAnswer.partial(), noLogout),
  };
}

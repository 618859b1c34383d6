import type { z } from "zod";
import { authCalls as calls } from "@contract/auth";
import type { BackendHttp } from "./http.server";

export type LoginAnswer = z.output<(typeof calls.login.answers)[200]>;

/** The access calls of docs/decisions/0001: none of them logs out on 401 (it means "wrong credentials" here). */
const noLogout = { logoutOn401: false } as const;

export function authApi(http: BackendHttp) {
  return {
    login: (userName: string, password: string) =>
      http.post(calls.login.path, { userName, password }, calls.login.answers[200], noLogout),
    logout: () => http.post(calls.logout.path, undefined, calls.logout.answers[200], noLogout),
    requestReset: (email: string) =>
      http.post(calls.requestReset.path, { name: email, newFlowResetPass: true }, calls.requestReset.answers[200], noLogout),
    verifyToken: (email: string, token: string) =>
      http.post(calls.verifyToken.path, { email, token }, calls.verifyToken.answers[200], noLogout),
    /** `password` is the verified reset code, the current password, or "" when the token header proves it. */
    changePassword: (userName: string, password: string, newpassword: string) =>
      http.post(calls.changePassword.path, { userName, password, newpassword }, calls.changePassword.answers[200], noLogout),
  };
}

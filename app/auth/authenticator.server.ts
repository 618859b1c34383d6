import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { api } from "~/api/index.server";
import type { LoginAnswer } from "~/api/auth.server";
import { toSessionUser } from "~/api/users.server";
import { commitSession, getOptionalSession, logoutRedirect, newSession, type AppSession } from "./session.server";
import type { ToastInput } from "./toast.server";

/**
 * remix-auth 4 + remix-auth-form 3: the "form" strategy posts the login form's email and password to the
 * backend's POST /login, with the client address our server observed (for the per-IP limit). A failure
 * throws the ApiError (401 'Invalid user name or password', 429, 400).
 */
export function authenticateLogin(request: Request, clientAddress: string | null): Promise<LoginAnswer> {
  const authenticator = new Authenticator<LoginAnswer>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const email = String(form.get("email") ?? "").trim();
      const password = String(form.get("password") ?? "");
      return api({ request, clientAddress }).auth.login(email, password);
    }),
    "form",
  );
  return authenticator.authenticate("form", request);
}

/**
 * After a successful login: a brand-new session (the old cookie is replaced, its token revoked if any)
 * holding the token, the user and the forced-change flag. Returns the Set-Cookie header.
 */
export async function startSession(
  request: Request,
  previous: AppSession,
  login: LoginAnswer,
  /** The email verification code that logged the user in, kept to prove the forced password change. */
  verifiedEmailCode?: string,
): Promise<string> {
  const oldToken = previous.get("token");
  if (oldToken)
    await api({ request, token: oldToken })
      .auth.logout()
      .catch(() => undefined);
  const session = await newSession();
  session.set("token", login.token);
  session.set("sysUser", toSessionUser(login.user));
  session.set("selectedUser", null);
  session.set("forcePasswordChange", login.forcePasswordChange || Boolean(login.user.forcePasswordChange));
  if (verifiedEmailCode) session.set("verifiedEmailCode", verifiedEmailCode);
  return commitSession(request, session);
}

/**
 * Logout: revokes the token at the backend (a failure there changes nothing for the user), destroys the
 * session cookie and redirects to /login with a toast.
 */
export async function logout(
  request: Request,
  toast: ToastInput = { message: LOGGED_OUT_MESSAGE, type: "success" },
): Promise<Response> {
  const session = await getOptionalSession(request);
  const token = session.get("token");
  if (token) {
    try {
      await api({ request, token }).auth.logout();
    } catch (error) {
      if (error instanceof Response) throw error;
      console.warn("[logout] backend logout failed:", error instanceof Error ? error.message : error);
    }
  }
  return logoutRedirect(request, toast);
}

export const LOGGED_OUT_MESSAGE = "You have been logged out.";

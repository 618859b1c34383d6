import { redirect } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { toSessionUser } from "~/api/users.server";
import { canImpersonate, isAffiliate } from "~/lib/roles";
import { commitSession, newSession, type AuthedSession } from "./session.server";
import { redirectWithToast } from "./toast.server";

export const INVALID_AFFILIATE = "Invalid affiliate";
export const impersonateFailed = (message: string) => `Failed to Impersonate User --- error: ${message}`;

/**
 * Starts impersonating affiliate `userId` (docs/decisions/0042): looks them up with GET /user/{id}
 * ('Invalid affiliate' when there is none or they are not an affiliate), checks the role rules, and
 * commits a NEW session cookie holding the same token and sysUser with the affiliate as selectedUser.
 */
export async function startImpersonation(
  request: Request,
  auth: AuthedSession,
  rawUserId: FormDataEntryValue | null,
  back: string,
) {
  const refuse = (message: string) => redirectWithToast(back, { message, type: "error" });
  const fail = (message: string) => refuse(impersonateFailed(message));
  // Spec §4: a lookup with no (affiliate) result says 'Invalid affiliate' on its own, unwrapped.
  const invalidAffiliate = () => refuse(INVALID_AFFILIATE);
  const userId = Number(rawUserId);
  if (!Number.isInteger(userId) || userId <= 0) return invalidAffiliate();
  let target;
  try {
    // Not "acting as" anyone for the lookup itself (a previous impersonation may still be in the cookie).
    target = await api({ ...auth, actingAs: null }).users.get(userId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.status === 404 ? invalidAffiliate() : fail(error.message);
  }
  if (!isAffiliate(target.userRole)) return invalidAffiliate();
  if (!canImpersonate(auth.sysUser.userRole, target.userRole)) return fail("You are not allowed to do that.");
  const session = await newSession();
  session.set("token", auth.token);
  session.set("sysUser", auth.sysUser);
  session.set("selectedUser", toSessionUser(target));
  session.set("forcePasswordChange", false);
  return redirect("/action", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Back to the staff user's own identity, with a new session cookie. */
export async function stopImpersonation(request: Request, auth: AuthedSession, back: string) {
  const session = await newSession();
  session.set("token", auth.token);
  session.set("sysUser", auth.sysUser);
  session.set("selectedUser", null);
  session.set("forcePasswordChange", false);
  return redirect(back, { headers: { "Set-Cookie": await commitSession(request, session) } });
}

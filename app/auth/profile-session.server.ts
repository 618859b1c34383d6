import { toSessionUser, type User } from "~/api/users.server";
import { commitSession, type AppSession, type SessionUser } from "./session.server";

/** Which copy in the cookie is this user: the impersonated one while impersonating, else the logged-in one. */
function keyFor(session: AppSession, userId: number): "selectedUser" | "sysUser" | null {
  if (session.get("selectedUser")?.id === userId) return "selectedUser";
  if (session.get("sysUser")?.id === userId) return "sysUser";
  return null;
}

function update(session: AppSession, userId: number, patch: (u: SessionUser) => SessionUser) {
  const key = keyFor(session, userId);
  const existing = key ? session.get(key) : null;
  if (key && existing) session.set(key, patch(existing));
}

/**
 * After the acting user's profile changed, the copy in the cookie (top bar greeting, logo) is refreshed.
 * Answers the Set-Cookie header.
 */
export async function refreshSessionUser(request: Request, session: AppSession, user: User): Promise<string> {
  update(session, user.id, () => toSessionUser(user));
  return commitSession(request, session);
}

export async function refreshSessionLogo(
  request: Request,
  session: AppSession,
  userId: number,
  logoURL: string,
): Promise<string> {
  update(session, userId, (u) => ({ ...u, logoURL }));
  return commitSession(request, session);
}

import type { AppDeps } from "../../context";
import type { Actor } from "../../http/actor";
import { assertMayManageRole, isStaff } from "../../http/authorize";
import { forbidden, notFound, unauthorized } from "../../http/errors";
import { requestPasswordReset } from "./reset-codes.service";
import { actorOfToken } from "../../http/token-auth";
import { findUserByEmail, forcePasswordChangeByStaff, getUser, type UserRow } from "../users/users.service";

/**
 * POST /email/reset is public; a `token` header makes it a staff reset (docs/decisions/0041). A token that
 * does not authenticate is 401; an affiliate's token is refused (they use the public form, logged out).
 */
export async function staffResetActor(deps: AppDeps, token: string | undefined, actingAsHeader?: string): Promise<Actor | null> {
  if (!token) return null;
  const auth = await actorOfToken(deps, token, actingAsHeader);
  if (!auth) throw unauthorized();
  if (!isStaff(auth.actor.role)) throw forbidden();
  return auth.actor;
}

/** The user a staff reset is for: by `id` when given (a positive integer), else by `name` (the email). */
export async function resetTarget(deps: AppDeps, name: string, id: unknown): Promise<UserRow> {
  const n = typeof id === "number" ? id : typeof id === "string" && id.trim() !== "" ? Number(id) : NaN;
  if (Number.isInteger(n) && n > 0) return getUser(deps.db, n);
  const user = await findUserByEmail(deps.db, name);
  if (!user) throw notFound("Email not found");
  return user;
}

/** Checks the role rule, emails the reset code, then sets the forced change (so a refused or failed mail changes nothing). */
export async function staffPasswordReset(deps: AppDeps, actor: Actor, name: string, id: unknown): Promise<void> {
  const target = await resetTarget(deps, name, id);
  assertMayManageRole(actor, target.userRole);
  await requestPasswordReset(deps, target.email);
  await forcePasswordChangeByStaff(deps, actor, target);
}

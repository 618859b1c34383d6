import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { users } from "../../db/schema";
import { badRequest, unauthorized } from "../../http/errors";
import { recordAudit } from "../../db/audit";
import { findUserByEmail, type UserRow } from "../users/users.service";
import { accountKey, clearAccountFailures, takeLoginAttempt } from "./login-limits.service";
import { hashPassword, verifyPassword, verifyPasswordOf } from "../../security/password-hash";
import { passwordProblem } from "../../domain/password-rules";
import { consumeCode, findVerifiedCode } from "./reset-codes.service";
import { VERIFY_PURPOSE } from "../users/email-verification.service";
import { TOKEN_INVALID } from "../../security/one-time-codes";
import { INVALID_CREDENTIALS, authenticateToken, issueToken, revokeAllTokensOfUser, revokeToken } from "../../security/tokens";

/**
 * Takes the attempt (the limits), then checks the password; an unknown email, a wrong password, and an
 * inactive or locked-out user all answer the same 401 and stay counted as failures. Success clears the
 * account's failures and issues a new token.
 */
export async function login(
  deps: AppDeps,
  input: { userName: string; password: string; ip: string | null },
): Promise<{ token: string; user: UserRow }> {
  const now = deps.now();
  const who = { account: accountKey(input.userName), ip: input.ip };
  await takeLoginAttempt(deps.db, deps.env, who, now);

  const user = await findUserByEmail(deps.db, input.userName);
  const passwordOk = await verifyPasswordOf(user, input.password);
  if (!user || !passwordOk || !user.isActive || user.isLockedOut) throw unauthorized(INVALID_CREDENTIALS);

  const token = await deps.db.transaction(async (tx) => {
    await clearAccountFailures(tx, who.account);
    return issueToken(tx, user.id, now);
  });
  return { token, user };
}

export async function logout(deps: AppDeps, tokenId: number): Promise<void> {
  await revokeToken(deps.db, tokenId, deps.now());
}

/**
 * Sets a new password (docs/decisions/0001, 0106). `password` must prove it: the current password, a
 * verified reset code, or — in a session that email verification started — that verification code. A token
 * alone never does: it only names the user (else `userName` does). Every proof attempt counts as a login
 * attempt (same limits), so this call cannot be used to guess passwords. Clears forcePasswordChange and
 * ends every session of the user.
 */
export async function changePassword(
  deps: AppDeps,
  input: { token?: string; userName?: string; password?: string; newPassword: string; ip: string | null },
): Promise<void> {
  const now = deps.now();
  let proof: "reset-code" | "verify-code" | "password" | undefined;
  let codeId: number | undefined;

  const auth = input.token ? await authenticateToken(deps.db, input.token, now) : undefined;
  const tokenUser =
    auth && (!input.userName || accountKey(input.userName) === accountKey(auth.user.email)) ? auth.user : undefined;
  const userName = tokenUser?.email ?? input.userName;
  if (!userName) throw unauthorized(TOKEN_INVALID);
  // The rules first: a weak new password must not use up a try (or half a second of scrypt).
  const early = passwordProblem(input.newPassword, userName);
  if (early) throw badRequest(early);
  const who = { account: accountKey(userName), ip: input.ip };
  const attempt = await takeLoginAttempt(deps.db, deps.env, who, now);
  const candidate = await findUserByEmail(deps.db, userName);
  if (candidate && input.password) {
    codeId = await findVerifiedCode(deps.db, candidate.id, input.password, now);
    if (codeId) proof = "reset-code";
    else if (tokenUser && (codeId = await findVerifiedCode(deps.db, candidate.id, input.password, now, VERIFY_PURPOSE))) {
      proof = "verify-code";
    } else if (await verifyPassword(input.password, candidate.passwordHash)) proof = "password";
  } else {
    await verifyPasswordOf(undefined, input.password ?? "");
  }
  if (!candidate || !proof) throw unauthorized(TOKEN_INVALID);
  const user: UserRow = candidate;

  const problem = passwordProblem(input.newPassword, user.email);
  if (problem) {
    await attempt.giveBack();
    throw badRequest(problem);
  }
  const passwordHash = await hashPassword(input.newPassword);

  const target = user;
  await deps.db.transaction(async (tx) => {
    if (codeId && !(await consumeCode(tx, codeId, now))) throw unauthorized(TOKEN_INVALID);
    await tx.update(users).set({ passwordHash, forcePasswordChange: false }).where(eq(users.id, target.id));
    await revokeAllTokensOfUser(tx, target.id, now);
    await clearAccountFailures(tx, accountKey(target.email));
    await recordAudit(
      tx,
      { userId: target.id },
      {
        action: "user.password.change",
        entity: "user",
        entityId: target.id,
        before: { forcePasswordChange: target.forcePasswordChange },
        after: { forcePasswordChange: false, proof },
      },
    );
  });
}

import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { passwordResetCodes } from "../../db/schema";
import { daysAfter } from "../../domain/expiry";
import { badRequest, unauthorized } from "../../http/errors";
import { TOKEN_INVALID, hashCode, matchCode, newCode, replaceOpenCode } from "../../security/one-time-codes";
import { escapeHtml } from "../../domain/html";
import { codeHtml, emailCode } from "../../integrations/email/code-mail";
import { INVALID_CREDENTIALS, issueToken } from "../../security/tokens";
import { recordAudit } from "../../db/audit";
import { findUserByEmail, type UserRow } from "./users.service";

/** A new user's email verification code works for 7 days (docs/decisions/0040). */
export const VERIFY_CODE_DAYS = 7;
export const VERIFY_PURPOSE = "verify-email";

const codeHash = (userId: number, code: string) => hashCode("verify:", userId, code);

/**
 * Emails a new user an 8-digit verification code and a link to the registration page with their email.
 * Any earlier open verification code of the user stops working. The email is queued with the code
 * (docs/decisions/0347); one SMTP never takes is failed on the deliveries screen, where Finance resends it.
 */
export async function sendVerificationEmail(deps: AppDeps, user: UserRow): Promise<void> {
  const now = deps.now();
  const code = newCode();
  const link = `${deps.env.WEB_BASE_URL.replace(/\/$/, "")}/register?email=${encodeURIComponent(user.email)}`;
  await deps.db.transaction(async (tx) => {
    await replaceOpenCode(tx, {
      userId: user.id,
      purpose: VERIFY_PURPOSE,
      codeHash: codeHash(user.id, code),
      now,
      expiresAt: daysAfter(now, VERIFY_CODE_DAYS),
    });
    await emailCode(deps.mailer, tx, user, {
      subject: "Verify your Coach Hub email",
      text: [
        "A Coach Hub account has been created for you.",
        `Your Coach Hub verification code is: ${code}`,
        "",
        `Enter it on the registration page (${link}) within ${VERIFY_CODE_DAYS} days.`,
        "After verifying you will be asked to choose your own password.",
      ],
      html: [
        "<p>A Coach Hub account has been created for you.</p>",
        `<p>Your Coach Hub verification code is: ${codeHtml(code)}</p>`,
        `<p>Enter it on the <a href="${escapeHtml(link)}">registration page</a> within ${VERIFY_CODE_DAYS} days. After verifying you will be asked to choose your own password.</p>`,
      ],
      secrets: [code],
    });
  });
}

/**
 * Checks a new user's code. Right: the code is marked verified (it logs in once) and the user is logged
 * in (a new token); the code stays good for one password change in that session (docs/decisions/0106).
 * Wrong: the try is counted (the fifth kills the code) and the answer is 'Token is invalid'.
 */
export async function verifyEmail(deps: AppDeps, email: string, code: string): Promise<{ token: string; user: UserRow }> {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw badRequest(TOKEN_INVALID);
  const row = await matchCode(deps.db, { userId: user.id, purpose: VERIFY_PURPOSE, codeHash: codeHash(user.id, code), now });
  if (!row) throw badRequest(TOKEN_INVALID);
  if (row.verifiedAt) throw badRequest(TOKEN_INVALID);
  if (!user.isActive || user.isLockedOut) throw unauthorized(INVALID_CREDENTIALS);
  const token = await deps.db.transaction(async (tx) => {
    await tx.update(passwordResetCodes).set({ verifiedAt: now }).where(eq(passwordResetCodes.id, row.id));
    await recordAudit(tx, { userId: user.id }, { action: "user.email.verify", entity: "user", entityId: user.id });
    return issueToken(tx, user.id, now);
  });
  return { token, user };
}

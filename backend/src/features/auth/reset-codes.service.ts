import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { passwordResetCodes } from "../../db/schema";
import { badRequest, notFound, tooManyRequests } from "../../http/errors";
import type { Queryable } from "../../db/client";
import { findUserByEmail } from "../users/users.service";
import { TOKEN_INVALID, hashCode, matchCode, newCode, openCode, replaceOpenCode, sameHash } from "../../security/one-time-codes";
import { escapeHtml } from "../../domain/html";
import { codeHtml, emailCode } from "../../integrations/email/code-mail";

export const RESET_CODE_MINUTES = 15;
/** Reset emails per account in RESET_CODE_MINUTES, so the call cannot be used to flood someone's inbox. */
export const RESET_EMAILS_PER_WINDOW = 5;

const codeHash = (userId: number, code: string) => hashCode("", userId, code);
/** The hash prefix of each purpose's codes (the verification codes' is email-verification.service's). */
const PREFIX: Record<string, string> = { reset: "", "verify-email": "verify:" };

/**
 * Emails a new single-use 8-digit code, valid 15 minutes; any earlier open code of the user stops working.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound("Email not found");

  const code = newCode();
  const link = `${deps.env.WEB_BASE_URL.replace(/\/$/, "")}/reset-password`;
  await deps.db.transaction(async (tx) => {
    const since = new Date(now.getTime() - RESET_CODE_MINUTES * 60_000);
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, user.id),
          eq(passwordResetCodes.purpose, "reset"),
          gt(passwordResetCodes.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= RESET_EMAILS_PER_WINDOW) {
      throw tooManyRequests(`Too many password reset requests. Please wait ${RESET_CODE_MINUTES} minutes and try again.`);
    }
    await replaceOpenCode(tx, {
      userId: user.id,
      purpose: "reset",
      codeHash: codeHash(user.id, code),
      now,
      expiresAt: new Date(now.getTime() + RESET_CODE_MINUTES * 60_000),
    });
    // Queued with the code: SMTP down delays the email, it no longer fails the request (docs/decisions/0347).
    await emailCode(deps.mailer, tx, user, {
      subject: "Your Coach Hub password reset code",
      text: [
        `Your Coach Hub password reset code is: ${code}`,
        "",
        `Enter it on the verification code step (${link}) within ${RESET_CODE_MINUTES} minutes.`,
        "The code works once; asking for a new code cancels this one.",
        "",
        "If you did not ask to reset your password, you can ignore this email: your password is unchanged.",
      ],
      html: [
        `<p>Your Coach Hub password reset code is: ${codeHtml(code)}</p>`,
        `<p>Enter it on the <a href="${escapeHtml(link)}">verification code step</a> within ${RESET_CODE_MINUTES} minutes. The code works once; asking for a new code cancels this one.</p>`,
        "<p>If you did not ask to reset your password, you can ignore this email: your password is unchanged.</p>",
      ],
      secrets: [code],
    });
  });
}

/** Marks the code verified, or counts a wrong try (the fifth kills it) and answers 'Token is invalid'. */
export async function verifyResetCode(deps: AppDeps, email: string, code: string): Promise<void> {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw badRequest(TOKEN_INVALID);
  const row = await matchCode(deps.db, { userId: user.id, purpose: "reset", codeHash: codeHash(user.id, code), now });
  if (!row) throw badRequest(TOKEN_INVALID);
  if (!row.verifiedAt) {
    await deps.db.update(passwordResetCodes).set({ verifiedAt: now }).where(eq(passwordResetCodes.id, row.id));
  }
}

/** The id of a verified, unused, unexpired code of the user (of one purpose) equal to `code`, if there is one. */
export async function findVerifiedCode(q: Queryable, userId: number, code: string, now: Date, purpose = "reset") {
  const row = await openCode(q, userId, purpose, now);
  if (!row || !row.verifiedAt || !sameHash(row.codeHash, hashCode(PREFIX[purpose] ?? "", userId, code))) return undefined;
  return row.id;
}

/** Uses the code up; false when someone else used it first. */
export async function consumeCode(q: Queryable, codeId: number, now: Date): Promise<boolean> {
  const used = await q
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return used.length === 1;
}

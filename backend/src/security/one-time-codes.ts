import { randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { passwordResetCodes } from "../db/schema";
import type { Queryable } from "../db/client";
import { sha256 } from "./tokens";

/** Wrong tries after which a code stops working, and the answer to a wrong, used-up or expired code. */
export const CODE_MAX_TRIES = 5;
export const TOKEN_INVALID = "Token is invalid";

/** The emailed codes (password reset, email verification): 8 digits, stored only as a hash. */
export const newCode = () => String(randomInt(0, 100_000_000)).padStart(8, "0");

export const hashCode = (prefix: string, userId: number, code: string) => sha256(`${prefix}${userId}:${code.trim()}`);

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Stores a new code of one purpose for a user; any earlier open code of that purpose stops working. */
export async function replaceOpenCode(
  q: Queryable,
  code: { userId: number; purpose: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q
    .update(passwordResetCodes)
    .set({ usedAt: code.now })
    .where(
      and(
        eq(passwordResetCodes.userId, code.userId),
        eq(passwordResetCodes.purpose, code.purpose),
        isNull(passwordResetCodes.usedAt),
      ),
    );
  await q.insert(passwordResetCodes).values({
    userId: code.userId,
    codeHash: code.codeHash,
    purpose: code.purpose,
    createdAt: code.now,
    expiresAt: code.expiresAt,
  });
}

/** The newest code of one purpose that can still be entered: not used, not expired, fewer than 5 wrong tries. */
export async function openCode(q: Queryable, userId: number, purpose: string, now: Date) {
  const [row] = await q
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.purpose, purpose),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.failedAttempts, CODE_MAX_TRIES),
      ),
    )
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  return row;
}

/**
 * The open code of one purpose whose hash is `codeHash`, or undefined (the caller answers 'Token is invalid')
 * when there is no open code or it is a different one: then the wrong try is counted (the fifth kills the code).
 */
export async function matchCode(q: Queryable, code: { userId: number; purpose: string; codeHash: string; now: Date }) {
  const row = await openCode(q, code.userId, code.purpose, code.now);
  if (!row) return undefined;
  if (!sameHash(row.codeHash, code.codeHash)) {
    await q
      .update(passwordResetCodes)
      .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
      .where(eq(passwordResetCodes.id, row.id));
    return undefined;
  }
  return row;
}

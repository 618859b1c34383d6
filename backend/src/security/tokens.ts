import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { authTokens, users } from "../db/schema";
import type { Queryable } from "../db/client";

/** The refusal of a login (and of a verification that would log in) for bad or unusable credentials. */
export const INVALID_CREDENTIALS = "Invalid user name or password";

export const TOKEN_IDLE_MINUTES = 30;
export const TOKEN_ABSOLUTE_HOURS = 12;
/** The idle clock is written at most this often, so reads do not write (docs/decisions/0122). */
export const TOKEN_TOUCH_INTERVAL_MS = 60_000;

export type UserRow = typeof users.$inferSelect;

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A new opaque secret for a link or a session: 32 random bytes, base64url. Store only its SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString("base64url");

/** A new opaque token (32 random bytes, base64url); only its SHA-256 is stored. */
export async function issueToken(q: Queryable, userId: number, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await q.insert(authTokens).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_ABSOLUTE_HOURS * 3_600_000),
  });
  return token;
}

const actingAsUser = alias(users, "acting_as_user");

/**
 * The token's row, its user's and the impersonated user's role: one query on the unique index of
 * `token_hash`, run on every request, so that a revocation, deactivation or role change holds at the next
 * call, in every backend process (docs/decisions/0122, 0320).
 */
function tokenRow(q: Queryable, tokenHash: string, actingAs: number) {
  return q
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
      revokedAt: authTokens.revokedAt,
      id: users.id,
      userRole: users.userRole,
      email: users.email,
      forcePasswordChange: users.forcePasswordChange,
      isActive: users.isActive,
      isLockedOut: users.isLockedOut,
      actingAsRole: actingAsUser.userRole,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(actingAsUser, eq(actingAsUser.id, actingAs))
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
}

/** What a request's authentication needs of its user (the whole row is not read on every request). */
export interface TokenUser {
  id: number;
  userRole: number;
  email: string;
  forcePasswordChange: boolean;
}

/**
 * The user behind a token, or null when the token is unknown, revoked, past its absolute expiry, idle
 * for 30 minutes or more, or its user is inactive or locked out. A good token's idle clock restarts,
 * written only when its last write is a minute old or more: a session may end up to a minute early.
 * `roleOfUserId` (an impersonated user) comes back as `actingAsRole`, null when no such user.
 */
export async function authenticateToken(
  q: Queryable,
  token: string,
  now: Date,
  roleOfUserId?: number,
): Promise<{ user: TokenUser; tokenId: number; actingAsRole: number | null } | null> {
  if (!token || token.length > 200) return null;
  const actingAs = Number.isSafeInteger(roleOfUserId) ? roleOfUserId! : 0;
  const [row] = await tokenRow(q, sha256(token), actingAs);
  if (!row) return null;
  const idleLimit = row.lastUsedAt.getTime() + TOKEN_IDLE_MINUTES * 60_000;
  if (row.revokedAt || now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleLimit) return null;
  if (!row.isActive || row.isLockedOut) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
    await q.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  }
  const { id, userRole, email, forcePasswordChange } = row;
  return { user: { id, userRole, email, forcePasswordChange }, tokenId: row.tokenId, actingAsRole: row.actingAsRole };
}

export async function revokeToken(q: Queryable, tokenId: number, now: Date): Promise<void> {
  await q
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Ends every session of a user at once (password change, deactivation, lock-out). */
export async function revokeAllTokensOfUser(q: Queryable, userId: number, now: Date): Promise<void> {
  await q
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

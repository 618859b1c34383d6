import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias, PgTransaction } from "drizzle-orm/pg-core";
import { authTokens, users } from "../db/schema";
import type { Db, Queryable } from "../db/client";
import { pglitePrepared } from "../db/pglite-prepared";
import { KeptAtVersion } from "../db/kept-at-version";
import { keptWhileUnwritten } from "../db/pglite-writes";
import { currentSnapshot } from "../db/snapshot";

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

const TOKEN_FIELDS = {
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
  dataVersion: sql<string>`pg_current_snapshot()::text`,
};

function tokenSelect(q: Queryable) {
  return q
    .select(TOKEN_FIELDS)
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(actingAsUser, eq(actingAsUser.id, sql.placeholder("actingAs")))
    .where(eq(authTokens.tokenHash, sql.placeholder("tokenHash")))
    .limit(1);
}

type TokenRow = Awaited<ReturnType<typeof tokenSelect>>[number];
type TokenCheck = (values: { tokenHash: string; actingAs: number }) => Promise<TokenRow[]>;

function drizzlePrepared(query: ReturnType<typeof tokenSelect>): TokenCheck {
  const prepared = query.prepare("authenticate_token");
  return (values) => prepared.execute(values);
}

const keyOf = ({ tokenHash, actingAs }: { tokenHash: string; actingAs: number }) => `${tokenHash} ${actingAs}`;

/**
 * On a Postgres server, a token's rows answered again while the database's snapshot is the one they were
 * read at: each call asks for the snapshot alone, a query the calls of one moment share (db/snapshot.ts,
 * docs/decisions/0302), and runs the whole check only when the snapshot moved or the token is new.
 */
function keptPerSnapshot(db: Db, check: TokenCheck): TokenCheck {
  const kept = new KeptAtVersion<TokenRow[]>();
  return async (values) => {
    const key = keyOf(values);
    const found = kept.get(await currentSnapshot(db), key);
    if (found) return found.value;
    const rows = await check(values);
    if (rows[0]) kept.set(rows[0].dataVersion, key, rows);
    return rows;
  };
}

/**
 * Every request runs the token check, so it is built once per database handle: on a Postgres server a
 * named prepared statement, planned once per connection, whose rows are kept per snapshot; on embedded
 * PGlite a session prepared statement (db/pglite-prepared.ts), planned once, whose rows are answered again
 * from memory while the database completes no write (db/pglite-writes.ts, docs/decisions/0299). Inside a
 * transaction the statement runs every time. The expiry and idle limits are checked against the clock on
 * every call.
 */
const tokenChecks = new WeakMap<Queryable, TokenCheck>();
function tokenCheckOf(q: Queryable): TokenCheck {
  let check = tokenChecks.get(q);
  if (!check) {
    const query = tokenSelect(q);
    const keys = Object.keys(TOKEN_FIELDS) as (keyof TokenRow)[];
    const onPglite = pglitePrepared<TokenRow>(q, "authenticate_token", query, keys);
    if (onPglite) check = keptWhileUnwritten(q, onPglite, keyOf)!;
    else if (q instanceof PgTransaction) check = drizzlePrepared(query);
    else check = keptPerSnapshot(q as Db, drizzlePrepared(query));
    tokenChecks.set(q, check);
  }
  return check;
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
 * `dataVersion` is the database's snapshot as the token was read (see http/cached-read.ts).
 */
export async function authenticateToken(
  q: Queryable,
  token: string,
  now: Date,
  roleOfUserId?: number,
): Promise<{ user: TokenUser; tokenId: number; actingAsRole: number | null; dataVersion: string } | null> {
  if (!token || token.length > 200) return null;
  const actingAs = Number.isSafeInteger(roleOfUserId) ? roleOfUserId! : 0;
  const [row] = await tokenCheckOf(q)({ tokenHash: sha256(token), actingAs });
  if (!row) return null;
  const idleLimit = row.lastUsedAt.getTime() + TOKEN_IDLE_MINUTES * 60_000;
  if (row.revokedAt || now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleLimit) return null;
  if (!row.isActive || row.isLockedOut) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
    await q.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  }
  const { id, userRole, email, forcePasswordChange } = row;
  return {
    user: { id, userRole, email, forcePasswordChange },
    tokenId: row.tokenId,
    actingAsRole: row.actingAsRole,
    dataVersion: row.dataVersion,
  };
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

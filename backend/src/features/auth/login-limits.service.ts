import { and, count, eq, gt, lt, max, sql } from "drizzle-orm";
import { loginFailures } from "../../db/schema";
import type { Env } from "../../env";
import { tooManyRequests } from "../../http/errors";
import type { Db, Queryable } from "../../db/client";
import { loginDelaySeconds, waitMessage } from "../../domain/login-delay";

type LimitEnv = Pick<
  Env,
  "LOGIN_MAX_FAILURES_PER_ACCOUNT" | "LOGIN_MAX_DELAY_SECONDS" | "LOGIN_MAX_FAILURES_PER_IP" | "LOGIN_WINDOW_MINUTES"
>;

/** Whose attempt: the account, and the client address the per-IP limit counts (null: none, http/client-ip.ts). */
export interface LoginCaller {
  account: string;
  ip: string | null;
}

export const accountKey = (userName: string) => userName.trim().toLowerCase();

export const tooManyLoginFailuresMessage = (env: LimitEnv) =>
  `Too many failed login attempts. Please wait ${env.LOGIN_WINDOW_MINUTES} minutes and try again.`;

/**
 * Takes one login attempt for an account and a client IP, before the password is hashed
 * (docs/decisions/0108, 0310): under a per-account (and per-IP) advisory lock it checks the limits and
 * records the attempt as a failure at once, so that guesses arriving together are counted one after the
 * other, in every backend process. A success clears the account's failures again; `giveBack` forgets this
 * attempt when it must not count (a right password whose change was refused for another reason).
 */
export async function takeLoginAttempt(
  db: Db,
  env: LimitEnv,
  who: LoginCaller,
  now: Date,
): Promise<{ giveBack: () => Promise<void> }> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login account ${who.account}`}, 0))`);
    if (who.ip) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login ip ${who.ip}`}, 0))`);
    await assertLoginAllowed(tx, env, who, now);
    const [row] = await tx
      .insert(loginFailures)
      .values({ accountKey: who.account, ip: who.ip ?? "unknown", failedAt: now })
      .returning({ id: loginFailures.id });
    return row!.id;
  });
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - 24 * 3_600_000)));
  return {
    giveBack: async () => {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },
  };
}

/**
 * Refuses (429) an attempt that comes too soon: the account's failures in the sliding window earn it a
 * delay after its last failure (none for the first few, then 1 s doubling up to LOGIN_MAX_DELAY_SECONDS) —
 * the owner gets in after that wait, nobody is locked out. A client IP that reached its number of failures
 * in the window waits out the window. A refused attempt is not counted. The counters live in Postgres, so
 * the limits hold across backend instances.
 */
async function assertLoginAllowed(q: Queryable, env: LimitEnv, who: LoginCaller, now: Date): Promise<void> {
  const since = new Date(now.getTime() - env.LOGIN_WINDOW_MINUTES * 60_000);
  const [byAccount] = await q
    .select({ n: count(), last: max(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, who.account), gt(loginFailures.failedAt, since)));
  const delay = loginDelaySeconds(byAccount?.n ?? 0, env.LOGIN_MAX_FAILURES_PER_ACCOUNT, env.LOGIN_MAX_DELAY_SECONDS);
  if (delay > 0 && byAccount?.last) {
    const remaining = Math.ceil((new Date(byAccount.last).getTime() + delay * 1000 - now.getTime()) / 1000);
    if (remaining > 0) throw tooManyRequests(waitMessage(remaining));
  }
  const [byIp] = who.ip
    ? await q
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.ip, who.ip), gt(loginFailures.failedAt, since)))
    : [{ n: 0 }];
  if ((byIp?.n ?? 0) >= env.LOGIN_MAX_FAILURES_PER_IP) throw tooManyRequests(tooManyLoginFailuresMessage(env));
}

/** A successful sign-in clears the account's failures (the IP's stay until they age out). */
export async function clearAccountFailures(q: Queryable, account: string) {
  await q.delete(loginFailures).where(eq(loginFailures.accountKey, account));
}

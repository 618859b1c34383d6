import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payLinkMisses } from "../../db/schema";
import { tooManyRequests } from "../../http/errors";

/** Unknown pay links one client address may ask for in PAY_LINK_MISS_WINDOW_MINUTES (docs/decisions/0380). */
export const PAY_LINK_MISSES_PER_ADDRESS = 20;
export const PAY_LINK_MISS_WINDOW_MINUTES = 15;

export const tooManyPayLinkMisses = `Too many links that are not valid were opened from your address. Please wait ${PAY_LINK_MISS_WINDOW_MINUTES} minutes and try again.`;

const windowStart = (now: Date) => new Date(now.getTime() - PAY_LINK_MISS_WINDOW_MINUTES * 60_000);

/**
 * Refuses (429) every pay-link call of an address that asked for PAY_LINK_MISSES_PER_ADDRESS unknown links in
 * the window: guessing tokens is slowed to a crawl, while a client with a real link is never counted. No
 * address (null, http/client-ip.ts `limitedIp`): no limit.
 */
export async function assertPayLinkAllowed(db: Db, ip: string | null, now: Date): Promise<void> {
  if (!ip) return;
  const [recent] = await db
    .select({ n: count() })
    .from(payLinkMisses)
    .where(and(eq(payLinkMisses.ip, ip), gt(payLinkMisses.missedAt, windowStart(now))));
  if ((recent?.n ?? 0) >= PAY_LINK_MISSES_PER_ADDRESS) throw tooManyRequests(tooManyPayLinkMisses);
}

/** Counts one unknown link against the address (under an advisory lock, as the reset limit, 0311). */
export async function countPayLinkMiss(db: Db, ip: string | null, now: Date): Promise<void> {
  if (!ip) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pay-link ip ${ip}`}, 0))`);
    await tx.insert(payLinkMisses).values({ ip, missedAt: now });
  });
  await db.delete(payLinkMisses).where(lt(payLinkMisses.missedAt, new Date(now.getTime() - 24 * 3_600_000)));
}

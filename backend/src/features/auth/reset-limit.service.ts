import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resetRequests } from "../../db/schema";
import { tooManyRequests } from "../../http/errors";

/** Reset requests one client address may make in RESET_ADDRESS_WINDOW_MINUTES (docs/decisions/0311). */
export const RESET_REQUESTS_PER_ADDRESS = 20;
export const RESET_ADDRESS_WINDOW_MINUTES = 15;

export const tooManyResetRequestsMessage = `Too many password reset requests. Please wait ${RESET_ADDRESS_WINDOW_MINUTES} minutes and try again.`;

/**
 * Counts one reset request against the client address, or refuses it (429, not counted) when the address
 * made RESET_REQUESTS_PER_ADDRESS in the window — known emails or not, since the answer tells them apart.
 * As the login attempts (0310), under an advisory lock so that requests sent at once are counted in turn.
 * No address (null, http/client-ip.ts `limitedIp`): no limit.
 */
export async function takeResetRequest(db: Db, ip: string | null, now: Date): Promise<void> {
  if (!ip) return;
  const since = new Date(now.getTime() - RESET_ADDRESS_WINDOW_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reset ip ${ip}`}, 0))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(resetRequests)
      .where(and(eq(resetRequests.ip, ip), gt(resetRequests.requestedAt, since)));
    if ((recent?.n ?? 0) >= RESET_REQUESTS_PER_ADDRESS) throw tooManyRequests(tooManyResetRequestsMessage);
    await tx.insert(resetRequests).values({ ip, requestedAt: now });
  });
  await db.delete(resetRequests).where(lt(resetRequests.requestedAt, new Date(now.getTime() - 24 * 3_600_000)));
}

import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { PORTAL_MESSAGES } from "../../../../contract/client-portal";
import type { Db } from "../../db/client";
import { portalSignInRequests } from "../../db/schema";
import { tooManyRequests } from "../../http/errors";

/** Sign-in requests one email address may get in the window (docs/decisions/0387). */
export const PORTAL_REQUESTS_PER_EMAIL = 5;
/** Sign-in requests one client address (IP) may make in the window, whatever emails it names. */
export const PORTAL_REQUESTS_PER_IP = 20;
export const PORTAL_WINDOW_MINUTES = 15;

/**
 * Counts one sign-in request against the email address and the client address, or refuses it (429, not
 * counted) when either made its number in the window — known email or not, so the answer never tells
 * them apart. As the password reset's limit (reset-limit.service.ts): under an advisory lock per email, so
 * that requests sent at once are counted in turn. No client address (http/client-ip.ts `limitedIp`): only
 * the email's limit.
 */
export async function takePortalSignInRequest(db: Db, email: string, ip: string | null, now: Date): Promise<void> {
  const since = new Date(now.getTime() - PORTAL_WINDOW_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`portal email ${email}`}, 0))`);
    if (ip) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`portal ip ${ip}`}, 0))`);
    const [byEmail] = await tx
      .select({ n: count() })
      .from(portalSignInRequests)
      .where(and(eq(portalSignInRequests.email, email), gt(portalSignInRequests.requestedAt, since)));
    if ((byEmail?.n ?? 0) >= PORTAL_REQUESTS_PER_EMAIL) throw tooManyRequests(PORTAL_MESSAGES.tooManyRequests);
    if (ip) {
      const [byIp] = await tx
        .select({ n: count() })
        .from(portalSignInRequests)
        .where(and(eq(portalSignInRequests.ip, ip), gt(portalSignInRequests.requestedAt, since)));
      if ((byIp?.n ?? 0) >= PORTAL_REQUESTS_PER_IP) throw tooManyRequests(PORTAL_MESSAGES.tooManyRequests);
    }
    await tx.insert(portalSignInRequests).values({ email, ip, requestedAt: now });
  });
  await db.delete(portalSignInRequests).where(lt(portalSignInRequests.requestedAt, new Date(now.getTime() - 24 * 3_600_000)));
}

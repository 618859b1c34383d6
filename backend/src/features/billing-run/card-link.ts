import { and, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { cardUpdateLinks } from "../../db/schema";
import type { PaymentRegion } from "../../integrations/payments/provider";
import { cardLinkExpiry, cardUpdatePageUrl } from "../card-update/card-update.service";
import { newCardLinkToken, storedCardLinkToken } from "../card-update/link-token";

export interface CardLinkRequest {
  contactId: number;
  affiliateId: number;
  region: PaymentRegion;
  customerId: string;
  email: string;
}

const pairOf = (link: { contactId: number; region: string }) => `${link.contactId}:${link.region}`;

/**
 * The card-update link each declined charge's email carries, inside the caller's transaction; no sender (the
 * clock). The link already sent to the contact for the region while it is open (unused, unrevoked, unexpired,
 * to the same customer and address) is sent again, its week renewed from now; otherwise a new one replaces
 * the open ones (docs/decisions/0371). One link per contact and region in the batch. Answers each request's
 * page URL, in order.
 */
export async function issueCardUpdateLinks(deps: AppDeps, q: Queryable, links: CardLinkRequest[], now: Date): Promise<string[]> {
  if (links.length === 0) return [];
  const wanted = new Map(links.map((link) => [pairOf(link), link]));
  const byRegion = new Map<string, number[]>();
  for (const link of wanted.values()) byRegion.set(link.region, [...(byRegion.get(link.region) ?? []), link.contactId]);
  const ofPairs = or(
    ...[...byRegion].map(([region, contactIds]) =>
      and(eq(cardUpdateLinks.region, region), inArray(cardUpdateLinks.contactId, contactIds)),
    ),
  );
  const isOpen = and(isNull(cardUpdateLinks.usedAt), isNull(cardUpdateLinks.revokedAt), gt(cardUpdateLinks.expiresAt, now));
  const open = await q.select().from(cardUpdateLinks).where(and(ofPairs, isOpen)).orderBy(desc(cardUpdateLinks.id));

  const tokenOf = new Map<string, string>();
  const kept: number[] = [];
  for (const link of open) {
    const pair = pairOf(link);
    const request = wanted.get(pair);
    if (tokenOf.has(pair) || !request || link.customerId !== request.customerId || link.email !== request.email) continue;
    const token = storedCardLinkToken(deps, link);
    if (token === null) continue;
    tokenOf.set(pair, token);
    kept.push(link.id);
  }
  if (kept.length > 0)
    await q
      .update(cardUpdateLinks)
      .set({ expiresAt: cardLinkExpiry(now) })
      .where(inArray(cardUpdateLinks.id, kept));

  // The pairs without a link to send again get a new one, which replaces their open links.
  const fresh = [...wanted].filter(([pair]) => !tokenOf.has(pair));
  const replaced = open.filter((link) => !tokenOf.has(pairOf(link))).map((link) => link.id);
  if (replaced.length > 0) await q.update(cardUpdateLinks).set({ revokedAt: now }).where(inArray(cardUpdateLinks.id, replaced));
  if (fresh.length > 0) {
    const made = fresh.map(([pair, link]) => ({ pair, link, ...newCardLinkToken(deps) }));
    await q.insert(cardUpdateLinks).values(
      made.map(({ link, tokenHash, nonce }) => ({
        ...link,
        tokenHash,
        tokenNonce: nonce,
        sentByUserId: null,
        createdAt: now,
        expiresAt: cardLinkExpiry(now),
      })),
    );
    for (const { pair, token } of made) tokenOf.set(pair, token);
  }
  return links.map((link) => cardUpdatePageUrl(deps, tokenOf.get(pairOf(link))!));
}

import { and, gt, inArray, isNull, or, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { cardUpdateLinks } from "../../db/schema";
import type { PaymentRegion } from "../../integrations/payments/provider";
import { newOpaqueToken } from "../../security/tokens";
import { cardLinkExpiry, cardUpdatePageUrl, hashCardLinkToken } from "../card-update/card-update.service";

export interface CardLinkRequest {
  contactId: number;
  affiliateId: number;
  region: PaymentRegion;
  customerId: string;
  email: string;
}

const pairOf = (link: { contactId: number; region: string }) => `${link.contactId}:${link.region}`;

/**
 * Card-update links for declined charges, made as the card-update feature makes them (single use, 7 days,
 * older open links of the contact and region replaced), inside the caller's transaction; no sender (the
 * clock). Two statements for the whole batch; within it, a later link of the same contact and region
 * replaces an earlier one, as issuing them one by one would. Answers each request's page URL, in order.
 */
export async function issueCardUpdateLinks(deps: AppDeps, q: Queryable, links: CardLinkRequest[], now: Date): Promise<string[]> {
  if (links.length === 0) return [];
  const byRegion = new Map<string, number[]>();
  for (const link of links) byRegion.set(link.region, [...(byRegion.get(link.region) ?? []), link.contactId]);
  await q
    .update(cardUpdateLinks)
    .set({ revokedAt: now })
    .where(
      and(
        or(
          ...[...byRegion].map(([region, contactIds]) =>
            and(eq(cardUpdateLinks.region, region), inArray(cardUpdateLinks.contactId, contactIds)),
          ),
        ),
        isNull(cardUpdateLinks.usedAt),
        isNull(cardUpdateLinks.revokedAt),
        gt(cardUpdateLinks.expiresAt, now),
      ),
    );
  const lastOfPair = new Map(links.map((link, i) => [pairOf(link), i]));
  const tokens = links.map(() => newOpaqueToken());
  await q.insert(cardUpdateLinks).values(
    links.map((link, i) => ({
      ...link,
      tokenHash: hashCardLinkToken(tokens[i]!),
      sentByUserId: null,
      createdAt: now,
      expiresAt: cardLinkExpiry(now),
      revokedAt: lastOfPair.get(pairOf(link)) === i ? null : now,
    })),
  );
  return tokens.map((token) => cardUpdatePageUrl(deps, token));
}

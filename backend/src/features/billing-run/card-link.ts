import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { cardUpdateLinks } from "../../db/schema";
import type { PaymentRegion } from "../../integrations/payments/provider";
import { newOpaqueToken } from "../../security/tokens";
import { CARD_LINK_DAYS, cardUpdatePageUrl, hashCardLinkToken } from "../card-update/card-update.service";

/**
 * A card-update link for a declined charge, made as the card-update feature makes them (single use, 7 days,
 * older open links of the contact and region replaced), inside the caller's transaction; no sender (the clock).
 */
export async function issueCardUpdateLink(
  deps: AppDeps,
  q: Queryable,
  link: { contactId: number; affiliateId: number; region: PaymentRegion; customerId: string; email: string },
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await q
    .update(cardUpdateLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(cardUpdateLinks.contactId, link.contactId),
        eq(cardUpdateLinks.region, link.region),
        isNull(cardUpdateLinks.usedAt),
        isNull(cardUpdateLinks.revokedAt),
        gt(cardUpdateLinks.expiresAt, now),
      ),
    );
  await q.insert(cardUpdateLinks).values({
    ...link,
    tokenHash: hashCardLinkToken(token),
    sentByUserId: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CARD_LINK_DAYS * 86_400_000),
  });
  return cardUpdatePageUrl(deps, token);
}

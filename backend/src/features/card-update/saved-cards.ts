import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { SavedCards } from "../../../../contract/card-update";
import type { AppDeps } from "../../context";
import { contacts } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { forbidden, notFound } from "../../http/errors";
import { contactScope } from "../contacts/contacts.service";
import { CONTACT_NOT_FOUND, providerFailure, REGIONS } from "./card-update.service";

/**
 * GET /contact/savedCards/{contactId}/{affiliateId} (docs/decisions/0368): the default card of the contact's
 * customer of each region, asked of the provider each time — what a charge would use, whichever way it
 * was saved (the card-update link, the signing page, Stripe's own dashboard).
 */
export async function savedCards(
  deps: AppDeps,
  actor: Actor,
  contactId: number,
  affiliateId: number,
): Promise<z.infer<typeof SavedCards>> {
  const scope = contactScope(actor);
  if (scope !== null && scope !== affiliateId) throw forbidden();
  const [contact] = await deps.db.select().from(contacts).where(eq(contacts.id, contactId)).limit(1);
  if (!contact || contact.affiliateId !== affiliateId) throw notFound(CONTACT_NOT_FOUND);
  const customerOf = { USA: contact.stripeCustomerIdUsa, Canada: contact.stripeCustomerIdCanada };
  const cards = [];
  for (const region of REGIONS) {
    const customerId = customerOf[region]?.trim();
    if (!customerId) continue;
    const card = await deps.payments.customers.defaultCard({ region, customerId }).catch(providerFailure);
    if (card) cards.push({ region, ...card });
  }
  return { cards };
}

import type { ContactInfo } from "./contacts";
import type { DemoContext } from "./context";
import type { Random } from "./random";

/**
 * The client's card, saved with the simulated provider when they signed their plan (or when they became a
 * contact, without one): Stripe's 4242 for most; 0341 (saved, declined at every charge) for a few
 * auto-charge clients, most of whom update it from the emailed link after the first decline.
 */
export function addCard(ctx: DemoContext, random: Random, contact: ContactInfo, isCanadian: boolean): void {
  const plan = ctx.stories.plans.findLast((p) => p.contactId === contact.id);
  const signedOn = ctx.rows.billingPlans.findLast((p) => p.contactId === contact.id && p.acceptedOn)?.acceptedOn;
  const declines = Boolean(plan?.autoCharge) && random.chance(0.12);
  ctx.stories.cards.push({
    contactId: contact.id,
    customerId: contact.customerId!,
    region: isCanadian ? "Canada" : "USA",
    name: `${contact.firstName} ${contact.lastName}`,
    email: contact.email,
    savedOn: signedOn ?? contact.createdAt,
    number: declines ? "4000000000000341" : "4242424242424242",
    updatesAfterDecline: declines && random.chance(0.75),
  });
}

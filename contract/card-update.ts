import { z } from "zod";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { defineCall } from "./define";
import { Dollars, Id, Instant, linkToken, MessageAnswer, pathId, pathText } from "./fields";

/** The card fields of our own form (the simulated provider's `form` mode); the provider checks them. */
export const CardBody = z.object({
  number: z.string().max(40).default(""),
  expiry: z.string().max(10).default(""),
  cvc: z.string().max(8).default(""),
  name: z
    .string()
    .max(FIELD_MAX.shortText, { error: tooLong("The name on the card", FIELD_MAX.shortText) })
    .default(""),
});

export const CardCompleteBody = z.object({ sessionId: z.string().max(200).default("") });

/** What the public card-update page shows. */
export const CardUpdateLink = z
  .object({
    firstName: z.string().meta({ description: "The client's first name." }),
    affiliateName: z.string().meta({ description: "The coach's name." }),
    companyName: z.string(),
    region: z.enum(["USA", "Canada"]),
    mode: z
      .enum(["form", "hosted"])
      .meta({ description: "form: the card is entered on our page (simulated provider); hosted: on Stripe's Checkout page." }),
    expiresAt: Instant,
  })
  .meta({ id: "CardUpdateLink" });

/** A saved card: never its number, only what identifies it to its owner. */
export const SavedCardDetails = z
  .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
  .meta({ id: "SavedCardDetails" });

/** An open invoice charged once the card was saved (docs/decisions/0367). */
export const CardUpdateCharge = z
  .object({
    invoiceID: Id,
    invoiceName: z.string(),
    amount: Dollars,
    chargeCurrency: z.string(),
    outcome: z
      .enum(["succeeded", "declined", "pending"])
      .meta({ description: "pending: the payment provider did not answer; the next billing run finishes it." }),
    message: z.string().meta({ description: "The sentence the client reads about this charge." }),
  })
  .meta({ id: "CardUpdateCharge" });

export const SavedCard = z.object({
  message: z.string().meta({
    description: "'Your card has been updated', followed by one sentence per invoice charged when any was.",
  }),
  charges: z
    .array(CardUpdateCharge)
    .meta({ description: "The client's open auto-charge invoices of the region, due by today, charged oldest first." }),
  card: SavedCardDetails.nullable().meta({ description: "null when the provider did not say which card was saved." }),
});

/** The client's saved cards as staff see them on client details (docs/decisions/0368). */
export const SavedCards = z
  .object({
    cards: z
      .array(
        z.object({
          region: z.enum(["USA", "Canada"]),
          brand: z.string().meta({ description: "The card network in the provider's spelling: visa, mastercard, amex, …" }),
          last4: z.string(),
          expMonth: z.number().int(),
          expYear: z.number().int(),
        }),
      )
      .meta({ description: "The default card of the contact's customer of each region that has one, USA first." }),
  })
  .meta({ id: "SavedCards" });

export const CheckoutAnswer = z.object({
  url: z.url().meta({ description: "The provider's Checkout page to send the browser to." }),
});

const resource = "Card update";
const token = z.object({ token: linkToken("The token of the emailed card-update link.") });
const LINK_REFUSALS = "404 unknown link; 410 used, expired, replaced or ended with the plan.";

/** The card-update link (docs/decisions/0080, 0081): sent by a coach, used on the public page. */
export const cardUpdateCalls = {
  sendLink: defineCall({
    method: "POST",
    path: "/contact/sendUpdateCreditCardLink/{contactId}/{affiliateId}/{region}",
    resource,
    summary: "Email the client a single-use link to update their card",
    description:
      "The contact's affiliate (or staff). The body is not read. Older open links of the same contact and region stop working; the link expires in 7 days.",
    access: "token",
    params: z.object({
      contactId: pathId("contactID", { pattern: "[0-9]+" }),
      affiliateId: pathId("affiliateID", { pattern: "[0-9]+" }),
      region: pathText("The card's region: USA or Canada."),
    }),
    answers: { 200: MessageAnswer },
    errors: [403, 404, 502],
  }),
  savedCards: defineCall({
    method: "GET",
    path: "/contact/savedCards/{contactId}/{affiliateId}",
    resource,
    summary: "The client's saved cards: brand, last 4 and expiry",
    description:
      "The contact's affiliate (or staff). Read from the payment provider each time: the default card of the contact's customer of each region.",
    access: "token",
    params: z.object({
      contactId: pathId("contactID", { pattern: "[0-9]+" }),
      affiliateId: pathId("affiliateID", { pattern: "[0-9]+" }),
    }),
    answers: { 200: SavedCards },
    errors: [403, 404, 502],
  }),
  describe: defineCall({
    method: "GET",
    path: "/card-update/{token}",
    resource,
    summary: "What the card-update page shows",
    description: `No login: the link's token is the credential. ${LINK_REFUSALS}`,
    access: "public",
    params: token,
    answers: { 200: CardUpdateLink },
    errors: [404, 410],
  }),
  submitCard: defineCall({
    method: "POST",
    path: "/card-update/{token}",
    resource,
    summary: "Save the card entered on our page (mode form)",
    description: `Spends the link. 400 a refused card, 402 a declined one (the link stays usable). ${LINK_REFUSALS}`,
    access: "public",
    params: token,
    body: CardBody,
    answers: { 200: SavedCard },
    errors: [402, 404, 409, 410, 502],
  }),
  startCheckout: defineCall({
    method: "POST",
    path: "/card-update/{token}/checkout",
    resource,
    summary: "Start the provider's Checkout page for the card (mode hosted)",
    access: "public",
    params: token,
    answers: { 200: CheckoutAnswer },
    errors: [404, 410, 502],
  }),
  completeCheckout: defineCall({
    method: "POST",
    path: "/card-update/{token}/complete",
    resource,
    summary: "Finish with the card saved on the provider's page (mode hosted)",
    description: `The session is read from the provider, never trusted from the URL; then the link is spent. ${LINK_REFUSALS}`,
    access: "public",
    params: token,
    body: CardCompleteBody,
    answers: { 200: SavedCard },
    errors: [404, 410, 502],
  }),
};

import { z } from "zod";
import { EMAIL_MAX_LENGTH, isEmail } from "../backend/src/domain/email";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { CardBody, CardUpdateCharge, CheckoutAnswer } from "./card-update";
import { defineCall, raw } from "./define";
import { Day, Dollars, Id, Instant, linkToken, MessageAnswer, pathId, pathText } from "./fields";

/** POST /agreement/{token}: the typed name, the box, the SHA-256 of the text shown, and (Auto-charge) the card. */
export const AcceptBody = z.object({
  fullName: z
    .string({ error: "fullName must be text." })
    .max(FIELD_MAX.shortText, { error: tooLong("Your full name", FIELD_MAX.shortText) })
    .default(""),
  accepted: z.boolean({ error: "accepted must be true or false." }).default(false),
  agreementSha256: z.string({ error: "agreementSha256 must be text." }).max(64).default(""),
  /** The signer's browser as the web app saw it (its User-Agent header), for the signing certificate. */
  userAgent: z.string({ error: "userAgent must be text." }).max(1000).default(""),
  card: CardBody.nullish(),
});

/** POST /agreement/{token}/checkout: the signature without a card (it is given on the provider's page). */
export const CheckoutBody = AcceptBody.omit({ card: true });

/** POST /agreement/{token}/complete: the Checkout Session the browser came back with. */
export const SigningCompleteBody = z.object({
  sessionId: z.string({ error: "sessionId must be text." }).max(255).default(""),
  userAgent: AcceptBody.shape.userAgent,
});

/** POST /email/resendCSA (spec §7): to, attachmentURL, attachmentName, subject, body. */
export const ResendCsaBody = z.object({
  to: z
    .string({ error: "Please enter a valid email" })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: tooLong("The email", EMAIL_MAX_LENGTH) })
    .refine(isEmail, { error: "Please enter a valid email" }),
  attachmentURL: z.string({ error: "attachmentURL must be text." }).max(1000).min(1, { error: "attachmentURL is required." }),
  attachmentName: z.string({ error: "attachmentName must be text." }).max(FIELD_MAX.shortText).nullish(),
  subject: z
    .string({ error: "subject must be text." })
    .max(FIELD_MAX.shortText, { error: tooLong("The subject", FIELD_MAX.shortText) })
    .nullish(),
  body: z
    .string({ error: "body must be text." })
    .max(FIELD_MAX.notes, { error: tooLong("The body", FIELD_MAX.notes) })
    .nullish(),
});

/** What the public signing page shows: only the client's side of the money, never the coach's fees (ADR 0153). */
export const AgreementLink = z
  .object({
    billingPlanID: Id,
    clientName: z.string(),
    affiliateName: z.string(),
    companyName: z.string(),
    billingPlanName: z.string(),
    terms: z.object({
      calculationType: z.string().meta({ description: "Monthly or Per Session." }),
      sessionsPerMonth: z.number().int(),
      sessionLength: z.number().int().meta({ description: "Minutes." }),
      chargeCurrency: z.string().meta({ description: "USD or CAD." }),
      clientCharge: Dollars,
      clientChargeBeforeTax: Dollars,
      tax: Dollars,
      creditCardChargeTypeId: Id,
      chargeType: z.string(),
      paymentMethodId: Id,
      paymentMethod: z.string(),
      firstDayOfService: Day,
      fullBillingStart: Day,
      lastFullBill: Day.meta({ description: "A calendar day, YYYY-MM-DD; a day in 2099 means Ongoing." }),
      lastDayOfService: Day.meta({ description: "A calendar day, YYYY-MM-DD; a day in 2099 means Ongoing." }),
    }),
    needsCard: z.boolean().meta({ description: "Auto-charge: a card is saved with the signature." }),
    cardRegion: z.enum(["USA", "Canada"]).nullable().meta({ description: "The card's region; null when no card is needed." }),
    cardMode: z
      .enum(["form", "hosted"])
      .meta({ description: "form: the card is entered on our page (simulated provider); hosted: on Stripe's Checkout page." }),
    agreementHtml: z.string().meta({ description: "The agreement as sent, placeholders filled in; sanitised HTML." }),
    agreementSha256: z.string().meta({ description: "The SHA-256 of agreementHtml: the signature sends it back." }),
    expiresAt: Instant,
  })
  .meta({ id: "AgreementLink" });

export const SignedAgreement = z
  .object({
    message: z.string().meta({
      description: "'Your agreement is signed. …', followed by one sentence per invoice charged when any was.",
    }),
    billingPlanID: Id,
    CSAFileName: z.string().meta({ description: "The signed client service agreement (GET /billingPlan/document/{fileName})." }),
    CCAFileName: z.string().nullable().meta({ description: "The card authorisation; null when no card was saved." }),
    charges: z.array(CardUpdateCharge).meta({
      description:
        "With a card saved: the client's open auto-charge invoices of the card's region, due by today, charged oldest first once signed (docs/decisions/0376); else empty.",
    }),
  })
  .meta({ id: "SignedAgreement" });

const resource = "Agreement signing";
const token = z.object({ token: linkToken("The token of the emailed signing link.") });
const LINK_REFUSALS =
  "No login: the link's token is the credential. 404 unknown link; 410 used, expired or replaced; 409 a plan no longer Pending or a changed agreement.";

/** The agreement signing calls (issue 13, docs/decisions/0152-0157). */
export const agreementSigningCalls = {
  describe: defineCall({
    method: "GET",
    path: "/agreement/{token}",
    resource,
    summary: "The agreement to sign, its terms and its SHA-256",
    description: LINK_REFUSALS,
    access: "public",
    params: token,
    answers: { 200: AgreementLink },
    errors: [404, 409, 410],
  }),
  accept: defineCall({
    method: "POST",
    path: "/agreement/{token}",
    resource,
    summary: "Sign the agreement (with the card on our page when it is Auto-charge)",
    description: `${LINK_REFUSALS} 400 a refused card, 402 a declined one. The plan becomes Active and the PDFs are stored.`,
    access: "public",
    params: token,
    body: AcceptBody,
    answers: { 200: SignedAgreement },
    errors: [402, 404, 409, 410, 502],
  }),
  startCheckout: defineCall({
    method: "POST",
    path: "/agreement/{token}/checkout",
    resource,
    summary: "Check the signature and start the provider's Checkout page for the card (Stripe)",
    description: LINK_REFUSALS,
    access: "public",
    params: token,
    body: CheckoutBody,
    answers: { 200: CheckoutAnswer },
    errors: [404, 409, 410, 502],
  }),
  completeCheckout: defineCall({
    method: "POST",
    path: "/agreement/{token}/complete",
    resource,
    summary: "Sign with the card saved on the provider's page (Stripe)",
    description: LINK_REFUSALS,
    access: "public",
    params: token,
    body: SigningCompleteBody,
    answers: { 200: SignedAgreement },
    errors: [404, 409, 410, 502],
  }),
  document: defineCall({
    method: "GET",
    path: "/billingPlan/document/{fileName}",
    resource,
    summary: "A signed agreement's PDF",
    description: "The plan's affiliate and staff; a card authorisation (CCA) for finance only.",
    access: "token",
    params: z.object({ fileName: pathText("The document's file name, as the signature answered it.") }),
    answers: { 200: raw("application/pdf", "The PDF.") },
    errors: [403, 404],
  }),
  resendCsa: defineCall({
    method: "POST",
    path: "/email/resendCSA",
    resource,
    summary: "Email a signed agreement again",
    description:
      "The plan's affiliate or staff (a CCA: finance only). attachmentURL names one of the plan's documents; `to` must be the client's own address; the email's subject and text are the product's (docs/decisions/0313).",
    access: "token",
    body: ResendCsaBody,
    answers: { 200: MessageAnswer },
    errors: [403, 404, 502],
  }),
  resendSigningLink: defineCall({
    method: "POST",
    path: "/billingPlan/{billingPlanID}/resendSigningLink",
    resource,
    summary: "Email the client a new signing link for a Pending plan",
    description: "The plan's affiliate or staff; older links stop working.",
    access: "token",
    params: z.object({ billingPlanID: pathId("billingPlanID", { pattern: "[0-9]+" }) }),
    answers: {
      200: z.object({ message: z.string(), email: z.string().meta({ description: "Where the link was sent." }) }),
    },
    errors: [403, 404, 409, 502],
  }),
};

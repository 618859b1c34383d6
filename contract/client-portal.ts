import { z } from "zod";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { raw, defineCall } from "./define";
import { PORTAL_MESSAGES } from "../backend/src/domain/portal-messages";
import { Day, Dollars, Id, Instant, InvoiceNumber, linkToken, MessageAnswer, pathId, pathText } from "./fields";

export { PORTAL_MESSAGES };

export const PortalSignInBody = z.object({
  email: z
    .string({ error: PORTAL_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: PORTAL_MESSAGES.emailRequired })
    .max(FIELD_MAX.email, { error: tooLong("The email", FIELD_MAX.email) })
    .pipe(z.email({ error: PORTAL_MESSAGES.emailInvalid })),
});

export const PortalSignInLink = z
  .object({ expiresAt: Instant.meta({ description: "When the link stops working." }) })
  .meta({ id: "PortalSignInLink" });

export const PortalSession = z
  .object({
    sessionToken: z.string().meta({ description: "The portal session, sent back in the `portal-session` header." }),
    idleMinutes: z.number().int().meta({ description: "The session ends after this many minutes without a call." }),
    expiresAt: Instant.meta({ description: "The session's absolute end, however busy." }),
  })
  .meta({ id: "PortalSession" });

const Region = z.enum(["USA", "Canada"]);

export const PortalInvoice = z.object({
  invoiceID: Id,
  invoiceNumber: InvoiceNumber,
  contactID: Id,
  name: z.string(),
  status: z.string().meta({ description: "The invoice's status in words (Sent to client, Overdue, Paid, Void, …)." }),
  dueDate: Day,
  currency: z.string(),
  total: Dollars,
  balance: Dollars.meta({ description: "What is still owed (0 for a paid or void invoice)." }),
  payUrl: z.url().nullable().meta({
    description:
      "The invoice's pay page while a balance is open (docs/decisions/0382); null when paid, void or its plan terminated.",
  }),
});

export const PortalPayment = z.object({
  paymentID: Id,
  invoiceID: Id,
  invoiceName: z.string(),
  receivedOn: Day,
  amount: Dollars.meta({ description: "Positive, for a refund too." }),
  currency: z.string(),
  method: z.string().meta({ description: "The payment method's name (Credit Card - USA, Check, …)." }),
});

export const PortalAgreement = z.object({
  billingPlanID: Id,
  planName: z.string(),
  signedOn: Day.nullable(),
  documents: z
    .array(z.object({ kind: z.enum(["CSA", "CCA"]), fileName: z.string() }))
    .meta({ description: "The signed agreement (CSA) and the card authorisation (CCA), when stored." }),
});

export const PortalCard = z.object({
  contactID: Id,
  region: Region,
  card: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
    .nullable()
    .meta({ description: "The default card of the customer; null when none is saved yet." }),
});

/** One coach's part of a client's account: a client with contacts under several coaches sees each apart. */
export const PortalCoach = z.object({
  affiliateID: Id,
  coachName: z.string(),
  companyName: z.string(),
  invoices: z.array(PortalInvoice).meta({ description: "Newest due date first; drafts are not shown." }),
  receipts: z.array(PortalPayment).meta({ description: "Payments received (not refunds, not void, not failed), newest first." }),
  refunds: z.array(PortalPayment).meta({ description: "Refunds (not void), newest first." }),
  agreements: z.array(PortalAgreement).meta({ description: "Signed agreements, newest first." }),
  cards: z.array(PortalCard).meta({ description: "One per contact and region with a customer at the payment provider." }),
});

export const PortalAccount = z
  .object({
    email: z.string().meta({ description: "The billing email the session was opened for." }),
    coaches: z.array(PortalCoach),
  })
  .meta({ id: "PortalAccount" });

export const PortalCardLink = z.object({
  token: z.string().meta({ description: "The token of a new card-update link: the browser goes to /card-update/{token}." }),
});

const resource = "Client portal";
const token = z.object({ token: linkToken("The token of the emailed portal sign-in link.") });
const LINK_REFUSALS = "404 unknown link; 410 used or expired.";
const session = "A portal session (the `portal-session` header); a staff token is not one.";

/** The client portal (issue 38, docs/decisions/0385-0392): a client signs in by email and sees their account. */
export const clientPortalCalls = {
  requestSignIn: defineCall({
    method: "POST",
    path: "/portal/sign-in-request",
    resource,
    summary: "Email a single-use sign-in link to a client's billing email",
    description:
      "No login. The same answer whether or not the address is a contact's billing email; the link works once, for 15 minutes. 429 past the per-address limits.",
    access: "public",
    body: PortalSignInBody,
    answers: { 200: MessageAnswer },
    errors: [429],
  }),
  describeSignIn: defineCall({
    method: "GET",
    path: "/portal/sign-in/{token}",
    resource,
    summary: "Whether a sign-in link can still be used",
    description: `No login; does not spend the link (mail scanners open links). ${LINK_REFUSALS}`,
    access: "public",
    params: token,
    answers: { 200: PortalSignInLink },
    errors: [404, 410],
  }),
  signIn: defineCall({
    method: "POST",
    path: "/portal/sign-in/{token}",
    resource,
    summary: "Spend a sign-in link for a portal session",
    description: `No login. ${LINK_REFUSALS}`,
    access: "public",
    params: token,
    answers: { 200: PortalSession },
    errors: [404, 410],
  }),
  account: defineCall({
    method: "GET",
    path: "/portal/account",
    resource,
    summary: "The client's invoices, receipts, refunds, agreements and saved cards, by coach",
    description: `${session} The client is every contact whose billing email is the session's (any case).`,
    access: "portal",
    answers: { 200: PortalAccount },
    errors: [502],
  }),
  invoicePdf: defineCall({
    method: "GET",
    path: "/portal/invoices/{invoiceId}/pdf",
    resource,
    summary: "One of the client's invoices as a PDF",
    description: `${session} Another client's invoice, or a draft, is 404.`,
    access: "portal",
    params: z.object({ invoiceId: pathId("invoiceID") }),
    answers: { 200: raw("application/pdf", "The invoice as a PDF.") },
    errors: [404],
  }),
  agreementPdf: defineCall({
    method: "GET",
    path: "/portal/agreements/{fileName}",
    resource,
    summary: "One of the client's signed agreements (CSA) or card authorisations (CCA) as a PDF",
    description: `${session} Another client's document is 404.`,
    access: "portal",
    params: z.object({ fileName: pathText("The document's file name, as the account lists it.") }),
    answers: { 200: raw("application/pdf", "The PDF.") },
    errors: [404],
  }),
  cardLink: defineCall({
    method: "POST",
    path: "/portal/card-update/{contactId}/{region}",
    resource,
    summary: "A card-update link for one of the client's cards, without an email",
    description: `${session} Older open links of the contact and region stop working, as when a coach sends one. Another client's contact, or a region without a customer, is 404.`,
    access: "portal",
    params: z.object({ contactId: pathId("contactID"), region: pathText("The card's region: USA or Canada.") }),
    answers: { 200: PortalCardLink },
    errors: [404],
  }),
  signOut: defineCall({
    method: "POST",
    path: "/portal/sign-out",
    resource,
    summary: "End the portal session",
    description: session,
    access: "portal",
    answers: { 200: MessageAnswer },
  }),
};

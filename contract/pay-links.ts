import { z } from "zod";
import { CardBody, CardCompleteBody, CheckoutAnswer } from "./card-update";
import { defineCall, raw } from "./define";
import { Day, Dollars, Id, Instant, InvoiceNumber, linkToken, pathId } from "./fields";

/** The receipt of a completed payment, as the pay page shows it. */
export const PayReceipt = z
  .object({
    paymentID: Id,
    amount: Dollars,
    receivedOn: Instant,
    method: z.string().meta({ description: "The payment method's name, e.g. Credit Card USA." }),
    chargeId: z.string().nullable().meta({ description: "The payment provider's charge (or payment intent) id." }),
    receiptUrl: z.string().nullable().meta({ description: "The provider's receipt page of a card charge." }),
  })
  .meta({ id: "PayReceipt" });

/** What the public pay page shows (docs/decisions/0377-0382). */
export const PayPage = z
  .object({
    invoiceID: Id,
    invoiceNumber: InvoiceNumber,
    invoiceName: z.string(),
    status: z.string().meta({ description: "The invoice status' name, e.g. Sent to client, Paid." }),
    dueDate: Day,
    currency: z.string(),
    affiliateID: Id,
    coachName: z.string(),
    companyName: z.string(),
    logoURL: z.string().meta({ description: "The coach's logo: a URL, a path of this web app, or empty." }),
    clientName: z.string(),
    lines: z.array(z.object({ itemName: z.string(), itemDescription: z.string(), amount: Dollars })),
    subTotal: Dollars,
    tax: Dollars,
    total: Dollars,
    payments: z
      .array(z.object({ name: z.string(), receivedOn: Instant, amount: Dollars, isRefund: z.boolean() }))
      .meta({ description: "The invoice's payments and refunds that stand (refunds negative)." }),
    balance: Dollars,
    payable: z.boolean().meta({ description: "A balance is open: the page takes a payment." }),
    mode: z
      .enum(["form", "hosted"])
      .meta({ description: "form: the card is entered on our page (simulated provider); hosted: on Stripe's Checkout page." }),
    saveCard: z
      .object({ authorization: z.string().meta({ description: "The card authorisation the save-card box quotes." }) })
      .nullable()
      .meta({ description: "The option to save the card for the plan's later invoices; null when not offered." }),
    receipt: PayReceipt.nullable().meta({ description: "The invoice's latest payment that stands." }),
    pdfPath: z.string().meta({ description: "The invoice PDF's path under this link." }),
    firstOpen: z.boolean().meta({ description: "This was the first time the link was opened." }),
    expiresAt: Instant,
  })
  .meta({ id: "PayPage" });

export const PayBody = CardBody.extend({
  payKey: z
    .string()
    .max(100)
    .default("")
    .meta({ description: "The form's own key: the same form posted again records one payment." }),
  saveCard: z.boolean().default(false).meta({ description: "Save the card for the plan's later invoices (the box ticked)." }),
});

export const PayCheckoutBody = z.object({
  payKey: z.string().max(100).default(""),
  saveCard: z.boolean().default(false),
});

export const PaidAnswer = z
  .object({ message: z.string().meta({ description: "The sentence the client reads." }), receipt: PayReceipt })
  .meta({ id: "PaidAnswer" });

const resource = "Pay now";
const params = z.object({
  invoiceId: pathId("invoiceID", { pattern: "[0-9]+" }),
  token: linkToken("The token of the invoice's pay link: it opens this invoice alone."),
});
const REFUSALS =
  "404 unknown link, or a link of another invoice; 410 expired, the invoice voided, or its plan terminated; 429 too many unknown links from the address.";

/** The public pay-now page's calls (issue 38): the link in every invoice email is the credential. */
export const payLinkCalls = {
  describe: defineCall({
    method: "GET",
    path: "/pay/{invoiceId}/{token}",
    resource,
    summary: "What the pay page of an invoice shows",
    description: `No login: the link's token is the credential. The first open is recorded for staff. ${REFUSALS}`,
    access: "public",
    params,
    answers: { 200: PayPage },
    errors: [404, 410, 429],
  }),
  pay: defineCall({
    method: "POST",
    path: "/pay/{invoiceId}/{token}",
    resource,
    summary: "Pay the balance with a card entered on our page (mode form)",
    description: `One payment per payKey, and none once the invoice is paid (409). 400 a refused card, 402 a declined one. ${REFUSALS}`,
    access: "public",
    params,
    body: PayBody,
    answers: { 200: PaidAnswer },
    errors: [402, 404, 409, 410, 429, 502],
  }),
  document: defineCall({
    method: "GET",
    path: "/pay/{invoiceId}/{token}/invoice.pdf",
    resource,
    summary: "The invoice's PDF under its pay link",
    access: "public",
    params,
    answers: { 200: raw("application/pdf", "The invoice as a PDF.") },
    errors: [404, 410, 429],
  }),
  startCheckout: defineCall({
    method: "POST",
    path: "/pay/{invoiceId}/{token}/checkout",
    resource,
    summary: "Start the provider's Checkout page for the balance (mode hosted)",
    access: "public",
    params,
    body: PayCheckoutBody,
    answers: { 200: CheckoutAnswer },
    errors: [402, 404, 409, 410, 429, 502],
  }),
  completeCheckout: defineCall({
    method: "POST",
    path: "/pay/{invoiceId}/{token}/complete",
    resource,
    summary: "Finish with the balance paid on the provider's page (mode hosted)",
    description: `The session is read from the provider, never trusted from the URL; the payment is recorded once. ${REFUSALS}`,
    access: "public",
    params,
    body: CardCompleteBody,
    answers: { 200: PaidAnswer },
    errors: [404, 410, 429, 502],
  }),
};

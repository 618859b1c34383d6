import { z } from "zod";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { AT_MOST_CENTS, isWholeCents } from "../backend/src/domain/money";
import {
  idSchema,
  invalidId,
  MAX_ID,
  optionalDaySchema,
  optionalIdSchema,
  optionalInstantSchema,
} from "../backend/src/domain/wire-fields";
import { defineCall, raw } from "./define";
import { Day, Dollars, Id, Instant, InvoiceNumber, pathId, pathText } from "./fields";

/** The spec's messages (§5, §8). */
export const POSITIVE_AMOUNT = "Please enter a positive dollar amount";
export const DUE_DATE_NEEDED = "Please enter a due date";
export const NAME_NEEDED = "Please enter an invoice name";
export const DOLLAR_AMOUNT_NEEDED = "Please enter a dollar amount";
export const VALUE_REQUIRED = "The value is required";
export const VALUE_NOT_NUMBER = "The value must be a number";

const MAX_IDS = 100;

/** The currency an invoice or plan is charged in: USD and CAD are never summed. */
export const ChargeCurrency = z.enum(["USD", "CAD"]).meta({ description: "The charge currency, USD or CAD." });
export type ChargeCurrency = z.output<typeof ChargeCurrency>;

// ——— Inputs ———

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).max(max, { error: tooLong(label, max) });

/** Dollars from JSON or a form: a number or numeric text; anything else (or nothing) is `undefined`. */
const looseDollars = z
  .unknown()
  .optional()
  .transform((v) => {
    if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
    if (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) && v.length <= 20) return Number(v);
    return undefined;
  })
  .refine((v) => v === undefined || Math.abs(v) <= 1_000_000, { error: "The amount must be at most $1,000,000." })
  .refine((v) => v === undefined || isWholeCents(v), { error: AT_MOST_CENTS })
  .optional()
  .meta({ description: "Dollars (not cents): a number, or numeric text as a form posts it." });

/**
 * The save-invoice call (POST /invoice/generateOne, docs/decisions/0194): the empty invoice of spec §3
 * filled in. The three checks run in the spec's order, so the first failing one answers.
 */
export const SaveInvoiceBody = z
  .object({
    contactID: idSchema("contactID"),
    affiliateID: idSchema("affiliateID"),
    invoiceTotal: looseDollars,
    dueDate: optionalDaySchema("Due date"),
    invoiceName: text("The invoice name", FIELD_MAX.shortText).nullish(),
    invoiceTypeID: optionalIdSchema("invoiceTypeID"),
    paymentMethodID: optionalIdSchema("paymentMethodID"),
    chargeCurrency: z.enum(["USD", "CAD"], { error: "chargeCurrency must be USD or CAD." }).nullish(),
    itemDescription: text("The item description", FIELD_MAX.shortText).nullish(),
    notes: text("Notes", FIELD_MAX.notes).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.invoiceTotal === undefined || !(v.invoiceTotal > 0)) ctx.addIssue({ code: "custom", message: POSITIVE_AMOUNT });
    else if (v.dueDate === null) ctx.addIssue({ code: "custom", message: DUE_DATE_NEEDED });
    else if (!v.invoiceName?.trim()) ctx.addIssue({ code: "custom", message: NAME_NEEDED });
  });
export type SaveInvoiceInput = z.output<typeof SaveInvoiceBody>;

const ONLY_VOIDING = "Only voiding is supported here: send invoiceStatusID 7 and isVoid true.";

/** PUT /invoice/{invoiceId}: the invoice as GET answers it, with invoiceStatusID 7 and isVoid (the void). */
export const VoidInvoiceBody = z.object({
  invoiceID: optionalIdSchema("invoiceID"),
  invoiceStatusID: z.literal(7, { error: ONLY_VOIDING }),
  isVoid: z.literal(true, { error: ONLY_VOIDING }),
  notes: text("Notes", FIELD_MAX.notes).nullish(),
});
export type VoidInvoiceInput = z.output<typeof VoidInvoiceBody>;

/** POST /invoice/pay: the payment entry of spec §3 (transactionType 0 payment, 1 refund). */
export const PayBody = z.object({
  amountReceived: looseDollars,
  invoiceID: idSchema("invoiceID"),
  contactID: optionalIdSchema("contactID"),
  affiliateID: optionalIdSchema("affiliateID"),
  // The day finance types is kept at noon UTC: the same day in UTC and in the business zone (0306).
  receivedOnUTC: optionalInstantSchema("receivedOnUTC", { bareDayAtNoon: true }),
  receivedBy: text("Received by", FIELD_MAX.shortText).nullish(),
  notes: text("Notes", FIELD_MAX.notes).nullish(),
  refundName: text("The payment name", FIELD_MAX.shortText).nullish(),
  paymentTypeID: optionalIdSchema("paymentTypeID"),
  paymentStatus: z.object({ id: z.unknown().optional() }).passthrough().nullish(),
  transactionType: z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")], {
    error: "transactionType must be 0 (payment) or 1 (refund).",
  }),
  /** Ours (docs/decisions/0197): the payment a refund returns; by default the latest that covers it. */
  refundOfPaymentID: optionalIdSchema("refundOfPaymentID"),
  /** Ours (docs/decisions/0361): the key of one pay form; a repeat records nothing and answers the first result. */
  idempotencyKey: z
    .string({ error: "idempotencyKey must be text." })
    .trim()
    .min(8, { error: "idempotencyKey must be 8 to 100 characters." })
    .max(100, { error: "idempotencyKey must be 8 to 100 characters." })
    .nullish()
    .meta({
      description:
        "Optional, 8 to 100 characters, made once per payment form (a UUID). A second call with the same key for the same invoice records nothing and answers the invoice as the first left it; two at once record one payment.",
    }),
});
export type PayInput = z.output<typeof PayBody>;

/** An id in the query: plain digits, 1..2^31−1, else `Invalid {label}`. */
const queryId = (label: string) =>
  z
    .string({ error: invalidId(label) })
    .regex(/^[1-9][0-9]{0,9}$/, invalidId(label))
    .transform(Number)
    .refine((n) => n <= MAX_ID, invalidId(label));

/** `ids=1,2,3`: one to a hundred invoice ids (repeats count once). */
const InvoiceIds = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const parts = (value ?? "").split(",").filter((p) => p !== "");
    if (parts.length === 0 || parts.length > MAX_IDS) {
      ctx.addIssue({ code: "custom", message: `ids must name 1 to ${MAX_IDS} invoices.` });
      return z.NEVER;
    }
    if (parts.some((p) => !/^[1-9][0-9]{0,9}$/.test(p) || Number(p) > MAX_ID)) {
      ctx.addIssue({ code: "custom", message: invalidId("ids") });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  })
  .meta({ description: `Invoice ids, comma-separated: 1 to ${MAX_IDS}.` });

/** A generate-options flag: true/1 or false/0/absent. */
const flag = (name: string, description: string) =>
  z
    .enum(["true", "1", "false", "0", ""], { error: `${name} must be true or false.` })
    .optional()
    .transform((v) => v === "true" || v === "1")
    .meta({ description });

/** The merchant fee of update-details: required, a number, 0 or more (spec §5). */
const MerchantFeeText = z
  .string({ error: VALUE_REQUIRED })
  .transform((value, ctx) => {
    const v = value.trim();
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (v === "") return refuse(VALUE_REQUIRED);
    if (!/^\d{1,7}(\.\d+)?$/.test(v) || v.length > 20) return refuse(VALUE_NOT_NUMBER);
    if (!isWholeCents(Number(v))) return refuse(AT_MOST_CENTS);
    return Number(v);
  })
  .meta({ description: "The merchant fee in dollars (not cents), 0 or more, at most two decimals." });

/** A plan id of the resend call: 0 names an invoice with no plan. */
const PlanIdOrZero = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,9})$/, invalidId("billingPlanId"))
  .transform(Number)
  .refine((n) => n <= MAX_ID, invalidId("billingPlanId"))
  .meta({ pathPattern: "[0-9]+", description: "The invoice's billing plan id; 0 for an invoice with no plan." });

// ——— Answers ———

const NamedStatus = z.object({ id: Id, name: z.string() });

/** A line of an invoice (spec §3): the invoice total is the sum of the client-billable lines. */
export const InvoiceLine = z
  .object({
    invoiceDetailID: Id,
    item: z.object({ itemName: z.string(), itemDescription: z.string() }),
    price: Dollars,
    total: Dollars,
    isClientBillable: z.boolean().meta({ description: "false: one of the affiliate's fees, not part of the total." }),
    groupName: z.string(),
  })
  .meta({ id: "InvoiceLine" });

/** A payment (paymentDetailID) or refund (refundDetailID, negative amountReceived) detail of spec §3. */
export const PaymentDetail = z
  .object({
    paymentDetailID: Id.optional().meta({ description: "A payment's id (absent on a refund)." }),
    refundDetailID: Id.optional().meta({ description: "A refund's id (absent on a payment)." }),
    invoiceID: Id,
    paymentName: z.string(),
    receivedOnUTC: Instant,
    receivedBy: z.string(),
    amountReceived: Dollars.meta({ description: "Dollars (not cents); negative for a refund." }),
    paymentTypeID: Id,
    paymentStatus: NamedStatus.nullable().meta({ description: "A payment's status; null on a refund." }),
    refundStatus: NamedStatus.nullable().meta({ description: "A refund's status; null on a payment." }),
    isRefund: z.boolean(),
    isVoid: z.boolean(),
    refundOfPaymentID: Id.nullable().meta({ description: "The payment a refund returns (docs/decisions/0197)." }),
    stripeChargeId: z.string().nullable(),
    stripeCurrency: z.string(),
    stripeReceiptURL: z.string().nullable(),
    notes: z.string(),
  })
  .meta({ id: "PaymentDetail" });

/** A card charge attempt of an invoice (docs/decisions/0365); a pending one is not listed until it has an outcome. */
export const ChargeAttempt = z
  .object({
    attemptNumber: z.number().int().positive(),
    attemptedOnUTC: Instant,
    outcome: z.enum(["succeeded", "declined"]),
    message: z.string().nullable().meta({ description: "The payment provider's decline text; null when it succeeded." }),
    nextRetryOn: Day.nullable().meta({
      description:
        "The day the billing clock charges again after this decline; null after a success, after the schedule's last attempt, and on an invoice the clock does not charge (not an auto-charge plan's, or its auto-payment stopped).",
    }),
  })
  .meta({ id: "ChargeAttempt" });

/** A credit note of the invoice (docs/decisions/0392): the document of one of its refunds. */
export const CreditNote = z
  .object({
    creditNoteID: Id,
    creditNoteNumber: z.string().meta({ description: "`{PREFIX}-{YYYY}-CN-{NNNN}`, e.g. LOP-2027-CN-0001." }),
    refundDetailID: Id.meta({ description: "The refund it documents." }),
    amount: Dollars.meta({ description: "What was credited, in dollars (not cents), above zero." }),
    currency: ChargeCurrency,
    reason: z.string().meta({ description: "The refund's name and notes." }),
    issuedUTC: Instant,
    isVoid: z.boolean().meta({ description: "Its refund was voided since; the credit note keeps its number." }),
    fileName: z.string().meta({ description: "Its PDF's file name, `{number}.pdf` (GET /invoice/credit-note/{fileName})." }),
  })
  .meta({ id: "CreditNote" });

/** The invoice of spec §3 with its lines, payments and refunds, and what is still owed (balance). */
export const Invoice = z
  .object({
    invoiceID: Id,
    invoiceNumber: InvoiceNumber,
    contactID: Id,
    affiliateID: Id,
    invoiceName: z.string(),
    invoiceTypeID: Id,
    invoiceStatusID: Id,
    invoiceStatus: NamedStatus,
    paymentMethodID: Id,
    createdDateUTC: Instant,
    lastUpdatedDateUTC: Instant,
    dueDate: Day,
    paidOn: Instant.nullable(),
    invoiceTotal: Dollars,
    invoiceSubTotal: Dollars,
    invoiceTax: Dollars,
    balance: Dollars.meta({ description: "What is still owed, in dollars (not cents); 0 on a void invoice." }),
    refunded: Dollars.meta({ description: "What its refunds (not void) gave back, in dollars (not cents)." }),
    statusLabel: z.string().meta({
      description: "The status as screens and the PDF show it: its name, with what was refunded ('Paid — $100.00 refunded').",
    }),
    chargeCurrency: ChargeCurrency,
    merchantFeeOverride: Dollars.nullable().meta({ description: "Dollars set by finance; null: the fee rules' merchant fee." }),
    stripeInvoiceId: z.string().nullable(),
    billingPlanID: Id.nullable().meta({ description: "The plan a monthly invoice bills; null for a manual invoice." }),
    billingMonth: Day.nullable().meta({ description: "The first day of the month a plan invoice bills; null otherwise." }),
    isVoid: z.boolean(),
    notes: z.string(),
    details: z.array(InvoiceLine),
    paymentDetails: z.array(PaymentDetail),
    chargeAttempts: z.array(ChargeAttempt).meta({ description: "Its card charge attempts, oldest first." }),
    creditNotes: z
      .array(CreditNote)
      .meta({ description: "The credit notes of its refunds, oldest first (docs/decisions/0392)." }),
    payPageOpenedUTC: Instant.nullable()
      .optional()
      .meta({ description: "When the client first opened the invoice's pay page (issue 38); null: never." }),
  })
  .meta({ id: "Invoice" });

/** What CHARGE CARD NOW came to: the staff's message and the invoice after it. */
export const ChargeNowAnswer = z.object({
  outcome: z.enum(["succeeded", "declined"]),
  message: z.string().meta({ description: "What happened, for staff: the amount charged, or the provider's decline text." }),
  invoice: Invoice,
});

/** The empty invoice of spec §3 for the create-invoice form: type 5, due tomorrow, currency by country. */
export const EmptyInvoice = z
  .object({
    contactID: Id,
    affiliateID: Id,
    invoiceName: z.string(),
    invoiceTypeID: Id,
    invoiceTotal: Dollars,
    dueDate: Day,
    paymentMethodID: Id,
    chargeCurrency: ChargeCurrency,
  })
  .meta({ id: "EmptyInvoice" });

export const GeneratedInvoices = z.object({
  invoices: z.array(
    z.object({
      invoiceID: Id,
      pdfUrl: z.string().nullable().meta({ description: "The PDF's path on this backend; null unless asked for." }),
      emailedTo: z.string().nullable().meta({ description: "The address it was emailed to; null unless asked for." }),
    }),
  ),
});

const resource = "Invoices";
const contactAndAffiliate = {
  contactId: pathId("contactId", { pattern: "[0-9]+" }),
  affiliateId: pathId("affiliateId", { pattern: "[0-9]+" }),
};

/** The invoice, payment and refund calls of spec §7 (docs/decisions/0193–0200), and the invoice PDF. */
export const invoiceCalls = {
  empty: defineCall({
    method: "GET",
    path: "/invoice/empty/{contactId}/{affiliateId}/{invoiceTypeId}/{paymentMethodId}",
    resource,
    summary: "The empty invoice for the create-invoice form",
    description: "Due tomorrow (business zone), the currency by the client's country. Only invoice type 5 (manual).",
    access: "token",
    params: z.object({
      ...contactAndAffiliate,
      invoiceTypeId: pathId("invoiceTypeId", { pattern: "[0-9]+" }),
      paymentMethodId: pathId("paymentMethodId", { pattern: "[0-9]+" }),
    }),
    answers: { 200: EmptyInvoice },
    errors: [403, 404],
  }),
  resend: defineCall({
    method: "GET",
    path: "/invoice/generate/test/{billingPlanId}/{invoiceId}",
    resource,
    summary: "Email an invoice to its client again",
    access: "token",
    params: z.object({ billingPlanId: PlanIdOrZero, invoiceId: pathId("invoiceId", { pattern: "[0-9]+" }) }),
    answers: { 200: z.object({ message: z.string(), to: z.string().meta({ description: "The address it was sent to." }) }) },
    errors: [403, 404, 409],
  }),
  generate: defineCall({
    method: "GET",
    path: "/invoice/pdf",
    resource,
    summary: "Generate options: PDFs and emails for invoices (finance)",
    description: "At least one option must be true. Stripe invoices are not available (409).",
    access: "token",
    query: z.object({
      ids: InvoiceIds,
      shouldGenPdf: flag("shouldGenPdf", "Answer each invoice's PDF path."),
      shouldSendEmail: flag("shouldSendEmail", "Email each invoice to its client."),
      shouldGenInvoice: flag("shouldGenInvoice", "Make a Stripe invoice (not available: 409)."),
    }),
    answers: { 200: GeneratedInvoices },
    errors: [403, 404, 409],
  }),
  creditNote: defineCall({
    method: "GET",
    path: "/invoice/credit-note/{fileName}",
    resource,
    summary: "A credit note's PDF",
    description: "For whoever may see its invoice (docs/decisions/0392).",
    access: "token",
    params: z.object({
      fileName: pathText("`{creditNoteNumber}.pdf`, e.g. LOP-2027-CN-0001.pdf."),
    }),
    answers: { 200: raw("application/pdf", "The credit note as a PDF.") },
    errors: [403, 404],
  }),
  document: defineCall({
    method: "GET",
    path: "/invoice/document/{fileName}",
    resource,
    summary: "An invoice's PDF",
    access: "token",
    params: z.object({
      fileName: pathText("`{invoiceId}-{LastName}.pdf`: the invoice id and the client's last name without spaces."),
    }),
    answers: { 200: raw("application/pdf", "The invoice as a PDF.") },
    errors: [403, 404],
  }),
  listForClient: defineCall({
    method: "GET",
    path: "/invoice/{contactId}/{affiliateId}",
    resource,
    summary: "A client's invoices",
    access: "token",
    params: z.object(contactAndAffiliate),
    answers: { 200: z.array(Invoice) },
    errors: [403, 404],
  }),
  listForUser: defineCall({
    method: "GET",
    path: "/invoice/{userId}",
    resource,
    summary: "A user's invoices (the affiliate's clients')",
    access: "token",
    params: z.object({ userId: pathId("userId", { pattern: "[0-9]+" }) }),
    answers: { 200: z.array(Invoice) },
    errors: [403],
  }),
  save: defineCall({
    method: "POST",
    path: "/invoice/generateOne",
    resource,
    summary: "Create a manual invoice (finance)",
    description:
      "One client-billable line, Draft until it is emailed (RESEND or GENERATE OPTIONS), then Sent to client. invoiceTotal in dollars (not cents).",
    access: "token",
    body: SaveInvoiceBody,
    answers: { 201: Invoice },
    errors: [403, 404],
  }),
  voidInvoice: defineCall({
    method: "PUT",
    path: "/invoice/{invoiceId}",
    resource,
    summary: "Void an invoice (finance)",
    description: "Only voiding: invoiceStatusID 7 and isVoid true. An invoice with a live payment cannot be voided (409).",
    access: "token",
    params: z.object({ invoiceId: pathId("invoiceId", { pattern: "[0-9]+" }) }),
    body: VoidInvoiceBody,
    answers: { 200: Invoice },
    errors: [403, 404, 409],
  }),
  updateDetails: defineCall({
    method: "POST",
    path: "/invoice/update-details",
    resource,
    summary: "Set an invoice's merchant fee (finance)",
    access: "token",
    query: z.object({ id: queryId("id").meta({ description: "The invoice id." }), amount: MerchantFeeText }),
    answers: { 200: Invoice },
    errors: [403, 404],
  }),
  pay: defineCall({
    method: "POST",
    path: "/invoice/pay",
    resource,
    summary: "Record a payment or a refund (finance)",
    description:
      "transactionType 0 is a payment, 1 a refund; amountReceived in dollars (not cents). A payment above the balance is refused (400). A payment with the invoice's credit card type charges the client's saved card through the payment provider (402 with the provider's message when declined; 409 when no card is saved), and a refund of a card payment goes through it too (402 when it refuses). The client is emailed a receipt or a refund notice. With an idempotencyKey, a repeat records nothing and charges nothing.",
    access: "token",
    body: PayBody,
    answers: { 200: Invoice },
    errors: [402, 403, 404, 409],
  }),
  chargeNow: defineCall({
    method: "POST",
    path: "/invoice/{invoiceId}/charge",
    resource,
    summary: "CHARGE CARD NOW: charge the client's saved card for the balance (finance)",
    description:
      "Charges the saved card of the invoice's region for its balance, as the invoice's next charge attempt (docs/decisions/0366). 200 with outcome succeeded or declined (the provider's message; the decline is an attempt). 409 when the invoice is paid or void, is not a card invoice, the client has no card saved for the region, or a charge is under way; 502 when the provider did not answer (the next billing run settles it).",
    access: "token",
    params: z.object({ invoiceId: pathId("invoiceId", { pattern: "[0-9]+" }) }),
    answers: { 200: ChargeNowAnswer },
    errors: [403, 404, 409, 502],
  }),
  voidPayment: defineCall({
    method: "PUT",
    path: "/payment/void/{paymentId}/{invoiceId}",
    resource,
    summary: "Void a payment or refund entered by hand (finance)",
    access: "token",
    params: z.object({
      paymentId: pathId("paymentId", { pattern: "[0-9]+" }),
      invoiceId: pathId("invoiceId", { pattern: "[0-9]+" }),
    }),
    answers: { 200: Invoice },
    errors: [403, 404, 409],
  }),
};

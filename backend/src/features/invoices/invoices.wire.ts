import { z } from "zod";
import type { invoiceLines, invoices, payments } from "../../db/schema";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { invoiceBalanceCents } from "../../domain/invoice-status";
import { AT_MOST_CENTS, centsToDollars, isWholeCents } from "../../domain/money";
import { idSchema, optionalDaySchema, optionalIdSchema, optionalInstantSchema } from "../../domain/wire-fields";

export type InvoiceRow = typeof invoices.$inferSelect;
export type LineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The spec's messages (§5, §8). */
export const POSITIVE_AMOUNT = "Please enter a positive dollar amount";
export const DUE_DATE_NEEDED = "Please enter a due date";
export const NAME_NEEDED = "Please enter an invoice name";
export const DOLLAR_AMOUNT_NEEDED = "Please enter a dollar amount";
export const VALUE_REQUIRED = "The value is required";
export const VALUE_NOT_NUMBER = "The value must be a number";

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
  .optional();

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
export type SaveInvoiceInput = z.infer<typeof SaveInvoiceBody>;

/** PUT /invoice/{invoiceId}: the invoice as GET answers it, with invoiceStatusID 7 and isVoid (the void). */
export const VoidInvoiceBody = z.object({
  invoiceID: optionalIdSchema("invoiceID"),
  invoiceStatusID: z.literal(7, { error: "Only voiding is supported here: send invoiceStatusID 7 and isVoid true." }),
  isVoid: z.literal(true, { error: "Only voiding is supported here: send invoiceStatusID 7 and isVoid true." }),
  notes: text("Notes", FIELD_MAX.notes).nullish(),
});
export type VoidInvoiceInput = z.infer<typeof VoidInvoiceBody>;

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
});
export type PayInput = z.infer<typeof PayBody>;

const dollars = (cents: number) => centsToDollars(cents);

export function toWireLine(l: LineRow) {
  return {
    invoiceDetailID: l.id,
    item: { itemName: l.itemName, itemDescription: l.itemDescription },
    price: dollars(l.priceCents),
    total: dollars(l.totalCents),
    isClientBillable: l.isClientBillable,
    groupName: l.groupName,
  };
}

const PAYMENT_STATUS_NAMES: Record<number, string> = { 1: "Completed", 2: "Pending", 3: "Failed" };

/** A payment or refund detail of spec §3 (a refund's amountReceived is negative, as stored). */
export function toWirePayment(p: PaymentRow) {
  const status = { id: p.statusId, name: p.isVoid ? "Voided" : (PAYMENT_STATUS_NAMES[p.statusId] ?? "") };
  return {
    ...(p.isRefund ? { refundDetailID: p.id } : { paymentDetailID: p.id }),
    invoiceID: p.invoiceId,
    paymentName: p.name,
    receivedOnUTC: p.receivedOn.toISOString(),
    receivedBy: p.receivedBy,
    amountReceived: dollars(p.amountCents),
    paymentTypeID: p.paymentTypeId,
    paymentStatus: p.isRefund ? null : status,
    refundStatus: p.isRefund ? status : null,
    isRefund: p.isRefund,
    isVoid: p.isVoid,
    refundOfPaymentID: p.refundOfPaymentId,
    stripeChargeId: p.stripeChargeId,
    stripeCurrency: p.currency,
    stripeReceiptURL: p.receiptUrl,
    notes: p.notes,
  };
}

/** The invoice of spec §3, with its lines, payments and refunds, and what is still owed (balance). */
export function toWireInvoice(i: InvoiceRow, statusName: string, lines: LineRow[], pays: PaymentRow[]) {
  return {
    invoiceID: i.id,
    contactID: i.contactId,
    affiliateID: i.affiliateId,
    invoiceName: i.name,
    invoiceTypeID: i.invoiceTypeId,
    invoiceStatusID: i.invoiceStatusId,
    invoiceStatus: { id: i.invoiceStatusId, name: statusName },
    paymentMethodID: i.paymentMethodId,
    createdDateUTC: i.createdAt.toISOString(),
    lastUpdatedDateUTC: i.lastUpdatedAt.toISOString(),
    dueDate: i.dueDate,
    paidOn: i.paidOn ? i.paidOn.toISOString() : null,
    invoiceTotal: dollars(i.totalCents),
    invoiceSubTotal: dollars(i.subTotalCents),
    invoiceTax: dollars(i.taxCents),
    balance: dollars(invoiceBalanceCents(i.totalCents, i.currency, pays)),
    chargeCurrency: i.currency,
    merchantFeeOverride: i.merchantFeeOverrideCents === null ? null : dollars(i.merchantFeeOverrideCents),
    stripeInvoiceId: i.stripeInvoiceId,
    billingPlanID: i.billingPlanId,
    billingMonth: i.billingMonth,
    isVoid: i.isVoid,
    notes: i.notes,
    details: lines.map(toWireLine),
    paymentDetails: pays.map(toWirePayment),
  };
}
export type WireInvoice = ReturnType<typeof toWireInvoice>;

import type { ChargeCurrency } from "../../../../contract/invoices";
import type { chargeAttempts, invoiceLines, invoices, payments } from "../../db/schema";
import { nextRetryOn, type ChargeAttemptSoFar } from "../../domain/billing-clock";
import { invoiceBalanceCents, refundedCentsOfInvoice, statusLabel } from "../../domain/invoice-status";
import { centsToDollars } from "../../domain/money";
import { creditNoteFileName } from "../../domain/invoice-numbers";
import type { ListedCreditNote } from "../credit-notes/credit-notes";

export type InvoiceRow = typeof invoices.$inferSelect;
export type LineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AttemptRow = typeof chargeAttempts.$inferSelect;

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

/** The provider's decline text of a failed attempt, stored as `{code}: {message}` (the code left out). */
const declineMessage = (error: string | null) => (error === null ? null : error.replace(/^[A-Za-z0-9_]+: /, ""));

/**
 * The card charge attempts of an invoice, oldest first (docs/decisions/0365): an attempt still pending (its
 * provider call under way or unanswered) is left out until it has an outcome. `retried`: the clock charges
 * this invoice again after a decline (an auto-charge plan's, auto-payment not stopped); else no next retry.
 */
export function toWireAttempts(attempts: AttemptRow[], retried: boolean) {
  const soFar: ChargeAttemptSoFar[] = attempts.map((a) => ({
    attemptNumber: a.attemptNumber,
    attemptedOn: a.attemptedOn ?? a.createdAt.toISOString().slice(0, 10),
    status: a.status as ChargeAttemptSoFar["status"],
  }));
  return [...attempts]
    .sort((a, b) => a.attemptNumber - b.attemptNumber)
    .filter((a) => a.status !== "pending")
    .map((a) => ({
      attemptNumber: a.attemptNumber,
      attemptedOnUTC: a.createdAt.toISOString(),
      outcome: a.status === "succeeded" ? ("succeeded" as const) : ("declined" as const),
      message: a.status === "succeeded" ? null : declineMessage(a.error),
      nextRetryOn: retried ? nextRetryOn(soFar, a.attemptNumber) : null,
    }));
}

/** A credit note of the invoice (docs/decisions/0392). */
export function toWireCreditNote(n: ListedCreditNote) {
  return {
    creditNoteID: n.id,
    creditNoteNumber: n.creditNoteNumber,
    refundDetailID: n.refundPaymentId,
    amount: dollars(n.amountCents),
    currency: n.currency as ChargeCurrency,
    reason: n.reason,
    issuedUTC: n.issuedAt.toISOString(),
    isVoid: n.isVoid,
    fileName: creditNoteFileName(n.creditNoteNumber),
  };
}

/** The invoice of spec §3, with its lines, payments and refunds, and what is still owed (balance). */
export function toWireInvoice(
  i: InvoiceRow,
  statusName: string,
  lines: LineRow[],
  pays: PaymentRow[],
  attempts: AttemptRow[],
  retried: boolean,
  payPageOpenedAt: Date | null = null,
  creditNotes: ListedCreditNote[] = [],
) {
  return {
    invoiceID: i.id,
    invoiceNumber: i.invoiceNumber,
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
    balance: dollars(invoiceBalanceCents(i.totalCents, i.currency, pays, i.isVoid)),
    refunded: dollars(refundedCentsOfInvoice(i.currency, pays)),
    statusLabel: statusLabel(i.invoiceStatusId, refundedCentsOfInvoice(i.currency, pays), i.currency),
    chargeCurrency: i.currency as ChargeCurrency, // USD or CAD (invoices_currency_check)
    merchantFeeOverride: i.merchantFeeOverrideCents === null ? null : dollars(i.merchantFeeOverrideCents),
    stripeInvoiceId: i.stripeInvoiceId,
    billingPlanID: i.billingPlanId,
    billingMonth: i.billingMonth,
    isVoid: i.isVoid,
    notes: i.notes,
    details: lines.map(toWireLine),
    paymentDetails: pays.map(toWirePayment),
    chargeAttempts: toWireAttempts(attempts, retried),
    creditNotes: creditNotes.map(toWireCreditNote),
    payPageOpenedUTC: payPageOpenedAt ? payPageOpenedAt.toISOString() : null,
  };
}
export type WireInvoice = ReturnType<typeof toWireInvoice>;

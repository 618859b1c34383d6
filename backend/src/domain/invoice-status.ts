import { isPastDue, type IsoDate } from "./billing-period";
import { amountText, sumCents, type Cents } from "./money";

/** Invoice status ids (design §5): 2–4 and 6 are the unpaid group, 5 paid, 7 void. */
export const INVOICE_STATUS = {
  draft: 1,
  sentToClient: 2,
  sentToStripe: 3,
  overdue: 4,
  paid: 5,
  partiallyPaid: 6,
  void: 7,
} as const;
export type InvoiceStatusId = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

/** The statuses' names, as the invoice_statuses lookup holds them and documents show them. */
export const INVOICE_STATUS_NAME: Record<InvoiceStatusId, string> = {
  [INVOICE_STATUS.draft]: "Draft",
  [INVOICE_STATUS.sentToClient]: "Sent to client",
  [INVOICE_STATUS.sentToStripe]: "Sent to Stripe",
  [INVOICE_STATUS.overdue]: "Overdue",
  [INVOICE_STATUS.paid]: "Paid",
  [INVOICE_STATUS.partiallyPaid]: "Partially paid",
  [INVOICE_STATUS.void]: "Void",
};

/** An invoice the client may still owe on: not void and not paid (a draft, sent, overdue or partly paid one). */
export const isOpenInvoice = (invoice: { invoiceStatusId: number; isVoid: boolean }): boolean =>
  !invoice.isVoid && invoice.invoiceStatusId !== INVOICE_STATUS.paid && invoice.invoiceStatusId !== INVOICE_STATUS.void;

/** A status id's name ("" for an id the product does not know). */
export const statusName = (id: number): string => INVOICE_STATUS_NAME[id as InvoiceStatusId] ?? "";

export interface InvoicePayment {
  amountCents: Cents;
  isVoid?: boolean | null;
  isRefund?: boolean | null;
}

/** What the client has paid toward an invoice: its non-void payments, refunds aside (billing spec, Invoice). */
export function amountPaidCents(payments: readonly InvoicePayment[]): Cents {
  return sumCents(payments.filter((p) => !p.isVoid && !p.isRefund).map((p) => p.amountCents));
}

export interface IssuedInvoice {
  totalCents: Cents;
  paidCents: Cents;
  isVoid: boolean;
  dueDate: IsoDate;
  /** Auto-charge plans wait for the card charge on the due date (Sent to Stripe), the others for the client. */
  autoCharge: boolean;
}

/** The status of an issued invoice on `today`: void, paid, partially paid, overdue (after the due date), or sent. */
export function invoiceStatus(invoice: IssuedInvoice, today: IsoDate): InvoiceStatusId {
  if (invoice.isVoid) return INVOICE_STATUS.void;
  if (invoice.paidCents >= invoice.totalCents) return INVOICE_STATUS.paid;
  if (invoice.paidCents > 0) return INVOICE_STATUS.partiallyPaid;
  if (isPastDue(invoice.dueDate, today)) return INVOICE_STATUS.overdue;
  return invoice.autoCharge ? INVOICE_STATUS.sentToStripe : INVOICE_STATUS.sentToClient;
}

export interface CurrencyPayment extends InvoicePayment {
  currency: string;
}

/**
 * What is still owed (billing spec §4 Invoice, as issue 14 settles it): the total less the non-void,
 * non-refund payments in the invoice's currency. Never below 0; nothing on a void invoice (issue 37).
 * SQL restates it in one place only: invoiceBalanceCentsSql beside the invoice-money module.
 */
export function invoiceBalanceCents(
  totalCents: Cents,
  currency: string,
  payments: readonly CurrencyPayment[],
  isVoid = false,
): Cents {
  if (isVoid) return 0;
  const paid = amountPaidCents(payments.filter((p) => p.currency === currency));
  return Math.max(0, totalCents - paid);
}

/** What an invoice's refunds gave back, above zero: its non-void refunds in its own currency. */
export function refundedCentsOfInvoice(currency: string, payments: readonly CurrencyPayment[]): Cents {
  // 0 − sum, not −sum: no refunds is 0, never −0 (which prints '-$0.00').
  return 0 - sumCents(payments.filter((p) => p.isRefund && !p.isVoid && p.currency === currency).map((p) => p.amountCents));
}

/**
 * The status as the grid, the details and the PDF show it (issue 37): its name, and what was refunded when
 * something was ("Paid — $100.00 refunded"): a refunded invoice stays Paid (docs/decisions/0197).
 */
export function statusLabel(statusId: number, refundedCents: Cents, currency: string): string {
  const name = statusName(statusId);
  return refundedCents > 0 ? `${name} — ${amountText(refundedCents, currency)} refunded` : name;
}

/** A payment above the balance is refused (issue 37): it would be hidden behind a balance of 0. */
export const paymentAboveBalance = (balanceCents: Cents, currency: string) =>
  `The payment is more than the balance of ${amountText(balanceCents, currency)}.`;

/** The statuses that wait for the client's money (spec §4: 2 to 4 and 6; 1 Draft too). */
const UNPAID_WAITING: readonly number[] = [
  INVOICE_STATUS.draft,
  INVOICE_STATUS.sentToClient,
  INVOICE_STATUS.sentToStripe,
  INVOICE_STATUS.overdue,
];

/**
 * The status after a payment, refund or payment void: Paid when nothing is owed, Partially paid when some
 * was paid, otherwise the waiting status it had (or, coming back from Paid/Partially paid, the one the
 * date gives). A void invoice stays void.
 */
export function statusAfterPayments(current: number, invoice: IssuedInvoice, today: IsoDate): InvoiceStatusId {
  if (invoice.isVoid || current === INVOICE_STATUS.void) return INVOICE_STATUS.void;
  if (invoice.paidCents >= invoice.totalCents) return INVOICE_STATUS.paid;
  if (invoice.paidCents > 0) return INVOICE_STATUS.partiallyPaid;
  if (UNPAID_WAITING.includes(current)) return current as InvoiceStatusId;
  return invoiceStatus(invoice, today);
}

export interface RefundablePayment extends InvoicePayment {
  id: number;
  refundOfPaymentId?: number | null;
}

/** What can still be refunded of one payment: its amount less its non-void refunds (stored negative). */
export function refundableOfPaymentCents(payments: readonly RefundablePayment[], paymentId: number): Cents {
  const payment = payments.find((p) => p.id === paymentId && !p.isRefund && !p.isVoid);
  if (!payment) return 0;
  const refunded = sumCents(
    payments.filter((p) => p.isRefund && !p.isVoid && p.refundOfPaymentId === paymentId).map((p) => -p.amountCents),
  );
  return Math.max(0, payment.amountCents - refunded);
}

/** What can still be refunded on an invoice: what was paid less what was refunded (non-void only). */
export function refundableCents(payments: readonly InvoicePayment[]): Cents {
  const refunded = sumCents(payments.filter((p) => p.isRefund && !p.isVoid).map((p) => -p.amountCents));
  return Math.max(0, amountPaidCents(payments) - refunded);
}

/** Which payment a refund returns, or why none can: not a payment of this invoice, or at most this much. */
export type RefundTarget<P> = { payment: P } | { notThisInvoices: true } | { atMostCents: Cents };

/**
 * The payment a refund returns (docs/decisions/0197): the one named, else the latest non-void payment that
 * still covers it. Every refund returns one payment, so it is at most what that payment has left and what
 * the invoice has left.
 */
export function refundTargetOf<P extends RefundablePayment>(
  payments: readonly P[],
  named: number | null,
  cents: Cents,
): RefundTarget<P> {
  const invoiceLeft = refundableCents(payments);
  if (named !== null) {
    const payment = payments.find((p) => p.id === named && !p.isRefund && !p.isVoid);
    if (!payment) return { notThisInvoices: true };
    const left = Math.min(refundableOfPaymentCents(payments, payment.id), invoiceLeft);
    return cents > left ? { atMostCents: left } : { payment };
  }
  const payable = payments
    .filter((p) => !p.isRefund && !p.isVoid)
    .map((p) => ({ p, left: refundableOfPaymentCents(payments, p.id) }));
  const covering = payable.filter(({ left }) => left >= cents).at(-1);
  if (!covering || cents > invoiceLeft)
    return { atMostCents: Math.min(invoiceLeft, Math.max(0, ...payable.map(({ left }) => left))) };
  return { payment: covering.p };
}

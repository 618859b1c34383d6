import { isPastDue, type IsoDate } from "./billing-period";
import { sumCents, type Cents } from "./money";

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

import { INVOICE_STATUS, isOpenInvoice, type InvoicePayment } from "./invoice-status";
import { MONTH_NAMES, type IsoDate } from "./billing-period";
import type { Cents } from "./money";

/** Spec §5 "Client request form": the messages, in the order the form checks them, word for word. */
export const CLIENT_REQUEST_MESSAGES = {
  clientName: "Client Name is required",
  invoiceMonth: "Invoice Month is required",
  invoiceYear: "Invoice Year is required",
  invoiceAmount: "Invoice Amount is required",
  actionRequesting: "Action Requesting is required",
  detailedExplanation: "Detail Explanation is required",
} as const;

/** Spec §8: the answers the form shows. */
export const CLIENT_REQUEST_SENT = "Send request successfully";
export const CLIENT_REQUEST_FAILED = "Unable to send request ... try again later";
/** Spec §7: the subject of a client request email. */
export const CLIENT_REQUEST_SUBJECT = "Client Request";

/** Spec §5/§9: the three actions a client request asks for. */
export const CLIENT_REQUEST_ACTIONS = ["Void Invoice", "Stop Auto-Payment Collection", "Pause Reminder Notifications"] as const;
export type ClientRequestAction = (typeof CLIENT_REQUEST_ACTIONS)[number];

export const isClientRequestAction = (value: unknown): value is ClientRequestAction =>
  (CLIENT_REQUEST_ACTIONS as readonly unknown[]).includes(value);

/** Statuses of a client request: staff accept (Done) or reject it (docs/decisions/0204). */
export const CLIENT_REQUEST_STATUSES = ["Submitted", "Done", "Rejected"] as const;
export type ClientRequestStatus = (typeof CLIENT_REQUEST_STATUSES)[number];

/** The years an invoice request may name: the year selector of spec §5, from the current year up to 2099. */
export function requestYears(today: IsoDate): number[] {
  const first = Number(today.slice(0, 4));
  return Array.from({ length: 2099 - first + 1 }, (_, i) => first + i);
}

/** 'March' and 2027 as the first of that month ('2027-03-01'); null for a name that is not a month. */
export function requestedMonth(monthName: string, year: number): IsoDate | null {
  const index = (MONTH_NAMES as readonly string[]).indexOf(monthName);
  if (index < 0) return null;
  return `${year}-${String(index + 1).padStart(2, "0")}-01`;
}

export interface CandidateInvoice {
  id: number;
  /** First of the month a plan invoice bills; null for a manual or fee invoice. */
  billingMonth: IsoDate | null;
  dueDate: IsoDate;
  totalCents: Cents;
  invoiceStatusId: number;
  isVoid: boolean;
}

/**
 * The open invoice a request names among the client's invoices (issue 37): one billing that month (a plan's
 * monthly invoice), else one due that month (a manual invoice); among several, the one of the amount the
 * request gives, then the newest. Null when the client has no open invoice for that month.
 */
export function pickRequestedInvoice(
  candidates: readonly CandidateInvoice[],
  month: IsoDate,
  amountCents: Cents | null,
): CandidateInvoice | null {
  const ym = month.slice(0, 7);
  const matching = candidates.filter(
    (c) => isOpenInvoice(c) && (c.billingMonth === month || (c.billingMonth === null && c.dueDate.slice(0, 7) === ym)),
  );
  const rank = (c: CandidateInvoice) => [
    amountCents !== null && c.totalCents === amountCents ? 0 : 1,
    c.billingMonth === null ? 1 : 0,
    -c.id,
  ];
  const sorted = [...matching].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return 0;
  });
  return sorted[0] ?? null;
}

export const VOID_REFUSED_PAID = "This invoice has a payment that is not void: void the payment first, then accept the request.";

export interface RequestedInvoiceState {
  invoiceStatusId: number;
  isVoid: boolean;
  autoPayStopped: boolean;
  remindersPaused: boolean;
}

/**
 * What accepting a request does to its invoice (docs/decisions/0204): stop auto-payment and pause
 * reminders set their flag; void makes it Void (status 7) unless a payment or refund that is not void
 * stands (then `refusal`, as PUT /invoice/{invoiceId} refuses). An invoice already in the asked state
 * stays as it is.
 */
export function acceptedInvoiceChange(
  action: ClientRequestAction,
  invoice: RequestedInvoiceState,
  payments: readonly InvoicePayment[],
): { change: Partial<RequestedInvoiceState> } | { refusal: string } {
  switch (action) {
    case "Stop Auto-Payment Collection":
      return { change: invoice.autoPayStopped ? {} : { autoPayStopped: true } };
    case "Pause Reminder Notifications":
      return { change: invoice.remindersPaused ? {} : { remindersPaused: true } };
    case "Void Invoice":
      if (invoice.isVoid) return { change: {} };
      if (payments.some((p) => !p.isVoid)) return { refusal: VOID_REFUSED_PAID };
      return { change: { isVoid: true, invoiceStatusId: INVOICE_STATUS.void } };
  }
}

import type { Cents } from "./money";
import type { IsoDate } from "./billing-period";

/**
 * The rules of affiliate payouts (issue 15, docs/decisions/0248), pure.
 *
 * An invoice's affiliate net payment is what design §5 says: client charge − billing fee − merchant fee,
 * read from the invoice as issued (its total and its Affiliate lines) with finance's merchant fee override
 * in place of the computed one, less what was refunded to the client before it is paid out. A manual
 * invoice carries no fee lines: its whole total is the affiliate's.
 */
export interface InvoiceNetInput {
  totalCents: Cents;
  /** What its non-void refunds gave back to the client, as a positive amount (the rows carry it negative). */
  refundedCents: Cents;
  /** The billing fee and the merchant fee as positive amounts (the lines carry them negative). */
  billingFeeCents: Cents;
  merchantFeeCents: Cents;
  merchantFeeOverrideCents: Cents | null;
}

export function invoiceNetPaymentCents({
  totalCents,
  refundedCents,
  billingFeeCents,
  merchantFeeCents,
  merchantFeeOverrideCents,
}: InvoiceNetInput): Cents {
  return totalCents - refundedCents - billingFeeCents - (merchantFeeOverrideCents ?? merchantFeeCents);
}

export interface PayoutPeriod {
  start: IsoDate;
  end: IsoDate;
}

/** The key of one attempt to pay an affiliate a period's net payments in one currency (the provider's idempotency key too). */
export const transferIdempotencyKey = (affiliateId: number, period: PayoutPeriod, currency: string, attempt: number) =>
  `coachhub-payout-${affiliateId}-${period.start}-${period.end}-${currency}-attempt-${attempt}`;

/** A bill export line has a key of the same shape, unique like a transfer's. */
export const billPayoutKey = (controlNumber: string, affiliateId: number, currency: string) =>
  `coachhub-bill-${controlNumber}-${affiliateId}-${currency}`;

/** 'BPE-20261124-0007': the day the export was made (business date) and its number. */
export function controlNumberOf(madeOn: IsoDate, id: number): string {
  return `BPE-${madeOn.replaceAll("-", "")}-${String(id).padStart(4, "0")}`;
}

/** What a control number may look like on the wire before it is looked up (letters, digits and dashes). */
export const CONTROL_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

export const CONTROL_NUMBER_REQUIRED = "Operation 2 needs a control number.";
export const PERIOD_REQUIRED = "Start Date and End Date are required.";
export const PERIOD_ORDER = "The End Date must be on or after the Start Date.";
export const UNKNOWN_OPERATION = "Operation must be 1 or 2.";
export const invalidControlNumber = (value: string) => `The control number is not valid: ${value.slice(0, 40)}`;
export const unknownControlNumber = (value: string) => `No bill export has the control number ${value.slice(0, 40)}.`;

/** Net payments per affiliate and currency: what one payout pays. */
export interface OwedInvoice {
  invoiceId: number;
  affiliateId: number;
  currency: "USD" | "CAD";
  netPaymentCents: Cents;
}

export interface OwedGroup {
  affiliateId: number;
  currency: "USD" | "CAD";
  amountCents: Cents;
  invoices: { invoiceId: number; netPaymentCents: Cents }[];
}

/**
 * Groups invoices by affiliate and currency (USD and CAD are never summed). A group whose net is not
 * positive (refund-heavy manual invoices) owes nothing and is left out.
 */
export function groupOwed(invoices: readonly OwedInvoice[]): OwedGroup[] {
  const groups = new Map<string, OwedGroup>();
  for (const i of invoices) {
    const key = `${i.affiliateId}:${i.currency}`;
    const group = groups.get(key) ?? { affiliateId: i.affiliateId, currency: i.currency, amountCents: 0, invoices: [] };
    group.amountCents += i.netPaymentCents;
    group.invoices.push({ invoiceId: i.invoiceId, netPaymentCents: i.netPaymentCents });
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((g) => g.amountCents > 0)
    .sort((a, b) => a.affiliateId - b.affiliateId || a.currency.localeCompare(b.currency));
}

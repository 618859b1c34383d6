import { ADDRESS_TYPE_HOME, ADDRESS_TYPE_MAILING } from "./province-tax";
import { amountPaidCents, invoiceBalanceCents, refundedCentsOfInvoice, type CurrencyPayment } from "./invoice-status";
import type { Cents } from "./money";
import { provinceTaxes, splitTax, UNSPLIT_TAX } from "./tax-summary";

/**
 * What the invoice PDF says, as pure facts (docs/decisions/0397): its title, who bills whom and where, the tax
 * lines by name and rate, and the sums of its payments. The PDF lays these out; it decides none of them.
 */

/** The header's title: the invoice by its per-affiliate number (docs/decisions/0384), `Invoice LOP-2027-0042`. */
export const invoiceTitle = (invoice: { invoiceNumber: string }): string => `Invoice ${invoice.invoiceNumber}`;

/** The coach's name on their invoices: the company name, else their first and last name. */
export function businessName(coach: { companyName: string; firstName: string; lastName: string }): string {
  return coach.companyName.trim() || `${coach.firstName} ${coach.lastName}`.trim();
}

export interface DocumentAddress {
  addressTypeId: number;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

const ADDRESS_TYPE_WORK = 2;
const ADDRESS_TYPE_BILLING = 4;

/** Which address an invoice shows, by address type, when a person has several; else the first one. */
export const COACH_ADDRESS_ORDER = [ADDRESS_TYPE_WORK, ADDRESS_TYPE_BILLING, ADDRESS_TYPE_MAILING] as const;
export const CLIENT_ADDRESS_ORDER = [ADDRESS_TYPE_BILLING, ADDRESS_TYPE_MAILING, ADDRESS_TYPE_HOME] as const;

/** The address of `addresses` (in the order they were added) the invoice shows, by the type order given. */
export function documentAddress<A extends { addressTypeId: number }>(
  addresses: readonly A[],
  order: readonly number[],
): A | undefined {
  for (const type of order) {
    const found = addresses.find((a) => a.addressTypeId === type);
    if (found) return found;
  }
  return addresses[0];
}

/** An address as the document prints it: street lines, 'City, ST ZIP', country; empty parts left out. */
export function addressLines(a: DocumentAddress | undefined): string[] {
  if (!a) return [];
  const place = [[a.city.trim(), a.state.trim()].filter(Boolean).join(", "), a.zip.trim()].filter(Boolean).join(" ");
  return [a.address1, a.address2, place, a.country].map((l) => l.trim()).filter(Boolean);
}

/** The line of a GST/HST registration number; none when the person has none. */
export function registrationLine(gstNumber: string): string[] {
  return gstNumber.trim() ? [`GST/HST registration: ${gstNumber.trim()}`] : [];
}

/** A rate in thousandths of a percent as the document prints it: 13000 → '13%', 9975 → '9.975%'. */
export function milliPercentText(milliPercent: number): string {
  const fraction = String(milliPercent % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${Math.floor(milliPercent / 1000)}${fraction ? `.${fraction}` : ""}%`;
}

export interface TaxLine {
  label: string;
  cents: Cents;
}

/**
 * The invoice's tax by name and rate ('HST (13%)'; 'GST (5%)' and 'QST (9.975%)' for Quebec), split as the
 * tax summary splits it (tax-summary.ts), so the lines add up to the invoice's tax. A tax whose province was
 * not recorded is one 'Sales tax' line; an untaxed invoice has none.
 */
export function taxLines(taxCents: Cents, province: string | null): TaxLine[] {
  if (taxCents === 0) return [];
  const rates = provinceTaxes(province);
  return splitTax(taxCents, province).map((part, i) => {
    const rate = rates?.[i];
    return { label: rate ? `${part.name} (${milliPercentText(rate.milliPercent)})` : UNSPLIT_TAX, cents: part.cents };
  });
}

export interface PaymentSums {
  /** Paid toward the invoice: its non-void payments, refunds aside. */
  paidCents: Cents;
  /** Given back by its non-void refunds, above zero. */
  refundedCents: Cents;
  /** Still owed (invoice-status.ts's balance rule). */
  balanceCents: Cents;
}

/** The sums under the invoice's total, each from the rule that owns it (invoice-status.ts). */
export function paymentSums(
  invoice: { totalCents: Cents; currency: string; isVoid: boolean },
  payments: readonly CurrencyPayment[],
): PaymentSums {
  const own = payments.filter((p) => p.currency === invoice.currency);
  return {
    paidCents: amountPaidCents(own),
    refundedCents: refundedCentsOfInvoice(invoice.currency, payments),
    balanceCents: invoiceBalanceCents(invoice.totalCents, invoice.currency, payments, invoice.isVoid),
  };
}

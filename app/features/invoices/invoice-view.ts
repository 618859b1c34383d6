import { refundableOfPaymentCents } from "@domain/invoice-status";
import { centsToDollars, dollarsToCents } from "@domain/money";
import { paymentTypesForCurrency, type PaymentTypeOption } from "@domain/payment-methods";
import { MAX_CHARGE_ATTEMPTS } from "@domain/billing-clock";
import { isCardPayment } from "@domain/payment-methods";
import type { Invoice, PaymentDetail } from "~/api/invoices.server";
import { formatDate } from "~/lib/format";

/** Invoice status 7 is Void (spec §4): no pay, refund or void on it. */
export const VOID_STATUS = 7;

export const isVoidInvoice = (invoice: Pick<Invoice, "invoiceStatusID" | "isVoid">) =>
  invoice.invoiceStatusID === VOID_STATUS || invoice.isVoid;

/**
 * Spec §2 "Invoices table" and §6: what each row offers the caller (role 8 and 37 are finance). A void
 * invoice is no bill: nothing to pay, resend or generate (issue 37).
 */
export function invoiceActionsOf(invoice: Pick<Invoice, "invoiceStatusID" | "isVoid">, finance: boolean) {
  const open = !isVoidInvoice(invoice);
  return {
    pay: finance && open,
    voidInvoice: finance && open,
    resend: open,
    generate: finance && open,
  };
}

/**
 * Where dunning stands for an open invoice whose last charge attempt was declined (docs/decisions/0365):
 * the clock's next retry day, or out of attempts after the schedule's last; null otherwise (nothing declined,
 * or an invoice the clock does not charge).
 */
export function dunningStateOf(invoice: Pick<Invoice, "chargeAttempts" | "balance" | "invoiceStatusID" | "isVoid">) {
  const last = invoice.chargeAttempts.at(-1);
  if (!last || last.outcome !== "declined" || invoice.balance <= 0 || isVoidInvoice(invoice)) return null;
  if (last.nextRetryOn) return `Retrying on ${formatDate(last.nextRetryOn)}`;
  return last.attemptNumber >= MAX_CHARGE_ATTEMPTS ? "Out of attempts" : null;
}

/**
 * CHARGE CARD NOW (docs/decisions/0366): finance, on an open card invoice with a balance, when the client
 * has a card saved for the invoice's region (USD: USA, CAD: Canada).
 */
export function canChargeCardNow(
  invoice: Pick<Invoice, "paymentMethodID" | "balance" | "chargeCurrency" | "invoiceStatusID" | "isVoid">,
  finance: boolean,
  cardRegions: readonly ("USA" | "Canada")[],
) {
  const region = invoice.chargeCurrency === "CAD" ? "Canada" : "USA";
  return (
    finance &&
    !isVoidInvoice(invoice) &&
    invoice.balance > 0 &&
    isCardPayment(invoice.paymentMethodID) &&
    cardRegions.includes(region)
  );
}

/** Spec §6: role 8 alone voids a payment or refund that has no card charge id and is not yet voided. */
export const canVoidPayment = (payment: PaymentDetail, finance: boolean) => finance && !payment.stripeChargeId && !payment.isVoid;

/** A payment's or refund's id (paymentDetailID or refundDetailID). */
export const paymentIdOf = (payment: PaymentDetail) => payment.paymentDetailID ?? payment.refundDetailID ?? 0;

/**
 * The payments a refund can return, newest first, each with what is left of it to refund (its amount less
 * its non-void refunds; the backend's rule, docs/decisions/0197). Void payments and those fully refunded
 * are left out.
 */
export function refundablePayments(payments: readonly PaymentDetail[]) {
  const rows = payments.map((p) => ({
    id: paymentIdOf(p),
    isRefund: p.isRefund,
    isVoid: p.isVoid,
    amountCents: dollarsToCents(Math.abs(p.amountReceived)) * (p.isRefund ? -1 : 1),
    refundOfPaymentId: p.refundOfPaymentID,
  }));
  return payments
    .filter((p) => !p.isRefund && !p.isVoid)
    .map((p) => ({ payment: p, left: centsToDollars(refundableOfPaymentCents(rows, paymentIdOf(p))) }))
    .filter(({ left }) => left > 0)
    .reverse();
}

/** The payment types the form offers for `currency` (spec §5) and its default, the last one offered. */
export function paymentTypeChoices<T extends PaymentTypeOption>(types: readonly T[], currency: string) {
  const offered = paymentTypesForCurrency(types, currency);
  return { offered, defaultId: offered.at(-1)?.id ?? null };
}

/** Where the web app serves a credit note's PDF (docs/decisions/0392), as it serves the invoice PDF. */
export const creditNoteHref = (fileName: string) => `/creditnotes/${encodeURIComponent(fileName)}`;

/** The URLs of one client's invoices: the table (a row open with ?open=) and each invoice's dialogs. */
export function invoiceUrls(contactId: number) {
  const base = `/clientMgmt/${contactId}`;
  return {
    table: base,
    open: (invoiceId: number) => `${base}?open=${invoiceId}`,
    dialog: (invoiceId: number, dialog: "pay" | "void" | "resend" | "details" | "generate") =>
      `${base}/invoices/${invoiceId}/${dialog}?open=${invoiceId}`,
    voidPayment: (invoiceId: number, paymentId: number) =>
      `${base}/invoices/${invoiceId}/payments/${paymentId}/void?open=${invoiceId}`,
  };
}

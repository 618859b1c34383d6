import type { z } from "zod";
import { pathOf } from "@contract/define";
import {
  invoiceCalls as calls,
  type EmptyInvoice as EmptyInvoiceSchema,
  type GeneratedInvoices as GeneratedInvoicesSchema,
  type ChargeAttempt as ChargeAttemptSchema,
  type CreditNote as CreditNoteSchema,
  type Invoice as InvoiceSchema,
  type InvoiceLine as InvoiceLineSchema,
  type PaymentDetail as PaymentDetailSchema,
} from "@contract/invoices";
import type { BackendHttp } from "./http.server";

/** A line of an invoice (billing spec §3): the invoice total is the sum of the client-billable lines. */
export type InvoiceLine = z.output<typeof InvoiceLineSchema>;
/** A payment (paymentDetailID) or refund (refundDetailID, negative amountReceived) detail of billing spec §3. */
export type PaymentDetail = z.output<typeof PaymentDetailSchema>;
/** The invoice of billing spec §3 with its lines, payments and refunds and what is still owed (balance). */
export type Invoice = z.output<typeof InvoiceSchema>;
/** A credit note of an invoice: the document of one of its refunds (docs/decisions/0392). */
export type CreditNote = z.output<typeof CreditNoteSchema>;
/** A card charge attempt of an invoice (docs/decisions/0365). */
export type ChargeAttempt = z.output<typeof ChargeAttemptSchema>;
/** The empty invoice of billing spec §3 for the create-invoice form: type 5, due tomorrow, currency by country. */
export type EmptyInvoice = z.output<typeof EmptyInvoiceSchema>;
export type GeneratedInvoices = z.output<typeof GeneratedInvoicesSchema>;

/** The save-invoice call's body (docs/decisions/0194). */
export interface SaveInvoiceRequest {
  contactID: number;
  affiliateID: number;
  invoiceName: string;
  invoiceTotal: number | string;
  dueDate: string;
  invoiceTypeID?: number;
  paymentMethodID?: number;
  chargeCurrency?: "USD" | "CAD";
  itemDescription?: string | null;
  notes?: string | null;
}

/** The payment entry of billing spec §3: transactionType 0 payment, 1 refund. */
export interface PaymentEntry {
  amountReceived: number | string | null;
  invoiceID: number;
  contactID: number;
  affiliateID: number;
  receivedOnUTC?: string | null;
  receivedBy?: string | null;
  notes?: string | null;
  refundName?: string | null;
  paymentTypeID?: number | null;
  paymentStatus?: { id: number };
  transactionType: 0 | 1;
  /** The payment a refund returns (docs/decisions/0197); by default the latest that covers it. */
  refundOfPaymentID?: number | null;
  /** The pay form's key (docs/decisions/0361): a repeat records nothing and answers the first result. */
  idempotencyKey?: string | null;
}

export interface GenerateOptions {
  pdf: boolean;
  email: boolean;
  stripeInvoice: boolean;
}

/** The answers the web shows on a failure (billing spec §8), with the backend's message. */
export const INVOICE_FAILURES = {
  save: (message: string) => `Could not save invoice: ${message}`,
  voidInvoice: (message: string) => `Voiding invoice failed: ${message}`,
  voidPayment: (message: string) => `Voiding payment failed: ${message}`,
  recordPayment: "Could not record payment",
  resend: "Invoice reissuance failed",
  manualInvoiceRequest: "Invoice request failed",
  updateDetails: "Update invoice request failed",
} as const;

/** The invoice PDF's file name (billing spec §9): the invoice id and the client's last name without spaces. */
export const invoiceFileName = (invoiceId: number, lastName: string) =>
  `${invoiceId}-${lastName.replace(/\s+/g, "").replace(/[^\p{L}\p{N}'-]/gu, "") || "Client"}.pdf`;

/** The invoice, payment and refund calls of billing spec §7 (contract/invoices.ts; docs/decisions/0193–0200). */
export function invoicesApi(http: BackendHttp) {
  return {
    listForClient: (contactId: number, affiliateId: number) =>
      http.get(pathOf(calls.listForClient, { contactId, affiliateId }), calls.listForClient.answers[200]),
    listForUser: (userId: number) => http.get(pathOf(calls.listForUser, { userId }), calls.listForUser.answers[200]),
    empty: (contactId: number, affiliateId: number, invoiceTypeId = 5, paymentMethodId = 1) =>
      http.get(pathOf(calls.empty, { contactId, affiliateId, invoiceTypeId, paymentMethodId }), calls.empty.answers[200]),
    save: (request: SaveInvoiceRequest) => http.post(calls.save.path, request, calls.save.answers[201]),
    voidInvoice: (invoice: Pick<Invoice, "invoiceID"> & Partial<Invoice>) =>
      http.put(
        pathOf(calls.voidInvoice, { invoiceId: invoice.invoiceID }),
        { ...invoice, invoiceStatusID: 7, isVoid: true },
        calls.voidInvoice.answers[200],
      ),
    resend: (billingPlanId: number | null, invoiceId: number) =>
      http.get(pathOf(calls.resend, { billingPlanId: billingPlanId ?? 0, invoiceId }), calls.resend.answers[200]),
    updateDetails: (invoiceId: number, amount: string) =>
      http.post(
        `${calls.updateDetails.path}?${new URLSearchParams({ id: String(invoiceId), amount })}`,
        undefined,
        calls.updateDetails.answers[200],
      ),
    generate: (ids: number[], options: GenerateOptions) =>
      http.get(
        `${calls.generate.path}?${new URLSearchParams({
          ids: ids.join(","),
          shouldGenPdf: String(options.pdf),
          shouldSendEmail: String(options.email),
          shouldGenInvoice: String(options.stripeInvoice),
        })}`,
        calls.generate.answers[200],
      ),
    document: (fileName: string) => http.raw(pathOf(calls.document, { fileName })),
    /** A credit note's PDF, `{number}.pdf` (docs/decisions/0392). */
    creditNote: (fileName: string) => http.raw(pathOf(calls.creditNote, { fileName })),
    pay: (entry: PaymentEntry) => http.post(calls.pay.path, entry, calls.pay.answers[200]),
    /** CHARGE CARD NOW (docs/decisions/0366): the balance charged to the saved card at once. */
    chargeNow: (invoiceId: number) => http.post(pathOf(calls.chargeNow, { invoiceId }), undefined, calls.chargeNow.answers[200]),
    voidPayment: (paymentId: number, invoiceId: number) =>
      http.put(pathOf(calls.voidPayment, { paymentId, invoiceId }), undefined, calls.voidPayment.answers[200]),
  };
}

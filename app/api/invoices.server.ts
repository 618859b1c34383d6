import { z } from "zod";
import type { BackendHttp } from "./http.server";

const money = z.number();
const day = z.string();

/** A line of an invoice (billing spec §3): the invoice total is the sum of the client-billable lines. */
export const InvoiceLine = z.object({
  invoiceDetailID: z.number().int(),
  item: z.object({ itemName: z.string(), itemDescription: z.string() }),
  price: money,
  total: money,
  isClientBillable: z.boolean(),
  groupName: z.string(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

const namedStatus = z.object({ id: z.number().int(), name: z.string() });

/** A payment (paymentDetailID) or refund (refundDetailID, negative amountReceived) detail of billing spec §3. */
export const PaymentDetail = z.object({
  paymentDetailID: z.number().int().optional(),
  refundDetailID: z.number().int().optional(),
  invoiceID: z.number().int(),
  paymentName: z.string(),
  receivedOnUTC: z.string(),
  receivedBy: z.string(),
  amountReceived: money,
  paymentTypeID: z.number().int(),
  paymentStatus: namedStatus.nullable(),
  refundStatus: namedStatus.nullable(),
  isRefund: z.boolean(),
  isVoid: z.boolean(),
  refundOfPaymentID: z.number().int().nullable(),
  stripeChargeId: z.string().nullable(),
  stripeCurrency: z.string(),
  stripeReceiptURL: z.string().nullable(),
  notes: z.string(),
});
export type PaymentDetail = z.infer<typeof PaymentDetail>;

/** The invoice of billing spec §3 with its lines, payments and refunds and what is still owed (balance). */
export const Invoice = z.object({
  invoiceID: z.number().int(),
  contactID: z.number().int(),
  affiliateID: z.number().int(),
  invoiceName: z.string(),
  invoiceTypeID: z.number().int(),
  invoiceStatusID: z.number().int(),
  invoiceStatus: namedStatus,
  paymentMethodID: z.number().int(),
  createdDateUTC: z.string(),
  lastUpdatedDateUTC: z.string(),
  dueDate: day,
  paidOn: z.string().nullable(),
  invoiceTotal: money,
  invoiceSubTotal: money,
  invoiceTax: money,
  balance: money,
  chargeCurrency: z.enum(["USD", "CAD"]),
  merchantFeeOverride: money.nullable(),
  stripeInvoiceId: z.string().nullable(),
  billingPlanID: z.number().int().nullable(),
  billingMonth: day.nullable(),
  isVoid: z.boolean(),
  notes: z.string(),
  details: z.array(InvoiceLine),
  paymentDetails: z.array(PaymentDetail),
});
export type Invoice = z.infer<typeof Invoice>;

/** The empty invoice of billing spec §3 for the create-invoice form: type 5, due tomorrow, currency by country. */
export const EmptyInvoice = z.object({
  contactID: z.number().int(),
  affiliateID: z.number().int(),
  invoiceName: z.string(),
  invoiceTypeID: z.number().int(),
  invoiceTotal: money,
  dueDate: day,
  paymentMethodID: z.number().int(),
  chargeCurrency: z.enum(["USD", "CAD"]),
});
export type EmptyInvoice = z.infer<typeof EmptyInvoice>;

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
}

export const GeneratedInvoices = z.object({
  invoices: z.array(z.object({ invoiceID: z.number().int(), pdfUrl: z.string().nullable(), emailedTo: z.string().nullable() })),
});
export type GeneratedInvoices = z.infer<typeof GeneratedInvoices>;

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

/** The invoice, payment and refund calls of billing spec §7 (docs/decisions/0193–0200). */
export function invoicesApi(http: BackendHttp) {
  return {
    listForClient: (contactId: number, affiliateId: number) => http.get(`/invoice/${contactId}/${affiliateId}`, z.array(Invoice)),
    listForUser: (userId: number) => http.get(`/invoice/${userId}`, z.array(Invoice)),
    empty: (contactId: number, affiliateId: number, invoiceTypeId = 5, paymentMethodId = 1) =>
      http.get(`/invoice/empty/${contactId}/${affiliateId}/${invoiceTypeId}/${paymentMethodId}`, EmptyInvoice),
    save: (request: SaveInvoiceRequest) => http.post("/invoice/generateOne", request, Invoice),
    voidInvoice: (invoice: Pick<Invoice, "invoiceID"> & Partial<Invoice>) =>
      http.put(`/invoice/${invoice.invoiceID}`, { ...invoice, invoiceStatusID: 7, isVoid: true }, Invoice),
    resend: (billingPlanId: number | null, invoiceId: number) =>
      http.get(`/invoice/generate/test/${billingPlanId ?? 0}/${invoiceId}`, z.object({ message: z.string(), to: z.string() })),
    updateDetails: (invoiceId: number, amount: string) =>
      http.post(`/invoice/update-details?${new URLSearchParams({ id: String(invoiceId), amount })}`, undefined, Invoice),
    generate: (ids: number[], options: GenerateOptions) =>
      http.get(
        `/invoice/pdf?${new URLSearchParams({
          ids: ids.join(","),
          shouldGenPdf: String(options.pdf),
          shouldSendEmail: String(options.email),
          shouldGenInvoice: String(options.stripeInvoice),
        })}`,
        GeneratedInvoices,
      ),
    document: (fileName: string) => http.raw(`/invoice/document/${encodeURIComponent(fileName)}`),
    pay: (entry: PaymentEntry) => http.post("/invoice/pay", entry, Invoice),
    voidPayment: (paymentId: number, invoiceId: number) =>
      http.put(`/payment/void/${paymentId}/${invoiceId}`, undefined, Invoice),
  };
}

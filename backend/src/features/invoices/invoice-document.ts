import { asc, inArray } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { invoiceLines, payments } from "../../db/schema";
import { businessDate, type IsoDate } from "../../domain/billing-period";
import { invoiceTitle, paymentSums, taxLines, type PaymentSums, type TaxLine } from "../../domain/invoice-document";
import { refundedCentsOfInvoice, statusLabel } from "../../domain/invoice-status";
import type { Cents } from "../../domain/money";
import { partiesOf, type CoachParty, type DocumentParty } from "./invoice-parties";
import type { InvoiceRow, LineRow, PaymentRow } from "./invoices.wire";

/** What the invoice PDF shows (docs/decisions/0199, 0397), made on request from the invoice as it is now. */
export interface InvoiceDocument extends PaymentSums {
  invoiceId: number;
  /** `LOP-2027-0042` (docs/decisions/0384). */
  invoiceNumber: string;
  /** The header's title (domain/invoice-document.ts `invoiceTitle`). */
  title: string;
  name: string;
  coach: CoachParty;
  client: DocumentParty;
  currency: string;
  /** The day the invoice was issued: its creation in the business time zone (as the tax summary, 0393). */
  issueDate: IsoDate;
  dueDate: IsoDate;
  status: string;
  /** The client's lines but tax, which `taxLines` shows by name and rate. */
  lines: { itemName: string; itemDescription: string; totalCents: Cents }[];
  subTotalCents: Cents;
  taxLines: TaxLine[];
  totalCents: Cents;
  payments: { name: string; receivedOn: IsoDate; amountCents: Cents; isRefund: boolean; isVoid: boolean }[];
  /** The pay page while a balance is open (docs/decisions/0377, 0397); null otherwise. */
  payUrl: string | null;
}

const grouped = <R extends { invoiceId: number }>(rows: R[]) => {
  const of = new Map<number, R[]>();
  for (const r of rows) of.set(r.invoiceId, [...(of.get(r.invoiceId) ?? []), r]);
  return of;
};

function documentOfRows(
  deps: AppDeps,
  invoice: InvoiceRow,
  lines: LineRow[],
  pays: PaymentRow[],
  parties: Awaited<ReturnType<typeof partiesOf>>,
  payUrl: string | null,
): InvoiceDocument {
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    title: invoiceTitle(invoice),
    name: invoice.name,
    coach: parties.coaches.get(invoice.affiliateId) ?? { name: "", address: [], gstNumber: "", logo: null },
    client: parties.clients.get(invoice.contactId) ?? { name: "", address: [], gstNumber: "" },
    currency: invoice.currency,
    issueDate: businessDate(invoice.createdAt, deps.env.BILLING_TIME_ZONE),
    dueDate: invoice.dueDate,
    status: statusLabel(invoice.invoiceStatusId, refundedCentsOfInvoice(invoice.currency, pays), invoice.currency),
    lines: lines.filter((l) => l.isClientBillable && l.groupName !== "Tax"),
    subTotalCents: invoice.subTotalCents,
    taxLines: taxLines(invoice.taxCents, invoice.taxProvince),
    totalCents: invoice.totalCents,
    payments: pays.map((p) => ({
      name: p.name,
      receivedOn: p.receivedOn.toISOString().slice(0, 10),
      amountCents: p.amountCents,
      isRefund: p.isRefund,
      isVoid: p.isVoid,
    })),
    ...paymentSums(invoice, pays),
    payUrl,
  };
}

/**
 * The documents of these invoices, by id, read in `q` a query per kind (the billing run's batches of 200 too);
 * `payUrls` holds each payable invoice's pay page (pay-link-issue.ts), issued by the caller in its transaction.
 */
export async function invoiceDocuments(
  deps: AppDeps,
  q: Queryable,
  invoices: InvoiceRow[],
  payUrls: ReadonlyMap<number, string>,
): Promise<Map<number, InvoiceDocument>> {
  const documents = new Map<number, InvoiceDocument>();
  if (invoices.length === 0) return documents;
  const ids = invoices.map((i) => i.id);
  // One after another: a transaction's connection runs one query at a time.
  const lines = grouped(
    await q
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, ids))
      .orderBy(asc(invoiceLines.sort), asc(invoiceLines.id)),
  );
  const pays = grouped(await q.select().from(payments).where(inArray(payments.invoiceId, ids)).orderBy(asc(payments.id)));
  const parties = await partiesOf(deps, q, invoices);
  for (const invoice of invoices) {
    const payUrl = payUrls.get(invoice.id) ?? null;
    documents.set(
      invoice.id,
      documentOfRows(deps, invoice, lines.get(invoice.id) ?? [], pays.get(invoice.id) ?? [], parties, payUrl),
    );
  }
  return documents;
}

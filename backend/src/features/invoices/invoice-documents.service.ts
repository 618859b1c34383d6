import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { contacts } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { badRequest, conflict, notFound } from "../../http/errors";
import { assertFinance, INVOICE_NOT_FOUND, loadInvoice } from "./invoice-access";
import { invoiceDocuments } from "./invoice-document";
import { invoiceEmail } from "./invoice-email";
import { creditNoteNumberOf } from "../../domain/invoice-numbers";
import { creditNoteNumbered, creditNotePdfOf } from "../credit-notes/credit-notes";
import { payPageUrl } from "./pay-link-issue";
import { invoiceFileName, invoicePdf } from "./invoice-pdf";
import type { InvoiceRow } from "./invoices.wire";

export const CLIENT_HAS_NO_EMAIL = "The client has no email address to send the invoice to.";
export const CHOOSE_AN_OPTION = "Choose at least one of PDF, Send Email or Stripe Invoice.";
export const STRIPE_INVOICES_UNAVAILABLE = "Stripe invoices are not offered yet; choose PDF or Send Email.";
export const hasStripeInvoice = (invoiceNumber: string) => `Invoice ${invoiceNumber} already has a Stripe invoice.`;

/** Where the invoice PDF is served (docs/decisions/0199). */
export const invoiceDocumentPath = (fileName: string) => `/invoice/document/${encodeURIComponent(fileName)}`;

type ContactRow = typeof contacts.$inferSelect;

export async function contactOf(q: Queryable, invoice: InvoiceRow): Promise<ContactRow> {
  const [contact] = await q.select().from(contacts).where(eq(contacts.id, invoice.contactId));
  return contact!;
}

/**
 * The invoice's document as it is now in `q`, with its pay page while a balance is open: the open link, or one
 * issued now — a link written on a read, as the portal's Pay now (docs/decisions/0382, 0397). `renew` (a resend)
 * gives the open link 60 days from now (0377).
 */
async function documentOf(deps: AppDeps, q: Queryable, invoice: InvoiceRow, options: { renew?: boolean } = {}) {
  const payUrl = await payPageUrl(deps, q, invoice.id, options);
  const documents = await invoiceDocuments(deps, q, [invoice], new Map(payUrl ? [[invoice.id, payUrl]] : []));
  return documents.get(invoice.id)!;
}

/** GET /invoice/document/{invoiceId}-{LastName}.pdf: made on request from the invoice as it is now. */
export async function invoiceDocument(deps: AppDeps, actor: Actor, fileName: string) {
  const id = /^([1-9][0-9]{0,9})-[^/]*\.pdf$/.exec(fileName)?.[1];
  if (!id || Number(id) > 2_147_483_647) throw notFound(INVOICE_NOT_FOUND);
  const invoice = await loadInvoice(deps.db, actor, Number(id));
  const contact = await contactOf(deps.db, invoice);
  if (invoiceFileName(invoice.id, contact.lastName) !== fileName) throw notFound(INVOICE_NOT_FOUND);
  return { fileName, pdf: await invoicePdf(await documentOf(deps, deps.db, invoice)) };
}

export const CREDIT_NOTE_NOT_FOUND = "Credit note not found";

/**
 * GET /invoice/credit-note/{number}.pdf (docs/decisions/0392): made on request from the stored credit note,
 * for whoever may see its invoice (anyone else: not found).
 */
export async function creditNoteDocument(deps: AppDeps, actor: Actor, fileName: string) {
  const number = creditNoteNumberOf(fileName);
  const note = number ? await creditNoteNumbered(deps.db, number) : undefined;
  if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND);
  await loadInvoice(deps.db, actor, note.invoiceId).catch(() => {
    throw notFound(CREDIT_NOTE_NOT_FOUND);
  });
  return creditNotePdfOf(deps.db, deps.env.BILLING_TIME_ZONE, note);
}

/**
 * An invoice's PDF, made now, for a caller that already checked who may see it (the client portal,
 * docs/decisions/0389; the pay page): the file name `{invoiceId}-{LastName}.pdf` and the bytes, the same
 * document staff get.
 */
export async function invoicePdfOf(deps: AppDeps, invoice: InvoiceRow) {
  const contact = await contactOf(deps.db, invoice);
  return {
    fileName: invoiceFileName(invoice.id, contact.lastName),
    pdf: await invoicePdf(await documentOf(deps, deps.db, invoice)),
  };
}

/** Queues the invoice PDF's email to the client with its audit row, in one transaction (docs/decisions/0347). */
export const VOID_INVOICE_NOT_SENT = "A void invoice is not sent to the client.";

async function emailInvoice(deps: AppDeps, actor: Actor, invoice: InvoiceRow, contact: ContactRow, action: string) {
  if (invoice.isVoid) throw conflict(VOID_INVOICE_NOT_SENT);
  if (!contact.email) throw conflict(CLIENT_HAS_NO_EMAIL);
  const to = contact.email;
  const recipient = { to, firstName: contact.firstName, lastName: contact.lastName };
  const fileName = invoiceFileName(invoice.id, contact.lastName);
  await deps.db.transaction(async (tx) => {
    // The invoice's open pay link, renewed for 60 days by each email (docs/decisions/0377).
    const document = await documentOf(deps, tx, invoice, { renew: true });
    const email = await invoiceEmail(recipient, document);
    // Named with its invoice: a Draft becomes Sent to client once SMTP took it (docs/decisions/0347, 0360).
    await deps.mailer.send(tx, { ...email, invoiceId: invoice.id, contactId: contact.id });
    await recordAudit(tx, actor, { action, entity: "invoice", entityId: invoice.id, after: { to, fileName } });
  });
  return to;
}

/**
 * GET /invoice/generate/test/{billingPlanId}/{invoiceId} (resend, docs/decisions/0200): everyone who may see
 * the invoice; billingPlanId 0 names an invoice with no plan (a manual one).
 */
export async function resendInvoice(deps: AppDeps, actor: Actor, billingPlanId: number, invoiceId: number) {
  const invoice = await loadInvoice(deps.db, actor, invoiceId);
  if ((invoice.billingPlanId ?? 0) !== billingPlanId) throw notFound(INVOICE_NOT_FOUND);
  const to = await emailInvoice(deps, actor, invoice, await contactOf(deps.db, invoice), "invoice.resend");
  return { message: `The invoice was sent to ${to}.`, to };
}

export interface GenerateOptions {
  ids: number[];
  pdf: boolean;
  email: boolean;
  stripeInvoice: boolean;
}

/** GET /invoice/pdf?ids=&shouldGenPdf=&shouldSendEmail=&shouldGenInvoice= (generate options, finance). */
export async function generateOptions(deps: AppDeps, actor: Actor, options: GenerateOptions) {
  assertFinance(actor);
  if (!options.pdf && !options.email && !options.stripeInvoice) throw badRequest(CHOOSE_AN_OPTION);
  const rows: InvoiceRow[] = [];
  for (const id of options.ids) rows.push(await loadInvoice(deps.db, actor, id));
  if (options.stripeInvoice) {
    const already = rows.find((r) => r.stripeInvoiceId);
    throw conflict(already ? hasStripeInvoice(already.invoiceNumber) : STRIPE_INVOICES_UNAVAILABLE);
  }
  const invoices = [];
  for (const invoice of rows) {
    const contact = await contactOf(deps.db, invoice);
    const fileName = invoiceFileName(invoice.id, contact.lastName);
    const emailedTo = options.email ? await emailInvoice(deps, actor, invoice, contact, "invoice.generateOptions.email") : null;
    invoices.push({ invoiceID: invoice.id, pdfUrl: options.pdf ? invoiceDocumentPath(fileName) : null, emailedTo });
  }
  return { invoices };
}

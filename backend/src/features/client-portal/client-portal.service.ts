import { and, asc, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { z } from "zod";
import { PORTAL_MESSAGES, type PortalAccount, type PortalCoach } from "../../../../contract/client-portal";
import type { AppDeps } from "../../context";
import { billingPlans, contacts, invoices, payments, users } from "../../db/schema";
import { INVOICE_STATUS, invoiceBalanceCents, refundedCentsOfInvoice, statusLabel } from "../../domain/invoice-status";
import { centsToDollars } from "../../domain/money";
import { PAYMENT_METHOD_NAMES } from "../../domain/payment-methods";
import { notFound } from "../../http/errors";
import { PAYMENT_STATUS } from "../../db/reference-data/lookups";
import { auditLog } from "../../db/schema";
import { keySegments } from "../../integrations/storage/storage";
import type { PaymentRegion } from "../../integrations/payments/provider";
import { defaultDocumentStorage, documentKey } from "../agreement-signing/documents.service";
import { createCardUpdateLink, providerFailure, REGIONS } from "../card-update/card-update.service";
import { invoicePdfOf } from "../invoices/invoice-documents.service";
import { payPageUrls } from "../invoices/pay-link-issue";
import { contactsOfEmail, type PortalClient } from "./portal-sign-in.service";

type ContactRow = typeof contacts.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type Coach = z.input<typeof PortalCoach>;

/** The client's contacts (every contact whose billing email is the session's), oldest first. */
async function clientContacts(deps: AppDeps, client: PortalClient): Promise<ContactRow[]> {
  return deps.db.select().from(contacts).where(contactsOfEmail(client.email)).orderBy(asc(contacts.id));
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const customerOf = (c: ContactRow, region: PaymentRegion) =>
  (region === "USA" ? c.stripeCustomerIdUsa : c.stripeCustomerIdCanada)?.trim() ?? "";

/**
 * GET /portal/account (docs/decisions/0388): the client's invoices (no drafts), receipts, refunds, signed
 * agreements and saved cards, one part per coach, each built only from the client's own contacts.
 */
export async function portalAccount(deps: AppDeps, client: PortalClient): Promise<z.input<typeof PortalAccount>> {
  const mine = await clientContacts(deps, client);
  if (mine.length === 0) return { email: client.email, coaches: [] };
  const contactIds = mine.map((c) => c.id);
  const affiliateIds = [...new Set(mine.map((c) => c.affiliateId))];
  const coachRows = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, companyName: users.companyName })
    .from(users)
    .where(inArray(users.id, affiliateIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const invoiceRows = await deps.db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.contactId, contactIds), ne(invoices.invoiceStatusId, INVOICE_STATUS.draft)))
    .orderBy(desc(invoices.dueDate), desc(invoices.id));
  const invoiceIds = invoiceRows.map((i) => i.id);
  const payUrls = await payPageUrls(deps, deps.db, invoiceIds);
  const paymentRows =
    invoiceIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(payments)
          .where(inArray(payments.invoiceId, invoiceIds))
          .orderBy(desc(payments.receivedOn), desc(payments.id));
  const planRows = await deps.db
    .select({
      id: billingPlans.id,
      affiliateId: billingPlans.affiliateId,
      name: billingPlans.name,
      acceptedOn: billingPlans.acceptedOn,
      csa: billingPlans.csaFileName,
      cca: billingPlans.ccaFileName,
    })
    .from(billingPlans)
    .where(
      and(inArray(billingPlans.contactId, contactIds), or(ne(billingPlans.csaFileName, ""), ne(billingPlans.ccaFileName, ""))),
    )
    .orderBy(desc(billingPlans.acceptedOn), desc(billingPlans.id));

  const paysOf = new Map<number, PaymentRow[]>();
  for (const p of paymentRows) paysOf.set(p.invoiceId, [...(paysOf.get(p.invoiceId) ?? []), p]);
  const invoiceName = new Map(invoiceRows.map((i) => [i.id, i.name]));
  const wirePayment = (p: PaymentRow) => ({
    paymentID: p.id,
    invoiceID: p.invoiceId,
    invoiceName: invoiceName.get(p.invoiceId) ?? "",
    receivedOn: day(p.receivedOn),
    amount: centsToDollars(Math.abs(p.amountCents)),
    currency: p.currency,
    method: PAYMENT_METHOD_NAMES[p.paymentTypeId] ?? "",
  });

  const coaches: Coach[] = [];
  for (const coach of coachRows) {
    const theirs = mine.filter((c) => c.affiliateId === coach.id);
    const invoicesOfCoach = invoiceRows.filter((i) => i.affiliateId === coach.id);
    const paysOfCoach = paymentRows.filter((p) => p.affiliateId === coach.id && !p.isVoid);
    // The provider is asked for every card at once, not one after another.
    const cards: Coach["cards"] = await Promise.all(
      theirs
        .flatMap((contact) => REGIONS.map((region) => ({ contact, region, customerId: customerOf(contact, region) })))
        .filter(({ customerId }) => customerId)
        .map(async ({ contact, region, customerId }) => ({
          contactID: contact.id,
          region,
          card: (await deps.payments.customers.defaultCard({ region, customerId }).catch(providerFailure)) ?? null,
        })),
    );
    coaches.push({
      affiliateID: coach.id,
      coachName: [coach.firstName, coach.lastName].join(" ").trim(),
      companyName: coach.companyName ?? "",
      invoices: invoicesOfCoach.map((i) => {
        const pays = paysOf.get(i.id) ?? [];
        return {
          invoiceID: i.id,
          invoiceNumber: i.invoiceNumber,
          contactID: i.contactId,
          name: i.name,
          status: statusLabel(i.invoiceStatusId, refundedCentsOfInvoice(i.currency, pays), i.currency),
          dueDate: i.dueDate,
          currency: i.currency,
          total: centsToDollars(i.totalCents),
          balance: centsToDollars(invoiceBalanceCents(i.totalCents, i.currency, pays, i.isVoid)),
          payUrl: payUrls.get(i.id) ?? null,
        };
      }),
      receipts: paysOfCoach.filter((p) => !p.isRefund && p.statusId !== PAYMENT_STATUS.failed).map(wirePayment),
      refunds: paysOfCoach.filter((p) => p.isRefund).map(wirePayment),
      agreements: planRows
        .filter((p) => p.affiliateId === coach.id)
        .map((p) => ({
          billingPlanID: p.id,
          planName: p.name,
          signedOn: p.acceptedOn ? day(p.acceptedOn) : null,
          documents: [
            ...(p.csa ? [{ kind: "CSA" as const, fileName: p.csa }] : []),
            ...(p.cca ? [{ kind: "CCA" as const, fileName: p.cca }] : []),
          ],
        })),
      cards,
    });
  }
  return { email: client.email, coaches };
}

/** GET /portal/invoices/{invoiceId}/pdf: one of the client's invoices (not a draft); anyone else's is 404. */
export async function portalInvoicePdf(deps: AppDeps, client: PortalClient, invoiceId: number) {
  const [invoice] = await deps.db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(and(eq(invoices.id, invoiceId), contactsOfEmail(client.email)))
    .limit(1);
  if (!invoice || invoice.invoice.invoiceStatusId === INVOICE_STATUS.draft) throw notFound(PORTAL_MESSAGES.invoiceNotFound);
  return invoicePdfOf(deps, invoice.invoice);
}

/** GET /portal/agreements/{fileName}: a signed agreement (CSA) or card authorisation (CCA) of the client's plans. */
export async function portalAgreementPdf(deps: AppDeps, client: PortalClient, fileName: string): Promise<Uint8Array> {
  if (!keySegments(fileName) || fileName.includes("/")) throw notFound(PORTAL_MESSAGES.documentNotFound);
  const [plan] = await deps.db
    .select({ id: billingPlans.id })
    .from(billingPlans)
    .innerJoin(contacts, eq(contacts.id, billingPlans.contactId))
    .where(and(or(eq(billingPlans.csaFileName, fileName), eq(billingPlans.ccaFileName, fileName)), contactsOfEmail(client.email)))
    .limit(1);
  if (!plan) throw notFound(PORTAL_MESSAGES.documentNotFound);
  const file = await defaultDocumentStorage(deps).get(documentKey(fileName));
  if (!file) throw notFound(PORTAL_MESSAGES.documentNotFound);
  return file.bytes;
}

/**
 * POST /portal/card-update/{contactId}/{region} (docs/decisions/0390): a new card-update link for one of the
 * client's contacts and a region it has a customer in, made as a coach's is but not emailed: the browser
 * goes straight to /card-update/{token}. The link and its audit row (no staff actor: the client made it)
 * are one transaction.
 */
export async function portalCardLink(deps: AppDeps, client: PortalClient, contactId: number, rawRegion: string) {
  const region = REGIONS.find((r) => r === rawRegion);
  const contact = (await clientContacts(deps, client)).find((c) => c.id === contactId);
  const customerId = contact && region ? customerOf(contact, region) : "";
  if (!contact || !region || !customerId) throw notFound(PORTAL_MESSAGES.cardNotFound);
  const token = await deps.db.transaction(async (tx) => {
    const made = await createCardUpdateLink(deps, tx, {
      contactId: contact.id,
      affiliateId: contact.affiliateId,
      region,
      customerId,
      email: contact.email.trim(),
      sentByUserId: null,
    });
    await tx.insert(auditLog).values({
      actorUserId: null,
      actingAsUserId: null,
      action: "contact.card-update-link.portal",
      entity: "contact",
      entityId: String(contact.id),
      after: JSON.stringify({
        linkId: made.linkId,
        region,
        customerId,
        portalSessionId: client.sessionId,
        expiresAt: made.expiresAt.toISOString(),
        revokedLinkIds: made.revokedLinkIds,
      }),
    });
    return made.token;
  });
  return { token };
}

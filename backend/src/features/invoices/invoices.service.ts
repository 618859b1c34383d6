import { and, asc, desc, eq } from "drizzle-orm";
import { businessToday, type AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { addresses, contacts, invoiceLines, invoices, payments } from "../../db/schema";
import { isCanada } from "../../domain/countries";
import { newInvoiceDueDate } from "../../domain/billing-period";
import { INVOICE_TYPE } from "../../domain/monthly-invoice";
import { amountText, dollarsToCents } from "../../domain/money";
import type { Actor } from "../../http/actor";
import { badRequest, conflict, notFound } from "../../http/errors";
import { affiliateFilter, CONTACT_NOT_FOUND, contactScope } from "../contacts/contacts.service";
import { markInvoiceVoid, statusOnCreate } from "../invoice-money/invoice-money";
import { takeInvoiceNumber } from "../invoice-numbers/invoice-numbers";
import { assertFinance, loadInvoice, wireInvoice, wireInvoices } from "./invoice-access";
import type { SaveInvoiceInput, VoidInvoiceInput } from "../../../../contract/invoices";
import type { WireInvoice } from "./invoices.wire";

export const ONLY_MANUAL_TYPE = "Invoice type 5 is the only type offered for new invoices.";
export const ALREADY_VOID = "This invoice is already void.";
export const VOID_BLOCKED_BY_PAYMENT = "This invoice has a payment that is not void. Void the payment first.";
export const DEFAULT_PAYMENT_METHOD = 1;
export const merchantFeeAboveTotal = (totalCents: number, currency: string) =>
  `The merchant fee cannot be more than the invoice total of ${amountText(totalCents, currency)}.`;

/** A contact the actor may see whose affiliate is `affiliateId`, or 404. */
async function ownedContact(q: Queryable, actor: Actor, contactId: number, affiliateId: number) {
  const [row] = await q.select().from(contacts).where(eq(contacts.id, contactId)).limit(1);
  const scope = contactScope(actor);
  if (!row || row.affiliateId !== affiliateId || (scope !== null && row.affiliateId !== scope)) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

/** Spec §9: USD, and CAD when the contact's first address is in Canada. */
async function currencyOf(q: Queryable, contactId: number): Promise<"USD" | "CAD"> {
  const [first] = await q
    .select({ country: addresses.country })
    .from(addresses)
    .where(eq(addresses.contactId, contactId))
    .orderBy(asc(addresses.id))
    .limit(1);
  return isCanada(first?.country) ? "CAD" : "USD";
}

/** GET /invoice/{contactId}/{affiliateId}: a client's invoices, newest due first. */
export async function listClientInvoices(q: Queryable, actor: Actor, contactId: number, affiliateId: number) {
  await ownedContact(q, actor, contactId, affiliateId);
  const rows = await q
    .select()
    .from(invoices)
    .where(eq(invoices.contactId, contactId))
    .orderBy(desc(invoices.dueDate), desc(invoices.id));
  return wireInvoices(q, rows);
}

/** GET /invoice/{userId}: an affiliate's invoices (their own only); staff naming themselves get everyone's. */
export async function listUserInvoices(q: Queryable, actor: Actor, userId: number) {
  const affiliateId = await affiliateFilter(q, actor, userId);
  const rows = await q
    .select()
    .from(invoices)
    .where(affiliateId === null ? undefined : eq(invoices.affiliateId, affiliateId))
    .orderBy(desc(invoices.dueDate), desc(invoices.id));
  return wireInvoices(q, rows);
}

/**
 * GET /invoice/empty/{contactId}/{affiliateId}/{invoiceTypeId}/{paymentMethodId} (docs/decisions/0193):
 * the empty invoice of spec §3 for the create-invoice form — due tomorrow, type 5, the currency by country.
 */
export async function emptyInvoice(
  deps: AppDeps,
  actor: Actor,
  contactId: number,
  affiliateId: number,
  invoiceTypeId: number,
  paymentMethodId: number,
) {
  if (invoiceTypeId !== INVOICE_TYPE.manual) throw badRequest(ONLY_MANUAL_TYPE);
  await ownedContact(deps.db, actor, contactId, affiliateId);
  const today = businessToday(deps);
  return {
    contactID: contactId,
    affiliateID: affiliateId,
    invoiceName: "",
    invoiceTypeID: invoiceTypeId,
    invoiceTotal: 0,
    dueDate: newInvoiceDueDate(today),
    paymentMethodID: paymentMethodId,
    chargeCurrency: await currencyOf(deps.db, contactId),
  };
}

/**
 * The save-invoice call, POST /invoice/generateOne (docs/decisions/0194): finance creates a manual invoice
 * (type 5) with one client-billable line, Draft, in one transaction with its number and an audit row.
 */
export async function saveInvoice(deps: AppDeps, actor: Actor, input: SaveInvoiceInput): Promise<WireInvoice> {
  assertFinance(actor);
  const typeId = input.invoiceTypeID ?? INVOICE_TYPE.manual;
  if (typeId !== INVOICE_TYPE.manual) throw badRequest(ONLY_MANUAL_TYPE);
  const totalCents = dollarsToCents(input.invoiceTotal!);
  const id = await deps.db.transaction(async (tx) => {
    await ownedContact(tx, actor, input.contactID, input.affiliateID);
    const now = deps.now();
    const invoiceNumber = await takeInvoiceNumber(tx, deps.env.BILLING_TIME_ZONE, { affiliateId: input.affiliateID, at: now });
    const [invoice] = await tx
      .insert(invoices)
      .values({
        contactId: input.contactID,
        affiliateId: input.affiliateID,
        invoiceNumber,
        name: input.invoiceName!.trim(),
        invoiceTypeId: typeId,
        // Not emailed on creation: a Draft until RESEND or GENERATE OPTIONS sends it (issue 37).
        invoiceStatusId: statusOnCreate({ autoCharge: false, emailed: "notEmailed" }),
        paymentMethodId: input.paymentMethodID ?? DEFAULT_PAYMENT_METHOD,
        dueDate: input.dueDate!,
        totalCents,
        subTotalCents: totalCents,
        taxCents: 0,
        currency: input.chargeCurrency ?? (await currencyOf(tx, input.contactID)),
        notes: input.notes?.trim() ?? "",
        createdAt: now,
        lastUpdatedAt: now,
      })
      .returning();
    const [line] = await tx
      .insert(invoiceLines)
      .values({
        invoiceId: invoice!.id,
        itemName: input.invoiceName!.trim(),
        itemDescription: input.itemDescription?.trim() ?? "",
        priceCents: totalCents,
        totalCents,
        isClientBillable: true,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "invoice.create",
      entity: "invoice",
      entityId: invoice!.id,
      after: { invoice, line },
    });
    return invoice!.id;
  });
  return wireInvoice(deps.db, id);
}

/**
 * PUT /invoice/{invoiceId} (docs/decisions/0195): voids an invoice (status 7, isVoid) unless a non-void
 * payment or refund is on it. Finance only, as the spec's void column is.
 */
export async function voidInvoice(deps: AppDeps, actor: Actor, id: number, input: VoidInvoiceInput): Promise<WireInvoice> {
  assertFinance(actor);
  if (input.invoiceID !== null && input.invoiceID !== id) throw badRequest("invoiceID does not match the path.");
  await deps.db.transaction(async (tx) => {
    const before = await loadInvoice(tx, actor, id, true);
    if (before.isVoid) throw conflict(ALREADY_VOID);
    const [live] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.invoiceId, id), eq(payments.isVoid, false)))
      .limit(1);
    if (live) throw conflict(VOID_BLOCKED_BY_PAYMENT);
    const after = await markInvoiceVoid(tx, id, deps.now(), input.notes?.trim());
    await recordAudit(tx, actor, { action: "invoice.void", entity: "invoice", entityId: id, before, after });
  });
  return wireInvoice(deps.db, id);
}

/**
 * POST /invoice/update-details?id=&amount= (docs/decisions/0196): finance overrides the invoice's merchant
 * fee ('The value is required', numeric, 0 or more).
 */
export async function updateInvoiceDetails(deps: AppDeps, actor: Actor, id: number, amount: number): Promise<WireInvoice> {
  assertFinance(actor);
  const cents = dollarsToCents(amount);
  await deps.db.transaction(async (tx) => {
    const before = await loadInvoice(tx, actor, id, true);
    if (cents > before.totalCents) throw badRequest(merchantFeeAboveTotal(before.totalCents, before.currency));
    const [after] = await tx
      .update(invoices)
      .set({ merchantFeeOverrideCents: cents, lastUpdatedAt: deps.now() })
      .where(eq(invoices.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "invoice.updateDetails",
      entity: "invoice",
      entityId: id,
      before: { merchantFeeOverrideCents: before.merchantFeeOverrideCents },
      after: { merchantFeeOverrideCents: after!.merchantFeeOverrideCents },
    });
  });
  return wireInvoice(deps.db, id);
}

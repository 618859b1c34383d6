import { asc, eq, inArray, min } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { billingPlans, chargeAttempts, invoiceLines, invoicePayLinks, invoices, payments } from "../../db/schema";
import { clockRetries } from "../../domain/billing-clock";
import { statusName } from "../../domain/invoice-status";
import type { Actor } from "../../http/actor";
import { isFinance } from "../../http/authorize";
import { forbidden, notFound } from "../../http/errors";
import { contactScope } from "../contacts/contacts.service";
import { creditNotesOf } from "../credit-notes/credit-notes";
import {
  toWireInvoice,
  type AttemptRow,
  type InvoiceRow,
  type LineRow,
  type PaymentRow,
  type WireInvoice,
} from "./invoices.wire";

export const INVOICE_NOT_FOUND = "Invoice not found";
export const FINANCE_ONLY = "Only finance users can do this.";

/** Spec §6: pay/refund, void, update details, generate options and create invoice are role 8's (37 alike). */
export function assertFinance(actor: Actor): void {
  if (!isFinance(actor.role)) throw forbidden(FINANCE_ONLY);
}

/**
 * An invoice the actor may reach, locked for update when `lock`: ownership as for contacts
 * (docs/decisions/0070): an affiliate (or staff acting as one) only that affiliate's; anyone else's is 404.
 */
export async function loadInvoice(q: Queryable, actor: Actor, id: number, lock = false): Promise<InvoiceRow> {
  const base = q.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  const [row] = lock ? await base.for("update") : await base;
  const scope = contactScope(actor);
  if (!row || (scope !== null && row.affiliateId !== scope)) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

export async function paymentsOf(q: Queryable, invoiceId: number): Promise<PaymentRow[]> {
  return q.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(asc(payments.id));
}

/** Invoices as the wire carries them: lines, payments and refunds, charge attempts, status names (a query each). */
export async function wireInvoices(q: Queryable, rows: InvoiceRow[]): Promise<WireInvoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after another: a transaction's connection runs one query at a time.
  const lines = await q
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids))
    .orderBy(asc(invoiceLines.sort), asc(invoiceLines.id));
  const pays = await q.select().from(payments).where(inArray(payments.invoiceId, ids)).orderBy(asc(payments.id));
  const attempts = await q.select().from(chargeAttempts).where(inArray(chargeAttempts.invoiceId, ids));
  // When the client first opened each invoice's pay page (issue 38, docs/decisions/0379).
  const opens = await q
    .select({ invoiceId: invoicePayLinks.invoiceId, openedAt: min(invoicePayLinks.firstOpenedAt) })
    .from(invoicePayLinks)
    .where(inArray(invoicePayLinks.invoiceId, ids))
    .groupBy(invoicePayLinks.invoiceId);
  const openedOf = new Map(opens.map((o) => [o.invoiceId, o.openedAt]));
  const notes = await creditNotesOf(q, ids);
  const linesOf = new Map<number, LineRow[]>();
  for (const l of lines) linesOf.set(l.invoiceId, [...(linesOf.get(l.invoiceId) ?? []), l]);
  const paysOf = new Map<number, PaymentRow[]>();
  for (const p of pays) paysOf.set(p.invoiceId, [...(paysOf.get(p.invoiceId) ?? []), p]);
  const attemptsOf = new Map<number, AttemptRow[]>();
  for (const a of attempts) attemptsOf.set(a.invoiceId, [...(attemptsOf.get(a.invoiceId) ?? []), a]);
  const plans = await plansOf(
    q,
    rows.filter((r) => attemptsOf.has(r.id)),
  );
  return rows.map((r) =>
    toWireInvoice(
      r,
      statusName(r.invoiceStatusId),
      linesOf.get(r.id) ?? [],
      paysOf.get(r.id) ?? [],
      attemptsOf.get(r.id) ?? [],
      clockRetries(r, r.billingPlanId === null ? null : (plans.get(r.billingPlanId) ?? null)),
      openedOf.get(r.id) ?? null,
      notes.filter((n) => n.invoiceId === r.id),
    ),
  );
}

/** The payment method and charge type of the invoices' plans, by plan id (what clockRetries asks). */
async function plansOf(q: Queryable, rows: InvoiceRow[]) {
  const ids = [...new Set(rows.map((r) => r.billingPlanId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, { paymentMethodId: number | null; chargeTypeId: number | null }>();
  const plans = await q
    .select({
      id: billingPlans.id,
      paymentMethodId: billingPlans.paymentMethodId,
      chargeTypeId: billingPlans.creditCardChargeTypeId,
    })
    .from(billingPlans)
    .where(inArray(billingPlans.id, ids));
  return new Map(plans.map(({ id, ...plan }) => [id, plan]));
}

export async function wireInvoice(q: Queryable, id: number): Promise<WireInvoice> {
  const rows = await q.select().from(invoices).where(eq(invoices.id, id));
  return (await wireInvoices(q, rows))[0]!;
}

import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { billingPlans, invoices, payments } from "../../db/schema";
import type { IsoDate } from "../../domain/billing-period";
import { amountPaidCents, INVOICE_STATUS, statusAfterPayments, type InvoiceStatusId } from "../../domain/invoice-status";
import { isAutoCharge } from "../../domain/payment-methods";

/**
 * One home for invoice money (issue 37, docs/decisions/0360): the only writer of an invoice's status, paid
 * date and void flag after it is created, and the one SQL statement of its balance. Every path that changes
 * an invoice's money (a payment or refund entered by finance, a card charge of the billing clock, a Stripe
 * webhook, a void, an email that went out, the due date passing) calls one of these inside its own
 * transaction; the pure rules are domain/invoice-status.ts. It imports no other feature, so every feature
 * may import it.
 */

type InvoiceRow = typeof invoices.$inferSelect;

/** When the invoice's status changed: the rows before and after. */
export interface Settled {
  before: InvoiceRow;
  after: InvoiceRow;
}

/**
 * The status a new invoice starts with: an auto-charge plan's waits for the card (Sent to Stripe); any
 * other is a Draft until its email went out (markInvoiceEmailed), or Sent to client when it is handed to
 * the client another way (docs/decisions/0347).
 */
export function statusOnCreate(invoice: {
  autoCharge: boolean;
  emailed: "queued" | "notEmailed" | "handedOver";
}): InvoiceStatusId {
  if (invoice.autoCharge) return INVOICE_STATUS.sentToStripe;
  return invoice.emailed === "handedOver" ? INVOICE_STATUS.sentToClient : INVOICE_STATUS.draft;
}

/**
 * Settles invoices from their payments (Paid with its paid date when nothing is owed, Partially paid in
 * between, back to the waiting status when a payment is voided; a void invoice stays void), locking them
 * for update. `at` is the paid date of one newly paid, `today` the business day.
 */
export async function settleInvoices(tx: Queryable, invoiceIds: readonly number[], at: Date, today: IsoDate): Promise<Settled[]> {
  if (invoiceIds.length === 0) return [];
  const ids = [...new Set(invoiceIds)].sort((a, b) => a - b);
  const rows = await tx.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for("update");
  const pays = await tx.select().from(payments).where(inArray(payments.invoiceId, ids));
  const planIds = [...new Set(rows.map((r) => r.billingPlanId).filter((id): id is number => id !== null))];
  const plans =
    planIds.length === 0
      ? []
      : await tx
          .select({
            id: billingPlans.id,
            paymentMethodId: billingPlans.paymentMethodId,
            chargeTypeId: billingPlans.creditCardChargeTypeId,
          })
          .from(billingPlans)
          .where(inArray(billingPlans.id, planIds));
  const autoCharge = new Map(plans.map((p) => [p.id, isAutoCharge(p.paymentMethodId, p.chargeTypeId)]));
  const settled: Settled[] = [];
  for (const before of rows) {
    const paidCents = amountPaidCents(pays.filter((p) => p.invoiceId === before.id && p.currency === before.currency));
    const status = statusAfterPayments(
      before.invoiceStatusId,
      {
        totalCents: before.totalCents,
        paidCents,
        isVoid: before.isVoid,
        dueDate: before.dueDate,
        autoCharge: before.billingPlanId === null ? false : (autoCharge.get(before.billingPlanId) ?? false),
      },
      today,
    );
    const paidOn = status === INVOICE_STATUS.paid ? (before.paidOn ?? at) : null;
    const [after] = await tx
      .update(invoices)
      .set({ invoiceStatusId: status, paidOn, lastUpdatedAt: at })
      .where(eq(invoices.id, before.id))
      .returning();
    settled.push({ before, after: after! });
  }
  return settled;
}

/** settleInvoices for one invoice: the row after (undefined when there is no such invoice). */
export async function settleInvoice(tx: Queryable, invoiceId: number, at: Date, today: IsoDate): Promise<InvoiceRow | undefined> {
  return (await settleInvoices(tx, [invoiceId], at, today))[0]?.after;
}

/**
 * An invoice waits as Draft while its email is queued, and is Sent to client once SMTP took the message
 * (docs/decisions/0347). A Draft only: a payment or a void since then decided its status.
 */
export async function markInvoiceEmailed(tx: Queryable, invoiceId: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ invoiceStatusId: INVOICE_STATUS.sentToClient })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.invoiceStatusId, INVOICE_STATUS.draft)));
}

/** Invoices past their due date and still waiting become Overdue; answers the ids that did. */
export async function markInvoicesOverdue(
  tx: Queryable,
  invoiceIds: readonly number[],
  waiting: readonly number[],
  at: Date,
): Promise<number[]> {
  if (invoiceIds.length === 0) return [];
  const done = await tx
    .update(invoices)
    .set({ invoiceStatusId: INVOICE_STATUS.overdue, lastUpdatedAt: at })
    .where(
      and(inArray(invoices.id, [...invoiceIds]), inArray(invoices.invoiceStatusId, [...waiting]), eq(invoices.isVoid, false)),
    )
    .returning({ id: invoices.id });
  return done.map((d) => d.id);
}

/** Voids an invoice (status 7 and is_void; its balance is 0 from then on), with new notes when given. */
export async function markInvoiceVoid(
  tx: Queryable,
  invoiceId: number,
  at: Date,
  notes?: string,
): Promise<InvoiceRow | undefined> {
  const [after] = await tx
    .update(invoices)
    .set({ invoiceStatusId: INVOICE_STATUS.void, isVoid: true, lastUpdatedAt: at, ...(notes ? { notes } : {}) })
    .where(eq(invoices.id, invoiceId))
    .returning();
  return after;
}

/**
 * An invoice's balance in SQL, the rule of domain invoiceBalanceCents restated once (docs/decisions/0360):
 * 0 for a void invoice, else the total less its non-void, non-refund payments in its own currency, never
 * below 0. `invoice` is the invoices table or an alias whose columns are id, total_cents, currency, is_void.
 */
export function invoiceBalanceCentsSql(invoice: { id: SQL; totalCents: SQL; currency: SQL; isVoid: SQL }): SQL<number> {
  return sql<number>`(case when ${invoice.isVoid} then 0 else greatest(0, ${invoice.totalCents} - coalesce((
    select sum(bp.amount_cents) from payments bp
    where bp.invoice_id = ${invoice.id} and not bp.is_void and not bp.is_refund and bp.currency = ${invoice.currency}), 0)) end)::int`;
}

/**
 * invoiceBalanceCentsSql of the invoices table itself, its columns named with the table: drizzle writes a
 * single-table select's columns bare, which inside the payments subquery would name the payment's own.
 */
export const invoiceBalanceOfInvoices = (): SQL<number> => {
  const column = (name: string) => sql`${sql.identifier("invoices")}.${sql.identifier(name)}`;
  return invoiceBalanceCentsSql({
    id: column("id"),
    totalCents: column("total_cents"),
    currency: column("currency"),
    isVoid: column("is_void"),
  });
};

/**
 * What an invoice's refunds gave back to the client, in cents above zero: its refunds in its own currency
 * that are not void (a failed card refund is voided). A refunded invoice stays Paid (docs/decisions/0197),
 * so whatever counts an invoice's money as the affiliate's takes this off (payouts 0248, affiliation 0050).
 */
export const refundedCentsOf = (invoiceId: SQL, currency: SQL): SQL<number> =>
  sql<number>`coalesce((select -sum(r.amount_cents) from payments r
    where r.invoice_id = ${invoiceId} and r.is_refund and not r.is_void and r.currency = ${currency}), 0)::int`;

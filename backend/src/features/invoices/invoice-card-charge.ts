import { and, eq, ne } from "drizzle-orm";
import { businessToday, type AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import type { Queryable } from "../../db/client";
import { contacts, payments } from "../../db/schema";
import { CARD_PAYMENT_TYPES, PAYMENT_TYPE } from "../../domain/payment-methods";
import type { Actor } from "../../http/actor";
import { conflict, HttpError } from "../../http/errors";
import { PaymentProviderError, regionOfCurrency, type CardDetails, type PaymentRegion } from "../../integrations/payments";
import { NO_SAVED_CARD } from "../../integrations/payments/charges";
import { settleInvoice } from "../invoice-money/invoice-money";
import { queueReceipts } from "../invoice-money/receipts";
import { loadInvoice } from "./invoice-access";
import type { PaymentRow } from "./invoices.wire";

/**
 * PAY with a card payment type (issue 37, docs/decisions/0370): the client's saved card of the invoice's
 * region is charged through the provider; a card payment is never recorded offline.
 */

export const noSavedCard = (region: PaymentRegion) =>
  `This client has no saved card for ${region}. Send them the card update link.`;

export const PAYMENT_STATUS = { completed: 1, pending: 2, failed: 3 } as const;

/** The card method of each region: Credit Card USA for USD invoices, Credit Card Canada for CAD. */
export const isCardChargeOf = (paymentTypeId: number | null, currency: string) =>
  paymentTypeId === (regionOfCurrency(currency) === "Canada" ? PAYMENT_TYPE.creditCardCanada : PAYMENT_TYPE.creditCardUsa);

/** A payment row of a PAY card charge still to settle: pending, or failed (a repeat answers its decline again). */
export const isUnsettledCardCharge = (p: PaymentRow) =>
  !p.isRefund && CARD_PAYMENT_TYPES.includes(p.paymentTypeId) && p.statusId !== PAYMENT_STATUS.completed;

/** The contact's customer id of a region, or null. */
export async function customerIdOf(q: Queryable, contactId: number, region: PaymentRegion): Promise<string | null> {
  const [row] = await q
    .select({ usa: contacts.stripeCustomerIdUsa, canada: contacts.stripeCustomerIdCanada })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return (region === "Canada" ? row?.canada : row?.usa)?.trim() || null;
}

/** The card a charge of the contact's customer of that region would use, or null. */
export async function savedCardOf(deps: AppDeps, contactId: number, region: PaymentRegion): Promise<CardDetails | null> {
  const customerId = await customerIdOf(deps.db, contactId, region);
  return customerId ? deps.payments.customers.defaultCard({ region, customerId }) : null;
}

/**
 * Before the payment row is written, outside its transaction (the provider is not asked while the invoice is
 * locked): a card payment of an invoice whose client has no saved card of its region is refused, 409.
 */
export async function assertSavedCard(deps: AppDeps, invoice: { contactId: number; currency: string }): Promise<void> {
  const region = regionOfCurrency(invoice.currency);
  if (!(await savedCardOf(deps, invoice.contactId, region))) throw conflict(noSavedCard(region));
}

/**
 * Charges the saved card for a committed Pending payment row, keyed by the row (a retry, or a repeat of the
 * pay call, answers the first charge), then completes it (charge id, receipt, the invoice settled, the
 * receipt queued) or fails and voids it; a decline is 402 with the provider's message.
 */
/** A provider's answer to a card charge: the charge, or its refusal. */
export type CardOutcome = { chargeId: string; receiptUrl: string | null } | { code: string; error: string };

/**
 * What a Pending card payment becomes with the provider's answer (docs/decisions/0370, 0378): Completed with
 * the charge id and receipt, or Failed and void with the decline. A charge Stripe's webhook recorded first
 * (payments_charge_once_idx) stands, and this row is voided naming it.
 */
export async function cardOutcomeValues(q: Queryable, deps: AppDeps, row: PaymentRow, outcome: CardOutcome) {
  const recordedFirst =
    "chargeId" in outcome
      ? await q
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.stripeChargeId, outcome.chargeId), eq(payments.isRefund, false), ne(payments.id, row.id)))
      : [];
  if ("chargeId" in outcome && recordedFirst.length === 0)
    return { statusId: PAYMENT_STATUS.completed, stripeChargeId: outcome.chargeId, receiptUrl: outcome.receiptUrl };
  const why =
    "chargeId" in outcome ? `Recorded by Stripe as payment ${recordedFirst[0]!.id}.` : `Card declined: ${outcome.error}`;
  return {
    statusId: PAYMENT_STATUS.failed,
    isVoid: true,
    voidedAt: deps.now(),
    notes: [row.notes, why].filter(Boolean).join("\n"),
  };
}

export async function chargeThroughProvider(deps: AppDeps, actor: Actor, row: PaymentRow): Promise<void> {
  const region = regionOfCurrency(row.currency);
  const customerId = await customerIdOf(deps.db, row.contactId, region);
  let outcome: CardOutcome;
  try {
    const answer = customerId
      ? await deps.payments.paymentIntents.charge({
          region,
          customerId,
          amountCents: row.amountCents,
          currency: row.currency === "CAD" ? "CAD" : "USD",
          idempotencyKey: `coachhub-pay-payment-${row.id}`,
          description: row.name,
          metadata: { invoiceId: String(row.invoiceId), paymentId: String(row.id) },
        })
      : { status: "declined" as const, ...NO_SAVED_CARD };
    outcome =
      answer.status === "succeeded"
        ? { chargeId: answer.chargeId, receiptUrl: answer.receiptUrl }
        : { code: answer.code, error: answer.message };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    outcome = { code: error.code ?? "provider_error", error: error.message };
  }
  await deps.db.transaction(async (tx) => {
    const invoice = await loadInvoice(tx, actor, row.invoiceId, true);
    const [current] = await tx.select().from(payments).where(eq(payments.id, row.id));
    if (current?.statusId !== PAYMENT_STATUS.pending) return;
    const values = await cardOutcomeValues(tx, deps, row, outcome);
    const [after] = await tx.update(payments).set(values).where(eq(payments.id, row.id)).returning();
    const settled = await settleInvoice(tx, invoice.id, deps.now(), businessToday(deps));
    await recordAudit(tx, actor, {
      action: "chargeId" in outcome ? "invoice.pay.card.charged" : "invoice.pay.card.declined",
      entity: "payment",
      entityId: row.id,
      before: row,
      after: { payment: after, invoiceStatusId: settled?.invoiceStatusId },
    });
    if (after?.statusId === PAYMENT_STATUS.completed) await queueReceipts(tx, deps, [row.id]);
  });
  if ("error" in outcome) {
    if (outcome.code === NO_SAVED_CARD.code) throw conflict(noSavedCard(region));
    throw new HttpError(402, outcome.error);
  }
}

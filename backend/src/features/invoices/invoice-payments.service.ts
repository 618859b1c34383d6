import { and, asc, eq } from "drizzle-orm";
import { businessToday, type AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { payments, paymentTypes } from "../../db/schema";
import { invoiceBalanceCents, paymentAboveBalance, refundTargetOf } from "../../domain/invoice-status";
import { centsToDollars, dollarsToCents } from "../../domain/money";
import { paymentTypesForCurrency } from "../../domain/payment-methods";
import type { Actor } from "../../http/actor";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import { PaymentProviderError, regionOfCurrency } from "../../integrations/payments";
import { settleInvoice } from "../invoice-money/invoice-money";
import { queueReceipts } from "../invoice-money/receipts";
import { issueCreditNote } from "../credit-notes/credit-notes";
import {
  assertSavedCard,
  chargeThroughProvider,
  isCardChargeOf,
  isUnsettledCardCharge,
  PAYMENT_STATUS,
} from "./invoice-card-charge";
import { assertFinance, loadInvoice, paymentsOf, wireInvoice } from "./invoice-access";
import { DOLLAR_AMOUNT_NEEDED, type PayInput } from "../../../../contract/invoices";
import type { InvoiceRow, PaymentRow, WireInvoice } from "./invoices.wire";

export const RECORD_FAILED = "Could not record payment";
export const VOID_INVOICE_NO_PAYMENTS = "A void invoice takes no payments or refunds.";
export const NOT_THIS_INVOICES_PAYMENT = "The refunded payment is not a payment of this invoice.";
export const PAYMENT_NOT_FOUND = "Payment not found";
export const CARD_PAYMENT_NOT_VOIDABLE = "A card payment or refund cannot be voided; refund the card charge instead.";
export const PAYMENT_ALREADY_VOID = "This payment is already void.";
export const PAYMENT_HAS_REFUNDS = "This payment has refunds that are not void. Void them first.";
export const KEY_USED_FOR_ANOTHER = "This idempotency key was used for another payment or refund of this invoice.";
export const refundTooLarge = (cents: number) =>
  `A refund can be at most what was paid and not yet refunded: $${centsToDollars(cents).toFixed(2)}.`;
export const typeNotOffered = (id: number, currency: string) => `Payment type ${id} is not offered for ${currency} invoices.`;

/** The invoice's status from its payments, through the one home for invoice money (docs/decisions/0360). */
async function settleStatus(tx: Queryable, deps: AppDeps, invoice: InvoiceRow): Promise<InvoiceRow> {
  return (await settleInvoice(tx, invoice.id, deps.now(), businessToday(deps)))!;
}

async function offeredType(tx: Queryable, requested: number | null, currency: string): Promise<number> {
  const types = await tx.select().from(paymentTypes).orderBy(asc(paymentTypes.id));
  const offered = paymentTypesForCurrency(types, currency);
  if (requested === null) return offered.at(-1)!.id;
  if (!offered.some((t) => t.id === requested)) throw badRequest(typeNotOffered(requested, currency));
  return requested;
}

/** The payment a refund returns (`refundTargetOf`), or the 400 saying why none can. */
function refundTarget(pays: PaymentRow[], named: number | null, cents: number): PaymentRow {
  const target = refundTargetOf(pays, named, cents);
  if ("notThisInvoices" in target) throw badRequest(NOT_THIS_INVOICES_PAYMENT);
  if ("atMostCents" in target) throw badRequest(refundTooLarge(target.atMostCents));
  return target.payment;
}

/**
 * POST /invoice/pay (docs/decisions/0197): records a payment (transactionType 0) or a refund (1, stored
 * negative with is_refund and refund_of_payment_id) and settles the invoice's status, in one transaction
 * with an audit row and the client's receipt or refund notice (0369). A card payment charges the saved card
 * and a refund of a card charge refunds it, through the payment provider (0370): the row is committed first
 * (Pending), its id keys the provider call, and the answer completes or fails it.
 */
export async function recordPayment(deps: AppDeps, actor: Actor, input: PayInput): Promise<WireInvoice> {
  const row = await recordPaymentEntry(deps, actor, input);
  return wireInvoice(deps.db, row.invoiceId);
}

/** recordPayment without the answer: the payment or refund row as recorded (the demo seed's history). */
export async function recordPaymentEntry(deps: AppDeps, actor: Actor, input: PayInput): Promise<PaymentRow> {
  assertFinance(actor);
  const isRefund = Number(input.transactionType) === 1;
  const raw = input.amountReceived;
  const cents = raw === undefined ? 0 : dollarsToCents(isRefund ? Math.abs(raw) : raw);
  if (!(cents > 0)) throw badRequest(DOLLAR_AMOUNT_NEEDED);

  const key = input.idempotencyKey ?? null;
  const charged = isRefund ? null : await cardChargedInvoice(deps, actor, input);
  if (charged) await assertSavedCard(deps, charged);
  const recorded = await deps.db.transaction(async (tx) => {
    // The lock on the invoice puts two calls for one invoice one after the other, so the second sees the
    // first's payment: its key, and the balance it left (docs/decisions/0361).
    const invoice = await loadInvoice(tx, actor, input.invoiceID, true);
    if (
      (input.contactID !== null && input.contactID !== invoice.contactId) ||
      (input.affiliateID !== null && input.affiliateID !== invoice.affiliateId)
    )
      throw badRequest("contactID and affiliateID must be the invoice's.");
    const pays = await paymentsOf(tx, invoice.id);
    if (key !== null) {
      const first = pays.find((p) => p.idempotencyKey === key);
      if (first) {
        if (first.isRefund !== isRefund || Math.abs(first.amountCents) !== cents) throw conflict(KEY_USED_FOR_ANOTHER);
        if (isUnsettledCardCharge(first)) return { row: first, chargeId: null, charge: true, repeatOfFailed: false };
        return { row: first, chargeId: null, charge: false, repeatOfFailed: first.statusId === PAYMENT_STATUS.failed };
      }
    }
    if (invoice.isVoid) throw conflict(VOID_INVOICE_NO_PAYMENTS);
    const paymentTypeId = await offeredType(tx, input.paymentTypeID, invoice.currency);
    if (!isRefund) {
      const balance = invoiceBalanceCents(invoice.totalCents, invoice.currency, pays, invoice.isVoid);
      if (cents > balance) throw badRequest(paymentAboveBalance(balance, invoice.currency));
    }
    const target = isRefund ? refundTarget(pays, input.refundOfPaymentID, cents) : null;
    const charge = !isRefund && isCardChargeOf(paymentTypeId, invoice.currency);
    const viaProvider = Boolean(target?.stripeChargeId) || charge;
    const [row] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        contactId: invoice.contactId,
        affiliateId: invoice.affiliateId,
        refundOfPaymentId: target?.id ?? null,
        name: input.refundName?.trim() || (isRefund ? "Refund" : "Payment"),
        isRefund,
        amountCents: isRefund ? -cents : cents,
        paymentTypeId: target?.stripeChargeId ? target.paymentTypeId : paymentTypeId,
        statusId: viaProvider ? PAYMENT_STATUS.pending : PAYMENT_STATUS.completed,
        currency: invoice.currency,
        receivedOn: input.receivedOnUTC ?? deps.now(),
        receivedBy: input.receivedBy?.trim() || (charge ? "Card on file" : ""),
        recordedByUserId: actor.userId,
        notes: input.notes?.trim() ?? "",
        idempotencyKey: key,
      })
      .returning();
    const after = viaProvider ? invoice : await settleStatus(tx, deps, invoice);
    await recordAudit(tx, actor, {
      action: isRefund ? "invoice.refund" : "invoice.pay",
      entity: "payment",
      entityId: row!.id,
      before: { invoiceStatusId: invoice.invoiceStatusId, paidOn: invoice.paidOn },
      after: { payment: row, invoiceStatusId: after.invoiceStatusId, paidOn: after.paidOn },
    });
    // A refund that went through is documented by its credit note (docs/decisions/0392), before its notice.
    if (!viaProvider && isRefund) await issueCreditNote(tx, deps, actor, row!);
    if (!viaProvider) await queueReceipts(tx, deps, [row!.id]);
    return { row: row!, chargeId: target?.stripeChargeId ?? null, charge, repeatOfFailed: false };
  });

  // A repeat of a card refund the provider refused answers as the first did.
  if (recorded.repeatOfFailed) throw new HttpError(402, RECORD_FAILED);
  if (recorded.chargeId !== null) await refundThroughProvider(deps, actor, recorded.row, recorded.chargeId);
  if (recorded.charge) await chargeThroughProvider(deps, actor, recorded.row);
  return recorded.row;
}

/**
 * The invoice when the pay call names its card method, read before the transaction so the saved card is
 * asked for outside it; null for other methods and for a repeat of a recorded key (it answers as the first).
 */
async function cardChargedInvoice(deps: AppDeps, actor: Actor, input: PayInput): Promise<InvoiceRow | null> {
  if (input.paymentTypeID === null) return null;
  const invoice = await loadInvoice(deps.db, actor, input.invoiceID);
  if (invoice.isVoid || !isCardChargeOf(input.paymentTypeID, invoice.currency)) return null;
  const key = input.idempotencyKey ?? null;
  const repeat = key !== null && (await paymentsOf(deps.db, invoice.id)).some((p) => p.idempotencyKey === key);
  return repeat ? null : invoice;
}

/** The card refund of a committed Pending refund row; the provider's answer completes or fails it. */
async function refundThroughProvider(deps: AppDeps, actor: Actor, row: PaymentRow, chargeId: string): Promise<void> {
  let outcome: { refundId: string } | { error: string };
  try {
    outcome = await deps.payments.refunds.refund({
      region: regionOfCurrency(row.currency),
      chargeId,
      amountCents: -row.amountCents,
      idempotencyKey: `coachhub-refund-payment-${row.id}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    outcome = { error: error.message };
  }
  await deps.db.transaction(async (tx) => {
    const invoice = await loadInvoice(tx, actor, row.invoiceId, true);
    const values =
      "refundId" in outcome
        ? { statusId: PAYMENT_STATUS.completed, stripeChargeId: outcome.refundId }
        : {
            statusId: PAYMENT_STATUS.failed,
            isVoid: true,
            voidedAt: deps.now(),
            notes: [row.notes, `Refund failed: ${outcome.error}`].filter(Boolean).join("\n"),
          };
    const [after] = await tx.update(payments).set(values).where(eq(payments.id, row.id)).returning();
    const settled = await settleStatus(tx, deps, invoice);
    if ("refundId" in outcome) {
      await issueCreditNote(tx, deps, actor, after!);
      await queueReceipts(tx, deps, [row.id]);
    }
    await recordAudit(tx, actor, {
      action: "refundId" in outcome ? "invoice.refund.completed" : "invoice.refund.failed",
      entity: "payment",
      entityId: row.id,
      before: row,
      after: { payment: after, invoiceStatusId: settled.invoiceStatusId },
    });
  });
  if ("error" in outcome) throw new HttpError(402, RECORD_FAILED);
}

/**
 * PUT /payment/void/{paymentId}/{invoiceId} (docs/decisions/0198): finance alone voids a payment or refund
 * that has no card charge id and is not yet void; the invoice's status follows.
 */
export async function voidPayment(deps: AppDeps, actor: Actor, paymentId: number, invoiceId: number): Promise<WireInvoice> {
  assertFinance(actor);
  await deps.db.transaction(async (tx) => {
    const invoice = await loadInvoice(tx, actor, invoiceId, true);
    const pays = await paymentsOf(tx, invoiceId);
    const payment = pays.find((p) => p.id === paymentId);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    if (payment.stripeChargeId) throw conflict(CARD_PAYMENT_NOT_VOIDABLE);
    if (payment.isVoid) throw conflict(PAYMENT_ALREADY_VOID);
    if (pays.some((p) => p.isRefund && !p.isVoid && p.refundOfPaymentId === paymentId)) throw conflict(PAYMENT_HAS_REFUNDS);
    const [after] = await tx
      .update(payments)
      .set({ isVoid: true, voidedAt: deps.now() })
      .where(and(eq(payments.id, paymentId), eq(payments.isVoid, false)))
      .returning();
    const settled = await settleStatus(tx, deps, invoice);
    await recordAudit(tx, actor, {
      action: payment.isRefund ? "refund.void" : "payment.void",
      entity: "payment",
      entityId: paymentId,
      before: { payment, invoiceStatusId: invoice.invoiceStatusId },
      after: { payment: after, invoiceStatusId: settled.invoiceStatusId },
    });
  });
  return wireInvoice(deps.db, invoiceId);
}

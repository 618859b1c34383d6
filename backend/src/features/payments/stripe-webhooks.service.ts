import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { businessToday, type AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { auditLog, invoices, payments, stripeWebhookEvents } from "../../db/schema";
import { PAYMENT_TYPE } from "../../domain/payment-methods";
import { badRequest, HttpError } from "../../http/errors";
import { PaymentProviderError } from "../../integrations/payments";
import { verifyStripeEvent } from "../../integrations/payments/stripe-webhooks";
import { settleInvoice } from "../invoice-money/invoice-money";
import { queueReceipts } from "../invoice-money/receipts";
import { issueCreditNote } from "../credit-notes/credit-notes";
import { recordCheckoutPayment } from "../pay-links/pay-page.service";

export const WEBHOOKS_OFF = "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).";
export const currencyMismatch = (paid: string, invoiced: string) =>
  `The payment is in ${paid} but the invoice is in ${invoiced}: it was not recorded.`;

/** What an event did: a line for the event row, or a refusal answered 422 (kept, audited, nothing else written). */
type Handled = string | { refused: string };
const REFUSED = "refused: ";

const idOf = (x: string | { id: string } | null | undefined) => (typeof x === "string" ? x : (x?.id ?? null));

async function audit(q: Queryable, action: string, entity: string, entityId: string | number, after: unknown) {
  // No user: Stripe is the actor.
  await q.insert(auditLog).values({ action, entity, entityId: String(entityId), after: JSON.stringify(after) });
}

/** Settles an invoice's status from its payments, through the one home for invoice money (0360). */
async function settle(q: Queryable, deps: AppDeps, invoiceId: number) {
  await settleInvoice(q, invoiceId, deps.now(), businessToday(deps));
}

/**
 * charge.refunded: a refund made at Stripe (the dashboard) that we have not recorded becomes a refund row
 * of the charged payment, for the part of amount_refunded our own refunds do not already cover.
 */
async function chargeRefunded(q: Queryable, deps: AppDeps, charge: Stripe.Charge): Promise<string> {
  const ids = [charge.id, idOf(charge.payment_intent)].filter((x): x is string => Boolean(x));
  const [paid] = await q
    .select()
    .from(payments)
    .where(and(inArray(payments.stripeChargeId, ids), eq(payments.isRefund, false)))
    .limit(1);
  if (!paid) return "ignored: no payment with this charge";
  const refunds = await q
    .select()
    .from(payments)
    .where(and(eq(payments.refundOfPaymentId, paid.id), eq(payments.isVoid, false)));
  const recorded = refunds.reduce((sum, r) => sum - r.amountCents, 0);
  const missing = Math.min(charge.amount_refunded, paid.amountCents) - recorded;
  if (missing <= 0) return "already recorded";
  const [row] = await q
    .insert(payments)
    .values({
      invoiceId: paid.invoiceId,
      contactId: paid.contactId,
      affiliateId: paid.affiliateId,
      refundOfPaymentId: paid.id,
      name: "Refund (Stripe)",
      isRefund: true,
      amountCents: -missing,
      paymentTypeId: paid.paymentTypeId,
      currency: paid.currency,
      stripeChargeId: charge.refunds?.data[0]?.id ?? charge.id,
      receivedOn: deps.now(),
      receivedBy: "Stripe",
    })
    .onConflictDoNothing()
    .returning();
  // The charge run recorded this charge meanwhile (payments_charge_once_idx).
  if (!row) return "already recorded";
  await settle(q, deps, paid.invoiceId);
  await issueCreditNote(q, deps, null, row);
  await queueReceipts(q, deps, [row.id]);
  await audit(q, "invoice.refund.stripe", "payment", row!.id, row);
  return `refund ${row!.id} recorded`;
}

/**
 * payment_intent.succeeded for one of our invoices (metadata.invoiceId): a card payment, unless one with
 * this intent or its charge is already recorded (the charge run records its own, keyed the same way).
 */
async function paymentSucceeded(q: Queryable, deps: AppDeps, intent: Stripe.PaymentIntent): Promise<Handled> {
  const invoiceId = Number(intent.metadata?.invoiceId);
  if (!Number.isSafeInteger(invoiceId) || invoiceId <= 0) return "ignored: not an invoice payment";
  const chargeId = idOf(intent.latest_charge) ?? intent.id;
  const [known] = await q
    .select({ id: payments.id })
    .from(payments)
    .where(inArray(payments.stripeChargeId, [intent.id, chargeId]))
    .limit(1);
  if (known) return "already recorded";
  const [invoice] = await q.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return "ignored: no such invoice";
  const currency = intent.currency.toUpperCase();
  if (currency !== invoice.currency) {
    const refused = currencyMismatch(currency, invoice.currency);
    await audit(q, "invoice.pay.stripe.refused", "invoice", invoiceId, {
      reason: refused,
      paymentIntent: intent.id,
      amountCents: intent.amount_received,
      currency,
      invoiceCurrency: invoice.currency,
    });
    return { refused };
  }
  const [row] = await q
    .insert(payments)
    .values({
      invoiceId,
      contactId: invoice.contactId,
      affiliateId: invoice.affiliateId,
      name: "Card payment (Stripe)",
      amountCents: intent.amount_received,
      paymentTypeId: currency === "CAD" ? PAYMENT_TYPE.creditCardCanada : PAYMENT_TYPE.creditCardUsa,
      currency,
      stripeChargeId: chargeId,
      receivedOn: new Date(intent.created * 1000),
      receivedBy: "Stripe",
    })
    .onConflictDoNothing()
    .returning();
  // The charge run recorded this charge meanwhile (payments_charge_once_idx).
  if (!row) return "already recorded";
  await settle(q, deps, invoiceId);
  await queueReceipts(q, deps, [row.id]);
  await audit(q, "invoice.pay.stripe", "payment", row!.id, row);
  return `payment ${row!.id} recorded`;
}

async function handle(q: Queryable, deps: AppDeps, event: Stripe.Event): Promise<Handled> {
  switch (event.type) {
    case "charge.refunded":
      return chargeRefunded(q, deps, event.data.object);
    case "payment_intent.succeeded":
      return paymentSucceeded(q, deps, event.data.object);
    case "checkout.session.completed": {
      // A pay page's Checkout in payment mode (issue 38): the payment its reference names, recorded once.
      const session = event.data.object;
      if (session.mode !== "payment") return "ignored";
      return recordCheckoutPayment(deps, q, {
        reference: session.client_reference_id ?? null,
        paymentIntent: idOf(session.payment_intent),
        paid: session.payment_status === "paid",
      });
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      // The charge run records declines and retries (its charge attempts); this is kept for the record.
      await audit(q, "invoice.charge.failed.stripe", "paymentIntent", intent.id, {
        invoiceId: intent.metadata?.invoiceId ?? null,
        error: intent.last_payment_error?.message ?? null,
      });
      return "failure noted";
    }
    default:
      return "ignored";
  }
}

const outcomeOf = (handled: Handled, deps: AppDeps, attempts: number) => ({
  attempts,
  processedAt: deps.now(),
  ...(typeof handled === "string"
    ? { status: "processed", outcome: handled }
    : { status: "refused", outcome: `${REFUSED}${handled.refused}` }),
});

/** The queue whose job processes one stored event (docs/decisions/0351). */
export const STRIPE_EVENT_JOB = "stripe-event";
export interface StripeEventJob {
  eventId: string;
}

/**
 * A refusal decided at delivery, so that Stripe's delivery is answered 422 as before (0202): a payment in
 * another currency than its invoice's. Read-only; the job checks it again when it processes the event.
 */
async function refusalOf(q: Queryable, event: Stripe.Event): Promise<string | null> {
  if (event.type !== "payment_intent.succeeded") return null;
  const intent = event.data.object;
  const invoiceId = Number(intent.metadata?.invoiceId);
  if (!Number.isSafeInteger(invoiceId) || invoiceId <= 0) return null;
  const [invoice] = await q.select({ currency: invoices.currency }).from(invoices).where(eq(invoices.id, invoiceId));
  const currency = intent.currency.toUpperCase();
  return invoice && currency !== invoice.currency ? currencyMismatch(currency, invoice.currency) : null;
}

/**
 * POST /stripe/webhook (docs/decisions/0202, 0351): verified by signature, stored once per event id with the
 * job that processes it, in one transaction — a repeat (or concurrent) delivery finds the row and does nothing,
 * and a store that rolls back leaves no job. The answer says the event is queued; the row gets the outcome.
 */
export async function receiveStripeEvent(deps: AppDeps, rawBody: string, signature: string | undefined) {
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw badRequest(WEBHOOKS_OFF);
  let event: Stripe.Event;
  try {
    event = verifyStripeEvent(rawBody, signature, secret, deps.now().getTime());
  } catch (error) {
    if (error instanceof PaymentProviderError) throw badRequest(`Webhook signature verification failed: ${error.message}`);
    throw error;
  }
  const answer = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeWebhookEvents)
      .values({ id: event.id, type: event.type, payload: rawBody, status: "queued", receivedAt: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (!fresh) {
      const [seen] = await tx.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
      // A repeat of a refused event is refused again, without a second audit row.
      if (seen?.status === "refused") return { refused: seen.outcome.slice(REFUSED.length) };
      return { received: true, duplicate: true, outcome: "already handled" };
    }
    // A refusal is handled now (audited, the row refused), to answer 422; it needs no job.
    if (await refusalOf(tx, event)) {
      const handled = await handle(tx, deps, event);
      await tx
        .update(stripeWebhookEvents)
        .set(outcomeOf(handled, deps, 1))
        .where(eq(stripeWebhookEvents.id, event.id));
      return typeof handled === "string" ? { received: true, duplicate: false, outcome: handled } : handled;
    }
    await deps.jobs.enqueue<StripeEventJob>(tx, STRIPE_EVENT_JOB, { eventId: event.id });
    return { received: true, duplicate: false, outcome: "queued" };
  });
  // Answered after the commit: the refusal's event row and audit row are kept.
  if ("refused" in answer) throw new HttpError(422, answer.refused);
  return answer;
}

/** The database's own words, not Drizzle's "Failed query: …" wrapper around them. */
const messageOf = (error: unknown): string => {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
};

/**
 * The job of one stored event: the handling of 0202 and the outcome on the row, in one transaction that
 * holds the row, so a job run twice (or a second worker) handles it once. A throw is written on the row
 * (failed, with the error) and rethrown: the queue retries it with its backoff.
 */
export async function processStripeEvent(deps: AppDeps, eventId: string): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, eventId)).for("update");
      if (!row?.payload || row.status === "processed" || row.status === "refused") return;
      const handled = await handle(tx, deps, JSON.parse(row.payload) as Stripe.Event);
      await tx
        .update(stripeWebhookEvents)
        .set(outcomeOf(handled, deps, row.attempts + 1))
        .where(eq(stripeWebhookEvents.id, eventId));
    });
  } catch (error) {
    await deps.db
      .update(stripeWebhookEvents)
      .set({
        status: "failed",
        error: messageOf(error),
        attempts: sql`${stripeWebhookEvents.attempts} + 1`,
      })
      .where(and(eq(stripeWebhookEvents.id, eventId), inArray(stripeWebhookEvents.status, ["queued", "failed"])));
    throw error;
  }
}

import { and, asc, eq, isNull } from "drizzle-orm";
import { businessToday, type AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { auditLog, billingPlans, contacts, invoiceLines, invoicePayLinks, invoices, payments, users } from "../../db/schema";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import { invoiceBalanceCents, refundedCentsOfInvoice, statusLabel } from "../../domain/invoice-status";
import { centsToDollars, moneyText } from "../../domain/money";
import { PAYMENT_METHOD_NAMES, PAYMENT_TYPE } from "../../domain/payment-methods";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import { PaymentProviderError, regionOfCurrency, type CardChargeResult, type PaymentRegion } from "../../integrations/payments";
import { CARD_MESSAGES, parseExpiry, type CardDetails } from "../../integrations/payments/cards";
import { settleInvoice } from "../invoice-money/invoice-money";
import { queueReceipts } from "../invoice-money/receipts";
import { cardOutcomeValues, PAYMENT_STATUS } from "../invoices/invoice-card-charge";
import { paymentsOf } from "../invoices/invoice-access";
import { hashPayLinkToken, payPagePath } from "../invoices/pay-link-issue";
import { assertPayLinkAllowed, countPayLinkMiss } from "./pay-link-limit";
import { saveCardPlan, saveCardOffer, type SaveCardTarget } from "./save-card";
import { webBase } from "../card-update/card-update.service";

export const PAY_LINK_UNKNOWN = "This link is not valid. Please check that you opened the whole link from the email.";
export const PAY_LINK_EXPIRED =
  "This link has expired. Please use the link in the latest email about this invoice, or ask your coach to send it again.";
export const PAY_LINK_VOID = "This invoice was voided. There is nothing to pay.";
export const PAY_LINK_ENDED = "This invoice ended with your coaching agreement. Please contact your coach.";
export const ALREADY_PAID = "This invoice is paid. There is nothing more to pay.";
export const PAYMENT_IN_PROGRESS = "A payment of this invoice is being made. Please wait a moment, then reload this page.";
export const WRONG_MODE_FORM = "Cards are entered on the payment provider's page for this invoice.";
export const WRONG_MODE_HOSTED = "Cards are entered on this page for this invoice.";
export const PAYMENT_NOT_FINISHED = "The payment was not made. Please try again.";
export const paidMessage = (cents: number, currency: string) =>
  `Thank you. Your payment of ${moneyText(cents, currency)} was received. A receipt was emailed to you.`;

/** Who received a payment made on the pay page (the payments' "received by", staff see it on the invoice). */
export const PAY_PAGE_RECEIVER = "Pay page";
const PAYMENT_NAME = "Card payment (pay page)";

type LinkRow = typeof invoicePayLinks.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** A pay link that may be used: the link, its invoice (locked with `lock`) and the client's region. */
interface OpenLink {
  link: LinkRow;
  invoice: InvoiceRow;
  region: PaymentRegion;
}

/** The client is not a user: the audit row names no actor; the link says who it was sent to. */
async function audit(q: Queryable, action: string, entity: string, entityId: number, after: unknown, before?: unknown) {
  await q.insert(auditLog).values({
    actorUserId: null,
    actingAsUserId: null,
    action,
    entity,
    entityId: String(entityId),
    before: before === undefined ? null : JSON.stringify(before),
    after: JSON.stringify(after),
  });
}

/**
 * The link of `token` when it belongs to `invoiceId` and may be used, with its invoice; otherwise the
 * answer saying why: 404 unknown (or another invoice's: the token is scoped to one), 410 expired, voided or
 * ended with the plan (docs/decisions/0377). A paid invoice's link still shows the page (and its receipt).
 */
export async function openPayLink(
  deps: AppDeps,
  q: Queryable,
  ip: string | null,
  invoiceId: number,
  token: string,
  lock = false,
): Promise<OpenLink> {
  const now = deps.now();
  await assertPayLinkAllowed(deps.db, ip, now);
  const [link] = await q
    .select()
    .from(invoicePayLinks)
    .where(eq(invoicePayLinks.tokenHash, hashPayLinkToken(token)))
    .limit(1);
  if (!link || link.invoiceId !== invoiceId) {
    await countPayLinkMiss(deps.db, ip, now);
    throw notFound(PAY_LINK_UNKNOWN);
  }
  const base = q.select().from(invoices).where(eq(invoices.id, invoiceId));
  const [invoice] = lock ? await base.for("update") : await base;
  if (!invoice) throw notFound(PAY_LINK_UNKNOWN);
  if (invoice.isVoid) throw new HttpError(410, PAY_LINK_VOID);
  if (invoice.billingPlanId !== null) {
    const [plan] = await q
      .select({ statusId: billingPlans.statusId })
      .from(billingPlans)
      .where(eq(billingPlans.id, invoice.billingPlanId));
    if (plan?.statusId === PLAN_STATUS.terminated) throw new HttpError(410, PAY_LINK_ENDED);
  }
  if (link.revokedAt || link.expiresAt <= now) throw new HttpError(410, PAY_LINK_EXPIRED);
  return { link, invoice, region: regionOfCurrency(invoice.currency) };
}

type PaymentRow = typeof payments.$inferSelect;

/** The receipt of a completed payment as the page shows it. */
function receiptOf(p: PaymentRow) {
  return {
    paymentID: p.id,
    amount: centsToDollars(p.amountCents),
    receivedOn: p.receivedOn.toISOString(),
    method: PAYMENT_METHOD_NAMES[p.paymentTypeId] ?? "",
    chargeId: p.stripeChargeId,
    receiptUrl: p.receiptUrl,
  };
}

const isCompleted = (p: PaymentRow) => !p.isVoid && !p.isRefund && p.statusId === PAYMENT_STATUS.completed;

/**
 * GET /pay/{invoiceId}/{token}: what the public pay page shows (no login; the link is the credential). The
 * first open through a link is written on it, with an audit row: staff see it on the invoice.
 */
export async function describePayPage(deps: AppDeps, ip: string | null, invoiceId: number, token: string) {
  const { link, invoice } = await openPayLink(deps, deps.db, ip, invoiceId, token);
  const now = deps.now();
  const opened = await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .update(invoicePayLinks)
      .set({ firstOpenedAt: now })
      .where(and(eq(invoicePayLinks.id, link.id), isNull(invoicePayLinks.firstOpenedAt)))
      .returning({ id: invoicePayLinks.id });
    if (first) await audit(tx, "invoice.pay-link.open", "invoice", invoice.id, { linkId: link.id, openedAt: now.toISOString() });
    return first !== undefined;
  });
  const [people] = await deps.db
    .select({
      clientFirst: contacts.firstName,
      clientLast: contacts.lastName,
      coachFirst: users.firstName,
      coachLast: users.lastName,
      company: users.companyName,
      logoUrl: users.logoUrl,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, invoice.affiliateId))
    .where(eq(contacts.id, invoice.contactId));
  const lines = await deps.db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.isClientBillable, true)))
    .orderBy(asc(invoiceLines.sort), asc(invoiceLines.id));
  const pays = await paymentsOf(deps.db, invoice.id);
  const balanceCents = invoiceBalanceCents(invoice.totalCents, invoice.currency, pays, invoice.isVoid);
  const shown = pays.filter((p) => !p.isVoid && p.statusId === PAYMENT_STATUS.completed);
  const last = [...pays].reverse().find(isCompleted) ?? null;
  const offer = balanceCents > 0 ? await saveCardOffer(deps.db, invoice) : null;
  return {
    invoiceID: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    invoiceName: invoice.name,
    status: statusLabel(invoice.invoiceStatusId, refundedCentsOfInvoice(invoice.currency, pays), invoice.currency),
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    affiliateID: invoice.affiliateId,
    coachName: [people?.coachFirst, people?.coachLast].join(" ").trim(),
    companyName: people?.company ?? "",
    logoURL: people?.logoUrl ?? "",
    clientName: [people?.clientFirst, people?.clientLast].join(" ").trim(),
    lines: lines.map((l) => ({
      itemName: l.itemName,
      itemDescription: l.itemDescription,
      amount: centsToDollars(l.totalCents),
    })),
    subTotal: centsToDollars(invoice.subTotalCents),
    tax: centsToDollars(invoice.taxCents),
    total: centsToDollars(invoice.totalCents),
    payments: shown.map((p) => ({
      name: p.name,
      receivedOn: p.receivedOn.toISOString(),
      amount: centsToDollars(p.amountCents),
      isRefund: p.isRefund,
    })),
    balance: centsToDollars(balanceCents),
    payable: balanceCents > 0,
    mode: deps.payments.cards.mode,
    saveCard: offer ? { authorization: offer.authorization } : null,
    receipt: last ? receiptOf(last) : null,
    pdfPath: `${payPagePath(invoice.id, token)}/invoice.pdf`,
    firstOpen: opened,
    expiresAt: link.expiresAt.toISOString(),
  };
}

export interface PayForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  payKey: string;
  saveCard: boolean;
}

/** The answer of a payment: the sentence the client reads and the receipt. */
function paidAnswer(row: PaymentRow) {
  return { message: paidMessage(row.amountCents, row.currency), receipt: receiptOf(row) };
}

/**
 * The Pending payment row of a pay-page payment, in one transaction that locks the invoice: a repeat of the
 * form (its key) answers the first payment (completed: its receipt; failed: its decline again), the
 * balance is what is paid, and a paid invoice or one being paid takes no second payment (docs/decisions/0379).
 */
async function pendingPayment(
  deps: AppDeps,
  ip: string | null,
  invoiceId: number,
  token: string,
  key: string,
): Promise<{ row: PaymentRow; repeat: boolean; open: OpenLink }> {
  // The link and the address's limit first, outside the transaction (they write their own rows); then again
  // with the invoice locked, without the limit.
  await openPayLink(deps, deps.db, ip, invoiceId, token);
  return deps.db.transaction(async (tx) => {
    const open = await openPayLink(deps, tx, null, invoiceId, token, true);
    const { invoice, region } = open;
    const pays = await paymentsOf(tx, invoice.id);
    const first = pays.find((p) => p.idempotencyKey === key);
    if (first) return { row: first, repeat: true, open };
    if (pays.some((p) => !p.isRefund && p.statusId === PAYMENT_STATUS.pending)) throw conflict(PAYMENT_IN_PROGRESS);
    const balance = invoiceBalanceCents(invoice.totalCents, invoice.currency, pays, invoice.isVoid);
    if (balance <= 0) throw conflict(ALREADY_PAID);
    const [row] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        contactId: invoice.contactId,
        affiliateId: invoice.affiliateId,
        name: PAYMENT_NAME,
        amountCents: balance,
        paymentTypeId: region === "Canada" ? PAYMENT_TYPE.creditCardCanada : PAYMENT_TYPE.creditCardUsa,
        statusId: PAYMENT_STATUS.pending,
        currency: invoice.currency,
        receivedOn: deps.now(),
        receivedBy: PAY_PAGE_RECEIVER,
        idempotencyKey: key,
      })
      .returning();
    await audit(tx, "invoice.pay-link.pay.start", "payment", row!.id, { linkId: open.link.id, payment: row });
    return { row: row!, repeat: false, open };
  });
}

/** A repeat of a payment already decided answers as the first did; one still pending is being made. */
function answerRepeat(row: PaymentRow) {
  if (row.statusId === PAYMENT_STATUS.completed && !row.isVoid) return paidAnswer(row);
  if (row.statusId === PAYMENT_STATUS.pending) throw conflict(PAYMENT_IN_PROGRESS);
  throw new HttpError(402, row.notes.replace(/^Card declined: /, "") || CARD_MESSAGES.declined);
}

type Outcome = { chargeId: string; receiptUrl: string | null; card?: CardDetails | null } | { code: string; error: string };

/**
 * Completes or fails the Pending row with the provider's answer, in one transaction: the charge id and
 * receipt, the invoice settled, the receipt emailed, the audit row; with a saved card, the plan's later
 * invoices auto-charged (save-card.ts). A charge the webhook recorded first stands, this row is voided.
 */
async function finishPayment(deps: AppDeps, open: OpenLink, row: PaymentRow, outcome: Outcome, saved: SaveCardTarget | null) {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, row.invoiceId)).for("update");
    const [current] = await tx.select().from(payments).where(eq(payments.id, row.id));
    if (current?.statusId !== PAYMENT_STATUS.pending) return current!;
    const values = await cardOutcomeValues(tx, deps, row, outcome);
    const [after] = await tx.update(payments).set(values).where(eq(payments.id, row.id)).returning();
    const settled = await settleInvoice(tx, row.invoiceId, deps.now(), businessToday(deps));
    await audit(
      tx,
      "chargeId" in outcome ? "invoice.pay-link.pay" : "invoice.pay-link.declined",
      "payment",
      row.id,
      { linkId: open.link.id, payment: after, invoiceStatusId: settled?.invoiceStatusId },
      row,
    );
    if (after?.statusId === PAYMENT_STATUS.completed) {
      await queueReceipts(tx, deps, [row.id]);
      if (saved) await saveCardPlan(deps, tx, open.invoice, saved);
    }
    return after!;
  });
}

function outcomeOf(result: CardChargeResult): Outcome {
  return result.status === "succeeded"
    ? { chargeId: result.chargeId, receiptUrl: result.receiptUrl, card: result.card }
    : { code: result.code, error: result.message };
}

/** A declined card is 402 with the provider's words; a number, expiry or CVC it would not take is 400. */
function refusal(row: PaymentRow, outcome: Outcome): never {
  const message = "error" in outcome ? outcome.error : CARD_MESSAGES.declined;
  const declined = "code" in outcome && (outcome.code === "card_declined" || outcome.code === "insufficient_funds");
  void row;
  throw new HttpError(declined ? 402 : 400, message);
}

/**
 * POST /pay/{invoiceId}/{token} (simulated provider, the card on our page): pays the balance with a card
 * entered once, idempotent by the form's key (`payKey`) and the provider's by the payment row.
 */
export async function payWithCard(deps: AppDeps, ip: string | null, invoiceId: number, token: string, form: PayForm) {
  // The link first: an unknown or ended link answers so whatever was posted.
  await openPayLink(deps, deps.db, ip, invoiceId, token);
  const cards = deps.payments.cards;
  if (cards.mode !== "form") throw badRequest(WRONG_MODE_FORM);
  if (form.number.trim() === "") throw badRequest(CARD_MESSAGES.numberRequired);
  const expiry = parseExpiry(form.expiry);
  if (!expiry) throw badRequest(CARD_MESSAGES.expiryFormat);
  const key = `pay-page:${form.payKey.trim() || crypto.randomUUID()}`;
  const { row, repeat, open } = await pendingPayment(deps, ip, invoiceId, token, key);
  if (repeat) return answerRepeat(row);
  const saved = form.saveCard ? await saveCardTarget(deps, open) : null;
  let outcome: Outcome;
  try {
    outcome = outcomeOf(
      await cards.chargeCard({
        region: open.region,
        amountCents: row.amountCents,
        currency: row.currency === "CAD" ? "CAD" : "USD",
        idempotencyKey: `coachhub-pay-page-payment-${row.id}`,
        description: open.invoice.name,
        metadata: { invoiceId: String(row.invoiceId), paymentId: String(row.id) },
        card: { number: form.number, expMonth: expiry.month, expYear: expiry.year, cvc: form.cvc, name: form.name },
        ...(saved ? { saveOn: { customerId: saved.customerId } } : {}),
      }),
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    outcome = { code: error.code ?? "provider_error", error: error.message };
  }
  const card = "card" in outcome ? (outcome.card ?? null) : null;
  const after = await finishPayment(deps, open, row, outcome, saved ? { ...saved, cardholder: form.name.trim(), card } : null);
  if (after.statusId !== PAYMENT_STATUS.completed) refusal(after, outcome);
  return paidAnswer(after);
}

/** The customer a saved card goes on: the client's of the region, or a new one (kept once paid). */
async function saveCardTarget(deps: AppDeps, open: OpenLink): Promise<SaveCardTarget | null> {
  const offer = await saveCardOffer(deps.db, open.invoice);
  if (!offer) return null;
  const [contact] = await deps.db.select().from(contacts).where(eq(contacts.id, open.invoice.contactId));
  const existing = (open.region === "Canada" ? contact?.stripeCustomerIdCanada : contact?.stripeCustomerIdUsa)?.trim();
  if (existing) return { customerId: existing, newCustomer: false, region: open.region, cardholder: "", card: null };
  const cards = deps.payments.cards;
  const customerId =
    cards.mode === "hosted"
      ? await cards.createCustomer({
          region: open.region,
          email: contact?.email ?? "",
          name: `${contact?.firstName ?? ""} ${contact?.lastName ?? ""}`.trim(),
          reference: `contact-${open.invoice.contactId}`,
        })
      : `sim_cus_${crypto.randomUUID().replace(/-/g, "")}`;
  return { customerId, newCustomer: true, region: open.region, cardholder: "", card: null };
}

/** The page the provider sends the browser back to. */
const pageUrl = (deps: AppDeps, invoiceId: number, token: string) => `${webBase(deps)}${payPagePath(invoiceId, token)}`;

/**
 * POST /pay/{invoiceId}/{token}/checkout (Stripe): Checkout in payment mode for the balance → { url }. The
 * session is keyed by the Pending payment row, so a second click reuses it (docs/decisions/0378).
 */
export async function startPayCheckout(
  deps: AppDeps,
  ip: string | null,
  invoiceId: number,
  token: string,
  input: { payKey: string; saveCard: boolean },
) {
  await openPayLink(deps, deps.db, ip, invoiceId, token);
  const cards = deps.payments.cards;
  if (cards.mode !== "hosted") throw badRequest(WRONG_MODE_HOSTED);
  const key = `pay-page:${input.payKey.trim() || crypto.randomUUID()}`;
  const { row, repeat, open } = await pendingPayment(deps, ip, invoiceId, token, key);
  if (repeat && row.statusId !== PAYMENT_STATUS.pending) answerRepeat(row);
  const saved = input.saveCard ? await saveCardTarget(deps, open) : null;
  const page = pageUrl(deps, invoiceId, token);
  const session = await cards
    .startCardPayment({
      region: open.region,
      amountCents: row.amountCents,
      currency: row.currency === "CAD" ? "CAD" : "USD",
      idempotencyKey: `coachhub-pay-page-checkout-${row.id}`,
      description: open.invoice.name,
      metadata: { invoiceId: String(row.invoiceId), paymentId: String(row.id) },
      successUrl: `${page}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${page}?cancelled=1`,
      reference: `pay-payment-${row.id}`,
      ...(saved ? { saveOn: { customerId: saved.customerId } } : {}),
    })
    .catch(async (error: unknown) => {
      await finishPayment(deps, open, row, { code: "provider_error", error: String((error as Error).message) }, null);
      if (error instanceof PaymentProviderError) throw new HttpError(502, error.message);
      throw error;
    });
  await deps.db.update(invoicePayLinks).set({ checkoutSessionId: session.sessionId }).where(eq(invoicePayLinks.id, open.link.id));
  return { url: session.url };
}

/**
 * POST /pay/{invoiceId}/{token}/complete { sessionId } (Stripe): back from Checkout. The session is read
 * from Stripe (never trusted from the URL): it must be this link's payment's and paid; then the payment is
 * recorded, once, whichever of this and checkout.session.completed comes first.
 */
export async function completePayCheckout(deps: AppDeps, ip: string | null, invoiceId: number, token: string, sessionId: string) {
  const open = await openPayLink(deps, deps.db, ip, invoiceId, token);
  const cards = deps.payments.cards;
  if (cards.mode !== "hosted") throw badRequest(WRONG_MODE_HOSTED);
  if (!sessionId || sessionId !== open.link.checkoutSessionId) throw badRequest(PAYMENT_NOT_FINISHED);
  const session = await cards.confirmCardPayment({ region: open.region, sessionId }).catch((error: unknown) => {
    if (error instanceof PaymentProviderError) throw new HttpError(502, error.message);
    throw error;
  });
  const paymentId = Number(/^pay-payment-(\d+)$/.exec(session.reference ?? "")?.[1]);
  const [row] = Number.isSafeInteger(paymentId) ? await deps.db.select().from(payments).where(eq(payments.id, paymentId)) : [];
  if (!row || row.invoiceId !== invoiceId || !session.paid || !session.chargeId) throw badRequest(PAYMENT_NOT_FINISHED);
  const saved = await savedOfSession(deps, open, session.customerId, session.card);
  const after = await finishPayment(deps, open, row, { chargeId: session.chargeId, receiptUrl: session.receiptUrl }, saved);
  if (after.statusId === PAYMENT_STATUS.completed) return paidAnswer(after);
  // The webhook recorded the charge first: its payment is the receipt.
  const [recorded] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.stripeChargeId, session.chargeId), eq(payments.isRefund, false)));
  if (recorded) return paidAnswer(recorded);
  throw badRequest(PAYMENT_NOT_FINISHED);
}

/** A session that saved its card: the plan's later invoices are charged to it (when the page offered it). */
async function savedOfSession(
  deps: AppDeps,
  open: OpenLink,
  customerId: string | null,
  card: CardDetails | null,
): Promise<SaveCardTarget | null> {
  if (!customerId) return null;
  const [contact] = await deps.db.select().from(contacts).where(eq(contacts.id, open.invoice.contactId));
  const existing = (open.region === "Canada" ? contact?.stripeCustomerIdCanada : contact?.stripeCustomerIdUsa)?.trim();
  return { customerId, newCustomer: existing !== customerId, region: open.region, cardholder: "", card };
}

/**
 * checkout.session.completed of a pay-page session (the webhook, features/payments): the Pending payment
 * named by the session's reference is completed with the payment intent as its charge id, unless it was
 * already (the browser's return came first); a duplicate event records nothing new.
 */
export async function recordCheckoutPayment(
  deps: AppDeps,
  q: Queryable,
  session: { reference: string | null; paymentIntent: string | null; paid: boolean },
): Promise<string> {
  const paymentId = Number(/^pay-payment-(\d+)$/.exec(session.reference ?? "")?.[1]);
  if (!Number.isSafeInteger(paymentId) || !session.paid || !session.paymentIntent) return "ignored: not a pay-page payment";
  const [row] = await q.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) return "ignored: no such payment";
  const [known] = await q
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.stripeChargeId, session.paymentIntent), eq(payments.isRefund, false)));
  if (known || row.statusId === PAYMENT_STATUS.completed) return "already recorded";
  if (row.statusId !== PAYMENT_STATUS.pending) return "ignored: the payment was already decided";
  await q.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, row.invoiceId)).for("update");
  const [after] = await q
    .update(payments)
    .set({ statusId: PAYMENT_STATUS.completed, stripeChargeId: session.paymentIntent })
    .where(eq(payments.id, row.id))
    .returning();
  const settled = await settleInvoice(q, row.invoiceId, deps.now(), businessToday(deps));
  await audit(
    q,
    "invoice.pay-link.pay.stripe",
    "payment",
    row.id,
    { payment: after, invoiceStatusId: settled?.invoiceStatusId },
    row,
  );
  await queueReceipts(q, deps, [row.id]);
  return `payment ${row.id} recorded`;
}

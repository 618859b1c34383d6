import { and, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { auditLog, billingPlans, chargeAttempts, contacts, invoices, payments, users } from "../../db/schema";
import type { IsoDate } from "../../domain/billing-period";
import {
  chargeAttemptDue,
  chargeIdempotencyKey,
  clockRetries,
  nextRetryOn,
  type ChargeAttemptSoFar,
} from "../../domain/billing-clock";
import { recipientOf } from "../../domain/email";
import { INVOICE_STATUS, invoiceBalanceCents } from "../../domain/invoice-status";
import { CHARGE_TYPE, CARD_PAYMENT_TYPES } from "../../domain/payment-methods";
import { NO_SAVED_CARD, regionOfCurrency, type ChargeResult } from "../../integrations/payments/charges";
import { coachDeclineEmail, declineEmail, type BillingRecipient } from "./billing-emails";
import { issueCardUpdateLinks } from "./card-link";
import type { CardSavedOn } from "../card-update/card-update.service";
import { settleInvoices } from "../invoice-money/invoice-money";
import { queueReceipts } from "../invoice-money/receipts";
import { inRunScope, runAuditRow, type RunContext } from "./run-context";
import type { Queryable } from "../../db/client";
import { inLists } from "../../db/in-lists";
import { clientNameOf, currencyOf, type RunItem } from "./summary";

type Attempt = typeof chargeAttempts.$inferSelect;

/** Invoices with what a charge needs of their client (the plan joined for the clock's conditions). */
function chargeRows(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      invoice: invoices,
      contact: {
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        email: contacts.email,
        email2: contacts.email2,
        customerUsa: contacts.stripeCustomerIdUsa,
        customerCanada: contacts.stripeCustomerIdCanada,
      },
      plan: { paymentMethodId: billingPlans.paymentMethodId, chargeTypeId: billingPlans.creditCardChargeTypeId },
    })
    .from(invoices)
    .leftJoin(billingPlans, eq(billingPlans.id, invoices.billingPlanId))
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(where);
}

/** Auto-charge invoices due by the date, still awaiting their charge (or overdue after a decline). */
async function awaitingCharge(run: RunContext) {
  return chargeRows(
    run.deps.db,
    and(
      inArray(invoices.invoiceStatusId, [INVOICE_STATUS.sentToStripe, INVOICE_STATUS.overdue]),
      eq(invoices.isVoid, false),
      eq(invoices.autoPayStopped, false),
      lte(invoices.dueDate, run.date),
      eq(billingPlans.creditCardChargeTypeId, CHARGE_TYPE.autoCharge),
      inArray(billingPlans.paymentMethodId, [...CARD_PAYMENT_TYPES]),
      inRunScope(run, invoices.affiliateId),
    ),
  );
}

type Awaiting = Awaited<ReturnType<typeof chargeRows>>[number];

function itemOf(row: Awaiting, detail: string): RunItem {
  return {
    invoiceId: row.invoice.id,
    billingPlanId: row.invoice.billingPlanId,
    contactId: row.invoice.contactId,
    clientName: clientNameOf(row.contact),
    affiliateId: row.invoice.affiliateId,
    month: row.invoice.billingMonth,
    currency: currencyOf(row.invoice.currency),
    amountCents: row.invoice.totalCents,
    detail,
  };
}

const customerOf = (row: Awaiting) =>
  (regionOfCurrency(row.invoice.currency) === "Canada" ? row.contact.customerCanada : row.contact.customerUsa)?.trim() || null;

/**
 * Charges every auto-charge invoice that owes an attempt by the run's date. Each attempt is committed
 * (pending, with its key) before the provider is called, so a crash never loses track of a charge; an
 * attempt a crashed run left pending is settled by asking the provider again with the same key, which
 * answers the first charge's result instead of charging again.
 */
export async function chargeInvoices(run: RunContext): Promise<void> {
  const rows = await awaitingCharge(run);
  const found = await inLists(
    rows.map((r) => r.invoice.id),
    (list) => run.deps.db.select().from(chargeAttempts).where(inArray(chargeAttempts.invoiceId, list)),
  );
  const attempts = new Map<number, Attempt[]>();
  for (const a of found) attempts.set(a.invoiceId, [...(attempts.get(a.invoiceId) ?? []), a]);
  const work: Work[] = [];
  for (const row of rows) {
    const made = attempts.get(row.invoice.id) ?? [];
    const firstOn = firstAttemptOn(made, run.date);
    const pending = made.find((a) => a.status === "pending");
    if (pending) {
      if (run.dryRun) run.summary.charged.push(itemOf(row, `Settles pending attempt ${pending.attemptNumber}`));
      else work.push({ row, attempt: pending, firstOn });
      continue;
    }
    const so: ChargeAttemptSoFar[] = made.map((a) => ({
      attemptNumber: a.attemptNumber,
      attemptedOn: a.attemptedOn ?? run.date,
      status: a.status as ChargeAttemptSoFar["status"],
    }));
    const next = chargeAttemptDue(row.invoice.dueDate, so, run.date);
    if (next === null) continue;
    if (run.dryRun) run.summary.charged.push(itemOf(row, `Attempt ${next}`));
    else work.push({ row, next, firstOn });
  }
  if (run.dryRun) {
    for (const issued of run.wouldCharge.filter((w) => w.autoCharge && w.dueDate <= run.date)) {
      run.summary.charged.push({ ...issued.item, detail: "Attempt 1" });
    }
    return;
  }
  for (let i = 0; i < work.length; i += CHUNK) await chargeChunk(run, work.slice(i, i + CHUNK));
}

/**
 * What one charge now came to: paid, declined (the provider's message), no answer (left pending), nothing
 * owed any more (settled meanwhile), or another charge of it under way (busy).
 */
export type ChargeOutcome =
  | { invoiceId: number; amountCents: number; status: "succeeded" | "unanswered" | "settled" | "busy" }
  | { invoiceId: number; amountCents: number; status: "declined"; message: string };

/**
 * Charges each invoice's balance now, one after another in the order given (oldest first for a card
 * update), each as its next attempt through the clock's own path: committed pending with its key before the
 * provider is called, then written with its payment or decline, audit rows and decline email. The caller
 * checked that each may be charged. Each invoice's attempts are read before its payments: a charge another
 * request made is then either seen pending (busy), taken by its attempt number (the insert conflicts: busy),
 * or seen paid (settled), so two requests at once never charge twice.
 */
export async function chargeInvoicesNow(
  run: RunContext,
  invoiceIds: readonly number[],
  origin: Exclude<ChargeOrigin, "clock">,
): Promise<ChargeOutcome[]> {
  const outcomes: ChargeOutcome[] = [];
  for (const invoiceId of invoiceIds) {
    const mine = await run.deps.db.select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, invoiceId));
    const [row] = await chargeRows(run.deps.db, eq(invoices.id, invoiceId));
    const pays = await run.deps.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    const amountCents = row ? invoiceBalanceCents(row.invoice.totalCents, row.invoice.currency, pays, row.invoice.isVoid) : 0;
    if (mine.some((a) => a.status === "pending")) {
      outcomes.push({ invoiceId, amountCents, status: "busy" });
      continue;
    }
    if (!row || amountCents <= 0) {
      outcomes.push({ invoiceId, amountCents, status: "settled" });
      continue;
    }
    const next = Math.max(0, ...mine.map((a) => a.attemptNumber)) + 1;
    const work = { row, next, firstOn: firstAttemptOn(mine, run.date), amountCents, origin };
    const errorsBefore = run.summary.errors.length;
    const { paid, failed } = await chargeChunk(run, [work]);
    if (paid.length > 0) outcomes.push({ invoiceId, amountCents, status: "succeeded" });
    else if (failed[0]) outcomes.push({ invoiceId, amountCents, status: "declined", message: failed[0].result.message });
    else if (run.summary.errors.length > errorsBefore) outcomes.push({ invoiceId, amountCents, status: "unanswered" });
    else outcomes.push({ invoiceId, amountCents, status: "busy" });
  }
  return outcomes;
}

interface Work {
  row: Awaiting;
  /** A pending attempt to settle, or the number of the new attempt to make. */
  attempt?: Attempt;
  next?: number;
  firstOn: string;
  /** What a new attempt charges: the invoice's total unless said (a charge now asks the balance). */
  amountCents?: number;
  /** Who asked for the charge: the clock unless said. */
  origin?: ChargeOrigin;
}

/** Who charges: the clock, finance's CHARGE CARD NOW, or the client's card update (docs/decisions/0366). */
export type ChargeOrigin = "clock" | "staff" | CardSavedOn;

const PAYMENT_BY: Record<ChargeOrigin, { receivedBy: string; notes: (attempt: number) => string }> = {
  clock: { receivedBy: "Auto-charge", notes: (n) => `Charged by the billing clock, attempt ${n}.` },
  staff: { receivedBy: "Charge card now", notes: (n) => `Charged by finance (CHARGE CARD NOW), attempt ${n}.` },
  cardUpdate: { receivedBy: "Card update", notes: (n) => `Charged when the client updated the card, attempt ${n}.` },
  signing: {
    receivedBy: "Agreement signing",
    notes: (n) => `Charged when the client signed an agreement with the card, attempt ${n}.`,
  },
};

const CHUNK = 200;
/** Provider calls in flight at once (Stripe answers in a few hundred milliseconds; its rate limit is far above). */
const PROVIDER_CONCURRENCY = 8;

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * One chunk: the new attempts committed (pending, keyed) before any provider call; the provider asked for
 * each; then every answer written in one transaction, a few set-based statements for the whole chunk —
 * each paid invoice with its payment and audit row, each decline with its audit row and card-update link
 * (docs/decisions/0261). A crash anywhere leaves attempts pending, which the next run settles with the
 * same keys. Decline emails are queued in that transaction (docs/decisions/0347).
 */
async function chargeChunk(run: RunContext, chunk: Work[]) {
  const fresh = await recordAttempts(
    run,
    chunk.filter((w) => w.next !== undefined),
  );
  const ready = chunk
    .map((w) => ({ ...w, attempt: w.attempt ?? fresh.get(w.row.invoice.id) }))
    .filter((w): w is Ready => w.attempt !== undefined);
  const answers = await mapLimit(ready, PROVIDER_CONCURRENCY, (w) => callProvider(run, w.row, w.attempt));
  const succeeded: Answered<"succeeded">[] = [];
  const declined: Answered<"declined">[] = [];
  for (const [i, w] of ready.entries()) {
    const result = answers[i];
    if (result?.status === "succeeded") succeeded.push({ w, result });
    else if (result?.status === "declined") declined.push({ w, result });
  }
  const { paid, failed } = await run.deps.db.transaction(async (tx) => {
    const paid = await writePaid(tx, run, succeeded);
    const failed = await writeDeclined(tx, run, declined);
    await queueDeclineEmails(tx, run, failed);
    return { paid, failed };
  });
  for (const { w } of paid) run.summary.charged.push(itemOf(w.row, `Paid (attempt ${w.attempt.attemptNumber})`));
  for (const { w, result } of failed) {
    run.summary.declined.push(itemOf(w.row, `Attempt ${w.attempt.attemptNumber}: ${result.message}`));
  }
  return { paid, failed };
}

type Ready = Work & { attempt: Attempt };
type Answered<S extends ChargeResult["status"]> = { w: Ready; result: Extract<ChargeResult, { status: S }> };

/** `case id when … then … end`: one value per row in a single UPDATE. */
function valueById<T>(id: AnyPgColumn, values: [number, T][], cast: string): SQL {
  const whens = values.map(([key, value]) => sql`when ${key} then ${value}`);
  return sql`(case ${id} ${sql.join(whens, sql` `)} end)::${sql.raw(cast)}`;
}

/** The new attempts, committed before the provider is called; an attempt another run recorded first is left out. */
async function recordAttempts(run: RunContext, work: Work[]): Promise<Map<number, Attempt>> {
  if (work.length === 0) return new Map();
  return run.deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(chargeAttempts)
      .values(
        work.map(({ row, next, amountCents }) => ({
          invoiceId: row.invoice.id,
          attemptNumber: next!,
          idempotencyKey: chargeIdempotencyKey(row.invoice.id, next!),
          provider: run.deps.payments.kind,
          status: "pending",
          amountCents: amountCents ?? row.invoice.totalCents,
          currency: row.invoice.currency,
          attemptedOn: run.date,
          createdAt: run.at,
          updatedAt: run.at,
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (recorded.length > 0) {
      await tx.insert(auditLog).values(
        recorded.map((attempt) =>
          runAuditRow(run, {
            action: "invoice.charge-attempt",
            entity: "invoice",
            entityId: attempt.invoiceId,
            after: {
              attemptNumber: attempt.attemptNumber,
              idempotencyKey: attempt.idempotencyKey,
              amountCents: attempt.amountCents,
              currency: attempt.currency,
            },
          }),
        ),
      );
    }
    return new Map(recorded.map((a) => [a.invoiceId, a]));
  });
}

async function callProvider(run: RunContext, row: Awaiting, attempt: Attempt): Promise<ChargeResult | null> {
  const customerId = customerOf(row);
  if (!customerId) return { status: "declined", ...NO_SAVED_CARD };
  try {
    return await run.deps.payments.paymentIntents.charge({
      region: regionOfCurrency(attempt.currency),
      customerId,
      amountCents: attempt.amountCents,
      currency: currencyOf(attempt.currency),
      idempotencyKey: attempt.idempotencyKey,
      description: row.invoice.name,
      metadata: { invoiceId: String(row.invoice.id), attempt: String(attempt.attemptNumber) },
    });
  } catch (error) {
    console.error("charge failed", error);
    run.summary.errors.push(
      `The charge of invoice ${row.invoice.id} (attempt ${attempt.attemptNumber}) got no answer from the payment provider; the next run settles it with the same key.`,
    );
    return null;
  }
}

/**
 * Sets the attempts that are still pending and answers the ids it claimed; an attempt another run settled
 * meanwhile is left as it is.
 */
async function claimPending(tx: Queryable, ids: number[], set: PgUpdateSetSource<typeof chargeAttempts>) {
  const claimed = await tx
    .update(chargeAttempts)
    .set(set)
    .where(and(inArray(chargeAttempts.id, ids), eq(chargeAttempts.status, "pending")))
    .returning({ id: chargeAttempts.id });
  return new Set(claimed.map((c) => c.id));
}

const firstAttemptOn = (made: Attempt[], date: string) => made.map((a) => a.attemptedOn ?? date).sort()[0] ?? date;

/**
 * The payments, the invoices Paid and the attempts succeeded, with an audit row each, inside the chunk's
 * transaction. Only attempts still pending are claimed (another run may have settled one); a charge
 * Stripe's webhook recorded first keeps its payment (payments_charge_once_idx).
 */
async function writePaid(tx: Queryable, run: RunContext, answered: Answered<"succeeded">[]) {
  if (answered.length === 0) return [];
  const claimedIds = await claimPending(
    tx,
    answered.map(({ w }) => w.attempt.id),
    {
      status: "succeeded",
      providerChargeId: valueById(
        chargeAttempts.id,
        answered.map(({ w, result }) => [w.attempt.id, result.chargeId]),
        "text",
      ),
      updatedAt: run.at,
    },
  );
  const mine = answered.filter(({ w }) => claimedIds.has(w.attempt.id));
  if (mine.length === 0) return [];
  const inserted = await tx
    .insert(payments)
    .values(
      mine.map(({ w: { row, attempt, origin }, result }) => ({
        invoiceId: row.invoice.id,
        contactId: row.invoice.contactId,
        affiliateId: row.invoice.affiliateId,
        name: row.invoice.name,
        amountCents: attempt.amountCents,
        paymentTypeId: row.invoice.paymentMethodId,
        stripeChargeId: result.chargeId,
        currency: attempt.currency,
        receiptUrl: result.receiptUrl,
        receivedOn: run.at,
        receivedBy: PAYMENT_BY[origin ?? "clock"].receivedBy,
        notes: PAYMENT_BY[origin ?? "clock"].notes(attempt.attemptNumber),
        createdAt: run.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: payments.id, chargeId: payments.stripeChargeId });
  const paymentOf = new Map(inserted.map((p) => [p.chargeId!, p.id]));
  const recordedFirst = mine.map(({ result }) => result.chargeId).filter((id) => !paymentOf.has(id));
  if (recordedFirst.length > 0) {
    const found = await tx
      .select({ id: payments.id, chargeId: payments.stripeChargeId })
      .from(payments)
      .where(and(inArray(payments.stripeChargeId, recordedFirst), eq(payments.isRefund, false)));
    for (const p of found) paymentOf.set(p.chargeId!, p.id);
  }
  await tx
    .update(chargeAttempts)
    .set({
      paymentId: valueById(
        chargeAttempts.id,
        mine.map(({ w, result }) => [w.attempt.id, paymentOf.get(result.chargeId)!]),
        "integer",
      ),
    })
    .where(inArray(chargeAttempts.id, [...claimedIds]));
  const settled = await settleInvoices(
    tx,
    mine.map(({ w }) => w.row.invoice.id),
    run.at,
    run.date,
  );
  const statusOf = new Map(settled.map(({ after }) => [after.id, after.invoiceStatusId]));
  // The clients' receipts; a charge Stripe's webhook recorded first was receipted by it.
  await queueReceipts(
    tx,
    run.deps,
    inserted.map((p) => p.id),
  );
  await tx.insert(auditLog).values(
    mine.map(({ w: { row, attempt }, result }) =>
      runAuditRow(run, {
        action: "invoice.charge",
        entity: "invoice",
        entityId: row.invoice.id,
        before: { invoiceStatusId: row.invoice.invoiceStatusId, paidOn: row.invoice.paidOn },
        after: {
          invoiceStatusId: statusOf.get(row.invoice.id),
          paymentId: paymentOf.get(result.chargeId)!,
          amountCents: attempt.amountCents,
          currency: attempt.currency,
          chargeId: result.chargeId,
          attemptNumber: attempt.attemptNumber,
        },
      }),
    ),
  );
  return mine;
}

/**
 * The attempts failed, with an audit row each and a card-update link for each client with a customer and
 * an email (null otherwise), inside the chunk's transaction; only attempts still pending are claimed.
 */
async function writeDeclined(tx: Queryable, run: RunContext, answered: Answered<"declined">[]) {
  if (answered.length === 0) return [];
  const failedIds = await claimPending(
    tx,
    answered.map(({ w }) => w.attempt.id),
    {
      status: "failed",
      error: valueById(
        chargeAttempts.id,
        answered.map(({ w, result }) => [w.attempt.id, `${result.code}: ${result.message}`]),
        "text",
      ),
      updatedAt: run.at,
    },
  );
  const mine = answered.filter(({ w }) => failedIds.has(w.attempt.id));
  if (mine.length === 0) return [];
  await tx.insert(auditLog).values(
    mine.map(({ w: { row, attempt }, result }) =>
      runAuditRow(run, {
        action: "invoice.charge-declined",
        entity: "invoice",
        entityId: row.invoice.id,
        after: { attemptNumber: attempt.attemptNumber, code: result.code, message: result.message },
      }),
    ),
  );
  const linked = mine.flatMap(({ w: { row, attempt } }, i) => {
    const customerId = customerOf(row);
    const email = recipientOf(row.contact);
    if (!customerId || !email) return [];
    const { contactId, affiliateId } = row.invoice;
    return [{ i, request: { contactId, affiliateId, region: regionOfCurrency(attempt.currency), customerId, email } }];
  });
  const urls = await issueCardUpdateLinks(
    run.deps,
    tx,
    linked.map((l) => l.request),
    run.deps.now(),
  );
  const linkOf = new Map(linked.map((l, k) => [l.i, urls[k]!]));
  return mine.map((answer, i) => ({ ...answer, link: linkOf.get(i) ?? null }));
}

/**
 * Each client with a link is emailed it and the next attempt's day; the coach is emailed an invoice's first
 * decline (docs/decisions/0373). Queued in the chunk's transaction, so an attempt's emails go once, with it.
 */
async function queueDeclineEmails(tx: Queryable, run: RunContext, declined: (Answered<"declined"> & { link: string | null })[]) {
  const nextOf = (w: Ready) => retryAfter(w, run.date);
  const firsts = declined.filter(({ w }) => w.attempt.attemptNumber === 1);
  const coaches = await coachesOf(
    tx,
    firsts.map(({ w }) => w.row.invoice.affiliateId),
  );
  await run.deps.mailer.sendEach(tx, [
    ...declined.flatMap(({ w, link }) =>
      link === null
        ? []
        : [
            {
              ...declineEmail(
                { to: recipientOf(w.row.contact), firstName: w.row.contact.firstName },
                w.row.invoice,
                link,
                nextOf(w),
              ),
              contactId: w.row.invoice.contactId,
            },
          ],
    ),
    ...firsts.flatMap(({ w, result, link }) => {
      const coach = coaches.get(w.row.invoice.affiliateId);
      if (!coach) return [];
      return [
        coachDeclineEmail(coach, {
          clientName: clientNameOf(w.row.contact),
          invoice: w.row.invoice,
          declinedOn: w.attempt.attemptedOn ?? run.date,
          reason: result.message,
          clientEmailed: link !== null,
          nextAttemptOn: nextOf(w),
        }),
      ];
    }),
  ]);
}

/**
 * The day the clock tries again after a declined attempt (domain `nextRetryOn`: the schedule's day, never the
 * day the email is sent), or null: the last attempt, or an invoice the clock does not charge (not an
 * auto-charge plan's, or its auto-payment stopped), as the invoice answers say.
 */
function retryAfter({ row, attempt, firstOn }: Ready, today: IsoDate): IsoDate | null {
  if (!clockRetries(row.invoice, row.plan)) return null;
  const made = attempt.attemptedOn ?? today;
  return nextRetryOn(
    [
      { attemptNumber: 1, attemptedOn: attempt.attemptNumber === 1 ? made : firstOn, status: "failed" },
      { attemptNumber: attempt.attemptNumber, attemptedOn: made, status: "failed" },
    ],
    attempt.attemptNumber,
  );
}

/** The affiliates (coaches) by id, as recipients of their email in the users table. */
async function coachesOf(tx: Queryable, affiliateIds: number[]): Promise<Map<number, BillingRecipient>> {
  if (affiliateIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...new Set(affiliateIds)]));
  return new Map(rows.filter((r) => r.email.trim()).map((r) => [r.id, { to: r.email.trim(), firstName: r.firstName }]));
}

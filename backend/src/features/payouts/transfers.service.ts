import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import type { Queryable } from "../../db/client";
import { payoutInvoices, payouts, userProfiles, users } from "../../db/schema";
import { transferIdempotencyKey, type OwedGroup, type PayoutPeriod } from "../../domain/payouts";
import type { Actor } from "../../http/actor";
import type { TransferResult } from "../../integrations/payments/transfers";
import { owedNetPayments } from "./owed";
import { recordPayout } from "./record-payout";
import { affiliateName, payoutViews, periodIs, type PayoutView } from "./payout-rows";

/** Held while a run decides what to record, so two runs never both record one affiliate's payment. */
export const PAYOUT_LOCK_KEY = 727_274_015;

type Payout = typeof payouts.$inferSelect;

/** An affiliate owed money that the run did not pay (no connected account, not onboarded, already paid). */
export interface ListedGroup {
  affiliateId: number;
  affiliate: string;
  email: string;
  currency: string;
  amountCents: number;
  invoiceCount: number;
  status: string;
  detail: string;
}

export interface TransferRun {
  /** Every transfer of the period (each attempt), after this run: the new ones pending, their jobs queued. */
  payouts: PayoutView[];
  listed: ListedGroup[];
}

/** The queue whose job makes one pending payout's transfer (docs/decisions/0352). */
export const CONNECT_TRANSFER_JOB = "connect-transfer";
export interface ConnectTransferJob {
  payoutId: number;
  /** Who ran the payouts: the audit rows of the transfer are theirs. */
  actor: { userId: number; actingAsUserId: number };
}

export const NO_CONNECTED_ACCOUNT = "No connected account";
export const NOT_ONBOARDED = "Not onboarded";
export const ALREADY_PAID = "Already paid";

/** The affiliates' connected accounts on file (user_profiles.stripe_connect_account_id). */
async function accountsOf(q: Queryable, affiliateIds: number[]): Promise<Map<number, string>> {
  if (affiliateIds.length === 0) return new Map();
  const rows = await q
    .select({ userId: userProfiles.userId, accountId: userProfiles.stripeConnectAccountId })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, affiliateIds));
  return new Map(rows.filter((r) => r.accountId?.trim()).map((r) => [r.userId, r.accountId!.trim()]));
}

async function namesOf(q: Queryable, affiliateIds: number[]) {
  if (affiliateIds.length === 0) return new Map<number, { affiliate: string; email: string }>();
  const rows = await q
    .select({ id: users.id, affiliate: affiliateName, email: users.email })
    .from(users)
    .where(inArray(users.id, affiliateIds));
  return new Map(rows.map((r) => [r.id, { affiliate: r.affiliate, email: r.email }]));
}

/**
 * Which affiliates can be paid by transfer: an account on file that the provider says finished onboarding.
 * The others are listed with the reason. The provider is asked outside any transaction.
 */
async function readyAccounts(deps: AppDeps, owed: OwedGroup[]) {
  const ids = [...new Set(owed.map((g) => g.affiliateId))];
  const accounts = await accountsOf(deps.db, ids);
  const ready = new Map<number, string>();
  const refused = new Map<number, { status: string; detail: string }>();
  for (const id of ids) {
    const accountId = accounts.get(id);
    if (!accountId) {
      refused.set(id, { status: NO_CONNECTED_ACCOUNT, detail: "Paid through the bill payment export (report 9)." });
      continue;
    }
    try {
      const status = await deps.payments.connect.getAccountStatus(accountId);
      if (status.exists && status.completedOnboarding) ready.set(id, accountId);
      else refused.set(id, { status: NOT_ONBOARDED, detail: `The connected account ${accountId} has not finished onboarding.` });
    } catch (error) {
      refused.set(id, { status: NOT_ONBOARDED, detail: `The account could not be checked: ${(error as Error).message}` });
    }
  }
  return { ready, refused };
}

/** The new transfer payouts, committed (pending, keyed) with their invoices and audit rows before any provider call. */
async function recordTransfers(deps: AppDeps, actor: Actor, period: PayoutPeriod, ready: Map<number, string>) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_KEY})`);
    const owed = (await owedNetPayments(tx, deps.env.BILLING_TIME_ZONE, period)).filter((g) => ready.has(g.affiliateId));
    const alreadyPaid: OwedGroup[] = [];
    const at = deps.now();
    for (const group of owed) {
      const same = and(
        eq(payouts.affiliateId, group.affiliateId),
        periodIs(period.start, period.end),
        eq(payouts.currency, group.currency),
      );
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(payouts).where(same);
      const attemptNumber = n + 1;
      const payout = await recordPayout(
        tx,
        actor,
        at,
        { group, period },
        {
          method: "transfer",
          attemptNumber,
          status: "pending",
          idempotencyKey: transferIdempotencyKey(group.affiliateId, period, group.currency, attemptNumber),
          provider: deps.payments.kind,
          destinationAccountId: ready.get(group.affiliateId)!,
        },
        { action: "payout.transfer-recorded" },
      );
      // Paid (or pending) for this period already: invoices paid into the period since then wait.
      if (!payout) alreadyPaid.push(group);
    }
    // A job per pending transfer of the period, new or left by an earlier run whose jobs gave up: the
    // singleton key keeps one queued per payout.
    const pending = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.method, "transfer"), eq(payouts.status, "pending"), periodIs(period.start, period.end)));
    const who = { userId: actor.userId, actingAsUserId: actor.actingAsUserId };
    await deps.jobs.enqueueMany<ConnectTransferJob>(
      tx,
      CONNECT_TRANSFER_JOB,
      pending.map(({ id }) => ({ payoutId: id, actor: who })),
      { singletonKey: (job) => `payout-${job.payoutId}` },
    );
    return alreadyPaid;
  });
}

/** The provider's answer written with its audit row; a refusal frees the invoices for the next attempt. */
async function settle(deps: AppDeps, actor: ConnectTransferJob["actor"], payout: Payout, result: TransferResult): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const at = deps.now();
    const paid = result.status === "paid";
    const [claimed] = await tx
      .update(payouts)
      .set(
        paid
          ? { status: "paid", transferId: result.transferId, failure: null, updatedAt: at }
          : { status: "failed", failure: `${result.code}: ${result.message}`, updatedAt: at },
      )
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, "pending")))
      .returning();
    if (!claimed) return;
    if (!paid) await tx.delete(payoutInvoices).where(eq(payoutInvoices.payoutId, payout.id));
    await recordAudit(tx, actor, {
      action: paid ? "payout.transfer" : "payout.transfer-refused",
      entity: "payout",
      entityId: payout.id,
      before: { status: payout.status },
      after: {
        status: claimed.status,
        transferId: claimed.transferId,
        failure: claimed.failure,
        amountCents: claimed.amountCents,
        currency: claimed.currency,
      },
    });
  });
}

/** What a pending transfer shows while its job has not answered yet. */
export const TRANSFER_QUEUED = "Queued: the transfer is made by a job in the background; run the history to see it.";

/**
 * The job of one pending payout (docs/decisions/0352): the provider is called with the payout's key, so a
 * retry or a second run of the job never transfers twice, and its answer is written as before. No answer
 * (a throw) is noted on the payout, which stays pending, and rethrown: the queue retries it with backoff.
 */
export async function makeTransfer(deps: AppDeps, job: ConnectTransferJob): Promise<void> {
  const [payout] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, job.payoutId), eq(payouts.method, "transfer"), eq(payouts.status, "pending")));
  if (!payout) return;
  let result: TransferResult;
  try {
    result = await deps.payments.transfers.create({
      destinationAccountId: payout.destinationAccountId!,
      amountCents: payout.amountCents,
      currency: payout.currency as "USD" | "CAD",
      idempotencyKey: payout.idempotencyKey,
      metadata: {
        payoutId: String(payout.id),
        affiliateId: String(payout.affiliateId),
        period: `${payout.periodStart}..${payout.periodEnd}`,
      },
    });
  } catch (error) {
    await deps.db
      .update(payouts)
      .set({ failure: noAnswer((error as Error).message), updatedAt: deps.now() })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, "pending")));
    throw error;
  }
  await settle(deps, job.actor, payout, result);
}

export const noAnswer = (message: string) =>
  `No answer from the payment provider (${message}); the transfer job tries again, with the same key.`;

/**
 * Report 11, operation 1 (docs/decisions/0248, 0352): pays each affiliate's net payments of the period, per
 * currency, by Connect transfer. Each payout is committed pending, with a key derived from affiliate,
 * period, currency and attempt, together with the job that calls the provider with that key; pending
 * payouts of the period that an earlier run left get a job again, so a rerun never pays twice. Affiliates
 * without a connected account, or not onboarded, are listed and not paid.
 */
export async function payTransfers(deps: AppDeps, actor: Actor, period: PayoutPeriod): Promise<TransferRun> {
  const owed = await owedNetPayments(deps.db, deps.env.BILLING_TIME_ZONE, period);
  const { ready, refused } = await readyAccounts(deps, owed);
  const alreadyPaid = await recordTransfers(deps, actor, period, ready);

  const names = await namesOf(deps.db, [...new Set(owed.map((g) => g.affiliateId))]);
  const listed: ListedGroup[] = [
    ...owed.filter((g) => refused.has(g.affiliateId)).map((g) => ({ group: g, ...refused.get(g.affiliateId)! })),
    ...alreadyPaid.map((g) => ({
      group: g,
      status: ALREADY_PAID,
      detail: "This period is paid already; run a period that covers these invoices.",
    })),
  ].map(({ group, status, detail }) => ({
    affiliateId: group.affiliateId,
    ...(names.get(group.affiliateId) ?? { affiliate: "", email: "" }),
    currency: group.currency,
    amountCents: group.amountCents,
    invoiceCount: group.invoices.length,
    status,
    detail,
  }));
  const all = await payoutViews(deps.db, and(eq(payouts.method, "transfer"), periodIs(period.start, period.end)));
  return { payouts: all, listed };
}

/** Report 11, operation 2: every transfer (each attempt), optionally those made between two days. */
export async function transferHistory(deps: AppDeps, made: { start: string | null; end: string | null }): Promise<PayoutView[]> {
  const day = sql`(${payouts.createdAt} at time zone ${deps.env.BILLING_TIME_ZONE})::date`;
  return payoutViews(
    deps.db,
    and(
      eq(payouts.method, "transfer"),
      made.start ? sql`${day} >= ${made.start}::date` : undefined,
      made.end ? sql`${day} <= ${made.end}::date` : undefined,
    ),
  );
}

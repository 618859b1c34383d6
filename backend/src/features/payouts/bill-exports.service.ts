import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { billExports, payouts, userProfiles, users } from "../../db/schema";
import { businessDate } from "../../domain/billing-period";
import { billPayoutKey, controlNumberOf, unknownControlNumber, type PayoutPeriod } from "../../domain/payouts";
import { notFound } from "../../http/errors";
import { owedNetPayments } from "./owed";
import { recordPayout } from "./record-payout";
import { PAYOUT_LOCK_KEY } from "./transfers.service";
import { affiliateName, payoutViews, type PayoutView } from "./payout-rows";
import { rowsOf } from "../../db/rows";

type BillExport = typeof billExports.$inferSelect;

/** Who does it: the request's actor, or (the demo seed) a user acting for themselves. */
type Who = { userId: number; actingAsUserId?: number };

export interface BillExportView {
  export: BillExport;
  createdBy: string;
  processedBy: string | null;
  payments: PayoutView[];
}

/**
 * Report 9, operation 1 (docs/decisions/0249): the payments to make for a period to the affiliates paid
 * outside Stripe Connect (no connected account on file) — each affiliate's net payments per currency —
 * grouped into one export under a new control number, in one transaction with an audit row per payment.
 * Nothing owed: no export (null).
 */
export async function generateBillExport(
  deps: Pick<AppDeps, "db" | "now"> & { timeZone: string },
  who: Who,
  period: PayoutPeriod,
): Promise<BillExportView | null> {
  const madeId = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_KEY})`);
    const owed = await owedNetPayments(tx, deps.timeZone, period);
    const connected = new Set(
      (await tx.select({ userId: userProfiles.userId, accountId: userProfiles.stripeConnectAccountId }).from(userProfiles))
        .filter((p) => p.accountId?.trim())
        .map((p) => p.userId),
    );
    const groups = owed.filter((g) => !connected.has(g.affiliateId));
    if (groups.length === 0) return null;
    const at = deps.now();
    // The control number carries the export's id: take the id first, then insert the row with both.
    const next = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('bill_exports', 'id'))::int as id`);
    const id = Number(rowsOf<{ id: number }>(next)[0]!.id);
    const controlNumber = controlNumberOf(businessDate(at, deps.timeZone), id);
    await tx.insert(billExports).values({
      id,
      controlNumber,
      periodStart: period.start,
      periodEnd: period.end,
      createdBy: who.userId,
      createdAt: at,
    });
    for (const group of groups) {
      // Null: this affiliate, period and currency was paid already (by transfer or an earlier export).
      await recordPayout(
        tx,
        who,
        at,
        { group, period },
        {
          method: "bill",
          status: "exported",
          idempotencyKey: billPayoutKey(controlNumber, group.affiliateId, group.currency),
          billExportId: id,
        },
        { action: "payout.bill-exported", after: { controlNumber } },
      );
    }
    return id;
  });
  return madeId === null ? null : viewOf(deps.db, eq(billExports.id, madeId));
}

/**
 * Report 9, operation 2: finance has paid the export's payments; each 'exported' payment becomes paid and the
 * export Processed, in one transaction with an audit row per payment. Again: nothing changes.
 */
export async function processBillExport(
  deps: Pick<AppDeps, "db" | "now">,
  who: Who,
  controlNumber: string,
): Promise<BillExportView> {
  const found = await findBillExport(deps.db, controlNumber);
  await deps.db.transaction(async (tx) => {
    const at = deps.now();
    const paid = await tx
      .update(payouts)
      .set({ status: "paid", updatedAt: at })
      .where(and(eq(payouts.billExportId, found.export.id), eq(payouts.status, "exported")))
      .returning();
    for (const payout of paid) {
      await recordAudit(tx, who, {
        action: "payout.bill-paid",
        entity: "payout",
        entityId: payout.id,
        before: { status: "exported" },
        after: { status: "paid", controlNumber, amountCents: payout.amountCents, currency: payout.currency },
      });
    }
    await tx
      .update(billExports)
      .set({ status: "Processed", processedBy: who.userId, processedAt: at })
      .where(and(eq(billExports.id, found.export.id), eq(billExports.status, "Generated")));
  });
  return findBillExport(deps.db, controlNumber);
}

/** GET /api/v1/bill/find-export/{controlNumber}: the export and its payments; 404 for an unknown number. */
export async function findBillExport(db: Db, controlNumber: string): Promise<BillExportView> {
  const view = await viewOf(db, eq(billExports.controlNumber, controlNumber));
  if (!view) throw notFound(unknownControlNumber(controlNumber));
  return view;
}

async function viewOf(db: Db, where: SQL): Promise<BillExportView | null> {
  const [found] = await db.select().from(billExports).where(where).orderBy(asc(billExports.id));
  if (!found) return null;
  const ids = [found.createdBy, found.processedBy].filter((id): id is number => id !== null);
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: users.id, name: affiliateName }).from(users).where(inArray(users.id, ids))).map((u) => [
          u.id,
          u.name,
        ]),
  );
  return {
    export: found,
    createdBy: (found.createdBy && names.get(found.createdBy)) || "",
    processedBy: (found.processedBy && names.get(found.processedBy)) || null,
    payments: await payoutViews(db, eq(payouts.billExportId, found.id)),
  };
}

export interface BillExportSummaryRow {
  export: BillExport;
  /** Per currency, its payments' count and sum in cents. */
  totals: { currency: string; count: number; amountCents: number }[];
}

/** The newest `limit` bill exports with their payments' count and sum per currency (docs/decisions/0394). */
export async function listBillExports(db: Db, limit: number): Promise<BillExportSummaryRow[]> {
  const listed = await db.select().from(billExports).orderBy(desc(billExports.id)).limit(limit);
  if (listed.length === 0) return [];
  const sums = await db
    .select({
      exportId: payouts.billExportId,
      currency: payouts.currency,
      count: sql<number>`count(*)::int`,
      amountCents: sql<number>`sum(${payouts.amountCents})::bigint`,
    })
    .from(payouts)
    .where(
      inArray(
        payouts.billExportId,
        listed.map((e) => e.id),
      ),
    )
    .groupBy(payouts.billExportId, payouts.currency)
    .orderBy(desc(payouts.currency));
  return listed.map((e) => ({
    export: e,
    totals: sums
      .filter((s) => s.exportId === e.id)
      .map((s) => ({ currency: s.currency, count: Number(s.count), amountCents: Number(s.amountCents) })),
  }));
}

import { recordAudit } from "../../db/audit";
import type { Queryable } from "../../db/client";
import { payoutInvoices, payouts } from "../../db/schema";
import type { OwedGroup, PayoutPeriod } from "../../domain/payouts";

type PayoutRow = typeof payouts.$inferSelect;
/** What differs between a transfer and a bill-export line: method, status, key and their own columns. */
type PayoutFields = Omit<
  typeof payouts.$inferInsert,
  | "affiliateId"
  | "currency"
  | "periodStart"
  | "periodEnd"
  | "amountCents"
  | "invoiceCount"
  | "createdBy"
  | "createdAt"
  | "updatedAt"
>;

/**
 * One owed group's payout, the invoices it covers (each paid out once) and its audit row, in the caller's
 * transaction. Null when this affiliate, period and currency is paid (or being paid) already: the unique
 * key refuses a second payout.
 */
export async function recordPayout(
  tx: Queryable,
  who: { userId: number; actingAsUserId?: number },
  at: Date,
  { group, period }: { group: OwedGroup; period: PayoutPeriod },
  fields: PayoutFields,
  audit: { action: string; after?: Record<string, unknown> },
): Promise<PayoutRow | null> {
  const [payout] = await tx
    .insert(payouts)
    .values({
      ...fields,
      affiliateId: group.affiliateId,
      currency: group.currency,
      periodStart: period.start,
      periodEnd: period.end,
      amountCents: group.amountCents,
      invoiceCount: group.invoices.length,
      createdBy: who.userId,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!payout) return null;
  await tx
    .insert(payoutInvoices)
    .values(group.invoices.map((i) => ({ payoutId: payout.id, invoiceId: i.invoiceId, netPaymentCents: i.netPaymentCents })));
  await recordAudit(tx, who, {
    action: audit.action,
    entity: "payout",
    entityId: payout.id,
    after: { ...payout, ...audit.after, invoiceIds: group.invoices.map((i) => i.invoiceId) },
  });
  return payout;
}

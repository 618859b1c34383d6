import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { payouts, users } from "../../db/schema";

/** A payout as the reports show it: the affiliate's name and email beside it. */
export interface PayoutView {
  id: number;
  affiliateId: number;
  affiliate: string;
  email: string;
  currency: string;
  amountCents: number;
  invoiceCount: number;
  status: string;
  attemptNumber: number;
  transferId: string | null;
  failure: string | null;
  periodStart: string;
  periodEnd: string;
  createdAt: Date;
}

export const affiliateName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export async function payoutViews(q: Queryable, where: SQL | undefined): Promise<PayoutView[]> {
  return q
    .select({
      id: payouts.id,
      affiliateId: payouts.affiliateId,
      affiliate: affiliateName,
      email: users.email,
      currency: payouts.currency,
      amountCents: payouts.amountCents,
      invoiceCount: payouts.invoiceCount,
      status: payouts.status,
      attemptNumber: payouts.attemptNumber,
      transferId: payouts.transferId,
      failure: payouts.failure,
      periodStart: payouts.periodStart,
      periodEnd: payouts.periodEnd,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.affiliateId))
    .where(where)
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
}

export const periodIs = (start: string, end: string) => and(eq(payouts.periodStart, start), eq(payouts.periodEnd, end));

/** 'pending' → 'Pending': the statuses as a person reads them. */
export const STATUS_LABEL: Record<string, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  exported: "Exported",
};

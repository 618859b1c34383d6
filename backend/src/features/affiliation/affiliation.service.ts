import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema";
import { affiliationProgress, affiliationWindowStart } from "../../domain/affiliation";
import { centsToDollars } from "../../domain/money";
import { refundedCentsOf } from "../invoice-money/invoice-money";

/** Invoice status 5 is Paid (design §5). */
const PAID_STATUS = 5;

/** The affiliate's progress toward the next tier from their paid invoices of the last 12 months. */
export async function affiliationProgressFor(db: Db, userId: number, now: Date) {
  const rows = await db
    .select({
      totalCents: invoices.totalCents,
      refundedCents: refundedCentsOf(sql`${invoices.id}`, sql`${invoices.currency}`),
      paidOn: invoices.paidOn,
      isVoid: invoices.isVoid,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.affiliateId, userId),
        eq(invoices.invoiceStatusId, PAID_STATUS),
        eq(invoices.isVoid, false),
        gt(invoices.paidOn, affiliationWindowStart(now)),
        lte(invoices.paidOn, now),
      ),
    );
  const progress = affiliationProgress(rows, now);
  return {
    userId,
    percent: progress.percent,
    paidRevenue: centsToDollars(progress.revenueCents),
    threshold: centsToDollars(progress.thresholdCents),
  };
}

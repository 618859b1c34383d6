import { eq } from "drizzle-orm";
import { generateBillExport } from "../../features/payouts/bill-exports.service";
import { addBillingMonths, addCalendarDays, billingMonthOf, businessDate } from "../../domain/billing-period";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Last month's bill payment export (report 9, docs/decisions/0249), made by the demo finance user through
 * the real engine: the demo affiliates have no connected account yet, so their net payments go there, and
 * the bill-export details modal has something to show (`BPE-{today}-0001` on a fresh demo). It covers the
 * payments the billing clock and the demo's people made in the history's last month (docs/decisions/0265).
 */
export async function seedDemoBillExport(db: Db, today: Date, timeZone: string): Promise<void> {
  const [finance] = await db.select({ id: users.id }).from(users).where(eq(users.email, "finance@coachhub.local"));
  if (!finance) return;
  const lastMonth = addBillingMonths(billingMonthOf(businessDate(today, timeZone)), -1);
  const period = { start: lastMonth, end: addCalendarDays(addBillingMonths(lastMonth, 1), -1) };
  await generateBillExport({ db, now: () => today, timeZone }, { userId: finance.id }, period);
}

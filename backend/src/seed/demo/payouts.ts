import { and, eq, like } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { createAccountLink } from "../../features/connect/connect.service";
import { generateBillExport } from "../../features/payouts/bill-exports.service";
import {
  CONNECT_TRANSFER_JOB,
  makeTransfer,
  payTransfers,
  type ConnectTransferJob,
} from "../../features/payouts/transfers.service";
import { addBillingMonths, addCalendarDays, billingMonthOf, businessDate } from "../../domain/billing-period";
import type { Db } from "../../db/client";
import type { Actor } from "../../http/actor";
import type { SimulatedPaymentProvider } from "../../integrations/payments/simulated";
import { userProfiles, users } from "../../db/schema";

/** The calendar month before today's, in the business zone: the period the demo's payouts cover. */
function lastMonth(today: Date, timeZone: string) {
  const start = addBillingMonths(billingMonthOf(businessDate(today, timeZone)), -1);
  return { start, end: addCalendarDays(addBillingMonths(start, 1), -1) };
}

const actorOf = (user: { id: number; role: number; email: string }): Actor => ({
  userId: user.id,
  role: user.role,
  email: user.email,
  actingAsUserId: user.id,
  tokenId: 0,
});

/**
 * The demo affiliates with the stripe_connect flag (Daniel Tremblay) connect an account through the product's
 * own call and the simulated provider's onboarding, and finance pays them last month's net payments by Connect
 * transfer (report 11, docs/decisions/0375): its history has a paid transfer to show. The transfer jobs the run
 * queues are run here at once, as the demo's emails are delivered at once.
 */
export async function seedDemoTransfers(deps: AppDeps & { payments: SimulatedPaymentProvider }, financeId: number, today: Date) {
  const connecting = await deps.db
    .select({ id: users.id, role: users.userRole, email: users.email })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(like(userProfiles.featureFlags, "%stripe_connect%"), eq(users.userRole, 2)));
  if (connecting.length === 0) return;
  for (const affiliate of connecting) {
    const link = await createAccountLink(deps, actorOf(affiliate), affiliate.id, affiliate.email);
    const token = link.url?.split("/").at(-1);
    if (token) await deps.payments.onboarding.complete(token);
  }
  const queued: ConnectTransferJob[] = [];
  const jobs: AppDeps["jobs"] = {
    ...deps.jobs,
    async enqueueMany(tx, name, payloads) {
      if (name === CONNECT_TRANSFER_JOB) queued.push(...(payloads as ConnectTransferJob[]));
      else await deps.jobs.enqueueMany(tx, name, payloads);
    },
  };
  const [finance] = await deps.db
    .select({ id: users.id, role: users.userRole, email: users.email })
    .from(users)
    .where(eq(users.id, financeId));
  await payTransfers({ ...deps, jobs }, actorOf(finance!), lastMonth(today, deps.env.BILLING_TIME_ZONE));
  for (const job of queued) await makeTransfer(deps, job);
}

/**
 * Last month's bill payment export (report 9, docs/decisions/0249), made by the demo finance user through
 * the real engine: the demo affiliates without a connected account are paid this way, and the bill-export
 * details modal has something to show (`BPE-{today}-0001` on a fresh demo). It covers the payments the billing
 * clock and the demo's people made in the history's last month (docs/decisions/0265).
 */
export async function seedDemoBillExport(db: Db, today: Date, timeZone: string): Promise<void> {
  const [finance] = await db.select({ id: users.id }).from(users).where(eq(users.email, "finance@coachhub.local"));
  if (!finance) return;
  await generateBillExport({ db, now: () => today, timeZone }, { userId: finance.id }, lastMonth(today, timeZone));
}

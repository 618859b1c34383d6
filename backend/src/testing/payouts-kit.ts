import { eq } from "drizzle-orm";
import type { AppDeps } from "../context";
import { contacts, invoiceLines, invoices, simulatedConnectAccounts, userProfiles } from "../db/schema";
import { INVOICE_STATUS } from "../domain/invoice-status";
import type { Actor } from "../http/actor";
import type { TestBackend } from "./harness";
import type { TestUser } from "./users";
import { fixtureInvoiceNumber } from "./invoice-numbers";

export interface PaidInvoice {
  currency?: "USD" | "CAD";
  totalCents: number;
  billingFeeCents?: number;
  merchantFeeCents?: number;
  /** The instant it was paid. */
  paidOn: string;
}

/** Helpers of the payouts tests: paid invoices with their fee lines, connected accounts, an actor. */
export function payoutsKit(backend: TestBackend) {
  const db = () => backend.database.db;
  let n = 0;

  /** A Paid invoice of a new client of the affiliate, with the Affiliate lines the billing clock writes. */
  async function paidInvoice(affiliate: TestUser, setup: PaidInvoice) {
    n += 1;
    const [contact] = await db()
      .insert(contacts)
      .values({ affiliateId: affiliate.id, firstName: "Pat", lastName: `Payout${n}`, email: `pat.payout${n}@example.com` })
      .returning();
    const [invoice] = await db()
      .insert(invoices)
      .values({
        invoiceNumber: fixtureInvoiceNumber(),
        contactId: contact!.id,
        affiliateId: affiliate.id,
        name: `Invoice ${n}`,
        invoiceTypeId: 5,
        invoiceStatusId: INVOICE_STATUS.paid,
        dueDate: setup.paidOn.slice(0, 10),
        paidOn: new Date(setup.paidOn),
        totalCents: setup.totalCents,
        subTotalCents: setup.totalCents,
        currency: setup.currency ?? "USD",
      })
      .returning();
    const billing = setup.billingFeeCents ?? 0;
    const merchant = setup.merchantFeeCents ?? 0;
    const line = (itemName: string, cents: number, billable: boolean, groupName: string) => ({
      invoiceId: invoice!.id,
      itemName,
      priceCents: cents,
      totalCents: cents,
      isClientBillable: billable,
      groupName,
    });
    await db()
      .insert(invoiceLines)
      .values([
        line("Coaching services", setup.totalCents, true, "Services"),
        line("Billing fee", -billing, false, "Affiliate"),
        line("Merchant fee", -merchant, false, "Affiliate"),
        line("Affiliate net payment", setup.totalCents - billing - merchant, false, "Affiliate"),
      ]);
    return invoice!;
  }

  /** A connected account on the affiliate's profile, onboarded or not, in the simulated provider's table. */
  async function connect(affiliate: TestUser, onboarded = true) {
    const id = `acct_sim_test_${affiliate.id}`;
    await db()
      .insert(simulatedConnectAccounts)
      .values({ id, userId: affiliate.id, email: affiliate.email, detailsSubmitted: onboarded, chargesEnabled: onboarded })
      .onConflictDoUpdate({
        target: simulatedConnectAccounts.id,
        set: { detailsSubmitted: onboarded, chargesEnabled: onboarded },
      });
    await db()
      .insert(userProfiles)
      .values({ userId: affiliate.id, stripeConnectAccountId: id })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { stripeConnectAccountId: id } });
    return id;
  }

  async function disconnect(affiliate: TestUser) {
    await db().update(userProfiles).set({ stripeConnectAccountId: null }).where(eq(userProfiles.userId, affiliate.id));
  }

  const actorOf = (user: TestUser): Actor => ({
    userId: user.id,
    role: user.userRole,
    email: user.email,
    actingAsUserId: user.id,
    tokenId: 0,
  });

  const deps = (overrides: Partial<AppDeps> = {}): AppDeps => ({ ...backend.deps, db: db(), ...overrides });

  return { db, paidInvoice, connect, disconnect, actorOf, deps };
}

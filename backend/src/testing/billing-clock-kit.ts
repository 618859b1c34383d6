import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { addresses, billingPlanDetails, billingPlans, contacts, emailOutbox, invoices, payments } from "../db/schema";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../domain/payment-methods";
import type { RunSummary } from "../features/billing-run/summary";
import type { FormCardsApi } from "../integrations/payments/provider";
import { expectJson, type Wire } from "./answers";
import type { TestBackend } from "./harness";
import { call, tokenFor, type Cast, type TestUser } from "./users";

export interface PlanSetup {
  currency?: "USD" | "CAD";
  chargeType?: number;
  paymentMethodId?: number;
  fullBillingStart?: string;
  lastFullBill?: string;
  lastDayOfService?: string;
  card?: string | null;
  rateCents?: number;
  /** Whose client: the cast's affiliate unless said. */
  affiliateId?: number;
  /** The client's Home address province and its total tax rate in basis points: Ontario's for CAD unless said. */
  province?: { code: string; rateBp: number } | null;
}

/** Helpers of the billing clock's tests: plans as signing leaves them, runs through the call, what they left. */
export function clockKit(backend: TestBackend, users: Record<Cast, TestUser>) {
  const db = () => backend.database.db;
  let n = 0;

  /** An Active plan of a new client of the affiliate (as signing leaves it), with its monthly fees and card. */
  async function activePlan(setup: PlanSetup = {}) {
    n += 1;
    const currency = setup.currency ?? "USD";
    const region = currency === "CAD" ? "Canada" : "USA";
    const customerId = `sim_cus_clock_${n}`;
    const affiliateId = setup.affiliateId ?? users.affiliate.id;
    const province = setup.province !== undefined ? setup.province : currency === "CAD" ? { code: "ON", rateBp: 1300 } : null;
    const [contact] = await db()
      .insert(contacts)
      .values({
        affiliateId,
        firstName: "Ada",
        lastName: `Clock${n}`,
        email: `ada.clock${n}@example.com`,
        clientStatus: "Active",
        gstRateBp: province?.rateBp ?? 0,
        ...(region === "Canada" ? { stripeCustomerIdCanada: customerId } : { stripeCustomerIdUsa: customerId }),
      })
      .returning();
    if (province) {
      await db().insert(addresses).values({ contactId: contact!.id, addressTypeId: 3, state: province.code, country: "Canada" });
    }
    if (setup.card !== null) await saveCard(region, customerId, setup.card ?? "4242 4242 4242 4242");
    const lastFullBill = setup.lastFullBill ?? "2099-12-01";
    const [plan] = await db()
      .insert(billingPlans)
      .values({
        contactId: contact!.id,
        affiliateId,
        name: `Plan ${n}`,
        statusId: 2,
        fullBillingStart: setup.fullBillingStart ?? "2027-01-01",
        lastFullBill,
        firstDayOfService: setup.fullBillingStart ?? "2027-01-01",
        lastDayOfService:
          setup.lastDayOfService ?? (lastFullBill.startsWith("2099") ? "2099-12-31" : lastFullBill.replace(/-01$/, "-28")),
        paymentMethodId:
          setup.paymentMethodId ?? (currency === "CAD" ? PAYMENT_TYPE.creditCardCanada : PAYMENT_TYPE.creditCardUsa),
        creditCardChargeTypeId: setup.chargeType ?? CHARGE_TYPE.autoCharge,
        currency,
        sessionsPerMonth: 2,
        acceptedOn: new Date("2026-12-01T12:00:00Z"),
      })
      .returning();
    const rate = setup.rateCents ?? 20_000;
    await db().insert(billingPlanDetails).values({
      billingPlanId: plan!.id,
      totalInvoiceChargeCents: rate,
      totalInvoiceChargeBeforeTaxCents: rate,
      affiliateRateCents: rate,
      acBillingFeeCents: 0,
      merchantFeeCents: 0,
      affiliateTaxCents: 0,
      affiliateNetPaymentCents: rate,
      affiliateNetIncomeCents: rate,
      affiliateNetIncomeBeforeTaxCents: rate,
      totalTaxCents: 0,
    });
    return { planId: plan!.id, contactId: contact!.id, customerId, email: contact!.email };
  }

  async function saveCard(region: "USA" | "Canada", customerId: string, number: string) {
    const cards = backend.payments.cards as FormCardsApi;
    const saved = await cards.saveCard({
      region,
      customerId,
      card: { number, expMonth: 12, expYear: 2035, cvc: "123", name: "Ada" },
    });
    expect(saved.ok).toBe(true);
  }

  async function run(date: string, dryRun = false, affiliateId?: number): Promise<RunSummary> {
    const res = await call(backend, "POST", "/api/v1/billing/run", {
      token: await tokenFor(backend, users.finance.id),
      body: { date, dryRun, affiliateId },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The emails the run queued, delivered as the backend's worker would (docs/decisions/0347).
    await backend.deliverEmails();
    return (await res.json()) as RunSummary;
  }

  const invoicesOf = (planId: number) =>
    db()
      .select({
        id: invoices.id,
        number: invoices.invoiceNumber,
        month: invoices.billingMonth,
        status: invoices.invoiceStatusId,
        total: invoices.totalCents,
        tax: invoices.taxCents,
        name: invoices.name,
        due: invoices.dueDate,
      })
      .from(invoices)
      .where(eq(invoices.billingPlanId, planId))
      .orderBy(asc(invoices.billingMonth));

  /** The invoice the clock issued for the plan (its first). */
  async function invoiceOfPlan(planId: number) {
    const [invoice] = await db().select().from(invoices).where(eq(invoices.billingPlanId, planId));
    return invoice!;
  }

  /**
   * A check payment of `amount` dollars (or a refund, named `name`) recorded by finance through POST /invoice/pay,
   * received at noon UTC of `on`: the call's answer.
   */
  async function recordCheck(
    invoice: { id: number; contactId: number; affiliateId: number },
    amount: number,
    on: string,
    { refund = false, name = refund ? "Refund" : "Check 1001" }: { refund?: boolean; name?: string } = {},
  ): Promise<Wire> {
    const res = await call(backend, "POST", "/invoice/pay", {
      token: await tokenFor(backend, users.finance.id),
      body: {
        amountReceived: amount,
        invoiceID: invoice.id,
        contactID: invoice.contactId,
        affiliateID: invoice.affiliateId,
        receivedOnUTC: `${on}T12:00:00.000Z`,
        receivedBy: "Finance",
        refundName: name,
        paymentTypeID: PAYMENT_TYPE.check,
        paymentStatus: { id: 1 },
        transactionType: refund ? 1 : 0,
      },
    });
    return expectJson(res, 200);
  }

  const paymentsOf = (invoiceId: number) => db().select().from(payments).where(eq(payments.invoiceId, invoiceId));
  const mailTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.id));

  async function setPlan(planId: number, body: Record<string, unknown>, today: string) {
    backend.clock.now = new Date(`${today}T16:00:00Z`);
    const res = await call(backend, "PUT", `/billingPlan/${planId}`, {
      token: await tokenFor(backend, users.affiliate.id),
      body: { statusID: 2, ...body },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  function deps() {
    return { ...backend.deps, db: db() };
  }

  return { db, activePlan, saveCard, run, invoicesOf, invoiceOfPlan, recordCheck, paymentsOf, mailTo, setPlan, deps };
}

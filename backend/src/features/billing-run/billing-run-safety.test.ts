import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { billingRuns, chargeAttempts, simulatedCharges } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { clockKit } from "../../testing/billing-clock-kit";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { testDatabaseUrl } from "../../testing/env";
import { insertCast } from "../../testing/users";
import { runBilling } from "./billing-run.service";
import { runTodayIfDue } from "./schedule";

let backend: TestBackend;
let kit: ReturnType<typeof clockKit>;

beforeAll(async () => {
  backend = await createTestBackend({ BILLING_TEST_CLOCK: "true" });
  backend.clock.now = new Date("2027-12-10T15:00:00Z");
  await seedLookups(backend.database.db);
  const { users } = await insertCast(backend);
  kit = clockKit(backend, users);
});
afterAll(() => backend.close());

const total = async () => {
  const result = (await kit
    .db()
    .execute(
      sql`select (select count(*) from invoices) + (select count(*) from charge_attempts) + (select count(*) from audit_log) + (select count(*) from email_outbox) + (select count(*) from billing_runs) as n`,
    )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
};

describe("the billing clock never bills twice", () => {
  test("a run killed after recording the attempt settles it on the rerun with the same key: one charge", async () => {
    const plan = await kit.activePlan({
      fullBillingStart: "2028-03-01",
      lastFullBill: "2028-03-01",
      lastDayOfService: "2028-03-31",
    });
    await runBilling(kit.deps(), { date: "2028-02-25", dryRun: false });
    // The provider charges, then the process dies before the answer is written.
    const real = backend.payments.paymentIntents;
    const crashing = {
      ...backend.payments,
      paymentIntents: {
        charge: async (input: Parameters<typeof real.charge>[0]) => {
          await real.charge(input);
          throw new Error("killed");
        },
      },
    };
    const first = await runBilling({ ...kit.deps(), payments: crashing }, { date: "2028-03-01", dryRun: false });
    expect(first.errors).toHaveLength(1);
    const [invoice] = await kit.invoicesOf(plan.planId);
    expect(invoice!.status).toBe(INVOICE_STATUS.sentToStripe);
    const [pending] = await kit.db().select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, invoice!.id));
    expect(pending).toMatchObject({
      status: "pending",
      attemptNumber: 1,
      idempotencyKey: `coachhub-invoice-${invoice!.id}-attempt-1`,
    });

    const rerun = await runBilling(kit.deps(), { date: "2028-03-01", dryRun: false });
    expect(rerun.charged.items.map((i) => i.invoiceId)).toEqual([invoice!.id]);
    const [after] = await kit.invoicesOf(plan.planId);
    expect(after!.status).toBe(INVOICE_STATUS.paid);
    const charges = await kit.db().select().from(simulatedCharges).where(eq(simulatedCharges.customerId, plan.customerId));
    expect(charges).toHaveLength(1);
    const paid = await kit.paymentsOf(invoice!.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.stripeChargeId).toBe(charges[0]!.id);
    const attempts = await kit.db().select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, invoice!.id));
    expect(attempts.map((a) => [a.attemptNumber, a.status])).toEqual([[1, "succeeded"]]);
  });

  test("a dry run answers what the run then does, and writes nothing", async () => {
    await kit.activePlan({ fullBillingStart: "2028-05-01", lastFullBill: "2028-05-01", lastDayOfService: "2028-05-31" });
    await kit.activePlan({ fullBillingStart: "2028-05-01", currency: "CAD", chargeType: 1, paymentMethodId: 3, card: null });
    const before = await total();
    const dry = await kit.run("2028-04-25", true);
    expect(await total()).toBe(before);
    expect(dry.dryRun).toBe(true);
    const real = await kit.run("2028-04-25");
    expect(dry.issued.count).toBe(2);
    expect(dry.issued.totals).toEqual(real.issued.totals);
    expect(dry.issued.items.map((i) => [i.billingPlanId, i.month, i.amountCents])).toEqual(
      real.issued.items.map((i) => [i.billingPlanId, i.month, i.amountCents]),
    );
    const dryFirst = await kit.run("2028-05-01", true);
    const realFirst = await kit.run("2028-05-01");
    expect(dryFirst.charged.items.map((i) => i.invoiceId)).toEqual(realFirst.charged.items.map((i) => i.invoiceId));
    const dryLater = await kit.run("2028-05-04", true);
    const realLater = await kit.run("2028-05-04");
    expect([dryLater.overdue.count, dryLater.reminded.count]).toEqual([realLater.overdue.count, realLater.reminded.count]);
    expect([realLater.overdue.count, realLater.reminded.count]).toEqual([1, 1]);
  });

  test("a pro-bono plan (nothing to bill) is never invoiced", async () => {
    const plan = await kit.activePlan({
      fullBillingStart: "2028-06-01",
      rateCents: 0,
      paymentMethodId: 5,
      chargeType: 3,
      card: null,
    });
    const summary = await runBilling(kit.deps(), { date: "2028-05-25", dryRun: false });
    expect(summary.issued.items.filter((i) => i.billingPlanId === plan.planId)).toEqual([]);
    expect(await kit.invoicesOf(plan.planId)).toEqual([]);
  });

  test("the schedule runs today's date once: a later check the same day finds it in billing_runs", async () => {
    backend.clock.now = new Date("2029-03-10T16:00:00Z");
    const first = await runTodayIfDue(kit.deps());
    expect(first).toMatchObject({ date: "2029-03-10", dryRun: false });
    expect(await runTodayIfDue(kit.deps())).toBeNull();
    const [recorded] = await kit.db().select().from(billingRuns).where(eq(billingRuns.runDate, "2029-03-10"));
    expect(JSON.parse(recorded!.summary)).toEqual(first);
  });

  test("two runs at once in one process: one runs, the other is refused with 409", async () => {
    const [a, b] = await Promise.allSettled([
      runBilling(kit.deps(), { date: "2028-06-01", dryRun: false }),
      runBilling(kit.deps(), { date: "2028-06-01", dryRun: false }),
    ]);
    expect(a.status).toBe("fulfilled");
    expect(b).toMatchObject({ status: "rejected", reason: { status: 409 } });
  });

  test.runIf(Boolean(testDatabaseUrl))(
    "two runs at once on two connections (real Postgres): one invoice, one charge",
    async () => {
      const plan = await kit.activePlan({
        fullBillingStart: "2028-08-01",
        lastFullBill: "2028-08-01",
        lastDayOfService: "2028-08-31",
      });
      await runBilling(kit.deps(), { date: "2028-07-25", dryRun: false });
      const pg = await import("../../db/client");
      const second = await pg.openDatabase({ kind: "postgres", url: backend.databaseUrl! });
      // Each run's charge takes a while, so the two surely overlap.
      const real = backend.payments.paymentIntents;
      const slow = {
        ...backend.payments,
        paymentIntents: {
          charge: async (input: Parameters<typeof real.charge>[0]) => {
            await new Promise((resolve) => setTimeout(resolve, 500));
            return real.charge(input);
          },
        },
      };
      try {
        const results = await Promise.allSettled([
          runBilling({ ...kit.deps(), payments: slow }, { date: "2028-08-01", dryRun: false }),
          runBilling({ ...kit.deps(), payments: slow, db: second.db }, { date: "2028-08-01", dryRun: false }),
        ]);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([
          409,
        ]);
        await runBilling({ ...kit.deps(), db: second.db }, { date: "2028-08-01", dryRun: false });
        const rows = await kit.invoicesOf(plan.planId);
        expect(rows.map((r) => [r.month, r.status])).toEqual([["2028-08-01", INVOICE_STATUS.paid]]);
        expect(
          await kit.db().select().from(simulatedCharges).where(eq(simulatedCharges.customerId, plan.customerId)),
        ).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});

import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  billingPlans,
  billingRuns,
  chargeAttempts,
  contacts,
  invoiceLines,
  invoices,
  payments,
  simulatedCharges,
} from "../../db/schema";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { type Cast, type TestUser } from "../../testing/users";
import type { RunSummary } from "./summary";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;
const db = () => backend.database.db;

beforeAll(async () => {
  ({ backend, users } = await castBackend({ BILLING_TEST_CLOCK: "true" }, new Date("2026-12-10T15:00:00Z")));
  kit = clockKit(backend, users);
});
afterAll(() => backend.close());

const MONTHS_2027 = Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, "0")}-01`);
const RUN_DAYS = ["01", "02", "04", "08", "15", "25"];

describe("a year of the billing clock on one database", () => {
  let auto: Awaited<ReturnType<typeof kit.activePlan>>;
  let sendInvoice: Awaited<ReturnType<typeof kit.activePlan>>;
  let pausing: Awaited<ReturnType<typeof kit.activePlan>>;
  let unpausing: Awaited<ReturnType<typeof kit.activePlan>>;
  let extended: Awaited<ReturnType<typeof kit.activePlan>>;
  let terminated: Awaited<ReturnType<typeof kit.activePlan>>;
  let declining: Awaited<ReturnType<typeof kit.activePlan>>;
  let lateSigned: Awaited<ReturnType<typeof kit.activePlan>> | undefined;
  const summaries = new Map<string, RunSummary>();

  beforeAll(async () => {
    auto = await kit.activePlan();
    sendInvoice = await kit.activePlan({
      currency: "CAD",
      chargeType: CHARGE_TYPE.sendInvoice,
      paymentMethodId: PAYMENT_TYPE.check,
      card: null,
    });
    pausing = await kit.activePlan();
    unpausing = await kit.activePlan();
    extended = await kit.activePlan({ lastFullBill: "2027-04-01", lastDayOfService: "2027-04-30" });
    terminated = await kit.activePlan();
    declining = await kit.activePlan({ card: "4000 0000 0000 0341" });

    for (const date of ["2026-12-25", ...MONTHS_2027.flatMap((m) => RUN_DAYS.map((d) => `${m.slice(0, 8)}${d}`))]) {
      // Plan changes between runs, on the days a person would make them.
      if (date === "2027-03-08") await kit.setPlan(extended.planId, { lastFullBill: "2027-06-01" }, "2027-03-08");
      if (date === "2027-03-15") await kit.setPlan(pausing.planId, { statusID: 3, pauseUntilDate: "2027-06-01" }, "2027-03-20");
      if (date === "2027-04-01") {
        await kit.setPlan(terminated.planId, { statusID: 4 }, "2027-03-27");
        // The client with the always-declined card gets the link on the 1st and saves a good card on the 2nd.
      }
      if (date === "2027-06-15") await kit.setPlan(unpausing.planId, { statusID: 3, pauseUntilDate: "2099-12-01" }, "2027-06-10");
      if (date === "2027-08-01") await kit.setPlan(unpausing.planId, { statusID: 2 }, "2027-07-27");
      if (date === "2027-04-04") await kit.saveCard("USA", declining.customerId, "4242 4242 4242 4242");
      if (date === "2027-05-01") lateSigned = await kit.activePlan({ fullBillingStart: "2027-05-01" });
      summaries.set(date, await kit.run(date));
    }
  }, 300_000);

  test("an auto-charge plan is invoiced on the 25th and paid on the 1st, every month, once", async () => {
    const rows = await kit.invoicesOf(auto.planId);
    expect(rows.map((r) => r.month)).toEqual([...MONTHS_2027, "2028-01-01"]);
    expect(rows.slice(0, 12).every((r) => r.status === INVOICE_STATUS.paid)).toBe(true);
    expect(rows[12]!.status).toBe(INVOICE_STATUS.sentToStripe);
    expect(rows[0]!.name).toBe("January 2027 coaching services");
    expect(rows[0]!.due).toBe("2027-01-01");
    const paid = await kit.paymentsOf(rows[0]!.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountCents: 20_000, currency: "USD", receivedBy: "Auto-charge" });
    expect(paid[0]!.receiptUrl).toMatch(/^http:\/\/backend\.test\/api\/v1\/payments\/simulated\/receipts\/ch_sim_[0-9a-f]{24}$/);
    const receipt = await backend.app.request(new URL(paid[0]!.receiptUrl!).pathname);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain("Amount paid: $200.00 USD");
    const [charges] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(simulatedCharges)
      .where(eq(simulatedCharges.customerId, auto.customerId));
    expect(charges!.n).toBe(12);
  });

  test("a Send Invoice plan in Canada is emailed its invoice with tax, goes Overdue and is reminded on days 3, 7 and 14", async () => {
    const rows = await kit.invoicesOf(sendInvoice.planId);
    expect(rows).toHaveLength(13);
    expect(rows[0]).toMatchObject({ total: 22_600, tax: 2_600, status: INVOICE_STATUS.overdue });
    expect(rows[12]!.status).toBe(INVOICE_STATUS.sentToClient);
    const lines = await db()
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, rows[0]!.id))
      .orderBy(asc(invoiceLines.sort));
    // The client's tax address is in Ontario (ON): 13 % harmonized sales tax.
    expect(lines.find((l) => l.groupName === "Tax")).toMatchObject({
      itemName: "Sales tax",
      itemDescription: "HST (13%)",
      totalCents: 2_600,
      isClientBillable: true,
    });
    const mails = await kit.mailTo(sendInvoice.email);
    const january = mails.filter((m) => m.subject.includes("January 2027"));
    expect(january.map((m) => m.subject)).toEqual([
      `Invoice ${rows[0]!.number}: January 2027 coaching services`,
      "Reminder: January 2027 coaching services is overdue",
      "Reminder: January 2027 coaching services is overdue",
      "Reminder: January 2027 coaching services is overdue",
    ]);
    expect(january[0]!.attachments).toContain(`"filename":"${rows[0]!.id}-Clock`);
    expect(january[0]!.text).toContain("Total: $226.00 CAD\nBalance due: $226.00 CAD\nDue date: Jan. 01, 2027");
    expect(summaries.get("2027-01-04")!.reminded.items.map((i) => i.detail)).toContain("Reminder, day 3");
  });

  test("a plan paused across the 25th is not billed for its pause and bills again from the month it ends", async () => {
    const months = (await kit.invoicesOf(pausing.planId)).map((r) => r.month);
    // Paused on 20 March until June: April and May are never billed; the clock resumes it on 25 May.
    expect(months).toEqual(MONTHS_2027.filter((m) => m !== "2027-04-01" && m !== "2027-05-01").concat("2028-01-01"));
    expect(summaries.get("2027-05-25")!.resumed.plans.map((p) => p.billingPlanId)).toEqual([pausing.planId]);
    const [plan] = await db().select().from(billingPlans).where(eq(billingPlans.id, pausing.planId));
    expect(plan).toMatchObject({ statusId: 2, pauseUntil: null, billsFrom: "2027-06-01" });
  });

  test("a plan paused indefinitely and unpaused after the 25th bills again from the next month, never its pause", async () => {
    const months = (await kit.invoicesOf(unpausing.planId)).map((r) => r.month);
    expect(months).toEqual(MONTHS_2027.filter((m) => m !== "2027-07-01").concat("2028-01-01"));
    expect(
      summaries
        .get("2027-08-01")!
        .issued.items.filter((i) => i.billingPlanId === unpausing.planId)
        .map((i) => i.month),
    ).toEqual(["2027-08-01"]);
  });

  test("an extended plan bills through its new last month, then expires and its client follows", async () => {
    const months = (await kit.invoicesOf(extended.planId)).map((r) => r.month);
    expect(months).toEqual(MONTHS_2027.slice(0, 6));
    const [plan] = await db().select().from(billingPlans).where(eq(billingPlans.id, extended.planId));
    expect(plan!.statusId).toBe(5);
    expect(summaries.get("2027-07-01")!.expired.plans.map((p) => p.billingPlanId)).toEqual([extended.planId]);
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, extended.contactId));
    expect(contact!.clientStatus).toBe("Expired");
  });

  test("a plan terminated after its invoice was issued is still charged for that month, and never invoiced again", async () => {
    const rows = await kit.invoicesOf(terminated.planId);
    expect(rows.map((r) => [r.month, r.status])).toEqual([
      ["2027-01-01", INVOICE_STATUS.paid],
      ["2027-02-01", INVOICE_STATUS.paid],
      ["2027-03-01", INVOICE_STATUS.paid],
      ["2027-04-01", INVOICE_STATUS.paid],
    ]);
  });

  test("decline → card-update email → the retry on the 4th charges the new card", async () => {
    const rows = await kit.invoicesOf(declining.planId);
    // January to March: three declines each (1st, 4th, 8th), then Overdue; April paid at the retry on the 4th.
    expect(rows.slice(0, 3).every((r) => r.status === INVOICE_STATUS.overdue)).toBe(true);
    expect(rows[3]!.status).toBe(INVOICE_STATUS.paid);
    const attempts = await db()
      .select()
      .from(chargeAttempts)
      .where(eq(chargeAttempts.invoiceId, rows[3]!.id))
      .orderBy(asc(chargeAttempts.attemptNumber));
    expect(attempts.map((a) => [a.attemptNumber, a.status, a.attemptedOn])).toEqual([
      [1, "failed", "2027-04-01"],
      [2, "succeeded", "2027-04-04"],
    ]);
    const january = await db().select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, rows[0]!.id));
    expect(january.map((a) => a.attemptedOn).sort()).toEqual(["2027-01-01", "2027-01-04", "2027-01-08"]);
    const declines = (await kit.mailTo(declining.email)).filter((m) => m.subject === "Your card payment was declined");
    expect(declines).toHaveLength(10);
    expect(declines[0]!.text).toContain("/card-update/");
    expect(declines[0]!.text).toContain("We will try the charge again on January 4, 2027.");
    expect(summaries.get("2027-04-01")!.declined.items.map((i) => i.invoiceId)).toEqual([rows[3]!.id]);
  });

  test("a plan signed late for its first month is caught up by the next run", async () => {
    const months = (await kit.invoicesOf(lateSigned!.planId)).map((r) => r.month);
    expect(months[0]).toBe("2027-05-01");
    expect(summaries.get("2027-05-01")!.issued.items.filter((i) => i.billingPlanId === lateSigned!.planId)).toHaveLength(1);
  });

  test("totals are per currency, never summed", () => {
    const issued = summaries.get("2026-12-25")!.issued;
    expect(issued.totals).toEqual({ USD: 6 * 20_000, CAD: 22_600 });
  });

  test("the same date run again does nothing more", async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(invoices);
    const again = await kit.run("2027-12-25");
    expect([again.issued.count, again.charged.count, again.declined.count, again.overdue.count, again.reminded.count]).toEqual([
      0, 0, 0, 0, 0,
    ]);
    const after = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(invoices);
    expect(after[0]!.n).toBe(before[0]!.n);
    const [recorded] = await db().select().from(billingRuns).where(eq(billingRuns.runDate, "2027-12-25"));
    expect(recorded).toBeDefined();
  });

  test("every issue and charge has its audit row, by the finance user who ran it", async () => {
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.charge"), eq(auditLog.actorUserId, users.finance.id)));
    const paidCount = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.receivedBy, "Auto-charge"));
    expect(rows).toHaveLength(paidCount[0]!.n);
  });
});

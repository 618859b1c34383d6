import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, payments, payoutInvoices, payouts, simulatedTransfers } from "../../db/schema";
import { PERIOD_REQUIRED } from "../../domain/payouts";
import type { PaymentProvider } from "../../integrations/payments/provider";
import { october, payoutsWorld, type PayoutsWorld } from "../../testing/payouts-world";
import { reportRows } from "../../testing/report-rows";
import { insertUser, type TestUser } from "../../testing/users";
import type { ReportParamValue } from "../reports/report-result";

let backend: PayoutsWorld["backend"];
let users: PayoutsWorld["users"];
let kit: PayoutsWorld["kit"];
let runReport: PayoutsWorld["runReport"];

beforeAll(async () => {
  ({ backend, users, kit, runReport } = await payoutsWorld("2026-11-03T15:00:00Z"));
});
afterAll(() => backend.close());

const run = (params: ReportParamValue[], who?: TestUser, payments?: PaymentProvider) =>
  runReport(11, params, who, payments ? { payments } : {});

const transfersTo = (accountId: string) =>
  kit.db().select().from(simulatedTransfers).where(eq(simulatedTransfers.destinationAccountId, accountId));

describe("report 11, operation 1: Connect transfers of the period's net payments", () => {
  test("per affiliate and currency, net of fees; no connected account → listed, not paid; twice pays once", async () => {
    const coach = await insertUser(backend, { userRole: 2, firstName: "Tara", lastName: "Transfer" });
    const account = await kit.connect(coach);
    await kit.paidInvoice(coach, {
      totalCents: 20_000,
      billingFeeCents: 2_000,
      merchantFeeCents: 610,
      paidOn: "2026-10-02T15:00:00Z",
    });
    await kit.paidInvoice(coach, { totalCents: 10_000, billingFeeCents: 1_000, paidOn: "2026-10-31T23:30:00Z" }); // Oct 31 in Toronto
    await kit.paidInvoice(coach, { currency: "CAD", totalCents: 22_600, billingFeeCents: 2_000, paidOn: "2026-10-15T15:00:00Z" });
    await kit.paidInvoice(coach, { totalCents: 5_000, paidOn: "2026-11-01T05:00:00Z" }); // November in Toronto
    await kit.paidInvoice(users.other, { totalCents: 8_000, billingFeeCents: 800, paidOn: "2026-10-20T15:00:00Z" });

    const rows = reportRows(await run(october));
    const mine = rows.filter((r) => r["Affiliate ID"] === coach.id);
    expect(mine).toEqual([
      expect.objectContaining({
        Affiliate: "Tara Transfer",
        Currency: "CAD",
        Amount: 206,
        Invoices: 1,
        Status: "Paid",
        Attempt: 1,
      }),
      expect.objectContaining({ Currency: "USD", Amount: 263.9, Invoices: 2, Status: "Paid", Attempt: 1 }),
    ]);
    expect(mine.every((r) => String(r["Transfer ID"]).startsWith("tr_sim_"))).toBe(true);
    expect(rows.find((r) => r["Affiliate ID"] === users.other.id)).toMatchObject({
      Amount: 72,
      Status: "No connected account",
      "Transfer ID": null,
    });
    const paid = await transfersTo(account);
    expect(paid.map((t) => [t.currency, t.amountCents]).sort()).toEqual([
      ["CAD", 20_600],
      ["USD", 26_390],
    ]);

    const again = reportRows(await run(october)).filter((r) => r["Affiliate ID"] === coach.id);
    expect(again).toEqual(mine);
    expect(await transfersTo(account)).toHaveLength(2);
  });

  test("what was refunded to the client before the run is not paid to the affiliate; a voided refund takes nothing off", async () => {
    const coach = await insertUser(backend, { userRole: 2 });
    const account = await kit.connect(coach);
    const refund = (invoice: { id: number; contactId: number }, cents: number, isVoid = false) =>
      kit
        .db()
        .insert(payments)
        .values({
          invoiceId: invoice.id,
          contactId: invoice.contactId,
          affiliateId: coach.id,
          amountCents: -cents,
          isRefund: true,
          isVoid,
          paymentTypeId: 3,
          receivedOn: new Date("2026-08-20T15:00:00Z"),
        });
    const partly = await kit.paidInvoice(coach, { totalCents: 20_000, billingFeeCents: 2_000, paidOn: "2026-08-10T15:00:00Z" });
    await refund(partly, 5_000);
    await refund(partly, 3_000, true);
    const wholly = await kit.paidInvoice(coach, { totalCents: 10_000, paidOn: "2026-08-11T15:00:00Z" });
    await refund(wholly, 10_000);
    const august = [
      { name: "@Operation", value: "1" },
      { name: "@StartDate", value: "2026-08-01" },
      { name: "@EndDate", value: "2026-08-31" },
    ];
    const mine = reportRows(await run(august)).filter((r) => r["Affiliate ID"] === coach.id);
    // $200 − $20 billing fee − $50 refunded, and $100 − $100 refunded: $130.
    expect(mine).toEqual([expect.objectContaining({ Currency: "USD", Amount: 130, Invoices: 2, Status: "Paid" })]);
    expect((await transfersTo(account)).map((t) => t.amountCents)).toEqual([13_000]);
  });

  test("killed after the payout is recorded: the rerun settles it with the same key, one transfer", async () => {
    const coach = await insertUser(backend, { userRole: 2 });
    const account = await kit.connect(coach);
    await kit.paidInvoice(coach, { totalCents: 15_000, paidOn: "2026-09-10T15:00:00Z" });
    const september = [
      { name: "@Operation", value: "1" },
      { name: "@StartDate", value: "2026-09-01" },
      { name: "@EndDate", value: "2026-09-30" },
    ];
    const real = backend.payments.transfers;
    const killed: PaymentProvider = {
      ...backend.payments,
      transfers: {
        create: async (input) => {
          await real.create(input);
          throw new Error("killed");
        },
      },
    };
    const first = reportRows(await run(september, users.finance, killed)).filter((r) => r["Affiliate ID"] === coach.id);
    expect(first).toEqual([expect.objectContaining({ Status: "Pending", Amount: 150, "Transfer ID": null })]);
    expect(first[0]!.Detail).toContain("the next run settles it");

    const second = reportRows(await run(september)).filter((r) => r["Affiliate ID"] === coach.id);
    expect(second).toEqual([expect.objectContaining({ Status: "Paid", Amount: 150, Attempt: 1 })]);
    const made = await transfersTo(account);
    expect(made).toHaveLength(1);
    expect(second[0]!["Transfer ID"]).toBe(made[0]!.id);
    const [payout] = await kit.db().select().from(payouts).where(eq(payouts.affiliateId, coach.id));
    expect(made[0]!.idempotencyKey).toBe(payout!.idempotencyKey);
  });

  test("an account that has not finished onboarding is listed; once onboarded the next run pays it", async () => {
    const coach = await insertUser(backend, { userRole: 2 });
    await kit.connect(coach, false);
    await kit.paidInvoice(coach, { totalCents: 9_900, paidOn: "2026-08-05T15:00:00Z" });
    const august = [
      { name: "@StartDate", value: "2026-08-01" },
      { name: "@EndDate", value: "2026-08-31T00:00:00.000Z" },
    ];
    expect(reportRows(await run(august)).filter((r) => r["Affiliate ID"] === coach.id)).toEqual([
      expect.objectContaining({ Status: "Not onboarded", Amount: 99 }),
    ]);
    expect(await kit.db().select().from(payouts).where(eq(payouts.affiliateId, coach.id))).toEqual([]);
    const account = await kit.connect(coach, true);
    expect(reportRows(await run(august)).filter((r) => r["Affiliate ID"] === coach.id)).toEqual([
      expect.objectContaining({ Status: "Paid", Amount: 99 }),
    ]);
    expect(await transfersTo(account)).toHaveLength(1);
  });

  test("a transfer the provider refuses fails, frees its invoices, and the next attempt pays them", async () => {
    const coach = await insertUser(backend, { userRole: 2 });
    await kit.connect(coach);
    const invoice = await kit.paidInvoice(coach, { totalCents: 4_000, paidOn: "2026-07-05T15:00:00Z" });
    const july = [
      { name: "@StartDate", value: "2026-07-01" },
      { name: "@EndDate", value: "2026-07-31" },
    ];
    const refusing: PaymentProvider = {
      ...backend.payments,
      transfers: { create: async () => ({ status: "refused", code: "balance_insufficient", message: "Insufficient funds." }) },
    };
    expect(reportRows(await run(july, users.finance, refusing)).filter((r) => r["Affiliate ID"] === coach.id)).toEqual([
      expect.objectContaining({ Status: "Failed", Attempt: 1, Detail: "balance_insufficient: Insufficient funds." }),
    ]);
    expect(await kit.db().select().from(payoutInvoices).where(eq(payoutInvoices.invoiceId, invoice.id))).toEqual([]);
    const rows = reportRows(await run(july)).filter((r) => r["Affiliate ID"] === coach.id);
    expect(rows.map((r) => [r.Status, r.Attempt])).toEqual([
      ["Failed", 1],
      ["Paid", 2],
    ]);
  });

  test("every money change has its audit row", async () => {
    const actions = await kit.db().select({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.id));
    const names = new Set(actions.map((a) => a.action));
    expect(names).toEqual(new Set(["payout.transfer-recorded", "payout.transfer", "payout.transfer-refused"]));
  });

  test("finance only; operation 1 needs the period", async () => {
    await expect(run(october, users.office)).rejects.toMatchObject({ status: 403 });
    await expect(run(october, users.affiliate)).rejects.toMatchObject({ status: 403 });
    await expect(run([{ name: "@Operation", value: "1" }])).rejects.toMatchObject({ status: 400, message: PERIOD_REQUIRED });
    await expect(run([{ name: "@Operation", value: "3" }])).rejects.toMatchObject({ status: 400 });
    await expect(run([...october.slice(0, 1), { name: "@StartDate", value: "2026-13-01" }, october[2]!])).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe("report 11, operation 2: the history", () => {
  test("every transfer attempt, oldest first; Start/End Date filter on the day it was made", async () => {
    const all = reportRows(await run([{ name: "@Operation", value: "2" }]));
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all[0]).toMatchObject({ Date: "2026-11-03", "Period Start": "2026-10-01", "Period End": "2026-10-31" });
    expect(new Set(all.map((r) => r.Status))).toEqual(new Set(["Paid", "Failed"]));
    const none = await run([
      { name: "@Operation", value: "2" },
      { name: "@StartDate", value: "2026-11-04" },
      { name: "@EndDate", value: "" },
    ]);
    expect(none.data).toEqual([]);
    expect(none.columnList.map((c) => `${c.name}:${c.type}`)).toEqual([
      "Date:DateTime",
      "Period Start:DateTime",
      "Period End:DateTime",
      "Affiliate ID:Int32",
      "Affiliate:String",
      "Currency:String",
      "Amount:Decimal",
      "Invoices:Int32",
      "Status:String",
      "Transfer ID:String",
      "Attempt:Int32",
      "Detail:String",
    ]);
  });
});

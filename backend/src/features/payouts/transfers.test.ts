import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { auditLog, payments, payoutInvoices, payouts, simulatedTransfers } from "../../db/schema";
import { PERIOD_REQUIRED } from "../../domain/payouts";
import type { TransfersApi } from "../../integrations/payments/provider";
import { october, payoutsWorld, type PayoutsWorld } from "../../testing/payouts-world";
import { reportRows } from "../../testing/report-rows";
import { insertUser, type TestUser } from "../../testing/users";
import type { ReportParamValue } from "../reports/report-result";
import { CONNECT_TRANSFER_JOB, makeTransfer, noAnswer, TRANSFER_QUEUED } from "./transfers.service";

let backend: PayoutsWorld["backend"];
let users: PayoutsWorld["users"];
let kit: PayoutsWorld["kit"];
let runReport: PayoutsWorld["runReport"];

/** What the worker's provider does with a transfer: the simulated provider's unless a test says otherwise. */
let transfers: TransfersApi;

beforeAll(async () => {
  ({ backend, users, kit, runReport } = await payoutsWorld("2026-11-03T15:00:00Z", {
    BILLING_SCHEDULE: "off",
    JOBS_POLL_INTERVAL_SECONDS: "0.5",
    JOBS_RETRY_DELAY_SECONDS: "1",
    JOBS_RETRY_LIMIT: "3",
  }));
  transfers = backend.payments.transfers;
  // The worker that makes the transfers (docs/decisions/0352).
  await backend.startWorker({ payments: { ...backend.payments, transfers: { create: (input) => transfers.create(input) } } });
});
beforeEach(() => {
  transfers = backend.payments.transfers;
});
afterAll(() => backend.close());

const run = (params: ReportParamValue[], who?: TestUser) => runReport(11, params, who);

const rows = async <T>(query: ReturnType<typeof sql>) => ((await kit.db().execute(query)) as unknown as { rows: T[] }).rows;
const jobStates = async (payoutId: number) =>
  (
    await rows<{ state: string }>(
      sql`select state from pgboss.job where name = ${CONNECT_TRANSFER_JOB} and (data->>'payoutId')::int = ${payoutId} order by created_on`,
    )
  ).map((j) => j.state);
const until = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 300 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
};
/** Once every transfer job has finished (completed, or failed for good). */
async function jobsDone() {
  const busy = sql`select count(*)::int as n from pgboss.job where name = ${CONNECT_TRANSFER_JOB} and state in ('created', 'retry', 'active')`;
  await until(async () => (await rows<{ n: number }>(busy))[0]!.n === 0);
}
/** Runs operation 1, lets the jobs make the transfers, and answers the period's rows as a second run lists them. */
async function runAndSettle(params: ReportParamValue[], who?: TestUser) {
  const first = reportRows(await run(params, who));
  await jobsDone();
  return { first, settled: reportRows(await run(params, who)) };
}

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

    const { first, settled: rows } = await runAndSettle(october);
    // The answer of the run: recorded and queued; the jobs pay them after it.
    expect(first.filter((r) => r["Affiliate ID"] === coach.id)).toEqual([
      expect.objectContaining({ Currency: "CAD", Status: "Pending", Detail: TRANSFER_QUEUED, "Transfer ID": null }),
      expect.objectContaining({ Currency: "USD", Status: "Pending", Detail: TRANSFER_QUEUED, "Transfer ID": null }),
    ]);
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
    const mine = (await runAndSettle(august)).settled.filter((r) => r["Affiliate ID"] === coach.id);
    // $200 − $20 billing fee − $50 refunded, and $100 − $100 refunded: $130.
    expect(mine).toEqual([expect.objectContaining({ Currency: "USD", Amount: 130, Invoices: 2, Status: "Paid" })]);
    expect((await transfersTo(account)).map((t) => t.amountCents)).toEqual([13_000]);
  });

  test("the provider fails after making the transfer: the job is retried with the same key, one transfer", async () => {
    const coach = await insertUser(backend, { userRole: 2 });
    const account = await kit.connect(coach);
    await kit.paidInvoice(coach, { totalCents: 15_000, paidOn: "2026-09-10T15:00:00Z" });
    const september = [
      { name: "@Operation", value: "1" },
      { name: "@StartDate", value: "2026-09-01" },
      { name: "@EndDate", value: "2026-09-30" },
    ];
    const real = backend.payments.transfers;
    let calls = 0;
    // The first call reaches the provider, then the answer is lost (the process died, the network dropped).
    transfers = {
      create: async (input) => {
        const made = await real.create(input);
        if (++calls === 1) throw new Error("killed");
        return made;
      },
    };
    const first = reportRows(await run(september)).filter((r) => r["Affiliate ID"] === coach.id);
    expect(first).toEqual([
      expect.objectContaining({ Status: "Pending", Amount: 150, "Transfer ID": null, Detail: TRANSFER_QUEUED }),
    ]);
    const [payout] = await kit.db().select().from(payouts).where(eq(payouts.affiliateId, coach.id));
    await until(async () => calls >= 1 && (await jobStates(payout!.id))[0] !== "active");
    await jobsDone();
    expect(calls).toBe(2);
    expect(await jobStates(payout!.id)).toEqual(["completed"]);

    const history = reportRows(await run([{ name: "@Operation", value: "2" }])).filter((r) => r["Affiliate ID"] === coach.id);
    expect(history).toEqual([expect.objectContaining({ Status: "Paid", Amount: 150, Attempt: 1, Detail: "" })]);
    const made = await transfersTo(account);
    expect(made).toHaveLength(1);
    expect(history[0]!["Transfer ID"]).toBe(made[0]!.id);
    expect(made[0]!.idempotencyKey).toBe(payout!.idempotencyKey);
  });

  test("no answer from the provider is shown on the pending transfer while its job retries", async () => {
    const coach = await insertUser(backend, { userRole: 2 });
    const account = await kit.connect(coach);
    await kit.paidInvoice(coach, { totalCents: 6_000, paidOn: "2026-06-10T15:00:00Z" });
    const june = [
      { name: "@Operation", value: "1" },
      { name: "@StartDate", value: "2026-06-01" },
      { name: "@EndDate", value: "2026-06-30" },
    ];
    let down = true;
    const real = backend.payments.transfers;
    transfers = {
      create: async (input) => {
        if (down) throw new Error("connect ECONNREFUSED");
        return real.create(input);
      },
    };
    await run(june);
    const [payout] = await kit.db().select().from(payouts).where(eq(payouts.affiliateId, coach.id));
    await until(async () => (await jobStates(payout!.id))[0] === "retry");
    const waiting = reportRows(await run([{ name: "@Operation", value: "2" }])).filter((r) => r["Affiliate ID"] === coach.id);
    expect(waiting).toEqual([expect.objectContaining({ Status: "Pending", Detail: noAnswer("connect ECONNREFUSED") })]);
    expect(await transfersTo(account)).toEqual([]);

    down = false;
    await jobsDone();
    const paid = reportRows(await run([{ name: "@Operation", value: "2" }])).filter((r) => r["Affiliate ID"] === coach.id);
    expect(paid).toEqual([expect.objectContaining({ Status: "Paid", Detail: "" })]);
    expect(await transfersTo(account)).toHaveLength(1);
  });

  test("a job run twice at once transfers once", async () => {
    const coach = await insertUser(backend, { userRole: 2 });
    const account = await kit.connect(coach);
    await kit.paidInvoice(coach, { totalCents: 7_000, paidOn: "2026-05-10T15:00:00Z" });
    const may = [
      { name: "@Operation", value: "1" },
      { name: "@StartDate", value: "2026-05-01" },
      { name: "@EndDate", value: "2026-05-31" },
    ];
    // The worker's call waits at the provider's door while a second run of the same job goes through.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let arrived = false;
    const real = backend.payments.transfers;
    transfers = {
      create: async (input) => {
        arrived = true;
        await gate;
        return real.create(input);
      },
    };
    await run(may);
    await until(async () => arrived);
    const [payout] = await kit.db().select().from(payouts).where(eq(payouts.affiliateId, coach.id));
    const job = { payoutId: payout!.id, actor: { userId: users.finance.id, actingAsUserId: users.finance.id } };
    await Promise.all([makeTransfer(kit.deps(), job), makeTransfer(kit.deps(), job)]);
    open();
    await jobsDone();
    expect(await transfersTo(account)).toHaveLength(1);
    const [after] = await kit.db().select().from(payouts).where(eq(payouts.id, payout!.id));
    expect(after).toMatchObject({ status: "paid", transferId: (await transfersTo(account))[0]!.id });
    const audits = await kit
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(payout!.id)));
    expect(audits.filter((a) => a.action === "payout.transfer")).toHaveLength(1);
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
    expect((await runAndSettle(august)).settled.filter((r) => r["Affiliate ID"] === coach.id)).toEqual([
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
    transfers = { create: async () => ({ status: "refused", code: "balance_insufficient", message: "Insufficient funds." }) };
    expect(reportRows(await run(july)).filter((r) => r["Affiliate ID"] === coach.id)).toEqual([
      expect.objectContaining({ Status: "Pending", Attempt: 1 }),
    ]);
    await jobsDone();
    transfers = backend.payments.transfers;
    expect(reportRows(await run([{ name: "@Operation", value: "2" }])).filter((r) => r["Affiliate ID"] === coach.id)).toEqual([
      expect.objectContaining({ Status: "Failed", Attempt: 1, Detail: "balance_insufficient: Insufficient funds." }),
    ]);
    expect(await kit.db().select().from(payoutInvoices).where(eq(payoutInvoices.invoiceId, invoice.id))).toEqual([]);
    const rows = (await runAndSettle(july)).settled.filter((r) => r["Affiliate ID"] === coach.id);
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

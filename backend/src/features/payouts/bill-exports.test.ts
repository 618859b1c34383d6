import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { auditLog, simulatedTransfers } from "../../db/schema";
import { CONTROL_NUMBER_REQUIRED, unknownControlNumber } from "../../domain/payouts";
import { october, payoutsWorld, type PayoutsWorld } from "../../testing/payouts-world";
import { reportRows } from "../../testing/report-rows";
import { expectJson } from "../../testing/answers";
import { call, insertUser, type TestUser } from "../../testing/users";
import type { ReportParamValue } from "../reports/report-result";
import type { WireBillExport } from "./payouts.wire";

let backend: PayoutsWorld["backend"];
let users: PayoutsWorld["users"];
let tokens: PayoutsWorld["tokens"];
let kit: PayoutsWorld["kit"];
let runReport: PayoutsWorld["runReport"];
let coach: TestUser;
let connected: TestUser;
let controlNumber: string;

beforeAll(async () => {
  ({ backend, users, tokens, kit, runReport } = await payoutsWorld("2026-11-24T15:00:00Z"));
  coach = await insertUser(backend, { userRole: 2, firstName: "Bill", lastName: "Payee", email: "bill.payee@example.com" });
  connected = await insertUser(backend, { userRole: 2 });
  await kit.connect(connected);
  await kit.paidInvoice(coach, {
    totalCents: 20_000,
    billingFeeCents: 2_000,
    merchantFeeCents: 610,
    paidOn: "2026-10-02T15:00:00Z",
  });
  await kit.paidInvoice(coach, { currency: "CAD", totalCents: 11_300, billingFeeCents: 1_000, paidOn: "2026-10-03T15:00:00Z" });
  await kit.paidInvoice(connected, { totalCents: 7_000, paidOn: "2026-10-04T15:00:00Z" });
});
afterAll(() => backend.close());

const run = (params: ReportParamValue[], who?: TestUser) => runReport(9, params, who);

const listExports = (token = tokens.finance) => call(backend, "GET", "/api/v1/bill/exports", { token });

const find = (number: string, token = tokens.finance) =>
  call(backend, "GET", `/api/v1/bill/find-export/${encodeURIComponent(number)}`, { token });

describe("report 9, bill payment export", () => {
  test("operation 1: the period's net payments of the affiliates without a connected account, under a new control number", async () => {
    const rows = reportRows(await run(october));
    controlNumber = String(rows[0]!["Control Number"]);
    expect(controlNumber).toMatch(/^BPE-20261124-\d{4}$/);
    expect(rows).toEqual([
      expect.objectContaining({
        "Affiliate ID": coach.id,
        Affiliate: "Bill Payee",
        Currency: "CAD",
        Amount: 103,
        Status: "Exported",
      }),
      expect.objectContaining({ "Affiliate ID": coach.id, Email: "bill.payee@example.com", Currency: "USD", Amount: 173.9 }),
    ]);
    expect(rows.every((r) => r["Period Start"] === "2026-10-01" && r["Period End"] === "2026-10-31")).toBe(true);
  });

  test("operation 1 again: nothing is owed any more, no export ('No results'); transfers skip the exported invoices", async () => {
    const again = await run(october);
    expect(again.data).toEqual([]);
    expect(again.columnList[0]).toEqual({ name: "Control Number", type: "String" });
    const transfers = reportRows(await runReport(11, october));
    expect(transfers.map((r) => [r["Affiliate ID"], r.Status])).toEqual([[connected.id, "Pending"]]);
    // Its job (docs/decisions/0352) makes the one transfer.
    await backend.startWorker({ env: { ...backend.env, BILLING_SCHEDULE: "off", JOBS_POLL_INTERVAL_SECONDS: 0.5 } });
    await vi.waitFor(async () => expect(await kit.db().select().from(simulatedTransfers)).toHaveLength(1), { timeout: 20_000 });
  });

  test("GET /api/v1/bill/find-export/{controlNumber}: the export's details for the modal", async () => {
    const res = await find(controlNumber);
    expect(res.status).toBe(200);
    const body = (await res.json()) as WireBillExport;
    expect(body).toEqual({
      controlNumber,
      status: "Generated",
      periodStart: "2026-10-01",
      periodEnd: "2026-10-31",
      createdOn: "2026-11-24",
      createdBy: `${users.finance.firstName} ${users.finance.lastName}`,
      processedOn: null,
      processedBy: null,
      payments: [
        {
          affiliateID: coach.id,
          affiliateName: "Bill Payee",
          email: "bill.payee@example.com",
          currency: "USD",
          amount: 173.9,
          invoiceCount: 1,
          status: "Exported",
        },
        {
          affiliateID: coach.id,
          affiliateName: "Bill Payee",
          email: "bill.payee@example.com",
          currency: "CAD",
          amount: 103,
          invoiceCount: 1,
          status: "Exported",
        },
      ].sort((a, b) => a.currency.localeCompare(b.currency)),
      totals: [
        { currency: "USD", amount: 173.9, count: 1 },
        { currency: "CAD", amount: 103, count: 1 },
      ],
    });
  });

  test("find-export: unknown → 404, not a control number → 400, finance only", async () => {
    const unknown = await find("BPE-20200101-9999");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: unknownControlNumber("BPE-20200101-9999") });
    expect((await find("BPE 1; drop")).status).toBe(400);
    expect((await find("x".repeat(41))).status).toBe(400);
    expect((await find(controlNumber, tokens.office)).status).toBe(403);
    expect((await find(controlNumber, tokens.affiliate)).status).toBe(403);
    expect((await call(backend, "GET", `/api/v1/bill/find-export/${controlNumber}`)).status).toBe(401);
  });

  test("GET /api/v1/bill/exports: the past exports to pick, with their count, totals per currency and state; finance only", async () => {
    expect(await expectJson(await listExports(), 200)).toEqual([
      {
        controlNumber,
        status: "Generated",
        periodStart: "2026-10-01",
        periodEnd: "2026-10-31",
        createdOn: "2026-11-24",
        processedOn: null,
        paymentCount: 2,
        totals: [
          { currency: "USD", amount: 173.9, count: 1 },
          { currency: "CAD", amount: 103, count: 1 },
        ],
      },
    ]);
    expect((await listExports(tokens.office)).status).toBe(403);
    expect((await listExports(tokens.affiliate)).status).toBe(403);
    expect((await call(backend, "GET", "/api/v1/bill/exports")).status).toBe(401);
  });

  test("operation 2 needs a control number, then marks the export's payments paid, once", async () => {
    await expect(run([{ name: "@Operation", value: "2" }])).rejects.toMatchObject({
      status: 400,
      message: CONTROL_NUMBER_REQUIRED,
    });
    await expect(
      run([
        { name: "@Operation", value: "2" },
        { name: "@ControlNumber", value: "BPE-20200101-9999" },
      ]),
    ).rejects.toMatchObject({ status: 404 });
    const process = [
      { name: "@Operation", value: "2" },
      { name: "@ControlNumber", value: ` ${controlNumber} ` },
    ];
    const rows = reportRows(await run(process));
    expect(rows.map((r) => [r.Currency, r.Status])).toEqual(
      [
        ["USD", "Paid"],
        ["CAD", "Paid"],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    const body = (await (await find(controlNumber)).json()) as WireBillExport;
    expect(body).toMatchObject({ status: "Processed", processedOn: "2026-11-24" });
    const paidAudits = () => kit.db().select().from(auditLog).where(eq(auditLog.action, "payout.bill-paid"));
    expect(await paidAudits()).toHaveLength(2);
    expect(reportRows(await run(process)).map((r) => r.Status)).toEqual(["Paid", "Paid"]);
    expect(await paidAudits()).toHaveLength(2);
    await expect(run(process, users.office)).rejects.toMatchObject({ status: 403 });
    expect(await expectJson(await listExports(), 200)).toMatchObject([
      { controlNumber, status: "Processed", processedOn: "2026-11-24" },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { expectJson, type Wire } from "../../testing/answers";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { REPORT_NOT_FOUND } from "./reports.service";

/**
 * Report 16, Tax Summary (docs/decisions/0393), against invoices the billing clock issued in three provinces
 * and two currencies, with a refund, a voided refund and a void invoice, every amount computed by hand.
 */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;
let r37Token: string;

const TAX_SUMMARY = 16;
const ON = { code: "ON", rateBp: 1300 };
const QC = { code: "QC", rateBp: 1498 };
const BC = { code: "BC", rateBp: 1200 };

beforeAll(async () => {
  ({ backend, users } = await castBackend({ BILLING_TEST_CLOCK: "true" }, new Date("2026-12-10T15:00:00Z")));
  kit = clockKit(backend, users);
  r37Token = await tokenFor(backend, (await insertUser(backend, { userRole: 37 })).id);
});
afterAll(() => backend.close());

const finance = () => tokenFor(backend, users.finance.id);

async function plan(currency: "USD" | "CAD", province: { code: string; rateBp: number } | null, rateCents: number) {
  const made = await kit.activePlan({
    currency,
    province,
    rateCents,
    chargeType: CHARGE_TYPE.sendInvoice,
    paymentMethodId: PAYMENT_TYPE.check,
    card: null,
    fullBillingStart: "2027-01-01",
  });
  return made;
}

async function run(token: string, start: string, end: string, query = "") {
  return call(backend, "POST", `/report/run/${TAX_SUMMARY}/8/${users.finance.id}${query}`, {
    token,
    body: [
      { name: "Start Date", value: start },
      { name: "End Date", value: end },
    ],
  });
}
const rows = (w: Wire) => (w.data as { values: unknown[] }[]).map((d) => d.values);

describe("report 16, Tax Summary", () => {
  const DECEMBER = [
    // Ontario: $200.00 and $100.00 at 13 % HST ($26.00 + $13.00); a third invoice ($300.00) was voided.
    ["2026-12", "CAD", "Ontario", "HST", 2, 300, 39],
    // Quebec: $200.00 at 14.98 % = $29.96, split 5 : 9.975 → GST 1000.33¢ = $10.00, QST the rest, $19.96.
    ["2026-12", "CAD", "Quebec", "GST", 1, 200, 10],
    ["2026-12", "CAD", "Quebec", "QST", 1, 200, 19.96],
    // A British Columbia client billed in USD: $100.00 at 12 % = $12.00, GST 5 / 12 = $5.00, PST $7.00.
    ["2026-12", "USD", "British Columbia", "GST", 1, 100, 5],
    ["2026-12", "USD", "British Columbia", "PST", 1, 100, 7],
  ];
  // The $113.00 refund of the $226.00 Ontario invoice: its share of the $26.00 tax, $13.00, and $100.00 of sales.
  const JANUARY = [["2027-01", "CAD", "Ontario", "HST", 0, -100, -13]];

  beforeAll(async () => {
    const onA = await plan("CAD", ON, 20_000);
    const onB = await plan("CAD", ON, 10_000);
    const onVoid = await plan("CAD", ON, 30_000);
    const qc = await plan("CAD", QC, 20_000);
    const bc = await plan("USD", BC, 10_000);
    await plan("USD", null, 10_000); // a US client: no tax, not in the report
    expect((await kit.run("2026-12-25")).issued.count).toBe(6);

    const a = await kit.invoiceOfPlan(onA.planId);
    const b = await kit.invoiceOfPlan(onB.planId);
    expect(
      [a, b, await kit.invoiceOfPlan(qc.planId), await kit.invoiceOfPlan(bc.planId)].map((i) => [
        i.totalCents,
        i.taxCents,
        i.taxProvince,
      ]),
    ).toEqual([
      [22_600, 2_600, "ON"],
      [11_300, 1_300, "ON"],
      [22_996, 2_996, "QC"],
      [11_200, 1_200, "BC"],
    ]);

    await kit.recordCheck(a, 226, "2027-01-05");
    await kit.recordCheck(a, 113, "2027-01-10", { refund: true });
    // A refund voided later nets nothing.
    await kit.recordCheck(b, 113, "2027-01-05");
    const refunded = await kit.recordCheck(b, 50, "2027-01-12", { refund: true });
    const refundId = (refunded.paymentDetails as Wire[]).find((p) => p.isRefund)!.refundDetailID as number;
    expect((await call(backend, "PUT", `/payment/void/${refundId}/${b.id}`, { token: await finance() })).status).toBe(200);

    const voided = await kit.invoiceOfPlan(onVoid.planId);
    const listed = (await expectJson(
      await call(backend, "GET", `/invoice/${voided.contactId}/${voided.affiliateId}`, { token: await finance() }),
      200,
    )) as unknown as Wire[];
    const wire = listed.find((i) => i.invoiceID === voided.id)!;
    const res = await call(backend, "PUT", `/invoice/${voided.id}`, {
      token: await finance(),
      body: { ...wire, invoiceStatusID: 7, isVoid: true },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  test("per month, currency, province and tax: invoices issued, taxable sales and tax, refunds netted by their date", async () => {
    const december = await expectJson(await run(await finance(), "2026-12-01", "2026-12-31"), 200);
    expect(december.columnList).toEqual([
      { name: "Period", type: "String" },
      { name: "Currency", type: "String" },
      { name: "Province", type: "String" },
      { name: "Tax", type: "String" },
      { name: "Invoices", type: "Int32" },
      { name: "Taxable Sales", type: "Decimal" },
      { name: "Tax Collected", type: "Decimal" },
    ]);
    expect(rows(december)).toEqual(DECEMBER);
    expect(rows(await expectJson(await run(r37Token, "2027-01-01", "2027-01-31"), 200))).toEqual(JANUARY);
    expect(rows(await expectJson(await run(await finance(), "2026-12-01", "2027-01-31"), 200))).toEqual([
      ...DECEMBER,
      ...JANUARY,
    ]);
    expect(rows(await expectJson(await run(await finance(), "2027-02-01", "2027-02-28"), 200))).toEqual([]);
  });

  test("sorted by a column, and the export's paged mode answers it in one page", async () => {
    const byTax = await expectJson(await run(await finance(), "2026-12-01", "2027-01-31", "?sort=6&dir=desc"), 200);
    expect(rows(byTax).map((r) => r[6])).toEqual([39, 19.96, 10, 7, 5, -13]);
    const paged = await expectJson(await run(await finance(), "2026-12-01", "2027-01-31", "?pageSize=2&pager=1"), 200);
    expect(paged).toMatchObject({ next: null, total: 6, offset: 0, prev: null });
    expect(rows(paged)).toHaveLength(6);
    const cursor = await call(backend, "POST", `/report/run/${TAX_SUMMARY}/8/${users.finance.id}?pageSize=2&after=abc`, {
      token: await finance(),
      body: [
        { name: "Start Date", value: "2026-12-01" },
        { name: "End Date", value: "2026-12-31" },
      ],
    });
    expect(cursor.status).toBe(400);
  });

  test("finance's (and 37's) only; its dates are required and in order", async () => {
    for (const who of ["office", "affiliate"] as const) {
      const res = await call(backend, "POST", `/report/run/${TAX_SUMMARY}/${users[who].userRole}/${users[who].id}`, {
        token: await tokenFor(backend, users[who].id),
        body: [
          { name: "Start Date", value: "2026-12-01" },
          { name: "End Date", value: "2026-12-31" },
        ],
      });
      expect(await expectJson(res, 404)).toEqual({ message: REPORT_NOT_FOUND });
    }
    expect(await expectJson(await run(await finance(), "2026-12-31", "2026-12-01"), 400)).toEqual({
      message: "End Date must not be before Start Date.",
    });
    const missing = await call(backend, "POST", `/report/run/${TAX_SUMMARY}/8/${users.finance.id}`, {
      token: await finance(),
      body: [],
    });
    expect(await expectJson(missing, 400)).toEqual({ message: "Start Date is required." });
  });
});

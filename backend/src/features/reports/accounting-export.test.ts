import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LAYOUT_COLUMNS, type AccountingLayout } from "../../domain/accounting-export";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { expectJson, type Wire } from "../../testing/answers";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { NOT_SORTABLE, REPORT_NOT_FOUND } from "./reports.service";

/**
 * Report 17, the accounting export (docs/decisions/0401, 0402): its four import files parsed with csv-parse,
 * against hand-computed invoices — taxed in Ontario (HST) and Quebec (GST + QST) in CAD, a US client's card
 * invoice in USD with its merchant fee — their payments, two refunds, and a void invoice and a voided payment
 * that are left out.
 */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;
let r37Token: string;

const ACCOUNTING_EXPORT = 17;
const DECEMBER = { startDate: "2026-12-01", endDate: "2026-12-31" };
const JANUARY = { startDate: "2027-01-01", endDate: "2027-01-31" };

const finance = () => tokenFor(backend, users.finance.id);

/** The invoices' numbers (docs/decisions/0384), as the books know them. */
const nums = { on: "", qc: "", us: "" };
/** The ids the rows name: invoices, contacts and payments, filled in as the story is made. */
const ids = {
  on: 0,
  qc: 0,
  us: 0,
  onContact: 0,
  qcContact: 0,
  usContact: 0,
  card: 0,
  onPay: 0,
  qcPay: 0,
  onRefund: 0,
  qcRefund: 0,
};

async function plan(currency: "USD" | "CAD", province: { code: string; rateBp: number } | null, card: boolean) {
  return kit.activePlan({
    currency,
    province,
    rateCents: currency === "USD" ? 10_000 : 20_000,
    chargeType: card ? CHARGE_TYPE.autoCharge : CHARGE_TYPE.sendInvoice,
    paymentMethodId: card ? PAYMENT_TYPE.creditCardUsa : PAYMENT_TYPE.check,
    card: card ? undefined : null,
    fullBillingStart: "2027-01-01",
  });
}

/** A check payment (or refund) recorded by finance; the id of the payment or refund it made. */
async function pay(invoice: { id: number; contactId: number; affiliateId: number }, amount: number, on: string, refund = false) {
  const details = (await kit.recordCheck(invoice, amount, on, { refund })).paymentDetails as Wire[];
  const mine = details.filter((p) => Boolean(p.isRefund) === refund);
  return Number(refund ? mine.at(-1)!.refundDetailID : mine.at(-1)!.paymentDetailID);
}

async function file(layout: AccountingLayout, period: { startDate: string; endDate: string }, extra = "", token?: string) {
  const query = new URLSearchParams({ layout, ...period });
  return call(backend, "GET", `/api/v1/accounting/export?${query.toString()}${extra}`, {
    token: token ?? (await finance()),
  });
}

/** The file's records: the header first. */
async function records(layout: AccountingLayout, period: { startDate: string; endDate: string }, extra = "") {
  const res = await file(layout, period, extra);
  expect(res.status, await res.clone().text()).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(Buffer.from(bytes), { bom: true }) as string[][];
}

/** Sums of a money column per currency, in cents (exact). */
function centsBy(rows: string[][], currencyAt: number, amountAt: number): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const r of rows) sums[r[currencyAt]!] = (sums[r[currencyAt]!] ?? 0) + Math.round(Number(r[amountAt] || 0) * 100);
  return sums;
}

const header = (layout: AccountingLayout) => LAYOUT_COLUMNS[layout].map((c) => c.name);

beforeAll(async () => {
  ({ backend, users } = await castBackend({ BILLING_TEST_CLOCK: "true" }, new Date("2026-12-10T15:00:00Z")));
  kit = clockKit(backend, users);
  r37Token = await tokenFor(backend, (await insertUser(backend, { userRole: 37 })).id);

  const on = await plan("CAD", { code: "ON", rateBp: 1300 }, false);
  const qc = await plan("CAD", { code: "QC", rateBp: 1498 }, false);
  const us = await plan("USD", null, true);
  const voided = await plan("CAD", { code: "ON", rateBp: 1300 }, false);
  expect((await kit.run("2026-12-25")).issued.count).toBe(4);
  const [onInvoice, qcInvoice, usInvoice, voidInvoice] = [
    await kit.invoiceOfPlan(on.planId),
    await kit.invoiceOfPlan(qc.planId),
    await kit.invoiceOfPlan(us.planId),
    await kit.invoiceOfPlan(voided.planId),
  ];
  Object.assign(ids, { on: onInvoice.id, qc: qcInvoice.id, us: usInvoice.id });
  Object.assign(nums, { on: onInvoice.invoiceNumber, qc: qcInvoice.invoiceNumber, us: usInvoice.invoiceNumber });
  Object.assign(ids, { onContact: on.contactId, qcContact: qc.contactId, usContact: us.contactId });
  expect([onInvoice, qcInvoice, usInvoice].map((i) => [i.totalCents, i.taxCents, i.taxProvince])).toEqual([
    [22_600, 2_600, "ON"],
    [22_996, 2_996, "QC"],
    [10_000, 0, null],
  ]);

  // The 1st charges the US client's card: Paid, and its $3.20 merchant fee (2.9 % of $100.00 + $0.30) is booked.
  await kit.run("2027-01-01");
  const [card] = await kit.paymentsOf(usInvoice.id);
  ids.card = card!.id;

  ids.onPay = await pay(onInvoice, 226, "2027-01-05");
  ids.qcPay = await pay(qcInvoice, 229.96, "2027-01-06");
  ids.onRefund = await pay(onInvoice, 113, "2027-01-10", true);
  ids.qcRefund = await pay(qcInvoice, 50, "2027-01-12", true);
  // A payment voided afterwards is left out.
  const mistaken = await pay(voidInvoice, 10, "2027-01-07");
  expect((await call(backend, "PUT", `/payment/void/${mistaken}/${voidInvoice.id}`, { token: await finance() })).status).toBe(
    200,
  );
  const listed = (await expectJson(
    await call(backend, "GET", `/invoice/${voidInvoice.contactId}/${voidInvoice.affiliateId}`, { token: await finance() }),
    200,
  )) as unknown as Wire[];
  const wire = listed.find((i) => i.invoiceID === voidInvoice.id)!;
  const voiding = await call(backend, "PUT", `/invoice/${voidInvoice.id}`, {
    token: await finance(),
    body: { ...wire, invoiceStatusID: 7, isVoid: true },
  });
  expect(voiding.status, await voiding.clone().text()).toBe(200);
});
afterAll(() => backend.close());

const client = (contactId: number, last: string) => `Ada ${last} (${contactId})`;

describe("report 17, the accounting export", () => {
  test("QuickBooks Online invoices: one line per invoice, its sales and its tax by the province's code, in its currency", async () => {
    const [head, ...rows] = await records("QuickBooks Online invoices", DECEMBER);
    expect(head).toEqual([
      "InvoiceNo",
      "Customer",
      "InvoiceDate",
      "DueDate",
      "Item(Product/Service)",
      "ItemDescription",
      "ItemQuantity",
      "ItemRate",
      "ItemAmount",
      "ItemTaxCode",
      "ItemTaxAmount",
      "Currency",
    ]);
    expect(rows.map((r) => [r[0], r[6], r[7], r[8], r[9], r[10], r[11]])).toEqual([
      [nums.on, "1", "200.00", "200.00", "HST ON", "26.00", "CAD"],
      [nums.qc, "1", "200.00", "200.00", "GST/QST QC", "29.96", "CAD"],
      [nums.us, "1", "100.00", "100.00", "Exempt", "0.00", "USD"],
    ]);
    // Issued on the 25th, due on the 1st, in QuickBooks' MM/dd/yyyy; the client named with its contact id.
    expect(rows[0]!.slice(1, 6)).toEqual([
      client(ids.onContact, "Clock1"),
      "12/25/2026",
      "01/01/2027",
      "Coaching services",
      rows[0]![5],
    ]);
    expect(rows[0]![5]).not.toBe("");
    // Per currency, the invoices' totals: $226.00 + $229.96 in CAD, $100.00 in USD; never summed together.
    const totals = { amount: centsBy(rows, 11, 8), tax: centsBy(rows, 11, 10) };
    expect(totals).toEqual({ amount: { CAD: 40_000, USD: 10_000 }, tax: { CAD: 5_596, USD: 0 } });
    // The same tax as the Tax Summary (report 16) counts for the month.
    const summary = await call(backend, "POST", `/report/run/16/8/${users.finance.id}`, {
      token: await finance(),
      body: [
        { name: "@StartDate", value: DECEMBER.startDate },
        { name: "@EndDate", value: DECEMBER.endDate },
      ],
    });
    const taxRows = (
      (await expectJson(summary, 200)).data as { values: [string, string, string, string, number, number, number] }[]
    ).map((d) => d.values);
    expect(taxRows.filter((r) => r[1] === "CAD").reduce((sum, r) => sum + Math.round(r[6] * 100), 0)).toBe(totals.tax.CAD);
  });

  test("Xero sales invoices: the template's columns, the sales account, the tax type and amount as issued", async () => {
    const [head, ...rows] = await records("Xero sales invoices", DECEMBER);
    // Xero's SalesInvoiceTemplate.csv, every column in its order (the starred ones required).
    expect(head).toEqual(
      [
        "*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion",
        "POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description",
        "*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2",
        "TrackingOption2,Currency,BrandingTheme",
      ]
        .join(",")
        .split(","),
    );
    const at = (name: string) => head!.indexOf(name);
    const pick = (r: string[]) =>
      [
        "*InvoiceNumber",
        "*InvoiceDate",
        "*DueDate",
        "Total",
        "*Quantity",
        "*UnitAmount",
        "*AccountCode",
        "*TaxType",
        "TaxAmount",
        "Currency",
      ].map((name) => r[at(name)]);
    expect(rows.map(pick)).toEqual([
      [nums.on, "2026-12-25", "2027-01-01", "226.00", "1", "200.00", "200", "HST on Sales (ON)", "26.00", "CAD"],
      [nums.qc, "2026-12-25", "2027-01-01", "229.96", "1", "200.00", "200", "GST/QST on Sales", "29.96", "CAD"],
      [nums.us, "2026-12-25", "2027-01-01", "100.00", "1", "100.00", "200", "Tax Exempt", "0.00", "USD"],
    ]);
    expect(rows.map((r) => r[at("*ContactName")])).toEqual([
      client(ids.onContact, "Clock1"),
      client(ids.qcContact, "Clock2"),
      client(ids.usContact, "Clock3"),
    ]);
    expect(centsBy(rows, at("Currency"), at("Total"))).toEqual({ CAD: 45_596, USD: 10_000 });
  });

  test("Xero bank statement: payments in, refunds and merchant fees out, precoded; the clearing account's movement per currency", async () => {
    const [head, ...rows] = await records("Xero bank statement", JANUARY);
    expect(head).toEqual(["*Date", "*Amount", "Payee", "Description", "Reference", "Account Code", "Tax Type", "Currency"]);
    // In the order of their keys: the card payment, the US invoice's fee, the check payments and the refunds.
    expect(rows).toEqual([
      [
        "2027-01-01",
        "100.00",
        client(ids.usContact, "Clock3"),
        `Payment of invoice ${nums.us} by Credit Card USA`,
        nums.us,
        "",
        "",
        "USD",
      ],
      ["2027-01-01", "-3.20", "Card processor", `Merchant fee on invoice ${nums.us}`, nums.us, "404", "Tax Exempt", "USD"],
      ["2027-01-05", "226.00", client(ids.onContact, "Clock1"), `Payment of invoice ${nums.on} by Check`, nums.on, "", "", "CAD"],
      ["2027-01-06", "229.96", client(ids.qcContact, "Clock2"), `Payment of invoice ${nums.qc} by Check`, nums.qc, "", "", "CAD"],
      [
        "2027-01-10",
        "-113.00",
        client(ids.onContact, "Clock1"),
        `Refund on invoice ${nums.on}`,
        nums.on,
        "210",
        "HST on Sales (ON)",
        "CAD",
      ],
      [
        "2027-01-12",
        "-50.00",
        client(ids.qcContact, "Clock2"),
        `Refund on invoice ${nums.qc}`,
        nums.qc,
        "210",
        "GST/QST on Sales",
        "CAD",
      ],
    ]);
    // $226.00 + $229.96 − $113.00 − $50.00 in CAD; $100.00 − $3.20 in USD.
    expect(centsBy(rows, 7, 1)).toEqual({ CAD: 29_296, USD: 9_680 });
  });

  test("QuickBooks Online journal entries: balanced entries, each refund's tax back per tax name, the clearing account per currency", async () => {
    const [head, ...rows] = await records("QuickBooks Online journal entries", JANUARY);
    expect(head).toEqual([
      "Journal No",
      "Journal Date",
      "Account Name",
      "Debits",
      "Credits",
      "Description",
      "Name",
      "Currency Code",
    ]);
    const lines = rows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[7]]);
    expect(lines).toEqual([
      [`PAY-${ids.card}`, "01/01/2027", "Card clearing USD", "100.00", "", "USD"],
      [`PAY-${ids.card}`, "01/01/2027", "Accounts Receivable (A/R)", "", "100.00", "USD"],
      [`FEE-${nums.us}`, "01/01/2027", "Merchant fees", "3.20", "", "USD"],
      [`FEE-${nums.us}`, "01/01/2027", "Card clearing USD", "", "3.20", "USD"],
      [`PAY-${ids.onPay}`, "01/05/2027", "Card clearing CAD", "226.00", "", "CAD"],
      [`PAY-${ids.onPay}`, "01/05/2027", "Accounts Receivable (A/R)", "", "226.00", "CAD"],
      [`PAY-${ids.qcPay}`, "01/06/2027", "Card clearing CAD", "229.96", "", "CAD"],
      [`PAY-${ids.qcPay}`, "01/06/2027", "Accounts Receivable (A/R)", "", "229.96", "CAD"],
      // $113.00 of a $226.00 invoice with $26.00 HST: its share of the tax, $13.00, back from HST.
      [`REF-${ids.onRefund}`, "01/10/2027", "Refunds", "100.00", "", "CAD"],
      [`REF-${ids.onRefund}`, "01/10/2027", "GST/HST Payable", "13.00", "", "CAD"],
      [`REF-${ids.onRefund}`, "01/10/2027", "Card clearing CAD", "", "113.00", "CAD"],
      // $50.00 of $229.96 with $29.96 tax: 5000 × 2996 / 22996 = 651.4 → $6.51, split 5 : 9.975 → GST $2.17
      // (651 × 5000 / 14975 = 217.4), QST the rest, $4.34; the refund less its tax, $43.49.
      [`REF-${ids.qcRefund}`, "01/12/2027", "Refunds", "43.49", "", "CAD"],
      [`REF-${ids.qcRefund}`, "01/12/2027", "GST/HST Payable", "2.17", "", "CAD"],
      [`REF-${ids.qcRefund}`, "01/12/2027", "QST Payable", "4.34", "", "CAD"],
      [`REF-${ids.qcRefund}`, "01/12/2027", "Card clearing CAD", "", "50.00", "CAD"],
    ]);
    // The receivable lines name the customer; every entry balances.
    expect(rows[1]![6]).toBe(client(ids.usContact, "Clock3"));
    for (const number of new Set(rows.map((r) => r[0]))) {
      const entry = rows.filter((r) => r[0] === number);
      expect(centsBy(entry, 7, 3), number).toEqual(centsBy(entry, 7, 4));
    }
    // The clearing account moves as the bank statement does: CAD $292.96, USD $96.80.
    const clearing = rows.filter((r) => r[2]!.startsWith("Card clearing"));
    const net = (c: string) => (centsBy(clearing, 7, 3)[c] ?? 0) - (centsBy(clearing, 7, 4)[c] ?? 0);
    expect([net("CAD"), net("USD")]).toEqual([29_296, 9_680]);
  });

  test("one currency at a time; a period with nothing is the header alone; named for its layout and period", async () => {
    const usd = await records("Xero bank statement", JANUARY, "&currency=USD");
    expect(usd.slice(1).map((r) => r[7])).toEqual(["USD", "USD"]);
    expect(await records("QuickBooks Online invoices", JANUARY)).toEqual([header("QuickBooks Online invoices")]);
    const res = await file("QuickBooks Online journal entries", JANUARY);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="coach-hub-quickbooks-online-journal-entries-2027-01-01-2027-01-31.csv"',
    );
  });

  test("the report's run shows the same rows, in their layout's order: it cannot be sorted", async () => {
    const body = [
      { name: "@StartDate", value: JANUARY.startDate },
      { name: "@EndDate", value: JANUARY.endDate },
      { name: "@Layout", value: "Xero bank statement" },
    ];
    const run = (token: string, query = "") =>
      call(backend, "POST", `/report/run/${ACCOUNTING_EXPORT}/8/${users.finance.id}${query}`, { token, body });
    const answer = await expectJson(await run(r37Token, "?pageSize=4&pager=1"), 200);
    expect(answer.columnList).toEqual(LAYOUT_COLUMNS["Xero bank statement"]);
    expect((answer.data as { values: unknown[] }[]).map((d) => d.values.slice(0, 2))).toEqual([
      ["2027-01-01", 100],
      ["2027-01-01", -3.2],
      ["2027-01-05", 226],
      ["2027-01-06", 229.96],
    ]);
    expect(answer).toMatchObject({ total: 6, offset: 0 });
    expect(await expectJson(await run(await finance(), "?sort=1&dir=desc"), 400)).toEqual({ message: NOT_SORTABLE });
    const office = await call(backend, "POST", `/report/run/${ACCOUNTING_EXPORT}/3/${users.office.id}`, {
      token: await tokenFor(backend, users.office.id),
      body,
    });
    expect(await expectJson(office, 404)).toEqual({ message: REPORT_NOT_FOUND });
  });

  test("finance's (and 37's) only; a layout, dates in order and a currency it knows, else 400", async () => {
    expect((await file("Xero sales invoices", DECEMBER, "", r37Token)).status).toBe(200);
    for (const who of ["office", "affiliate"] as const) {
      const res = await file("Xero sales invoices", DECEMBER, "", await tokenFor(backend, users[who].id));
      expect(await expectJson(res, 403)).toHaveProperty("message");
    }
    const bad = async (query: string) =>
      (await expectJson(await call(backend, "GET", `/api/v1/accounting/export?${query}`, { token: await finance() }), 400))
        .message;
    expect(await bad("layout=Sage&startDate=2026-12-01&endDate=2026-12-31")).toMatch(/^layout must be one of/);
    expect(await bad("layout=Xero+bank+statement&startDate=2026-12-31&endDate=2026-12-01")).toBe(
      "endDate must not be before startDate.",
    );
    expect(await bad("layout=Xero+bank+statement&startDate=2026-02-30&endDate=2026-12-01")).toBe(
      "startDate must be a date (yyyy-MM-dd) from 1900 to 2099.",
    );
    expect(await bad("layout=Xero+bank+statement&startDate=2026-12-01&endDate=2026-12-31&currency=EUR")).toMatch(
      /^currency must be one of/,
    );
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  activities,
  activityRecipients,
  billingPlanDetails,
  billingPlans,
  contacts,
  invoiceLines,
  invoices,
  payments,
  reportAllowedAffiliates,
} from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, insertUser, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { DUE_DATE_FORMAT } from "../../../../contract/reports";
import { END_BEFORE_START, isRequired, notADate, notAFile, unknownParameter } from "./report-params";
import { STATEMENT_COLUMNS_NEEDED } from "./runners/bank-statement";
import { BAD_CURSOR } from "./report-query";
import { NOT_YOUR_REPORTS, REPORT_NOT_FOUND } from "./reports.service";
import { type Wire, expectJson } from "../../testing/answers";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let r37Token: string;
const ids = { inv: [] as number[], pay: [] as number[] };

const db = () => backend.database.db;

const at = (iso: string) => new Date(iso);

async function contact(affiliateId: number, firstName: string, lastName: string) {
  const [c] = await db()
    .insert(contacts)
    .values({ affiliateId, firstName, lastName, email: `${firstName.toLowerCase()}@example.com` })
    .returning();
  return c!.id;
}

/**
 * Two affiliates: A (`affiliate`) with a paid CAD plan invoice and a manual USD invoice with finance's
 * merchant fee override, a void one; B (`other`) with an overdue one. Payments, one voided; activities.
 */
async function insertFixture() {
  const a = users.affiliate.id;
  const b = users.other.id;
  const ada = await contact(a, "Ada", "Zed");
  const bea = await contact(a, "bea", "young");
  const carl = await contact(b, "Carl", "Other");
  const plan = async (affiliateId: number, contactId: number, statusId: number, currency: string, lastFullBill: string) => {
    const [p] = await db()
      .insert(billingPlans)
      .values({
        contactId,
        affiliateId,
        name: `Plan ${contactId}`,
        statusId,
        fullBillingStart: "2026-01-01",
        lastFullBill,
        firstDayOfService: "2026-01-01",
        lastDayOfService: lastFullBill.slice(0, 8) + "28",
        paymentMethodId: 2,
        creditCardChargeTypeId: 2,
        currency,
      })
      .returning();
    const fee = { affiliateRateCents: 10000, acBillingFeeCents: 1000, merchantFeeCents: 358, affiliateTaxCents: 1300 };
    await db()
      .insert(billingPlanDetails)
      .values({
        billingPlanId: p!.id,
        totalInvoiceChargeCents: 11300,
        totalInvoiceChargeBeforeTaxCents: 10000,
        ...fee,
        affiliateNetPaymentCents: 9942,
        affiliateNetIncomeCents: 9942,
        affiliateNetIncomeBeforeTaxCents: 8642,
        totalTaxCents: 1300,
      });
    return p!.id;
  };
  await plan(a, ada, 2, "CAD", "2026-05-01");
  await plan(b, carl, 3, "USD", "2026-09-01");

  const invoice = async (v: Partial<typeof invoices.$inferInsert> & { affiliateId: number; contactId: number }) => {
    const [row] = await db()
      .insert(invoices)
      .values({
        invoiceNumber: fixtureInvoiceNumber(),
        name: "Invoice",
        invoiceTypeId: 5,
        invoiceStatusId: 2,
        dueDate: "2026-03-15",
        ...v,
      })
      .returning();
    ids.inv.push(row!.id);
    return row!.id;
  };
  const inv1 = await invoice({
    affiliateId: a,
    contactId: ada,
    name: "March coaching",
    invoiceTypeId: 1,
    invoiceStatusId: 5,
    paymentMethodId: 2,
    dueDate: "2026-03-01",
    paidOn: at("2026-03-01T15:00:00Z"),
    totalCents: 11300,
    subTotalCents: 10000,
    taxCents: 1300,
    currency: "CAD",
    createdAt: at("2026-02-25T15:00:00Z"),
  });
  await db()
    .insert(invoiceLines)
    .values([
      { invoiceId: inv1, itemName: "Coaching services", priceCents: 10000, totalCents: 10000, groupName: "Services" },
      { invoiceId: inv1, itemName: "Sales tax", priceCents: 1300, totalCents: 1300, groupName: "Tax" },
      {
        invoiceId: inv1,
        itemName: "Billing fee",
        priceCents: -1000,
        totalCents: -1000,
        isClientBillable: false,
        groupName: "Affiliate",
      },
      {
        invoiceId: inv1,
        itemName: "Merchant fee",
        priceCents: -358,
        totalCents: -358,
        isClientBillable: false,
        groupName: "Affiliate",
      },
      {
        invoiceId: inv1,
        itemName: "Affiliate net payment",
        priceCents: 9942,
        totalCents: 9942,
        isClientBillable: false,
        groupName: "Affiliate",
      },
    ]);
  const inv2 = await invoice({
    affiliateId: a,
    contactId: bea,
    name: "Extra session",
    paymentMethodId: 3,
    totalCents: 5000,
    subTotalCents: 5000,
    merchantFeeOverrideCents: 150,
    createdAt: at("2026-03-05T15:00:00Z"),
  });
  await db().insert(invoiceLines).values({ invoiceId: inv2, itemName: "Extra session", priceCents: 5000, totalCents: 5000 });
  await invoice({
    affiliateId: a,
    contactId: bea,
    name: "Voided",
    invoiceStatusId: 7,
    isVoid: true,
    dueDate: "2026-03-10",
    totalCents: 999,
    subTotalCents: 999,
    createdAt: at("2026-03-02T15:00:00Z"),
  });
  const inv3 = await invoice({
    affiliateId: b,
    contactId: carl,
    name: "January coaching",
    invoiceStatusId: 4,
    dueDate: "2026-02-01",
    totalCents: 20000,
    subTotalCents: 20000,
    createdAt: at("2026-01-25T15:00:00Z"),
  });

  const pay = async (
    v: Partial<typeof payments.$inferInsert> & { invoiceId: number; contactId: number; affiliateId: number },
  ) => {
    const [row] = await db()
      .insert(payments)
      .values({ amountCents: 0, paymentTypeId: 3, receivedOn: at("2026-03-06T15:00:00Z"), ...v })
      .returning();
    ids.pay.push(row!.id);
  };
  await pay({
    invoiceId: inv1,
    contactId: ada,
    affiliateId: a,
    amountCents: 11300,
    paymentTypeId: 2,
    currency: "CAD",
    receivedOn: at("2026-03-01T15:00:00Z"),
  });
  await pay({ invoiceId: inv2, contactId: bea, affiliateId: a, amountCents: 2000 });
  await pay({
    invoiceId: inv2,
    contactId: bea,
    affiliateId: a,
    amountCents: 1000,
    isVoid: true,
    receivedOn: at("2026-03-07T15:00:00Z"),
  });
  await pay({ invoiceId: inv3, contactId: carl, affiliateId: b, amountCents: 500, receivedOn: at("2026-03-08T15:00:00Z") });

  const [packet] = await db()
    .insert(activities)
    .values({ affiliateId: a, activityType: "Info Packet", title: "Welcome", lastUpdatedAt: at("2026-03-04T15:00:00Z") })
    .returning();
  await db()
    .insert(activityRecipients)
    .values({ activityId: packet!.id, contactId: ada, firstName: "Ada", lastName: "Zed", email: "ada@example.com" });
  await db()
    .insert(activities)
    .values({
      affiliateId: a,
      activityType: "Note",
      title: "Called",
      detail: "Left a message",
      lastUpdatedAt: at("2026-02-10T15:00:00Z"),
    });
  await db()
    .insert(activities)
    .values({ affiliateId: b, activityType: "Info Packet", title: "Hello B", lastUpdatedAt: at("2026-03-04T15:00:00Z") });
}

beforeAll(async () => {
  backend = await createTestBackend();
  backend.clock.now = new Date("2026-03-10T15:00:00Z");
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  r37Token = await tokenFor(backend, (await insertUser(backend, { userRole: 37 })).id);
  await insertFixture();
});
afterAll(() => backend.close());

const tokenOf = (who: Cast | "r37") => (who === "r37" ? r37Token : tokens[who]);
const list = async (who: Cast | "r37", role = -1) =>
  (await expectJson(await call(backend, "GET", `/report/${role}`, { token: tokenOf(who) }), 200)) as Wire[];

function run(who: Cast, reportId: number, params: { name: string; value: string }[] = [], query = "", userId?: number) {
  const path = `/report/run/${reportId}/${users[who].userRole}/${userId ?? users[who].id}${query}`;
  return call(backend, "POST", path, { token: tokens[who], body: params });
}
const rows = (w: Wire) => (w.data as { values: unknown[] }[]).map((d) => d.values);
const MARCH = [{ name: "@Month", value: "2026-03-01" }];

describe("GET /report/{roleOrMinusOne}", () => {
  test("each role sees its reports (spec §6): affiliates the built-ins, staff up to their role, Tuition for finance", async () => {
    expect((await list("affiliate")).map((r) => r.id)).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    expect((await list("office")).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await list("finance")).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11, 14, 15, 16, 17]);
    expect((await list("r37")).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11, 14, 15, 16, 17]);
    expect((await list("finance", 3)).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const tuition = (await list("finance")).find((r) => r.id === 14)!;
    expect(tuition.parameters).toEqual([
      {
        id: 41,
        name: "Start Date",
        sort: 1,
        sqlParamName: "@StartDate",
        dataType: "DateTime",
        values: null,
        defaultValue: null,
        isHidden: false,
      },
      {
        id: 42,
        name: "End Date",
        sort: 2,
        sqlParamName: "@EndDate",
        dataType: "DateTime",
        values: null,
        defaultValue: null,
        isHidden: false,
      },
    ]);
  });

  test("a higher role's list is refused; an unknown role is a 400", async () => {
    expect(await expectJson(await call(backend, "GET", "/report/8", { token: tokens.office }), 403)).toEqual({
      message: NOT_YOUR_REPORTS,
    });
    expect((await call(backend, "GET", "/report/9", { token: tokens.finance })).status).toBe(400);
  });
});

describe("POST /report/run/{reportId}/{roleFlag}/{userId}", () => {
  test("Invoices Issued for a month: every affiliate's for staff, void ones aside, the spec's invoice columns", async () => {
    const w = await expectJson(await run("office", 1, MARCH), 200);
    expect(w.columnList.map((c: Wire) => c.name)).toEqual([
      "Invoice ID",
      "Affiliate",
      "First Name",
      "Last Name",
      "Email",
      "Invoice Name",
      "Sent Date",
      "Payment Method",
      "Currency",
      "Total",
      "Due Date",
      "Current Status",
    ]);
    const a = `${users.affiliate.firstName} ${users.affiliate.lastName}`;
    expect(rows(w)).toEqual([
      [
        ids.inv[1],
        a,
        "bea",
        "young",
        "bea@example.com",
        "Extra session",
        "2026-03-05",
        "Check",
        "USD",
        50,
        "2026-03-15",
        "Sent to client",
      ],
    ]);
  });

  test("the other invoice reports: paid, overdue, unpaid", async () => {
    expect(rows(await expectJson(await run("office", 2, MARCH), 200)).map((r) => r[0])).toEqual([ids.inv[0]]);
    expect(rows(await expectJson(await run("office", 3), 200)).map((r) => r[0])).toEqual([ids.inv[3]]);
    expect(rows(await expectJson(await run("office", 4), 200)).map((r) => r[0])).toEqual([ids.inv[1], ids.inv[3]]);
  });

  test("a run answers afresh for other parameters and after a write straight to the database", async () => {
    const firstNames = async (params: { name: string; value: string }[]) =>
      rows(await expectJson(await run("office", 1, params), 200)).map((r) => r[2]);
    expect(await firstNames(MARCH)).toEqual(["bea"]);
    expect(await firstNames([{ name: "@Month", value: "2026-04-01" }])).toEqual([]);
    const [bea] = await db().select().from(contacts).where(eq(contacts.firstName, "bea"));
    await db().update(contacts).set({ firstName: "Beatrice" }).where(eq(contacts.id, bea!.id));
    try {
      expect(await firstNames(MARCH)).toEqual(["Beatrice"]);
    } finally {
      await db().update(contacts).set({ firstName: "bea" }).where(eq(contacts.id, bea!.id));
    }
  });

  test("an affiliate's built-ins read only their own data", async () => {
    expect(rows(await expectJson(await run("affiliate", 100), 200)).map((r) => r[0])).toEqual(ids.inv.slice(0, 3));
    // Issued this month, the void one aside (0228).
    expect(rows(await expectJson(await run("affiliate", 101), 200)).map((r) => r[0])).toEqual([ids.inv[1]]);
    expect(rows(await expectJson(await run("affiliate", 102), 200)).map((r) => r[0])).toEqual([ids.inv[0]]);
    expect(rows(await expectJson(await run("affiliate", 104), 200)).map((r) => r[0])).toEqual([ids.inv[1]]);
    expect(rows(await expectJson(await run("other", 103), 200)).map((r) => r[0])).toEqual([ids.inv[3]]);
    expect(rows(await expectJson(await run("affiliate", 105), 200))).toEqual([
      ["Note", "Called", "Left a message", "2026-02-10", "", null],
      ["Info Packet", "Welcome", "", "2026-03-04", "Ada Zed", "ada@example.com"],
    ]);
    expect(rows(await expectJson(await run("affiliate", 106), 200)).map((r) => r[1])).toEqual(["Welcome"]);
    expect(rows(await expectJson(await run("affiliate", 107), 200)).map((r) => r[1])).toEqual(["Welcome"]);
    expect((await run("affiliate", 100, [], "", users.other.id)).status).toBe(403);
  });

  test("Active Clients, Contracts Ending and Affiliate Fees", async () => {
    const name = (u: TestUser) => `${u.firstName} ${u.lastName}`;
    expect(rows(await expectJson(await run("office", 5), 200))).toEqual([
      [users.affiliate.id, name(users.affiliate), "CAD", 1, 0, 113],
      [users.other.id, name(users.other), "USD", 0, 1, 0],
    ]);
    const ending = [
      { name: "Start Date", value: "2026-04-01" },
      { name: "End Date", value: "2026-06-30" },
    ];
    expect(rows(await expectJson(await run("office", 6, ending), 200)).map((r) => [r[2], r[4], r[5], r[8]])).toEqual([
      ["Ada Zed", "Active", "2026-05-01", 113],
    ]);
    expect(rows(await expectJson(await run("finance", 7, MARCH), 200))).toEqual([
      [users.affiliate.id, name(users.affiliate), "USD", 1, 50, 0, 1.5, 48.5],
      [users.affiliate.id, name(users.affiliate), "CAD", 1, 113, 10, 3.58, 99.42],
    ]);
  });

  test("Tuition Payments: finance every affiliate's, an allow-listed affiliate their own, anyone else not at all", async () => {
    const range = [
      { name: "Start Date", value: "03-01-2026" },
      { name: "End Date", value: "2026-03-31" },
    ];
    const w = await expectJson(await run("finance", 14, range), 200);
    expect(rows(w).map((r) => [r[0], r[4], r[6], r[7]])).toEqual([
      [ids.pay[0], "2026-03-01", "CAD", 113],
      [ids.pay[1], "2026-03-06", "USD", 20],
      [ids.pay[3], "2026-03-08", "USD", 5],
    ]);
    expect(await expectJson(await run("office", 14, range), 404)).toEqual({ message: REPORT_NOT_FOUND });
    expect((await run("affiliate", 14, range)).status).toBe(404);
    await db().insert(reportAllowedAffiliates).values({ reportId: 14, userId: users.affiliate.id });
    expect((await list("affiliate")).map((r) => r.id)).toContain(14);
    expect((await list("other")).map((r) => r.id)).not.toContain(14);
    expect(rows(await expectJson(await run("affiliate", 14, range), 200)).map((r) => r[0])).toEqual([ids.pay[0], ids.pay[1]]);
    expect((await run("other", 14, range)).status).toBe(404);
  });

  test("Bank Deposit Matching: each line of the uploaded statement beside the payment it matches", async () => {
    const statement = (csv: string) => [{ name: "@BankStatement", value: Buffer.from(csv).toString("base64") }];
    const csv = [
      "Date,Amount,Description",
      "2026-03-03,113.00,Deposit Ada",
      "03/07/2026,$10.00,The voided one",
      "2026-03-09,5,Carl",
      "2026-03-20,113,Too late",
    ].join("\n");
    const w = await expectJson(await run("finance", 15, statement(csv)), 200);
    expect(rows(w).map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[9]])).toEqual([
      [2, "2026-03-03", 113, "Deposit Ada", "Matched", ids.pay[0], "2026-03-01", "Ada Zed", "CAD"],
      [3, "2026-03-07", 10, "The voided one", "No match", null, null, null, null],
      [4, "2026-03-09", 5, "Carl", "Matched", ids.pay[3], "2026-03-08", "Carl Other", "USD"],
      [5, "2026-03-20", 113, "Too late", "No match", null, null, null, null],
    ]);
    expect(await expectJson(await run("finance", 15, statement("Day,Sum\n2026-03-03,1\n")), 400)).toEqual({
      message: STATEMENT_COLUMNS_NEEDED,
    });
    expect(await expectJson(await run("finance", 15, [{ name: "@BankStatement", value: "not base64!" }]), 400)).toEqual({
      message: notAFile("Bank Statement"),
    });
    expect(await expectJson(await run("finance", 15, []), 400)).toEqual({ message: isRequired("Bank Statement") });
    expect((await run("office", 15, statement(csv))).status).toBe(404);
  });

  test("bad parameters are 400s with the reason", async () => {
    const bad = async (reportId: number, params: { name: string; value: string }[], message: string) =>
      expect(await expectJson(await run("finance", reportId, params), 400)).toEqual({ message });
    await bad(1, [], isRequired("Month"));
    await bad(1, [{ name: "Month", value: "March" }], notADate("Month"));
    await bad(1, [{ name: "@Nope", value: "1" }], unknownParameter("@Nope"));
    await bad(
      14,
      [
        { name: "@StartDate", value: "2026-03-02" },
        { name: "@EndDate", value: "2026-03-01" },
      ],
      END_BEFORE_START,
    );
    expect((await run("finance", 4, [], "?after=zzz&pageSize=2")).status).toBe(400);
    expect(await expectJson(await run("finance", 4, [], "?after=zzz&pageSize=2"), 400)).toEqual({ message: BAD_CURSOR });
    expect((await run("finance", 4, [], "?sort=99")).status).toBe(400);
    expect((await run("finance", 4, [], "?sort=1&dir=up")).status).toBe(400);
    expect((await run("finance", 999, [])).status).toBe(404);
  });

  test("sorted by a column of each type, and paged with a cursor that follows the same order", async () => {
    const all = async (query: string) => rows(await expectJson(await run("finance", 4, [], query), 200));
    expect((await all("?sort=9&dir=desc")).map((r) => r[9])).toEqual([200, 50]);
    expect((await all("?sort=3&dir=asc")).map((r) => r[3])).toEqual(["Other", "young"]);
    for (const query of ["", "?sort=3&dir=desc", "?sort=10&dir=asc", "?sort=9&dir=desc"]) {
      const whole = rows(await expectJson(await run("finance", 1, MARCH, query), 200));
      const paged: unknown[][] = [];
      let after = "";
      for (let i = 0; i < 5; i++) {
        const sep = query === "" ? "?" : "&";
        const w = await expectJson(
          await run("finance", 1, MARCH, `${query}${sep}pageSize=1${after ? `&after=${after}` : ""}`),
          200,
        );
        paged.push(...rows(w));
        if (!w.next) break;
        after = w.next;
      }
      expect(paged).toEqual(whole);
    }
  });

  test("with pager=1 a page also says the run's total, the rows before it and the cursor a page back", async () => {
    // Every payment, for finance: enough rows for three pages of one.
    const TUITION = [
      { name: "Start Date", value: "2000-01-01" },
      { name: "End Date", value: "2099-12-31" },
    ];
    for (const query of ["?", "?sort=1&dir=desc&", "?sort=0&dir=asc&"]) {
      const whole = rows(await expectJson(await run("finance", 14, TUITION, query.slice(0, -1)), 200));
      expect(whole.length).toBeGreaterThanOrEqual(3);
      const afters: (string | null)[] = [null];
      const paged: unknown[][] = [];
      for (let i = 0; i < whole.length; i++) {
        const after = afters[i];
        const w = await expectJson(
          await run("finance", 14, TUITION, `${query}pageSize=1&pager=1${after ? `&after=${after}` : ""}`),
          200,
        );
        expect({ total: w.total, offset: w.offset, prev: w.prev }).toEqual({
          total: whole.length,
          offset: i,
          prev: i === 0 ? null : afters[i - 1],
        });
        paged.push(...rows(w));
        afters.push(w.next);
      }
      expect(afters.at(-1)).toBeNull();
      expect(paged).toEqual(whole);
    }
    // Without pager=1 (the export's pages) and without a page, no count is made.
    const exportPage = await expectJson(await run("finance", 4, [], "?pageSize=1"), 200);
    expect(Object.keys(exportPage).sort()).toEqual(["columnList", "data", "next"]);
    expect(Object.keys(await expectJson(await run("finance", 4, [], "?pager=1"), 200)).sort()).toEqual(["columnList", "data"]);
  });
});

describe("GET /invoice/report/{userId} and POST /api/v1/coach/fee-invoices/detail", () => {
  test("one invoice report row per invoice due in the month, fees from its lines, not void, only the affiliate's", async () => {
    const w = (await expectJson(
      await call(backend, "GET", `/invoice/report/${users.affiliate.id}?dueDate=03-01-2026`, { token: tokens.affiliate }),
      200,
    )) as unknown as Wire[];
    expect(w).toEqual([
      {
        invoiceID: ids.inv[0],
        invoiceNumber: expect.stringMatching(/^FIXTURE-\d+$/),
        invoiceName: "March coaching",
        dueDate: "2026-03-01",
        currency: "CAD",
        ClientName: "Ada Zed",
        PaymentType: "Credit Card Canada",
        NetPayment: 99.42,
        BillingFee: 10,
        MerchantFee: 3.58,
        AffiliateTax: 13,
        TotalTax: 13,
        NetIncome: 99.42,
        NetIncomeBeforeTax: 86.42,
        TotalBeforeTax: 100,
        AffiliateTotal: 100,
        Total: 113,
      },
      {
        invoiceID: ids.inv[1],
        invoiceNumber: expect.stringMatching(/^FIXTURE-\d+$/),
        invoiceName: "Extra session",
        dueDate: "2026-03-15",
        currency: "USD",
        ClientName: "bea young",
        PaymentType: "Check",
        NetPayment: 48.5,
        BillingFee: 0,
        MerchantFee: 1.5,
        AffiliateTax: 0,
        TotalTax: 0,
        NetIncome: 48.5,
        NetIncomeBeforeTax: 48.5,
        TotalBeforeTax: 50,
        AffiliateTotal: 50,
        Total: 50,
      },
    ]);
    const other = await call(backend, "GET", `/invoice/report/${users.other.id}?dueDate=03-01-2026`, { token: tokens.affiliate });
    expect(other.status).toBe(403);
    const bad = await call(backend, "GET", `/invoice/report/${users.affiliate.id}?dueDate=2026-03-01`, {
      token: tokens.affiliate,
    });
    expect(await expectJson(bad, 400)).toEqual({ message: DUE_DATE_FORMAT });
  });

  test("the month's payments on the affiliate's invoices, voided ones left out; an empty month is an empty list", async () => {
    const path = (month: number) => `/api/v1/coach/fee-invoices/detail?userId=${users.affiliate.id}&year=2026&month=${month}`;
    const w = await expectJson(await call(backend, "POST", path(3), { token: tokens.affiliate }), 200);
    expect(w.data.data).toEqual([
      {
        paymentID: ids.pay[0],
        invoiceID: ids.inv[0],
        invoiceName: "March coaching",
        datePaid: "2026-03-01",
        contactName: "Ada Zed",
        amount: 113,
        currency: "CAD",
      },
      {
        paymentID: ids.pay[1],
        invoiceID: ids.inv[1],
        invoiceName: "Extra session",
        datePaid: "2026-03-06",
        contactName: "bea young",
        amount: 20,
        currency: "USD",
      },
    ]);
    expect(await expectJson(await call(backend, "POST", path(4), { token: tokens.affiliate }), 200)).toEqual({
      data: { data: [] },
    });
    expect((await call(backend, "POST", path(13), { token: tokens.affiliate })).status).toBe(400);
  });
});

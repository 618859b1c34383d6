import { and, eq, lt, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activities, activityRecipients, contacts, invoices } from "../../db/schema";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { seedLookups } from "../../db/reference-data/lookups";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { clockKit } from "../../testing/billing-clock-kit";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, tokenFor, type Cast, type TestUser } from "../../testing/users";
import type { DashboardData, DashboardInvoice } from "./dashboard.wire";
import type { Page } from "../../http/keyset-page";
import type { WireActivity } from "../activity/activity.service";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let kit: ReturnType<typeof clockKit>;
const db = () => backend.database.db;

async function get<T>(path: string, token: string): Promise<T> {
  const res = await call(backend, "GET", path, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

async function packet(affiliateId: number, at: string, email: string) {
  const [a] = await db()
    .insert(activities)
    .values({
      affiliateId,
      activityType: "Info Packet",
      title: "Information packet",
      detail: "Sent",
      lastUpdatedAt: new Date(at),
    })
    .returning();
  await db().insert(activityRecipients).values({ activityId: a!.id, firstName: "Pat", lastName: "Prospect", email });
}

/**
 * Three USD plans (one card always declined, one ending in February) and a CAD send-invoice plan, billed by
 * the clock from December 25 to January 25, with a check of CAD 50 toward January's CAD invoice; today is
 * January 28, 2027 in Toronto.
 */
beforeAll(async () => {
  backend = await createTestBackend({ BILLING_TEST_CLOCK: "true" });
  backend.clock.now = new Date("2026-12-10T15:00:00Z");
  await seedLookups(db());
  ({ users, tokens } = await insertCast(backend));
  kit = clockKit(backend, users);
  await kit.activePlan();
  await kit.activePlan({ card: "4000 0000 0000 0341" });
  await kit.activePlan({ lastFullBill: "2027-02-01", lastDayOfService: "2027-02-28" });
  const cad = await kit.activePlan({
    currency: "CAD",
    chargeType: CHARGE_TYPE.sendInvoice,
    paymentMethodId: PAYMENT_TYPE.check,
    card: null,
  });
  for (const date of ["2026-12-25", "2027-01-01", "2027-01-02", "2027-01-04", "2027-01-08"]) await kit.run(date);
  const [janCad] = await kit.invoicesOf(cad.planId);
  backend.clock.now = new Date("2027-01-20T15:00:00Z");
  const paid = await call(backend, "POST", "/invoice/pay", {
    token: await tokenFor(backend, users.finance.id),
    body: {
      amountReceived: 50,
      invoiceID: janCad!.id,
      receivedOnUTC: "2027-01-20T15:00:00Z",
      paymentTypeID: PAYMENT_TYPE.check,
      refundName: "Check 101",
      transactionType: 0,
    },
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  await kit.run("2027-01-25");

  await db()
    .insert(contacts)
    .values({ affiliateId: users.affiliate.id, firstName: "Pat", lastName: "Prospect", clientStatus: "Potential" });
  await packet(users.affiliate.id, "2027-01-10T15:00:00Z", "pat1@example.com");
  await packet(users.affiliate.id, "2027-01-27T15:00:00Z", "pat2@example.com");
  await packet(users.affiliate.id, "2026-12-31T15:00:00Z", "pat3@example.com");
  await packet(users.other.id, "2027-01-12T15:00:00Z", "other@example.com");
  // 00:30 on February 1 in UTC is still January 31 in Toronto: the figures are January's.
  backend.clock.now = new Date("2027-02-01T00:30:00Z");
  // Tokens made now: the clock jumped past the first ones' lifetime.
  for (const cast of Object.keys(users) as Cast[]) tokens[cast] = await tokenFor(backend, users[cast].id);
}, 120_000);
afterAll(() => backend.close());

describe("GET /report/dashboard/{userId}", () => {
  test("an affiliate's figures, against the invoices the billing clock wrote", async () => {
    const d = await get<DashboardData>(`/report/dashboard/${users.affiliate.id}`, tokens.affiliate);
    expect(d.today).toBe("2027-01-31");
    expect({
      totalActive: d.totalActive,
      totalPaused: d.totalPaused,
      totalUnpaid: d.totalUnpaid,
      totalUnpaidCount: d.totalUnpaidCount,
      contractsEnding60Days: d.contractsEnding60Days,
      invoicesIssuedThisMonthCount: d.invoicesIssuedThisMonthCount,
      invoicesPaidThisMonthCount: d.invoicesPaidThisMonthCount,
      invoicesOverdueCount: d.invoicesOverdueCount,
      invoicesUnpaidCount: d.invoicesUnpaidCount,
      totalRevenueYTD: d.totalRevenueYTD,
      totalInvoiceThisMonth: d.totalInvoiceThisMonth,
      revenueThisMonth: d.revenueThisMonth,
      infoPacketsSentThisMonth: d.infoPacketsSentThisMonth,
      infoPacketsSentTotal: d.infoPacketsSentTotal,
      potentialClients: d.potentialClients,
    }).toEqual({
      totalActive: 4,
      totalPaused: 0,
      // January: the declined card's $200 and CAD 226 (200 + 13 % HST) less the check of 50; February: every plan's.
      totalUnpaid: { USD: 800, CAD: 402 },
      // Every client's latest invoice (February's, issued on January 25) waits for money.
      totalUnpaidCount: 4,
      contractsEnding60Days: 1,
      invoicesIssuedThisMonthCount: 4,
      invoicesPaidThisMonthCount: 2,
      invoicesOverdueCount: 2,
      invoicesUnpaidCount: 6,
      totalRevenueYTD: { USD: 400, CAD: 50 },
      totalInvoiceThisMonth: { USD: 600, CAD: 226 },
      revenueThisMonth: { USD: 400, CAD: 50 },
      infoPacketsSentThisMonth: 2,
      infoPacketsSentTotal: 3,
      potentialClients: 1,
    });
    expect(d.invoicesIssued).toHaveLength(4);
    expect(d.invoicesPaid.map((i) => i.invoiceStatus)).toEqual(["Paid", "Paid"]);
    expect(d.invoicesOverdue.map((i) => i.chargeCurrency).sort()).toEqual(["CAD", "USD"]);
    expect(d.monthly).toHaveLength(12);
    expect(d.monthly.at(-2)).toEqual({ month: "2026-12-01", invoiced: { USD: 600, CAD: 226 }, received: { USD: 0, CAD: 0 } });
    expect(d.monthly.at(-1)).toEqual({ month: "2027-01-01", invoiced: { USD: 600, CAD: 226 }, received: { USD: 400, CAD: 50 } });
  });

  test("staff see every affiliate naming themselves, one affiliate naming them", async () => {
    const all = await get<DashboardData>(`/report/dashboard/${users.office.id}`, tokens.office);
    expect(all.infoPacketsSentTotal).toBe(4);
    expect(all.totalActive).toBe(4);
    const one = await get<DashboardData>(`/report/dashboard/${users.other.id}`, tokens.finance);
    expect(one.infoPacketsSentTotal).toBe(1);
    expect(one.totalActive).toBe(0);
    expect(one.totalUnpaid).toEqual({ USD: 0, CAD: 0 });
  });

  test("an affiliate naming another affiliate is refused", async () => {
    const res = await call(backend, "GET", `/report/dashboard/${users.other.id}`, { token: tokens.affiliate });
    expect(res.status).toBe(403);
  });
});

describe("the dashboard's pages", () => {
  test("an invoice list in keyset pages, newest first, with the CSV's fields", async () => {
    const base = `/report/dashboard/${users.affiliate.id}/invoices?list=unpaid&pageSize=4`;
    const first = await get<Page<DashboardInvoice>>(base, tokens.affiliate);
    expect(first.rows).toHaveLength(4);
    expect(first.next).not.toBeNull();
    const second = await get<Page<DashboardInvoice>>(`${base}&after=${first.next}`, tokens.affiliate);
    expect(second.rows).toHaveLength(2);
    expect(second.next).toBeNull();
    const ids = [...first.rows, ...second.rows].map((r) => r.invoiceID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const cad = second.rows.find((r) => r.chargeCurrency === "CAD")!;
    expect(cad).toMatchObject({
      firstName: "Ada",
      invoiceTotal: 226,
      dueDate: "2027-01-01",
      paymentMethod: "Check",
      invoiceStatus: "Partially paid",
    });
  });

  test("info packets of this month or to date, with their recipients", async () => {
    const month = await get<Page<WireActivity>>(`/report/dashboard/${users.affiliate.id}/activity?scope=month`, tokens.affiliate);
    expect(month.rows.map((a) => a.contacts[0]!.email)).toEqual(["pat2@example.com", "pat1@example.com"]);
    const all = await get<WireActivity[]>(`/activity/byAffiliate/infoPackets/${users.affiliate.id}`, tokens.affiliate);
    expect(all).toHaveLength(3);
    expect(all[0]).toMatchObject({ activityType: "Info Packet", title: "Information packet", detail: "Sent" });
  });

  test("activity lists newest first by date, though the oldest was recorded last; pages keep that order", async () => {
    const newestFirst = ["pat2@example.com", "pat1@example.com", "pat3@example.com"];
    const all = await get<WireActivity[]>(`/activity/byAffiliate/${users.affiliate.id}`, tokens.affiliate);
    expect(all.map((a) => a.contacts[0]!.email)).toEqual(newestFirst);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Page<WireActivity> = await get<Page<WireActivity>>(
        `/report/dashboard/${users.affiliate.id}/activity?scope=all&pageSize=1${after ? `&after=${after}` : ""}`,
        tokens.affiliate,
      );
      seen.push(...page.rows.map((a) => a.contacts[0]!.email));
      after = page.next;
    } while (after !== null && seen.length < 10);
    expect(seen).toEqual(newestFirst);
  });

  test("a bad list or cursor is a 400 with a message", async () => {
    const res = await call(backend, "GET", `/report/dashboard/${users.affiliate.id}/invoices?list=all&after=x`, {
      token: tokens.affiliate,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/list must be one of/);
  });
});

describe("past months kept once counted (docs/decisions/0277)", () => {
  const december = (d: DashboardData) => d.monthly.find((m) => m.month === "2026-12-01")!;

  test("the chart's past months are kept; a later change to one of their invoices or payments is counted", async () => {
    const before = await get<DashboardData>(`/report/dashboard/${users.affiliate.id}`, tokens.affiliate);
    expect(december(before)).toEqual({ month: "2026-12-01", invoiced: { USD: 600, CAD: 226 }, received: { USD: 0, CAD: 0 } });
    const kept = await db().execute(sql`select count(*)::int as n from dashboard_months`);
    expect((kept as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 11 }]);

    // Any write path forgets the month: a void of December's unpaid USD invoice, made in the database.
    const [declined] = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.affiliateId, users.affiliate.id),
          eq(invoices.currency, "USD"),
          ne(invoices.invoiceStatusId, INVOICE_STATUS.paid),
          lt(invoices.createdAt, new Date("2027-01-01T05:00:00Z")),
        ),
      );
    await db().update(invoices).set({ invoiceStatusId: INVOICE_STATUS.void, isVoid: true }).where(eq(invoices.id, declined!.id));
    const voided = await get<DashboardData>(`/report/dashboard/${users.affiliate.id}`, tokens.affiliate);
    expect(december(voided)).toEqual({ month: "2026-12-01", invoiced: { USD: 400, CAD: 226 }, received: { USD: 0, CAD: 0 } });
    // And a check received in December, recorded today toward the CAD invoice.
    const [cad] = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.affiliateId, users.affiliate.id),
          eq(invoices.currency, "CAD"),
          lt(invoices.createdAt, new Date("2027-01-01T05:00:00Z")),
        ),
      );
    const paid = await call(backend, "POST", "/invoice/pay", {
      token: tokens.finance,
      body: {
        amountReceived: 10,
        invoiceID: cad!.id,
        receivedOnUTC: "2026-12-20T15:00:00Z",
        paymentTypeID: PAYMENT_TYPE.check,
        refundName: "Check 102",
        transactionType: 0,
      },
    });
    expect(paid.status, await paid.clone().text()).toBe(200);

    const after = await get<DashboardData>(`/report/dashboard/${users.affiliate.id}`, tokens.affiliate);
    expect(december(after)).toEqual({ month: "2026-12-01", invoiced: { USD: 400, CAD: 226 }, received: { USD: 0, CAD: 10 } });
    const staff = await get<DashboardData>(`/report/dashboard/${users.office.id}`, tokens.office);
    expect(december(staff)).toEqual(december(after));
    expect(after.monthly.at(-1)).toEqual(before.monthly.at(-1));
  });
});

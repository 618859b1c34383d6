import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { billingPlanDetails, billingPlans, contacts, invoices } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

/** GET /contact/clients/{userId} (docs/decisions/0158): the client grid's rows, filters, sort, paging and scope. */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
type Wire = Record<string, any>;
const db = () => backend.database.db;

interface ClientSeed {
  first: string;
  last: string;
  status: "Active" | "Paused" | "Potential" | "Pending" | "Past" | "Expired" | "Terminated" | "None";
  owner?: Cast;
  plan?: { statusId: number; lastDayOfService: string; sessionsPerMonth?: number; totalCents: number; currency?: string };
  invoice?: { statusId: number; paid?: boolean };
}

const ids: Record<string, number> = {};

async function seedClient(s: ClientSeed) {
  const [c] = await db()
    .insert(contacts)
    .values({
      affiliateId: users[s.owner ?? "affiliate"].id,
      firstName: s.first,
      lastName: s.last,
      email: `${s.first.toLowerCase()}@example.com`,
      clientStatus: s.status,
      clientType: s.first === "Gia" ? "Group" : "One-on-One",
    })
    .returning();
  ids[s.first] = c!.id;
  if (s.plan) {
    const [p] = await db()
      .insert(billingPlans)
      .values({
        contactId: c!.id,
        affiliateId: c!.affiliateId,
        name: `${s.first} plan`,
        statusId: s.plan.statusId,
        fullBillingStart: "2026-01-01",
        lastFullBill: `${s.plan.lastDayOfService.slice(0, 7)}-01`,
        firstDayOfService: "2026-01-01",
        lastDayOfService: s.plan.lastDayOfService,
        paymentMethodId: 1,
        creditCardChargeTypeId: 1,
        sessionsPerMonth: s.plan.sessionsPerMonth ?? 2,
        currency: s.plan.currency ?? "USD",
      })
      .returning();
    const cents = s.plan.totalCents;
    await db().insert(billingPlanDetails).values({
      billingPlanId: p!.id,
      totalInvoiceChargeCents: cents,
      totalInvoiceChargeBeforeTaxCents: cents,
      affiliateRateCents: cents,
      acBillingFeeCents: 0,
      merchantFeeCents: 0,
      affiliateTaxCents: 0,
      affiliateNetPaymentCents: cents,
      affiliateNetIncomeCents: cents,
      affiliateNetIncomeBeforeTaxCents: cents,
      totalTaxCents: 0,
    });
  }
  if (s.invoice) {
    // An older paid invoice first: only the latest one counts.
    await db()
      .insert(invoices)
      .values({
        invoiceNumber: fixtureInvoiceNumber(),
        contactId: c!.id,
        affiliateId: c!.affiliateId,
        name: "January",
        invoiceTypeId: 1,
        invoiceStatusId: INVOICE_STATUS.paid,
        dueDate: "2026-01-01",
        paidOn: new Date("2026-01-01T12:00:00Z"),
      });
    await db()
      .insert(invoices)
      .values({
        invoiceNumber: fixtureInvoiceNumber(),
        contactId: c!.id,
        affiliateId: c!.affiliateId,
        name: "March",
        invoiceTypeId: 1,
        invoiceStatusId: s.invoice.statusId,
        dueDate: "2026-03-01",
        paidOn: s.invoice.paid ? new Date("2026-03-01T12:00:00Z") : null,
      });
  }
}

beforeAll(async () => {
  backend = await createTestBackend();
  backend.clock.now = new Date("2026-03-10T15:00:00Z");
  await seedLookups(db());
  ({ users, tokens } = await insertCast(backend));
  // Today is 2026-03-10 in the business time zone: 60 days ahead is 2026-05-09.
  await seedClient({
    first: "Ada",
    last: "Zeta",
    status: "Active",
    plan: { statusId: 2, lastDayOfService: "2026-04-30", sessionsPerMonth: 4, totalCents: 123_456 },
    invoice: { statusId: INVOICE_STATUS.overdue },
  });
  await seedClient({
    first: "Bo",
    last: "Young",
    status: "Paused",
    plan: { statusId: 3, lastDayOfService: "2099-12-31", totalCents: 20_000, currency: "CAD" },
    invoice: { statusId: INVOICE_STATUS.paid, paid: true },
  });
  await seedClient({
    first: "Cy",
    last: "Xu",
    status: "Pending",
    plan: { statusId: 1, lastDayOfService: "2026-05-31", totalCents: 30_000 },
  });
  await seedClient({ first: "Di", last: "Walker", status: "Potential" });
  await seedClient({ first: "Ed", last: "Vance", status: "Terminated" });
  await seedClient({ first: "Fay", last: "Upton", status: "Expired" });
  await seedClient({ first: "Gia", last: "Toms", status: "None" });
  await seedClient({
    first: "Hal",
    last: "Smith",
    status: "Active",
    owner: "other",
    plan: { statusId: 2, lastDayOfService: "2026-03-31", totalCents: 10_000 },
    invoice: { statusId: INVOICE_STATUS.sentToClient },
  });
});
afterAll(() => backend.close());

async function list(query: string, who: Cast = "affiliate", actingAs?: Cast, userId = users[actingAs ?? who].id) {
  const res = await call(backend, "GET", `/contact/clients/${userId}${query}`, {
    token: tokens[who],
    headers: actingAs ? { "acting-as": String(users[actingAs].id) } : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Wire };
}
const firstNames = (body: Wire) => (body.rows as Wire[]).map((r) => r.firstName);

describe("GET /contact/clients/{userId}", () => {
  test("answers an affiliate's own clients with the client row's fields, by last name", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body.total).toBe(7);
    expect(firstNames(body)).toEqual(["Gia", "Fay", "Ed", "Di", "Cy", "Bo", "Ada"]);
    const ada = body.rows.find((r: Wire) => r.firstName === "Ada");
    expect(ada).toEqual({
      contactID: ids.Ada,
      affiliateID: users.affiliate.id,
      affiliateName: expect.any(String),
      firstName: "Ada",
      lastName: "Zeta",
      email: "ada@example.com",
      clientType: "One-on-One",
      clientStatus: "Active",
      contactType: { name: "" },
      sessionsPerMonth: 4,
      billingAmount: 1234.56,
      chargeCurrency: "USD",
      invoiceStatus: "Overdue",
      paymentStatus: "Unpaid",
      expirationDate: "2026-04-30",
      stripeCustomerId_USA: null,
      stripeCustomerId_Canada: null,
    });
    const di = body.rows.find((r: Wire) => r.firstName === "Di");
    expect(di).toMatchObject({
      sessionsPerMonth: null,
      billingAmount: null,
      invoiceStatus: "",
      paymentStatus: "",
      expirationDate: null,
    });
    expect(body.rows.find((r: Wire) => r.firstName === "Bo")).toMatchObject({
      billingAmount: 200,
      chargeCurrency: "CAD",
      invoiceStatus: "Paid",
      paymentStatus: "Paid",
    });
  });

  test("status groups: Active; Potential and Pending; Past, Expired and Terminated; all three = everything", async () => {
    // Active shows Active only (spec §2): Bo (Paused) shows with all three, and under current=0.
    expect(firstNames((await list("?status=active")).body)).toEqual(["Ada"]);
    expect(firstNames((await list("?status=active&current=0")).body)).toEqual(["Bo"]);
    expect(firstNames((await list("?status=potential&current=0")).body)).toEqual(["Bo"]);
    expect(firstNames((await list("?status=active,potential,past")).body)).toContain("Bo");
    expect(firstNames((await list("?status=potential")).body)).toEqual(["Di", "Cy"]);
    expect(firstNames((await list("?status=past")).body)).toEqual(["Fay", "Ed"]);
    expect(firstNames((await list("?status=active,past")).body)).toEqual(["Fay", "Ed", "Ada"]);
    expect((await list("?status=active,potential,past")).body.total).toBe(7);
  });

  test("current=1 only active, current=0 only paused, unpaid=1, expiring=1 (2099 never)", async () => {
    expect(firstNames((await list("?current=1")).body)).toEqual(["Ada"]);
    expect(firstNames((await list("?current=0")).body)).toEqual(["Bo"]);
    expect(firstNames((await list("?unpaid=1")).body)).toEqual(["Ada"]);
    expect(firstNames((await list("?expiring=1")).body)).toEqual(["Ada"]);
    expect(firstNames((await list("?status=active&current=0")).body)).toEqual(["Bo"]);
  });

  test("sorts by a whitelisted column either way, empty values last, and pages", async () => {
    expect(firstNames((await list("?sort=billingAmount&dir=desc")).body).slice(0, 3)).toEqual(["Ada", "Cy", "Bo"]);
    expect(firstNames((await list("?sort=billingAmount")).body).slice(0, 3)).toEqual(["Bo", "Cy", "Ada"]);
    expect(firstNames((await list("?sort=expirationDate")).body).slice(0, 3)).toEqual(["Ada", "Cy", "Bo"]);
    expect(firstNames((await list("?sort=invoiceStatus")).body).slice(0, 2)).toEqual(["Ada", "Bo"]);
    expect(firstNames((await list("?sort=firstName&dir=desc")).body)).toEqual(["Gia", "Fay", "Ed", "Di", "Cy", "Bo", "Ada"]);
    const page2 = (await list("?sort=firstName&pageSize=3&page=2")).body;
    expect(page2.total).toBe(7);
    expect(firstNames(page2)).toEqual(["Di", "Ed", "Fay"]);
    const beyond = (await list("?pageSize=3&page=9")).body;
    expect(beyond).toEqual({ rows: [], total: 7 });
  });

  test("bad query values answer 400 with a message", async () => {
    for (const q of [
      "?sort=password",
      "?dir=up",
      "?status=other",
      "?current=2",
      "?unpaid=yes",
      "?page=0",
      "?pageSize=201",
      "?page=x",
    ]) {
      const { status, body } = await list(q);
      expect(status, q).toBe(400);
      expect(body.message, q).toEqual(expect.any(String));
    }
  });

  test("ownership: another affiliate is refused; staff see everyone's; impersonating staff see the affiliate's", async () => {
    expect((await list("", "other", undefined, users.affiliate.id)).status).toBe(403);
    const staff = await list("?status=active", "finance");
    expect(staff.status).toBe(200);
    expect(firstNames(staff.body)).toEqual(expect.arrayContaining(["Ada", "Hal"]));
    const office = await list("?sort=affiliateName&current=1", "office");
    expect(firstNames(office.body).sort()).toEqual(["Ada", "Hal"]);
    const acting = await list("?current=1", "office", "other");
    expect(firstNames(acting.body)).toEqual(["Hal"]);
    expect((await list("", "office", "other", users.affiliate.id)).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { billingPlans, contacts, invoices } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

/** GET /contact/grid/{userId} (docs/decisions/0337): the contacts grid's rows, status filters, sorts, pages and scope. */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
type Wire = Record<string, any>;
const db = () => backend.database.db;

interface ContactSeed {
  first: string;
  last: string;
  status: "Active" | "Paused" | "Potential" | "Pending" | "Past" | "Expired" | "Terminated" | "None";
  owner?: Cast;
  phone?: string;
  email?: string;
  contactTypeId?: number;
  /** Last days of service of its plans, oldest plan first: the latest one is the contract end. */
  plans?: string[];
  /** Whether its latest invoice is paid (an older unpaid one comes first). */
  paid?: boolean;
}

const ids: Record<string, number> = {};

async function seedContact(s: ContactSeed) {
  const [c] = await db()
    .insert(contacts)
    .values({
      affiliateId: users[s.owner ?? "affiliate"].id,
      firstName: s.first,
      lastName: s.last,
      email: s.email ?? `${s.first.toLowerCase()}@example.com`,
      phone: s.phone ?? "",
      contactTypeId: s.contactTypeId ?? null,
      clientStatus: s.status,
    })
    .returning();
  ids[s.first] = c!.id;
  for (const [i, lastDayOfService] of (s.plans ?? []).entries()) {
    await db()
      .insert(billingPlans)
      .values({
        contactId: c!.id,
        affiliateId: c!.affiliateId,
        name: `${s.first} plan ${i}`,
        statusId: i === s.plans!.length - 1 ? 2 : 4,
        fullBillingStart: "2026-01-01",
        lastFullBill: `${lastDayOfService.slice(0, 7)}-01`,
        firstDayOfService: "2026-01-01",
        lastDayOfService,
        paymentMethodId: 1,
        creditCardChargeTypeId: 1,
        sessionsPerMonth: 2,
        currency: "USD",
      });
  }
  if (s.paid !== undefined) {
    for (const [dueDate, paid] of [
      ["2026-01-01", false],
      ["2026-03-01", s.paid],
    ] as const) {
      await db()
        .insert(invoices)
        .values({
          invoiceNumber: fixtureInvoiceNumber(),
          contactId: c!.id,
          affiliateId: c!.affiliateId,
          name: dueDate,
          invoiceTypeId: 1,
          invoiceStatusId: paid ? INVOICE_STATUS.paid : INVOICE_STATUS.overdue,
          dueDate,
          paidOn: paid ? new Date(`${dueDate}T12:00:00Z`) : null,
        });
    }
  }
}

beforeAll(async () => {
  backend = await createTestBackend();
  await seedLookups(db());
  ({ users, tokens } = await insertCast(backend));
  await seedContact({
    first: "Ada",
    last: "Zeta",
    status: "Active",
    phone: "(416) 555-0100",
    contactTypeId: 1, // Referral
    plans: ["2026-04-30"],
    paid: false,
  });
  await seedContact({
    first: "Bo",
    last: "Young",
    status: "Paused",
    phone: "+1 212 555 0199",
    contactTypeId: 2, // Website
    plans: ["2099-12-31"],
    paid: true,
  });
  await seedContact({ first: "Cy", last: "Xu", status: "Pending", email: "", plans: ["2027-01-31", "2026-05-31"] });
  await seedContact({ first: "Di", last: "Walker", status: "Potential", phone: "604-555-0000", contactTypeId: 4 }); // Event
  await seedContact({ first: "Ed", last: "Vance", status: "Terminated" });
  await seedContact({ first: "Fay", last: "Upton", status: "Expired", email: "Fay@Example.com" });
  await seedContact({ first: "Gia", last: "toms", status: "None", email: "gia@example.com" });
  await seedContact({ first: "Hal", last: "Smith", status: "Active", owner: "other" });
});
afterAll(() => backend.close());

async function grid(query: string, who: Cast = "affiliate", actingAs?: Cast, userId = users[actingAs ?? who].id) {
  const res = await call(backend, "GET", `/contact/grid/${userId}${query}`, {
    token: tokens[who],
    headers: actingAs ? { "acting-as": String(users[actingAs].id) } : undefined,
  });
  return { status: res.status, body: (await res.json()) as Wire };
}
const firstNames = async (query: string, who?: Cast) => ((await grid(query, who)).body.rows as Wire[]).map((r) => r.firstName);

describe("GET /contact/grid/{userId}", () => {
  test("answers one page of GET /contact/report's rows and the number matching, by last name (case aside)", async () => {
    const { status, body } = await grid("");
    expect(status).toBe(200);
    expect(body.total).toBe(7);
    // toms before Upton: case aside.
    expect(body.rows.map((r: Wire) => r.firstName)).toEqual(["Gia", "Fay", "Ed", "Di", "Cy", "Bo", "Ada"]);
    const report = await call(backend, "GET", `/contact/report/${users.affiliate.id}`, { token: tokens.affiliate });
    const byId = new Map(((await report.json()) as Wire[]).map((r) => [r.contactID, r]));
    for (const row of body.rows as Wire[]) expect(row).toEqual(byId.get(row.contactID));
    expect(body.rows.find((r: Wire) => r.firstName === "Ada")).toEqual({
      contactID: ids.Ada,
      affiliateID: users.affiliate.id,
      affiliateName: expect.any(String),
      firstName: "Ada",
      lastName: "Zeta",
      phone: "(416) 555-0100",
      email: "ada@example.com",
      contactType: "Referral",
      clientStatus: "Active",
      paymentStatus: "Unpaid",
      expirationDate: "2026-04-30",
    });
    expect(body.rows.find((r: Wire) => r.firstName === "Cy")).toMatchObject({ expirationDate: "2026-05-31", paymentStatus: "" });
  });

  test("status groups: Active and Paused; Potential and Pending; Past, Expired, Terminated; Other is None; '' is none", async () => {
    expect(await firstNames("?status=active")).toEqual(["Bo", "Ada"]);
    expect(await firstNames("?status=potential")).toEqual(["Di", "Cy"]);
    expect(await firstNames("?status=past")).toEqual(["Fay", "Ed"]);
    expect(await firstNames("?status=other")).toEqual(["Gia"]);
    expect(await firstNames("?status=potential,other")).toEqual(["Gia", "Di", "Cy"]);
    expect((await grid("?status=active,potential,past,other")).body.total).toBe(7);
    expect((await grid("?status=")).body).toEqual({ rows: [], total: 0 });
  });

  test("each column sorts both ways, empty values last either way, ties by name", async () => {
    const expected: Record<string, string[]> = {
      clientStatus: ["Ada", "Fay", "Gia", "Bo", "Cy", "Di", "Ed"],
      firstName: ["Ada", "Bo", "Cy", "Di", "Ed", "Fay", "Gia"],
      lastName: ["Gia", "Fay", "Ed", "Di", "Cy", "Bo", "Ada"],
      // By digits without the leading 1: 212…, 416…, 604…; the contacts without a phone last, by name.
      phone: ["Bo", "Ada", "Di", "Gia", "Fay", "Ed", "Cy"],
      // Case aside: ada, bo, di, ed, Fay, gia; Cy has none.
      email: ["Ada", "Bo", "Di", "Ed", "Fay", "Gia", "Cy"],
      source: ["Di", "Ada", "Bo", "Gia", "Fay", "Ed", "Cy"],
      paymentStatus: ["Bo", "Ada", "Gia", "Fay", "Ed", "Di", "Cy"],
      contractEnd: ["Ada", "Cy", "Bo", "Gia", "Fay", "Ed", "Di"],
    };
    for (const [sort, asc] of Object.entries(expected)) {
      expect(await firstNames(`?sort=${sort}`), sort).toEqual(asc);
      expect(await firstNames(`?sort=${sort}&dir=asc`), sort).toEqual(asc);
      const desc = await firstNames(`?sort=${sort}&dir=desc`);
      if (sort === "firstName" || sort === "lastName") {
        expect(desc, sort).toEqual([...asc].reverse());
      } else {
        // The keyed rows reverse; the empty ones stay last, still by name.
        const keyed = { clientStatus: 7, phone: 3, email: 6, source: 3, paymentStatus: 2, contractEnd: 3 }[sort]!;
        expect(desc.slice(0, keyed), sort).toEqual(asc.slice(0, keyed).reverse());
        expect(desc.slice(keyed), sort).toEqual(asc.slice(keyed));
      }
    }
    expect(await firstNames("?sort=clientStatus&dir=desc")).toEqual(["Ed", "Di", "Cy", "Bo", "Gia", "Fay", "Ada"]);
  });

  test("pages: pageSize rows from (page − 1) × pageSize, the total of every page; past the end no rows", async () => {
    const page2 = (await grid("?sort=firstName&pageSize=3&page=2")).body;
    expect(page2.total).toBe(7);
    expect(page2.rows.map((r: Wire) => r.firstName)).toEqual(["Di", "Ed", "Fay"]);
    expect(await firstNames("?sort=firstName&pageSize=3&page=3")).toEqual(["Gia"]);
    expect(await firstNames("?status=past,other&pageSize=2&page=2")).toEqual(["Ed"]);
    expect((await grid("?pageSize=3&page=9")).body).toEqual({ rows: [], total: 7 });
  });

  test("bad query values answer 400 with a message", async () => {
    for (const q of ["?sort=password", "?sort=affiliate", "?dir=up", "?status=all", "?page=0", "?pageSize=201", "?page=x"]) {
      const { status, body } = await grid(q);
      expect(status, q).toBe(400);
      expect(body.message, q).toEqual(expect.any(String));
    }
  });

  test("an affiliate sees only their own; staff everyone's, by affiliate too; impersonating, the affiliate's", async () => {
    expect((await grid("", "other", undefined, users.affiliate.id)).status).toBe(403);
    expect(await firstNames("", "other")).toEqual(["Hal"]);
    const finance = (await grid("?status=active", "finance")).body;
    expect(finance.total).toBe(3);
    expect(finance.rows.map((r: Wire) => r.firstName)).toEqual(["Hal", "Bo", "Ada"]);
    const office = (await grid("?sort=affiliateName", "office")).body;
    expect(office.total).toBe(8);
    const names = office.rows.map((r: Wire) => r.affiliateName as string);
    const folded = (s: string) => s.toLowerCase();
    expect(names.map(folded)).toEqual([...names].map(folded).sort());
    const officeDesc = (await grid("?sort=affiliateName&dir=desc", "office")).body.rows.map((r: Wire) => r.affiliateName);
    expect(officeDesc.map(folded)).toEqual([...names].map(folded).sort().reverse());
    const acting = await grid("", "office", "other");
    expect(acting.body).toMatchObject({ total: 1, rows: [{ firstName: "Hal" }] });
    expect((await grid("", "office", "other", users.affiliate.id)).status).toBe(403);
  });
});

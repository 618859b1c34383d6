import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, billingPlanDetails, billingPlans, contacts, invoices } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, insertUser, type Cast, type TestUser } from "../../testing/users";
import { CONTACT_EMAIL_TAKEN, CONTACT_HAS_BILLING } from "./contacts.service";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  backend = await createTestBackend();
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
});
afterAll(() => backend.close());

type Wire = Record<string, any>;
const as = (who: Cast, actingAs?: number) => ({
  token: tokens[who],
  headers: actingAs ? { "acting-as": String(actingAs) } : undefined,
});
const get = (path: string, who: Cast, actingAs?: number) => call(backend, "GET", path, as(who, actingAs));

let n = 0;
function body(overrides: Wire = {}): Wire {
  n += 1;
  return {
    contactID: 0,
    firstName: "Zoë",
    lastName: `Côté${n}`,
    email: `client${n}.${Date.now()}@example.com`,
    phone: "(416) 555-0199",
    addresses: [
      {
        addressType: { id: 3 },
        customLabel: "",
        address: {
          addressID: 0,
          address1: "1 King St",
          address2: "",
          city: "Toronto",
          state: "ON",
          zip: "M5H 1A1",
          country: "Canada",
        },
      },
    ],
    personalData: { essence1: "Curious", lifePurpose: "Teach" },
    ...overrides,
  };
}

async function create(who: Cast, overrides: Wire = {}, actingAs?: number): Promise<Wire> {
  const res = await call(backend, "POST", "/contact", { ...as(who, actingAs), body: body(overrides) });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

describe("GET /contact/report and /contact/fReport", () => {
  test("an affiliate gets their own contacts: report the grid's columns, fReport whole Contacts", async () => {
    const mine = await create("affiliate");
    await create("other");
    const res = await get(`/contact/report/${users.affiliate.id}`, "affiliate");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Wire[];
    expect(list.every((c) => c.affiliateID === users.affiliate.id)).toBe(true);
    expect(list.find((c) => c.contactID === mine.contactID)).toEqual({
      contactID: mine.contactID,
      affiliateID: users.affiliate.id,
      affiliateName: `${users.affiliate.firstName} ${users.affiliate.lastName}`,
      firstName: mine.firstName,
      lastName: mine.lastName,
      phone: mine.phone,
      email: mine.email,
      contactType: mine.contactType,
      clientStatus: mine.clientStatus,
      paymentStatus: "",
      expirationDate: null,
    });
    const full = (await (await get(`/contact/fReport/${users.affiliate.id}`, "affiliate")).json()) as Wire[];
    const frow = full.find((c) => c.contactID === mine.contactID)!;
    expect(frow.addresses[0]).toMatchObject({
      addressType: { id: 3, name: "Home" },
      contactID: mine.contactID,
      address: { city: "Toronto", state: "ON" },
    });
    expect(frow.personalData).toMatchObject({ essence1: "Curious", lifePurpose: "Teach" });
  });

  test("an affiliate asking for another affiliate's report: 403", async () => {
    expect((await get(`/contact/report/${users.other.id}`, "affiliate")).status).toBe(403);
    expect((await get(`/contact/fReport/${users.other.id}`, "affiliate")).status).toBe(403);
  });

  test("staff with their own id get every affiliate's contacts; with an affiliate's id that affiliate's", async () => {
    for (const who of ["office", "finance"] as const) {
      const all = (await (await get(`/contact/report/${users[who].id}`, who)).json()) as Wire[];
      const owners = new Set(all.map((c) => c.affiliateID));
      expect(owners.has(users.affiliate.id) && owners.has(users.other.id)).toBe(true);
      const one = (await (await get(`/contact/report/${users.other.id}`, who)).json()) as Wire[];
      expect(one.length).toBeGreaterThan(0);
      expect(one.every((c) => c.affiliateID === users.other.id)).toBe(true);
    }
  });

  test("staff acting as an affiliate see only that affiliate's contacts", async () => {
    const res = await get(`/contact/report/${users.affiliate.id}`, "office", users.affiliate.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Wire[]).every((c) => c.affiliateID === users.affiliate.id)).toBe(true);
    expect((await get(`/contact/report/${users.office.id}`, "office", users.affiliate.id)).status).toBe(403);
  });

  test("billing fields come from the latest plan (dollars) and invoice", async () => {
    const c = await create("affiliate");
    const db = backend.database.db;
    const [plan] = await db
      .insert(billingPlans)
      .values({
        contactId: c.contactID,
        affiliateId: users.affiliate.id,
        name: "Plan",
        fullBillingStart: "2026-01-01",
        lastFullBill: "2026-12-01",
        firstDayOfService: "2026-01-01",
        lastDayOfService: "2026-12-31",
        paymentMethodId: 1,
        creditCardChargeTypeId: 1,
        sessionsPerMonth: 3,
      })
      .returning();
    await db.insert(billingPlanDetails).values({
      billingPlanId: plan!.id,
      totalInvoiceChargeCents: 45050,
      totalInvoiceChargeBeforeTaxCents: 0,
      affiliateRateCents: 0,
      acBillingFeeCents: 0,
      merchantFeeCents: 0,
      affiliateTaxCents: 0,
      affiliateNetPaymentCents: 0,
      affiliateNetIncomeCents: 0,
      affiliateNetIncomeBeforeTaxCents: 0,
      totalTaxCents: 0,
    });
    await db.insert(invoices).values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: c.contactID,
      affiliateId: users.affiliate.id,
      name: "Jan",
      invoiceTypeId: 1,
      invoiceStatusId: 5,
      dueDate: "2026-01-05",
      paidOn: new Date(),
    });
    const list = (await (await get(`/contact/report/${users.affiliate.id}`, "affiliate")).json()) as Wire[];
    expect(list.find((x) => x.contactID === c.contactID)).toMatchObject({ expirationDate: "2026-12-31", paymentStatus: "Paid" });
    const full = (await (await get(`/contact/fReport/${users.affiliate.id}`, "affiliate")).json()) as Wire[];
    expect(full.find((x) => x.contactID === c.contactID)).toMatchObject({
      billingAmount: 450.5,
      sessionsPerMonth: 3,
      expirationDate: "2026-12-31",
      invoiceStatus: "Paid",
      paymentStatus: "Paid",
    });
  });
});

describe("GET /contact/{contactID}/{userId} and /contact/empty", () => {
  test("the owner, office and finance read a contact; another affiliate gets 404", async () => {
    const c = await create("affiliate");
    const own = await get(`/contact/${c.contactID}/${users.affiliate.id}`, "affiliate");
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ contactID: c.contactID, firstName: "Zoë", gSTRate: 13, currentClient: false });
    expect((await get(`/contact/${c.contactID}/${users.office.id}`, "office")).status).toBe(200);
    expect((await get(`/contact/${c.contactID}/${users.finance.id}`, "finance")).status).toBe(200);
    const other = await get(`/contact/${c.contactID}/${users.other.id}`, "other");
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: "Contact not found" });
    expect((await get(`/contact/${c.contactID}/${users.affiliate.id}`, "other")).status).toBe(403);
    expect((await get(`/contact/${c.contactID}/${users.other.id}`, "office", users.other.id)).status).toBe(404);
    expect((await get(`/contact/999999/${users.affiliate.id}`, "affiliate")).status).toBe(404);
  });

  test("the empty contact", async () => {
    const res = await get("/contact/empty", "affiliate");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      contactID: 0,
      dateOfBirth: "1990-01-01",
      currentClient: false,
      addresses: [],
      clientStatus: "None",
    });
    expect((await call(backend, "GET", "/contact/empty")).status).toBe(401);
  });
});

describe("POST /contact", () => {
  test("inserts for the acting affiliate with currentClient false and an audit row", async () => {
    const c = await create("affiliate", { currentClient: true });
    expect(c).toMatchObject({ affiliateID: users.affiliate.id, currentClient: false, gSTRate: 13 });
    const audits = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "contact"), eq(auditLog.entityId, String(c.contactID))));
    expect(audits).toMatchObject([{ action: "contact.create", actorUserId: users.affiliate.id }]);
  });

  test("staff acting as an affiliate create it for that affiliate, audited with both", async () => {
    const c = await create("office", {}, users.other.id);
    expect(c.affiliateID).toBe(users.other.id);
    const [a] = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "contact"), eq(auditLog.entityId, String(c.contactID))));
    expect(a).toMatchObject({ actorUserId: users.office.id, actingAsUserId: users.other.id });
  });

  test("staff not impersonating name the affiliate", async () => {
    const res = await call(backend, "POST", "/contact", { ...as("office"), body: body() });
    expect(res.status).toBe(400);
    const staffOwner = await call(backend, "POST", "/contact", {
      ...as("finance"),
      body: body({ affiliateID: users.office.id }),
    });
    expect(staffOwner.status).toBe(400);
    expect((await create("office", { affiliateID: users.other.id })).affiliateID).toBe(users.other.id);
  });

  const cases: [string, Wire, string][] = [
    ["no first name", { firstName: " " }, "First and Last Names are required"],
    ["no last name", { lastName: "" }, "First and Last Names are required"],
    ["no email", { email: "" }, "Email is required"],
    ["a bad email", { email: "not-an-email" }, "Please enter a valid email (not-an-email)"],
    [
      "no address type",
      { addresses: [{ addressType: { id: 0 }, address: { country: "Canada", state: "ON" } }] },
      "Please select an address type",
    ],
    ["no country", { addresses: [{ addressType: { id: 1 }, address: { country: "" } }] }, "Please select a country"],
    [
      "US without state",
      { addresses: [{ addressType: { id: 1 }, address: { country: "United States", state: "" } }] },
      "Please select a state or province",
    ],
    [
      "Canada without province",
      { addresses: [{ addressType: { id: 1 }, address: { country: "Canada" } }] },
      "Please select a state or province",
    ],
  ];
  for (const [name, overrides, message] of cases) {
    test(`refuses ${name}: '${message}'`, async () => {
      const res = await call(backend, "POST", "/contact", { ...as("affiliate"), body: body(overrides) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    });
  }

  test("another country needs no state", async () => {
    const c = await create("affiliate", { addresses: [{ addressType: { id: 1 }, address: { country: "Japan", state: "" } }] });
    expect(c.gSTRate).toBe(0);
  });

  test("the email of an existing user: 409 with the spec's hint", async () => {
    const someone = await insertUser(backend, { userRole: 2 });
    const res = await call(backend, "POST", "/contact", {
      ...as("affiliate"),
      body: body({ email: someone.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: CONTACT_EMAIL_TAKEN });
  });
});

describe("PUT /contact/{contactID}", () => {
  test("updates fields, addresses (0 = new, missing deleted), personal data and the GST rate", async () => {
    const c = await create("affiliate");
    const keptId = c.addresses[0].address.addressID;
    const res = await call(backend, "PUT", `/contact/${c.contactID}`, {
      ...as("affiliate"),
      body: {
        ...c,
        firstName: "Zoé",
        addresses: [
          {
            addressType: { id: 1 },
            customLabel: "",
            address: { addressID: 0, address1: "2 Main", city: "Calgary", state: "AB", zip: "", country: "Canada" },
          },
        ],
        personalData: { essence2: "Kind", lifePurpose: "Build" },
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await res.json()) as Wire;
    expect(after.firstName).toBe("Zoé");
    expect(after.addresses).toHaveLength(1);
    expect(after.addresses[0].address.addressID).not.toBe(keptId);
    expect(after.gSTRate).toBe(5);
    expect(after.personalData).toMatchObject({ essence1: "", essence2: "Kind", lifePurpose: "Build" });

    const again = await call(backend, "PUT", `/contact/${c.contactID}`, {
      ...as("affiliate"),
      body: {
        ...after,
        addresses: [
          ...after.addresses,
          { addressType: { id: 3 }, address: { addressID: 0, city: "Ottawa", state: "ON", country: "Canada" } },
        ],
      },
    });
    const twice = (await again.json()) as Wire;
    expect(twice.addresses.map((a: Wire) => a.address.addressID)).toContain(after.addresses[0].address.addressID);
    expect(twice.gSTRate).toBe(13);
    const [audit] = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contact.update"), eq(auditLog.entityId, String(c.contactID))));
    expect(audit).toBeDefined();
  });

  test("validation messages on update too", async () => {
    const c = await create("affiliate");
    const res = await call(backend, "PUT", `/contact/${c.contactID}`, { ...as("affiliate"), body: { ...c, email: "" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Email is required" });
  });

  test("another affiliate's contact: 404; office, finance and acting-as the owner may", async () => {
    const c = await create("affiliate");
    expect((await call(backend, "PUT", `/contact/${c.contactID}`, { ...as("other"), body: c })).status).toBe(404);
    expect((await call(backend, "PUT", `/contact/${c.contactID}`, { ...as("office", users.other.id), body: c })).status).toBe(
      404,
    );
    for (const who of ["office", "finance"] as const) {
      expect((await call(backend, "PUT", `/contact/${c.contactID}`, { ...as(who), body: { ...c, notes: who } })).status).toBe(
        200,
      );
    }
    expect((await call(backend, "PUT", `/contact/${c.contactID}`, { ...as("office", users.affiliate.id), body: c })).status).toBe(
      200,
    );
  });

  test("an address id of another contact: 400", async () => {
    const a = await create("affiliate");
    const b = await create("affiliate");
    const res = await call(backend, "PUT", `/contact/${b.contactID}`, {
      ...as("affiliate"),
      body: { ...b, addresses: a.addresses },
    });
    expect(res.status).toBe(400);
  });
});

describe("DELETE /contact/{contactID}", () => {
  test("the owner deletes a contact without billing; audited", async () => {
    const c = await create("affiliate");
    expect((await call(backend, "DELETE", `/contact/${c.contactID}`, as("other"))).status).toBe(404);
    expect((await call(backend, "DELETE", `/contact/${c.contactID}`, as("affiliate"))).status).toBe(200);
    expect((await get(`/contact/${c.contactID}/${users.affiliate.id}`, "affiliate")).status).toBe(404);
    const [a] = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contact.delete"), eq(auditLog.entityId, String(c.contactID))));
    expect(a).toBeDefined();
  });

  test("office and finance may delete", async () => {
    for (const who of ["office", "finance"] as const) {
      const c = await create("other");
      expect((await call(backend, "DELETE", `/contact/${c.contactID}`, as(who))).status).toBe(200);
    }
  });

  test("refused 409 when the contact has an invoice or a billing plan", async () => {
    const db = backend.database.db;
    const withInvoice = await create("affiliate");
    await db.insert(invoices).values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: withInvoice.contactID,
      affiliateId: users.affiliate.id,
      name: "Manual",
      invoiceTypeId: 5,
      invoiceStatusId: 1,
      dueDate: "2026-02-01",
    });
    const withPlan = await create("affiliate");
    await db.insert(billingPlans).values({
      contactId: withPlan.contactID,
      affiliateId: users.affiliate.id,
      name: "Plan",
      fullBillingStart: "2026-01-01",
      lastFullBill: "2026-12-01",
      firstDayOfService: "2026-01-01",
      lastDayOfService: "2026-12-31",
      paymentMethodId: 1,
      creditCardChargeTypeId: 1,
    });
    for (const c of [withInvoice, withPlan]) {
      const res = await call(backend, "DELETE", `/contact/${c.contactID}`, as("finance"));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: CONTACT_HAS_BILLING });
      expect(await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, c.contactID))).toHaveLength(1);
    }
  });
});

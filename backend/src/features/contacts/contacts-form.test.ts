import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, billingPlans, contacts, invoices, users as usersTable } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, insertUser, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { CONTACT_HAS_USER, CONTACT_USER_COUNTRY } from "./contact-user.service";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

/** What the contact form needs from the backend beyond the contact calls (docs/decisions/0074, 0075). */
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
const as = (who: Cast) => ({ token: tokens[who] });

let n = 0;
async function create(who: Cast, overrides: Wire = {}): Promise<Wire> {
  n += 1;
  const res = await call(backend, "POST", "/contact", {
    ...as(who),
    body: {
      contactID: 0,
      affiliateID: who === "office" || who === "finance" ? users.affiliate.id : undefined,
      firstName: "Noor",
      lastName: `Form${n}`,
      email: `form${n}.${Date.now()}@example.com`,
      phone: "4165550123",
      addresses: [
        {
          addressType: { id: 1 },
          address: { addressID: 0, address1: "1 Main St", city: "Austin", state: "TX", zip: "73301", country: "United States" },
        },
      ],
      ...overrides,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}
const read = async (id: number, who: Cast = "affiliate", userId = users.affiliate.id) =>
  (await (await call(backend, "GET", `/contact/${id}/${userId}`, as(who))).json()) as Wire;

describe("the wire contact says whether it may be deleted", () => {
  test("a fresh contact: canDelete; with an invoice or a billing plan: not", async () => {
    const db = backend.database.db;
    const fresh = await create("affiliate");
    expect(fresh).toMatchObject({ hasInvoices: false, hasBillingPlans: false, canDelete: true });
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
    expect(await read(withInvoice.contactID)).toMatchObject({ hasInvoices: true, hasBillingPlans: false, canDelete: false });
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
    expect(await read(withPlan.contactID)).toMatchObject({ hasInvoices: false, hasBillingPlans: true, canDelete: false });
    const list = (await (await call(backend, "GET", `/contact/fReport/${users.affiliate.id}`, as("affiliate"))).json()) as Wire[];
    expect(list.find((c) => c.contactID === withPlan.contactID)?.canDelete).toBe(false);
    expect(list.find((c) => c.contactID === fresh.contactID)?.canDelete).toBe(true);
  });
});

describe("Stripe customer ids are set only by Finance (8, 37)", () => {
  const ids = { stripeCustomerId_USA: "cus_usa_1", stripeCustomerId_Canada: "cus_ca_1" };

  test("an affiliate's and office staff's ids are ignored, on create and on update", async () => {
    const mine = await create("affiliate", ids);
    expect(mine).toMatchObject({ stripeCustomerId_USA: null, stripeCustomerId_Canada: null });
    const put = await call(backend, "PUT", `/contact/${mine.contactID}`, { ...as("office"), body: { ...mine, ...ids } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ stripeCustomerId_USA: null, stripeCustomerId_Canada: null });
  });

  test("a staff user holding a role outside the spec (9, from before roles were closed) may not set them", async () => {
    const legacy = await insertUser(backend, { userRole: 9 });
    const c = await create("finance", ids);
    const put = await call(backend, "PUT", `/contact/${c.contactID}`, {
      token: await tokenFor(backend, legacy.id),
      body: { ...c, stripeCustomerId_USA: "cus_by_nine" },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject(ids);
  });

  test("finance sets them; an affiliate's later save leaves them alone", async () => {
    const c = await create("finance", ids);
    expect(c).toMatchObject(ids);
    const put = await call(backend, "PUT", `/contact/${c.contactID}`, {
      ...as("affiliate"),
      body: { ...c, stripeCustomerId_USA: "cus_hacked", stripeCustomerId_Canada: null, firstName: "Renamed" },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ ...ids, firstName: "Renamed" });
  });

  test("finance clears one with null; a body without them leaves them", async () => {
    const c = await create("finance", ids);
    const { stripeCustomerId_USA: _u, stripeCustomerId_Canada: _c, ...withoutIds } = c;
    const kept = await call(backend, "PUT", `/contact/${c.contactID}`, { ...as("finance"), body: withoutIds });
    expect(await kept.json()).toMatchObject(ids);
    const cleared = await call(backend, "PUT", `/contact/${c.contactID}`, {
      ...as("finance"),
      body: { ...c, stripeCustomerId_USA: null },
    });
    expect(await cleared.json()).toMatchObject({ stripeCustomerId_USA: null, stripeCustomerId_Canada: "cus_ca_1" });
  });
});

describe("POST /user/register with a contactId (CREATE USER)", () => {
  const register = (who: Cast, contact: Wire, password = "Start!2026x") =>
    call(backend, "POST", "/user/register", {
      ...as(who),
      body: {
        Email: contact.email,
        FirstName: contact.firstName,
        LastName: contact.lastName,
        Phone: contact.phone,
        userRole: 2,
        password,
        contactId: contact.contactID,
      },
    });

  test("staff create the affiliate user and link it to the contact, audited", async () => {
    const c = await create("affiliate");
    const res = await register("office", c);
    expect(res.status, await res.clone().text()).toBe(201);
    const user = (await res.json()) as Wire;
    expect(user).toMatchObject({ userRole: 2, Email: c.email, contactId: c.contactID });
    expect((await read(c.contactID)).userID).toBe(user.id);
    const [row] = await backend.database.db.select().from(usersTable).where(eq(usersTable.id, user.id));
    expect(row!.contactId).toBe(c.contactID);
    const audits = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contact.linkUser"), eq(auditLog.entityId, String(c.contactID))));
    expect(audits).toMatchObject([{ actorUserId: users.office.id }]);
  });

  test("a contact that already has a user: 409, and no second user is made", async () => {
    const c = await create("affiliate");
    expect((await register("finance", c)).status).toBe(201);
    const again = await register("finance", { ...c, email: `second.${c.email}` });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: CONTACT_HAS_USER });
    expect(
      await backend.database.db
        .select()
        .from(usersTable)
        .where(eq(usersTable.email, `second.${c.email}`)),
    ).toHaveLength(0);
  });

  test("an affiliate may not: 403, nothing linked", async () => {
    const c = await create("affiliate");
    expect((await register("affiliate", c)).status).toBe(403);
    expect((await read(c.contactID)).userID).toBeNull();
  });

  test("a first address outside the United States and Canada: 400, no user made", async () => {
    const c = await create("affiliate", {
      addresses: [
        { addressType: { id: 1 }, address: { addressID: 0, address1: "1 High St", city: "Leeds", country: "United Kingdom" } },
      ],
    });
    const res = await register("office", c);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: CONTACT_USER_COUNTRY });
    expect(await backend.database.db.select().from(usersTable).where(eq(usersTable.email, c.email))).toHaveLength(0);
    const [row] = await backend.database.db
      .select({ userId: contacts.userId })
      .from(contacts)
      .where(eq(contacts.id, c.contactID));
    expect(row!.userId).toBeNull();
  });

  test("an unknown contact: 404", async () => {
    const res = await register("office", {
      email: `nobody.${Date.now()}@example.com`,
      firstName: "No",
      lastName: "Body",
      phone: "4165550100",
      contactID: 999999,
    });
    expect(res.status).toBe(404);
  });
});

import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, billingPlans, cardUpdateLinks, contacts, emailOutbox, simulatedCustomers } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import { hashCardLinkToken } from "./card-update.service";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  backend = await createTestBackend({ WEB_BASE_URL: "http://web.test/" });
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
});
afterAll(() => backend.close());

let n = 0;
type ContactValues = Partial<typeof contacts.$inferInsert>;
async function insertContact(affiliateId: number, values: ContactValues = {}) {
  n += 1;
  const [row] = await backend.database.db
    .insert(contacts)
    .values({
      affiliateId,
      firstName: "Ada",
      lastName: `Client${n}`,
      email: `billing${n}@example.com`,
      stripeCustomerIdUsa: `sim_cus_usa${n}`,
      ...values,
    })
    .returning();
  return row!;
}

const sendPath = (contactId: number, affiliateId: number, region: string) =>
  `/contact/sendUpdateCreditCardLink/${contactId}/${affiliateId}/${region}`;

async function send(who: Cast, contactId: number, affiliateId: number, region: string, headers?: Record<string, string>) {
  return call(backend, "POST", sendPath(contactId, affiliateId, region), {
    token: tokens[who],
    body: { contactID: contactId },
    headers,
  });
}

async function latestEmail(to: string) {
  const [mail] = await backend.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail;
}

/** Sends a link for the contact and answers the token from the emailed link. */
async function sendAndReadToken(contactId: number, affiliateId: number, to: string, region = "USA"): Promise<string> {
  const res = await send("affiliate", contactId, affiliateId, region);
  expect(res.status, await res.clone().text()).toBe(200);
  const mail = await latestEmail(to);
  const match = mail!.text.match(/http:\/\/web\.test\/card-update\/([A-Za-z0-9_-]+)/);
  expect(match).not.toBeNull();
  return match![1]!;
}

const card = (number: string, over: Record<string, string> = {}) => ({
  number,
  expiry: "12/34",
  cvc: "123",
  name: "Ada Client",
  ...over,
});

describe("POST /contact/sendUpdateCreditCardLink/{contactID}/{affiliateID}/{region}", () => {
  test("emails the client a link to the web app's page, stores only the token's hash, audits; 200 { message }", async () => {
    const contact = await insertContact(users.affiliate.id, { email2: "client.own@example.com" });
    const res = await send("affiliate", contact.id, users.affiliate.id, "USA");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "The credit card update link was sent." });

    const mail = await latestEmail("client.own@example.com");
    expect(mail!.subject).toBe("Update your credit card");
    expect(mail!.text).toContain("Hello Ada,");
    expect(mail!.text).toContain(`${users.affiliate.firstName} ${users.affiliate.lastName}`);
    expect(mail!.text).toContain("expires in 7 days");
    const token = mail!.text.match(/http:\/\/web\.test\/card-update\/([A-Za-z0-9_-]{43})\b/)![1]!;
    expect(await latestEmail(contact.email)).toBeUndefined(); // email2 wins over the billing email

    const [link] = await backend.database.db.select().from(cardUpdateLinks).where(eq(cardUpdateLinks.contactId, contact.id));
    expect(link).toMatchObject({
      region: "USA",
      customerId: contact.stripeCustomerIdUsa,
      email: "client.own@example.com",
      sentByUserId: users.affiliate.id,
    });
    expect(link!.tokenHash).toBe(hashCardLinkToken(token));
    expect(link!.tokenHash).not.toContain(token);
    expect(link!.expiresAt.getTime() - backend.clock.now.getTime()).toBe(7 * 86_400_000);

    const audits = await backend.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "contact"),
          eq(auditLog.entityId, String(contact.id)),
          eq(auditLog.action, "contact.card-update-link.send"),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBe(users.affiliate.id);
    expect(JSON.parse(audits[0]!.after!)).toMatchObject({ linkId: link!.id, region: "USA", email: "client.own@example.com" });
  });

  test("without a client email the billing email gets it; with neither: 400", async () => {
    const contact = await insertContact(users.affiliate.id);
    await sendAndReadToken(contact.id, users.affiliate.id, contact.email);
    const none = await insertContact(users.affiliate.id, { email: "" });
    const res = await send("affiliate", none.id, users.affiliate.id, "USA");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "This contact has no email address to send the link to." });
  });

  test("without a token: 401", async () => {
    const contact = await insertContact(users.affiliate.id);
    expect((await call(backend, "POST", sendPath(contact.id, users.affiliate.id, "USA"))).status).toBe(401);
  });

  test("affiliate A cannot send for B's contact (403 naming B, 404 naming themselves); nothing is sent", async () => {
    const theirs = await insertContact(users.other.id, { email: "theirs@example.com" });
    const named = await send("affiliate", theirs.id, users.other.id, "USA");
    expect(named.status).toBe(403);
    const own = await send("affiliate", theirs.id, users.affiliate.id, "USA");
    expect(own.status).toBe(404);
    expect(await own.json()).toEqual({ message: "Contact not found" });
    expect(await latestEmail("theirs@example.com")).toBeUndefined();
  });

  test("the path's affiliateID must be the contact's affiliate, even for staff; unknown contact 404", async () => {
    const contact = await insertContact(users.affiliate.id);
    expect((await send("office", contact.id, users.other.id, "USA")).status).toBe(404);
    expect((await send("office", 999_999, users.affiliate.id, "USA")).status).toBe(404);
  });

  test("staff send for any affiliate's contact; staff impersonating an affiliate only for that affiliate", async () => {
    const contact = await insertContact(users.other.id, { email: "by.staff@example.com" });
    expect((await send("finance", contact.id, users.other.id, "USA")).status).toBe(200);
    const audit = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(contact.id)), eq(auditLog.action, "contact.card-update-link.send")));
    expect(audit[0]!.actorUserId).toBe(users.finance.id);

    const acting = { "acting-as": String(users.affiliate.id) };
    expect((await send("office", contact.id, users.other.id, "USA", acting)).status).toBe(403);
    const mine = await insertContact(users.affiliate.id);
    expect((await send("office", mine.id, users.affiliate.id, "USA", acting)).status).toBe(200);
  });

  test("a region other than USA or Canada: 400", async () => {
    const contact = await insertContact(users.affiliate.id);
    for (const region of ["usa", "UK", "CAN"]) {
      const res = await send("affiliate", contact.id, users.affiliate.id, region);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "The region must be USA or Canada." });
    }
  });

  test("a region the contact has no customer id for: 400 with a clear message", async () => {
    const usaOnly = await insertContact(users.affiliate.id, { email: "usa.only@example.com" });
    const res = await send("affiliate", usaOnly.id, users.affiliate.id, "Canada");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "This contact has no Canada customer id, so there is no Canada card to update.",
    });
    const blank = await insertContact(users.affiliate.id, { stripeCustomerIdUsa: "  ", stripeCustomerIdCanada: "sim_cus_ca" });
    expect((await send("affiliate", blank.id, users.affiliate.id, "USA")).status).toBe(400);
    expect((await send("affiliate", blank.id, users.affiliate.id, "Canada")).status).toBe(200);
    expect(await latestEmail("usa.only@example.com")).toBeUndefined();
  });
});

describe("the public card-update calls (simulated provider)", () => {
  test("GET shows who and what; no login needed", async () => {
    const contact = await insertContact(users.affiliate.id, {
      firstName: "Lou",
      email: "lou@example.com",
      stripeCustomerIdCanada: "sim_cus_lou",
    });
    const token = await sendAndReadToken(contact.id, users.affiliate.id, "lou@example.com", "Canada");
    const res = await call(backend, "GET", `/card-update/${token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      firstName: "Lou",
      affiliateName: `${users.affiliate.firstName} ${users.affiliate.lastName}`,
      region: "Canada",
      mode: "form",
    });
  });

  test("4000 0000 0000 0002 is declined (402) and leaves the link usable; 4242 then succeeds and spends it", async () => {
    const contact = await insertContact(users.affiliate.id, { email: "decline@example.com" });
    const token = await sendAndReadToken(contact.id, users.affiliate.id, "decline@example.com");
    const declined = await call(backend, "POST", `/card-update/${token}`, { body: card("4000 0000 0000 0002") });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ message: "Your card was declined." });
    expect((await call(backend, "GET", `/card-update/${token}`)).status).toBe(200);

    const ok = await call(backend, "POST", `/card-update/${token}`, { body: card("4242 4242 4242 4242") });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      message: "Your card has been updated",
      charges: [],
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
    });

    const [customer] = await backend.database.db
      .select()
      .from(simulatedCustomers)
      .where(eq(simulatedCustomers.id, contact.stripeCustomerIdUsa!));
    expect(customer).toMatchObject({
      region: "USA",
      cardBrand: "visa",
      cardLast4: "4242",
      cardExpMonth: 12,
      cardExpYear: 2034,
      cardholderName: "Ada Client",
    });

    // Reuse is refused, for reading and for another card.
    const again = await call(backend, "GET", `/card-update/${token}`);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: "This link was already used. Your card has been updated." });
    expect((await call(backend, "POST", `/card-update/${token}`, { body: card("4242424242424242") })).status).toBe(410);

    // The use is audited without an actor (the client is not a user), and no full number is kept anywhere.
    const audits = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(contact.id)), eq(auditLog.action, "contact.card-update-link.use")));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBeNull();
    expect(audits[0]!.after).not.toContain("4242424242424242");
    expect(JSON.parse(audits[0]!.after!)).toMatchObject({ card: { last4: "4242" }, provider: "simulated" });
    const [link] = await backend.database.db.select().from(cardUpdateLinks).where(eq(cardUpdateLinks.contactId, contact.id));
    expect(link).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
    expect(link!.usedAt).not.toBeNull();
  });

  test("bad numbers, past expiry, bad CVC and no name are refused with 400 and the link stays usable", async () => {
    const contact = await insertContact(users.affiliate.id, { email: "typo@example.com" });
    const token = await sendAndReadToken(contact.id, users.affiliate.id, "typo@example.com");
    const cases: [Record<string, string>, string][] = [
      [card(""), "Please enter your card number."],
      [card("4242 4242 4242 4241"), "Your card number is incorrect."],
      [card("4242 4242 4242 4242", { expiry: "1234" }), "Please enter the expiry date as MM/YY."],
      [card("4242 4242 4242 4242", { expiry: "01/20" }), "Your card's expiration date is in the past."],
      [card("4242 4242 4242 4242", { cvc: "1" }), "Your card's security code is incorrect."],
      [card("4242 4242 4242 4242", { name: " " }), "Please enter the name on the card."],
    ];
    for (const [body, message] of cases) {
      const res = await call(backend, "POST", `/card-update/${token}`, { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect((await call(backend, "GET", `/card-update/${token}`)).status).toBe(200);
  });

  test("the page's answer is read again after a change written straight to the database", async () => {
    const contact = await insertContact(users.affiliate.id, { email: "renamed@example.com" });
    const token = await sendAndReadToken(contact.id, users.affiliate.id, "renamed@example.com");
    const read = async () => (await (await call(backend, "GET", `/card-update/${token}`)).json()) as { firstName: string };
    expect((await read()).firstName).toBe("Ada");
    expect((await read()).firstName).toBe("Ada");
    await backend.database.db.update(contacts).set({ firstName: "Adele" }).where(eq(contacts.id, contact.id));
    expect((await read()).firstName).toBe("Adele");
  });

  test("an expired link: 410; an unknown one: 404", async () => {
    const contact = await insertContact(users.affiliate.id, { email: "late@example.com" });
    const token = await sendAndReadToken(contact.id, users.affiliate.id, "late@example.com");
    // Read a minute before it expires (an answer the backend keeps), then a minute after, the same day.
    backend.clock.advanceMinutes(7 * 24 * 60 - 1);
    expect((await call(backend, "GET", `/card-update/${token}`)).status).toBe(200);
    backend.clock.advanceMinutes(2);
    try {
      const res = await call(backend, "GET", `/card-update/${token}`);
      expect(res.status).toBe(410);
      expect(await res.json()).toEqual({ message: "This link has expired. Please ask your coach to send you a new one." });
      expect((await call(backend, "POST", `/card-update/${token}`, { body: card("4242424242424242") })).status).toBe(410);
    } finally {
      backend.clock.advanceMinutes(-(7 * 24 * 60 + 1));
    }
    const unknown = await call(backend, "GET", "/card-update/not-a-real-token");
    expect(unknown.status).toBe(404);
    expect((await call(backend, "POST", "/card-update/not-a-real-token", { body: card("4242424242424242") })).status).toBe(404);
  });

  test("a newer link for the same contact and region replaces the older; the other region's stays open", async () => {
    const contact = await insertContact(users.affiliate.id, {
      email: "twice@example.com",
      stripeCustomerIdCanada: "sim_cus_twice_ca",
    });
    const canada = await sendAndReadToken(contact.id, users.affiliate.id, "twice@example.com", "Canada");
    const first = await sendAndReadToken(contact.id, users.affiliate.id, "twice@example.com");
    const second = await sendAndReadToken(contact.id, users.affiliate.id, "twice@example.com");
    const old = await call(backend, "GET", `/card-update/${first}`);
    expect(old.status).toBe(410);
    expect(await old.json()).toEqual({
      message: "This link was replaced by a newer one. Please use the link in the latest email.",
    });
    expect((await call(backend, "GET", `/card-update/${second}`)).status).toBe(200);
    expect((await call(backend, "GET", `/card-update/${canada}`)).status).toBe(200);
  });

  test("terminating the client's plan ends the card-update link: opening or posting it answers 410, nothing saved", async () => {
    const contact = await insertContact(users.affiliate.id, { email: "ending@example.com" });
    const [plan] = await backend.database.db
      .insert(billingPlans)
      .values({
        contactId: contact.id,
        affiliateId: users.affiliate.id,
        name: "Ending plan",
        statusId: 2,
        fullBillingStart: "2027-01-01",
        lastFullBill: "2099-12-01",
        firstDayOfService: "2027-01-01",
        lastDayOfService: "2099-12-31",
        paymentMethodId: 1,
        creditCardChargeTypeId: 2,
        currency: "USD",
        sessionsPerMonth: 2,
      })
      .returning();
    const token = await sendAndReadToken(contact.id, users.affiliate.id, "ending@example.com");
    expect((await call(backend, "GET", `/card-update/${token}`)).status).toBe(200);
    const terminated = await call(backend, "PUT", `/billingPlan/${plan!.id}`, {
      token: tokens.affiliate,
      body: { billingPlanID: plan!.id, statusID: 4, notes: "Client left" },
    });
    expect(terminated.status, await terminated.clone().text()).toBe(200);

    const ended = { message: "This link ended with your coaching agreement. Please contact your coach." };
    const opened = await call(backend, "GET", `/card-update/${token}`);
    expect(opened.status).toBe(410);
    expect(await opened.json()).toEqual(ended);
    const posted = await call(backend, "POST", `/card-update/${token}`, { body: card("4242 4242 4242 4242") });
    expect(posted.status).toBe(410);
    expect(await posted.json()).toEqual(ended);
    const [link] = await backend.database.db.select().from(cardUpdateLinks).where(eq(cardUpdateLinks.contactId, contact.id));
    expect(link).toMatchObject({ usedAt: null, cardLast4: null });
  });

  test("the hosted-page calls are refused with the simulated provider", async () => {
    const contact = await insertContact(users.affiliate.id, { email: "form@example.com" });
    const token = await sendAndReadToken(contact.id, users.affiliate.id, "form@example.com");
    expect((await call(backend, "POST", `/card-update/${token}/checkout`)).status).toBe(400);
    expect((await call(backend, "POST", `/card-update/${token}/complete`, { body: { sessionId: "cs_x" } })).status).toBe(400);
  });
});

import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { agreementTemplates, auditLog, cardUpdateLinks, contacts, emailOutbox, simulatedCustomers } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { LINK_IN_USE } from "../card-update/link-claim";
import { createPlanBody } from "../../testing/plan-body";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let templateId: number;

beforeAll(async () => {
  backend = await createTestBackend({ WEB_BASE_URL: "http://web.test/" });
  backend.clock.now = new Date("2026-03-10T15:00:00Z");
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  const [t] = await backend.database.db
    .insert(agreementTemplates)
    .values({ displayName: "T", contentHtml: "<p>Agreement for {{clientName}}</p>" })
    .returning();
  templateId = t!.id;
});
afterAll(() => backend.close());

const db = () => backend.database.db;
const card = (number: string) => ({ number, expiry: "12/34", cvc: "123", name: "Ada" });
const lastMail = async (to: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0]!;

/** A client with a customer id, sent a card-update link: the contact and the link's token from the email. */
async function cardUpdateLink(lastName: string, customerId: string) {
  const email = `card.${lastName.toLowerCase()}@example.com`;
  const [contact] = await db()
    .insert(contacts)
    .values({ affiliateId: users.affiliate.id, firstName: "Ada", lastName, email, stripeCustomerIdUsa: customerId })
    .returning();
  const sent = await call(backend, "POST", `/contact/sendUpdateCreditCardLink/${contact.id}/${users.affiliate.id}/USA`, {
    token: tokens.affiliate,
    body: {},
  });
  expect(sent.status).toBe(200);
  const token = (await lastMail(email)).text.match(/\/card-update\/([A-Za-z0-9_-]+)/)![1]!;
  return { contact: contact!, token };
}

test("two acceptances of one Auto-charge signing link at once: one signs, and the card on file is the one its CCA authorizes", async () => {
  const [contact] = await db()
    .insert(contacts)
    .values({ affiliateId: users.affiliate.id, firstName: "Ada", lastName: "Race", email: "sign.race@example.com" })
    .returning();
  const body = createPlanBody(
    { contactID: contact.id, affiliateID: users.affiliate.id, agreementTemplateId: templateId },
    "2026-04-01",
  );
  const created = await call(backend, "POST", "/billingPlan", { token: tokens.affiliate, body }); // creditCardChargeTypeId 2: Auto-charge
  expect(created.status).toBe(201);
  const plan = await created.json();
  const token = (await lastMail("sign.race@example.com")).text.match(/\/agreement\/([A-Za-z0-9_-]+)/)![1]!;
  const shown = await (await call(backend, "GET", `/agreement/${token}`)).json();
  const sign = { fullName: "Ada Race", accepted: true, agreementSha256: shown.agreementSha256, userAgent: "UA" };

  const answers = await Promise.all([
    call(backend, "POST", `/agreement/${token}`, { body: { ...sign, card: card("4242424242424242") } }),
    call(backend, "POST", `/agreement/${token}`, { body: { ...sign, card: card("5555555555554444") } }),
  ]);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);

  const [audit] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "billingPlan.accept"), eq(auditLog.entityId, String(plan.billingPlanID))));
  const authorized = JSON.parse(audit!.after!).card; // the card the CCA authorizes
  const [row] = await db().select().from(contacts).where(eq(contacts.id, contact.id));
  const [customer] = await db().select().from(simulatedCustomers).where(eq(simulatedCustomers.id, row!.stripeCustomerIdUsa!));
  // The card on file (the one the billing run charges) must be the card the client authorized.
  expect(customer!.cardLast4).toBe(authorized.last4);
});

test("two submissions of one card-update link at once: one saves, and the card on file is the one the link records", async () => {
  const { contact, token } = await cardUpdateLink("Race2", "sim_cus_card_race");

  const answers = await Promise.all([
    call(backend, "POST", `/card-update/${token}`, { body: card("4242424242424242") }),
    call(backend, "POST", `/card-update/${token}`, { body: card("5555555555554444") }),
  ]);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);

  const [link] = await db().select().from(cardUpdateLinks).where(eq(cardUpdateLinks.contactId, contact.id));
  const [customer] = await db().select().from(simulatedCustomers).where(eq(simulatedCustomers.id, "sim_cus_card_race"));
  expect(customer!.cardLast4).toBe(link!.cardLast4);
});

test("a held link refuses a card without saving it; the hold lapses after a minute; a declined card releases it", async () => {
  const { contact, token } = await cardUpdateLink("Held", "sim_cus_card_held");
  const cardOnFile = async () =>
    (await db().select().from(simulatedCustomers).where(eq(simulatedCustomers.id, "sim_cus_card_held")))[0]?.cardLast4 ?? null;

  const declined = await call(backend, "POST", `/card-update/${token}`, { body: card("4000000000000002") });
  expect(declined.status).toBe(402);
  await db()
    .update(cardUpdateLinks)
    .set({ claimedUntil: new Date(backend.clock.now.getTime() + 60_000) })
    .where(eq(cardUpdateLinks.contactId, contact.id));
  const held = await call(backend, "POST", `/card-update/${token}`, { body: card("4242424242424242") });
  expect(held.status).toBe(409);
  expect(await held.json()).toEqual({ message: LINK_IN_USE });
  expect(await cardOnFile()).toBe(null);

  backend.clock.now = new Date(backend.clock.now.getTime() + 60_000);
  const saved = await call(backend, "POST", `/card-update/${token}`, { body: card("4242424242424242") });
  expect(saved.status).toBe(200);
  expect(await cardOnFile()).toBe("4242");
  const [link] = await db().select().from(cardUpdateLinks).where(eq(cardUpdateLinks.contactId, contact.id));
  expect(link).toMatchObject({ cardLast4: "4242", claimedUntil: null });
});

import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { agreementTemplates, contacts, creditNotes, emailOutbox, invoices, payments } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { expectJson, expectMessage } from "../../testing/answers";
import { clockKit } from "../../testing/billing-clock-kit";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { createPlanBody } from "../../testing/plan-body";
import { call, insertCast, tokenFor, type Cast, type TestUser } from "../../testing/users";

/**
 * The money timeline of one client (issue 39, docs/decisions/0399, 0400): one scripted story — plan created,
 * signed with a card, invoice issued, its charge declined, the card updated through the decline email's
 * link (which pays the invoice), a refund, and the refund voided — read back through HTTP, newest first.
 */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;
let contactId: number;
let invoiceName: string;
let invoiceNumber: string;

const DECLINING = "4000 0000 0000 0341";
const as = async (who: Cast) => ({ token: await tokenFor(backend, users[who].id) });
const today = (instant: string) => (backend.clock.now = new Date(instant));
const db = () => backend.database.db;

async function newestMailTo(email: string) {
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(1);
  return mail!;
}

interface Event {
  eventID: string;
  at: string;
  kind: string;
  label: string;
  detail: string;
  invoiceName: string | null;
  invoiceNumber: string | null;
  who: string;
}

async function history(who: Cast, query = ""): Promise<{ rows: Event[]; next: string | null }> {
  return (await expectJson(await call(backend, "GET", `/contact/history/${contactId}${query}`, await as(who)), 200)) as {
    rows: Event[];
    next: string | null;
  };
}

beforeAll(async () => {
  backend = await createTestBackend({ BILLING_TEST_CLOCK: "true", WEB_BASE_URL: "http://web.test/" });
  await seedLookups(db());
  ({ users } = await insertCast(backend));
  kit = clockKit(backend, users);
  const [t] = await db()
    .insert(agreementTemplates)
    .values({ displayName: "Standard agreement", contentHtml: "<p>{{clientName}} agrees.</p>" })
    .returning();
  const [contact] = await db()
    .insert(contacts)
    .values({ affiliateId: users.affiliate.id, firstName: "Ada", lastName: "Story", email: "ada.story@example.com" })
    .returning();
  contactId = contact!.id;

  // Created and sent for signing.
  today("2030-01-10T15:00:00Z");
  const body = {
    ...createPlanBody({ contactID: contactId, affiliateID: users.affiliate.id, agreementTemplateId: t!.id }, "2030-02-01"),
    paymentMethodId: PAYMENT_TYPE.creditCardUsa,
    creditCardChargeTypeId: CHARGE_TYPE.autoCharge,
  };
  await expectJson(await call(backend, "POST", "/billingPlan", { ...(await as("affiliate")), body }), 201);
  const signing = (await newestMailTo("ada.story@example.com")).text.match(
    /http:\/\/web\.test\/agreement\/([A-Za-z0-9_-]+)/,
  )![1]!;

  // Signed with a card that will decline.
  today("2030-01-11T15:00:00Z");
  const shown = await expectJson(await call(backend, "GET", `/agreement/${signing}`), 200);
  const signature = {
    fullName: "Ada Story",
    accepted: true,
    agreementSha256: shown.agreementSha256,
    userAgent: "TestBrowser/1.0",
    card: { number: DECLINING, expiry: "12/35", cvc: "123", name: "Ada Story" },
  };
  await expectJson(await call(backend, "POST", `/agreement/${signing}`, { body: signature, ip: "192.0.2.7" }), 200);

  // Issued on the 25th, declined on the 1st (the decline email carries a card-update link).
  today("2030-01-25T16:00:00Z");
  await kit.run("2030-01-25", false, users.affiliate.id);
  today("2030-02-01T16:00:00Z");
  await kit.run("2030-02-01", false, users.affiliate.id);
  const cardLink = (await newestMailTo("ada.story@example.com")).text.match(
    /http:\/\/web\.test\/card-update\/([A-Za-z0-9_-]+)/,
  )![1]!;

  // Finance records a check, then voids it.
  const [invoice] = await db().select().from(invoices).where(eq(invoices.contactId, contactId));
  invoiceName = invoice!.name;
  invoiceNumber = invoice!.invoiceNumber;
  const entry = (amountReceived: number, extra: Record<string, unknown>) => ({
    invoiceID: invoice!.id,
    contactID: null,
    affiliateID: null,
    amountReceived,
    transactionType: 0,
    paymentTypeID: 3,
    receivedOnUTC: null,
    refundOfPaymentID: null,
    refundName: "",
    receivedBy: "",
    notes: "",
    ...extra,
  });
  today("2030-02-02T16:00:00Z");
  const paidByCheck = { ...(await as("finance")), body: entry(50, { refundName: "Check 1001" }) };
  await expectJson(await call(backend, "POST", "/invoice/pay", paidByCheck), 200);
  today("2030-02-03T16:00:00Z");
  const [check] = await db().select().from(payments).where(eq(payments.invoiceId, invoice!.id));
  await expectJson(await call(backend, "PUT", `/payment/void/${check!.id}/${invoice!.id}`, await as("finance")), 200);

  // The client updates the card: the open invoice is paid with it.
  today("2030-02-04T16:00:00Z");
  const card = { number: "4242 4242 4242 4242", expiry: "12/35", cvc: "123", name: "Ada Story" };
  await expectJson(await call(backend, "POST", `/card-update/${cardLink}`, { body: card }), 200);

  // Finance refunds part of it to the card.
  today("2030-02-05T16:00:00Z");
  const refund = entry(50, { transactionType: 1, paymentTypeID: null, refundName: "Refund: missed session" });
  await expectJson(await call(backend, "POST", "/invoice/pay", { ...(await as("finance")), body: refund }), 200);
  await backend.deliverEmails();
});
afterAll(() => backend.close());

const name = (who: Cast) => `${users[who].firstName} ${users[who].lastName}`;

describe("GET /contact/history/{contactId}", () => {
  // Rows the database dates (now()) carry today's date; the billing clock's rows its test date, 2030: the
  // clock's come first. Within a transaction an email comes before its audit row.
  test("the story's events, newest first, with who did each and the client's emails", async () => {
    const { rows, next } = await history("affiliate");
    const invoice = invoiceName;
    const [note] = await db().select().from(creditNotes);
    expect(rows.map((r) => [r.kind, r.label, r.detail, r.invoiceName, r.who])).toEqual([
      ["charge", "Charge succeeded", "Attempt 2, $300.00 USD", invoice, "Billing clock"],
      ["charge", "Charge attempted", "Attempt 2, $300.00 USD", invoice, "Billing clock"],
      ["charge", "Charge declined", "Attempt 1, Your card was declined.", invoice, name("finance")],
      ["charge", "Charge attempted", "Attempt 1, $300.00 USD", invoice, name("finance")],
      ["invoice", "Invoice issued", "$300.00 USD", invoice, name("finance")],
      ["email", `Email sent: Refund for ${invoice}`, "To ada.story@example.com", null, "Coach Hub"],
      ["payment", "Refund completed", "$50.00 USD", invoice, name("finance")],
      // Issued with the refund's completion (docs/decisions/0392).
      ["payment", "Credit note issued", `${note!.creditNoteNumber}, $50.00 USD`, invoice, name("finance")],
      ["payment", "Refund recorded", "$50.00 USD", invoice, name("finance")],
      ["email", `Email sent: Receipt for ${invoice}`, "To ada.story@example.com", null, "Coach Hub"],
      ["card", "Card saved", "visa ending 4242", null, "The client"],
      ["payment", "Payment voided", "$50.00 USD", invoice, name("finance")],
      ["email", `Email sent: Receipt for ${invoice}`, "To ada.story@example.com", null, "Coach Hub"],
      ["payment", "Payment recorded", "$50.00 USD", invoice, name("finance")],
      ["email", "Email sent: Your card payment was declined", "To ada.story@example.com", null, "Coach Hub"],
      ["email", `Email sent: Invoice ${invoiceNumber}: ${invoice}`, "To ada.story@example.com", null, "Coach Hub"],
      ["email", "Email sent: Ada Story signed the coaching agreement", `To ${users.affiliate.email}`, null, "Coach Hub"],
      ["email", "Email sent: Your signed coaching agreement", "To ada.story@example.com", null, "Coach Hub"],
      ["plan", "Plan signed", "Signed by Ada Story, from 192.0.2.7, card ending 0341 saved", null, "The client"],
      ["email", "Email sent: Please review and sign your coaching agreement", "To ada.story@example.com", null, "Coach Hub"],
      ["plan", "Plan created and sent for signing", "", null, name("affiliate")],
    ]);
    expect(next).toBeNull();
    // An event about the invoice names its number too (docs/decisions/0384).
    expect(new Set(rows.filter((r) => r.invoiceName).map((r) => r.invoiceNumber))).toEqual(new Set([invoiceNumber]));
    expect(rows.every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r.at))).toBe(true);
    expect(new Set(rows.map((r) => r.eventID)).size).toBe(rows.length);
  });

  test("a kind filters the events; pages follow each other with `after`", async () => {
    const charges = await history("affiliate", "?kind=charge");
    expect(charges.rows.map((r) => r.label)).toEqual([
      "Charge succeeded",
      "Charge attempted",
      "Charge declined",
      "Charge attempted",
    ]);
    const emails = await history("affiliate", "?kind=email");
    expect(emails.rows).toHaveLength(8);
    expect((await history("affiliate", "?kind=other")).rows).toEqual([]);

    const all = (await history("affiliate")).rows;
    const seen: Event[] = [];
    let after: string | null = null;
    do {
      const page = await history("affiliate", `?pageSize=3${after ? `&after=${after}` : ""}`);
      seen.push(...page.rows);
      after = page.next;
    } while (after !== null);
    expect(seen).toEqual(all);
  });

  test("another affiliate's client is not found; staff see it; a bad kind is refused", async () => {
    await expectMessage(await call(backend, "GET", `/contact/history/${contactId}`, await as("other")), 404, "Contact not found");
    expect((await history("office")).rows).toEqual((await history("affiliate")).rows);
    const bad = await call(backend, "GET", `/contact/history/${contactId}?kind=everything`, await as("affiliate"));
    expect(bad.status).toBe(400);
    for (const after of ["1.a.2147483648", "1234567890123456789.a.1", "1.b.1", "x"]) {
      const res = await call(backend, "GET", `/contact/history/${contactId}?after=${after}`, await as("affiliate"));
      expect(res.status, after).toBe(400);
    }
  });

  test("staff acting as the affiliate are shown as both", async () => {
    const office = { ...(await as("office")), headers: { "acting-as": String(users.affiliate.id) } };
    const sent = await call(backend, "POST", `/contact/sendUpdateCreditCardLink/${contactId}/${users.affiliate.id}/USA`, office);
    expect(sent.status, await sent.clone().text()).toBe(200);
    const { rows } = await history("affiliate", "?kind=card");
    expect(rows.map((r) => [r.label, r.detail, r.who])).toEqual([
      ["Card update link sent", "To ada.story@example.com", `${name("office")} as ${name("affiliate")}`],
      ["Card saved", "visa ending 4242", "The client"],
    ]);
  });
});

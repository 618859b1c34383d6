import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PORTAL_MESSAGES } from "../../../../contract/client-portal";
import { auditLog, billingPlans, cardUpdateLinks, contacts, emailOutbox, invoices, payments } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { latestEmailTo } from "../../testing/outbox";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import { defaultDocumentStorage, documentKey } from "../agreement-signing/documents.service";
import { PORTAL_SESSION_HEADER } from "./portal-auth";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

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
async function insertContact(affiliateId: number, values: Partial<typeof contacts.$inferInsert> = {}) {
  n += 1;
  const [row] = await backend.database.db
    .insert(contacts)
    .values({ affiliateId, firstName: "Ada", lastName: `Portal${n}`, email: `portal${n}@example.com`, ...values })
    .returning();
  return row!;
}

async function insertInvoice(contact: { id: number; affiliateId: number }, values: Partial<typeof invoices.$inferInsert> = {}) {
  const [row] = await backend.database.db
    .insert(invoices)
    .values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: contact.id,
      affiliateId: contact.affiliateId,
      name: "March coaching services",
      invoiceTypeId: 5,
      invoiceStatusId: 2,
      dueDate: "2030-03-01",
      totalCents: 40_000,
      subTotalCents: 40_000,
      ...values,
    })
    .returning();
  return row!;
}

async function insertPayment(
  invoice: { id: number; contactId: number; affiliateId: number },
  values: Partial<typeof payments.$inferInsert>,
) {
  const [row] = await backend.database.db
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      contactId: invoice.contactId,
      affiliateId: invoice.affiliateId,
      amountCents: 10_000,
      paymentTypeId: 3,
      receivedOn: new Date("2030-03-02T15:00:00Z"),
      ...values,
    })
    .returning();
  return row!;
}

const requestLink = (email: string, ip?: string) => call(backend, "POST", "/portal/sign-in-request", { body: { email }, ip });

/** Asks for a link for the address and answers the token of the emailed link. */
async function emailedToken(email: string, to = email): Promise<string> {
  const res = await requestLink(email);
  expect(res.status, await res.clone().text()).toBe(200);
  const mail = await latestEmailTo(backend, to);
  const match = /http:\/\/web\.test\/portal\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** A portal session for the address, through the emailed link. */
async function sessionFor(email: string): Promise<string> {
  const token = await emailedToken(email);
  const res = await call(backend, "POST", `/portal/sign-in/${token}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

const asClient = (session: string) => ({ headers: { [PORTAL_SESSION_HEADER]: session } });

describe("signing in", () => {
  test("a known billing email (any case) gets a single-use link; an unknown one gets the same answer and no email", async () => {
    const contact = await insertContact(users.affiliate.id, { email: "Known.Client@Example.com", email2: "own@example.com" });
    const known = await requestLink("  known.client@EXAMPLE.com ");
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ message: PORTAL_MESSAGES.signInSent });
    const mail = await latestEmailTo(backend, contact.email);
    expect(mail.subject).toBe("Your Coach Hub sign-in link");
    expect(mail.text).toMatch(
      /^Open this link to see your invoices, receipts and agreements: http:\/\/web\.test\/portal\/sign-in\/[A-Za-z0-9_-]{43}$/m,
    );
    expect(mail.text).toContain("The link works once and expires in 15 minutes.");

    const before = await backend.database.db.select().from(emailOutbox);
    const unknown = await requestLink("nobody.here@example.com");
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ message: PORTAL_MESSAGES.signInSent });
    expect(await backend.database.db.select().from(emailOutbox)).toHaveLength(before.length);
  });

  test("the link: GET does not spend it, POST does (a session), then 410 used; unknown 404; expired 410", async () => {
    const contact = await insertContact(users.affiliate.id);
    const token = await emailedToken(contact.email);
    expect((await call(backend, "GET", `/portal/sign-in/${token}`)).status).toBe(200);
    expect((await call(backend, "GET", `/portal/sign-in/${token}`)).status).toBe(200);
    const opened = await call(backend, "POST", `/portal/sign-in/${token}`);
    expect(opened.status).toBe(200);
    const session = (await opened.json()) as { sessionToken: string; idleMinutes: number };
    expect(session.idleMinutes).toBe(30);
    for (const method of ["GET", "POST"]) {
      const again = await call(backend, method, `/portal/sign-in/${token}`);
      expect([again.status, await again.json()]).toEqual([410, { message: PORTAL_MESSAGES.linkUsed }]);
    }
    const unknown = await call(backend, "GET", "/portal/sign-in/not-a-link");
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: PORTAL_MESSAGES.linkUnknown }]);

    const late = await emailedToken(contact.email);
    backend.clock.advanceMinutes(15);
    const expired = await call(backend, "POST", `/portal/sign-in/${late}`);
    expect([expired.status, await expired.json()]).toEqual([410, { message: PORTAL_MESSAGES.linkExpired }]);
  });

  test("five requests per address in 15 minutes, then 429 (known or not); the window passes", async () => {
    const email = "limited.person@example.com";
    for (let i = 0; i < 5; i += 1) expect((await requestLink(email)).status).toBe(200);
    const refused = await requestLink(email.toUpperCase());
    expect([refused.status, await refused.json()]).toEqual([429, { message: PORTAL_MESSAGES.tooManyRequests }]);
    backend.clock.advanceMinutes(16);
    expect((await requestLink(email)).status).toBe(200);
  });
});

describe("the portal session", () => {
  test("ends after 30 idle minutes, at sign-out, and is not a staff token (nor a staff token a session)", async () => {
    const contact = await insertContact(users.affiliate.id);
    const session = await sessionFor(contact.email);
    expect((await call(backend, "GET", "/portal/account", asClient(session))).status).toBe(200);
    // Staff tokens and portal sessions are different things.
    expect((await call(backend, "GET", "/portal/account", { token: tokens.finance })).status).toBe(401);
    expect((await call(backend, "GET", "/portal/account", asClient(tokens.finance))).status).toBe(401);
    expect((await call(backend, "GET", "/user", { token: session })).status).toBe(401);

    backend.clock.advanceMinutes(29);
    expect((await call(backend, "GET", "/portal/account", asClient(session))).status).toBe(200);
    backend.clock.advanceMinutes(30);
    const idle = await call(backend, "GET", "/portal/account", asClient(session));
    expect([idle.status, await idle.json()]).toEqual([401, { message: PORTAL_MESSAGES.sessionEnded }]);

    const next = await sessionFor(contact.email);
    const out = await call(backend, "POST", "/portal/sign-out", asClient(next));
    expect([out.status, await out.json()]).toEqual([200, { message: PORTAL_MESSAGES.signedOut }]);
    expect((await call(backend, "GET", "/portal/account", asClient(next))).status).toBe(401);
  });
});

test("a busy session still ends at its 4-hour cap", async () => {
  const contact = await insertContact(users.affiliate.id);
  const session = await sessionFor(contact.email);
  for (let minutes = 0; minutes < 4 * 60 - 25; minutes += 25) {
    expect((await call(backend, "GET", "/portal/account", asClient(session))).status).toBe(200);
    backend.clock.advanceMinutes(25);
  }
  backend.clock.advanceMinutes(25);
  expect((await call(backend, "GET", "/portal/account", asClient(session))).status).toBe(401);
});

describe("the account", () => {
  test("lists each coach's part apart: invoices (no drafts), receipts, refunds, agreements, cards; nobody else's", async () => {
    const email = "two.coaches@example.com";
    const withMaya = await insertContact(users.affiliate.id, {
      email,
      lastName: "Both",
      stripeCustomerIdUsa: "sim_cus_portal_both",
    });
    const withOther = await insertContact(users.other.id, { email: email.toUpperCase(), lastName: "Both" });
    const stranger = await insertContact(users.affiliate.id, { email: "stranger@example.com" });
    const paid = await insertInvoice(withMaya, { name: "January coaching services", dueDate: "2030-01-01", invoiceStatusId: 5 });
    const receipt = await insertPayment(paid, { amountCents: 40_000, paymentTypeId: 1 });
    await insertPayment(paid, { amountCents: 5_000, isVoid: true });
    const refund = await insertPayment(paid, {
      amountCents: -2_500,
      isRefund: true,
      refundOfPaymentId: receipt.id,
      paymentTypeId: 1,
    });
    const open = await insertInvoice(withOther, { name: "February coaching services", dueDate: "2030-02-01", currency: "CAD" });
    await insertPayment(open, { amountCents: 15_000, currency: "CAD", paymentTypeId: 6 });
    await insertInvoice(withMaya, { name: "Draft", invoiceStatusId: 1 });
    await insertInvoice(stranger, { name: "Not yours" });
    const [plan] = await backend.database.db
      .insert(billingPlans)
      .values({
        contactId: withMaya.id,
        affiliateId: users.affiliate.id,
        name: "Both - 2 sessions/month",
        statusId: 2,
        fullBillingStart: "2030-01-01",
        lastFullBill: "2030-12-01",
        firstDayOfService: "2030-01-01",
        lastDayOfService: "2030-12-31",
        paymentMethodId: 1,
        creditCardChargeTypeId: 2,
        acceptedOn: new Date("2029-12-20T12:00:00Z"),
        csaFileName: "CSA-portal-test.pdf",
        ccaFileName: "CCA-portal-test.pdf",
      })
      .returning();
    if (backend.payments.cards.mode !== "form") throw new Error("the test runs on the simulated provider");
    await backend.payments.cards.saveCard({
      region: "USA",
      customerId: "sim_cus_portal_both",
      card: { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123", name: "Ada Both" },
    });

    const res = await call(backend, "GET", "/portal/account", asClient(await sessionFor(email)));
    expect(res.status).toBe(200);
    const account = (await res.json()) as { email: string; coaches: Array<Record<string, unknown>> };
    expect(account.email).toBe(email);
    const part = (id: number) => account.coaches.find((c) => c.affiliateID === id)!;
    expect(account.coaches.map((c) => c.affiliateID).sort()).toEqual([users.affiliate.id, users.other.id].sort());
    expect(part(users.affiliate.id)).toMatchObject({
      invoices: [
        {
          invoiceID: paid.id,
          contactID: withMaya.id,
          name: "January coaching services",
          status: "Paid — $25.00 refunded",
          dueDate: "2030-01-01",
          currency: "USD",
          total: 400,
          balance: 0,
        },
      ],
      receipts: [
        {
          paymentID: receipt.id,
          invoiceID: paid.id,
          invoiceName: "January coaching services",
          receivedOn: "2030-03-02",
          amount: 400,
          currency: "USD",
          method: "Credit Card USA",
        },
      ],
      refunds: [{ paymentID: refund.id, amount: 25, method: "Credit Card USA" }],
      agreements: [
        {
          billingPlanID: plan!.id,
          planName: "Both - 2 sessions/month",
          signedOn: "2029-12-20",
          documents: [
            { kind: "CSA", fileName: "CSA-portal-test.pdf" },
            { kind: "CCA", fileName: "CCA-portal-test.pdf" },
          ],
        },
      ],
      cards: [{ contactID: withMaya.id, region: "USA", card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 } }],
    });
    expect(part(users.other.id)).toMatchObject({
      invoices: [{ invoiceID: open.id, status: "Sent to client", currency: "CAD", total: 400, balance: 250 }],
      receipts: [{ amount: 150, currency: "CAD", method: "E-Transfer" }],
      refunds: [],
      agreements: [],
      cards: [],
    });
  });

  test("PDFs: the client's invoice and signed agreement; another client's invoice or document, or a draft, is 404", async () => {
    const mine = await insertContact(users.affiliate.id, { lastName: "Pdf Owner" });
    const theirs = await insertContact(users.affiliate.id);
    const invoice = await insertInvoice(mine);
    const draft = await insertInvoice(mine, { invoiceStatusId: 1 });
    const other = await insertInvoice(theirs);
    const storage = defaultDocumentStorage(backend.deps);
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    for (const [contact, file] of [
      [mine, "CSA-mine.pdf"],
      [theirs, "CSA-theirs.pdf"],
    ] as const) {
      await backend.database.db.insert(billingPlans).values({
        contactId: contact.id,
        affiliateId: users.affiliate.id,
        name: "Plan",
        statusId: 2,
        fullBillingStart: "2030-01-01",
        lastFullBill: "2030-12-01",
        firstDayOfService: "2030-01-01",
        lastDayOfService: "2030-12-31",
        paymentMethodId: 3,
        creditCardChargeTypeId: 3,
        csaFileName: file,
      });
      await storage.put(documentKey(file), pdf, "application/pdf");
    }
    const session = asClient(await sessionFor(mine.email));

    const own = await call(backend, "GET", `/portal/invoices/${invoice.id}/pdf`, session);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe(`inline; filename="${invoice.id}-PdfOwner.pdf"`);
    expect(new TextDecoder().decode((await own.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    for (const id of [other.id, draft.id, 2_000_000]) {
      const refused = await call(backend, "GET", `/portal/invoices/${id}/pdf`, session);
      expect([refused.status, await refused.json()]).toEqual([404, { message: PORTAL_MESSAGES.invoiceNotFound }]);
    }
    const agreement = await call(backend, "GET", "/portal/agreements/CSA-mine.pdf", session);
    expect([agreement.status, agreement.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    for (const name of ["CSA-theirs.pdf", "nothing.pdf", "..%2Fsecret"]) {
      const refused = await call(backend, "GET", `/portal/agreements/${name}`, session);
      expect(refused.status).toBe(404);
    }
  });

  test("update card: a new card-update link for the client's contact and region, not emailed, audited; others 404", async () => {
    const mine = await insertContact(users.affiliate.id, { stripeCustomerIdUsa: "sim_cus_portal_card" });
    const theirs = await insertContact(users.affiliate.id, { stripeCustomerIdUsa: "sim_cus_portal_theirs" });
    const session = asClient(await sessionFor(mine.email));
    const mails = (await backend.database.db.select().from(emailOutbox)).length;

    const res = await call(backend, "POST", `/portal/card-update/${mine.id}/USA`, session);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect((await call(backend, "GET", `/card-update/${token}`)).status).toBe(200);
    expect((await backend.database.db.select().from(emailOutbox)).length).toBe(mails);
    const open = await backend.database.db
      .select()
      .from(cardUpdateLinks)
      .where(and(eq(cardUpdateLinks.contactId, mine.id), isNull(cardUpdateLinks.revokedAt)));
    expect(open).toMatchObject([{ region: "USA", customerId: "sim_cus_portal_card", sentByUserId: null }]);
    const [audit] = await backend.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "contact.card-update-link.portal"));
    expect(audit).toMatchObject({ actorUserId: null, entityId: String(mine.id) });

    // A second one replaces the first, as a coach's new link does.
    const again = await call(backend, "POST", `/portal/card-update/${mine.id}/USA`, session);
    expect(again.status).toBe(200);
    expect((await call(backend, "GET", `/card-update/${token}`)).status).toBe(410);

    for (const path of [
      `/portal/card-update/${theirs.id}/USA`,
      `/portal/card-update/${mine.id}/Canada`,
      `/portal/card-update/${mine.id}/Mars`,
    ]) {
      const refused = await call(backend, "POST", path, session);
      expect([refused.status, await refused.json()]).toEqual([404, { message: PORTAL_MESSAGES.cardNotFound }]);
    }
  });
});

import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  agreementSigningLinks,
  agreementTemplates,
  auditLog,
  billingPlans,
  contacts,
  emailOutbox,
  invoices,
  simulatedCustomers,
  storedFiles,
} from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { sha256 } from "../../security/tokens";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { otherMachine } from "../../testing/other-machine";
import { createPlanBody } from "../../testing/plan-body";
import { call, insertCast, tokenFor, type Cast, type TestUser } from "../../testing/users";
import {
  ACCEPT_REQUIRED,
  AGREEMENT_CHANGED,
  AGREEMENT_SIGNED,
  CARD_ON_PROVIDER_PAGE,
  NAME_REQUIRED,
  PLAN_NOT_PENDING,
  SIGN_LINK_EXPIRED,
  SIGN_LINK_REPLACED,
  SIGN_LINK_WITHDRAWN,
  SIGN_LINK_UNKNOWN,
  SIGN_LINK_USED,
} from "./agreement-signing.service";
import { createApp } from "../../app";
import { useStripeApiServer } from "../../testing/stripe-api-server";
import { checkoutStandIn } from "../../testing/stripe-checkout-stand-in";
import { SETUP_NOT_FINISHED } from "../card-update/card-update.service";
import { CARD_ON_THIS_PAGE, NO_CARD_NEEDED } from "./agreement-checkout.service";
import { CCA_FINANCE_ONLY, DOCUMENT_NOT_FOUND, NOT_A_PLAN_DOCUMENT, RESEND_NEEDS_PENDING } from "./documents.service";
import { RESEND_ONLY_TO_CLIENT } from "../../domain/agreement-resend";
import { type Wire, expectJson } from "../../testing/answers";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let templateId: number;

const TEMPLATE = [
  "<h1>Client Service Agreement</h1>",
  "<p>Between {{affiliateName}} of {{companyName}} and {{clientName}} for {{planName}}.</p>",
  "<ul><li>{{sessionsPerMonth}} sessions of {{ sessionLength }} minutes</li><li>{{clientCharge}} ({{currency}}) by {{paymentMethod}}, {{chargeType}}</li></ul>",
  "<p>From {{firstDayOfService}}, billed from {{fullBillingStart}} to {{lastFullBill}}, ending {{lastDayOfService}}. {{unknown}}</p>",
  '<script>alert(1)</script><p onclick="x()">Signed electronically.</p>',
].join("");

beforeAll(async () => {
  backend = await createTestBackend({
    WEB_BASE_URL: "http://web.test/",
    BILLING_TIME_ZONE: "America/Toronto",
  });
  backend.clock.now = new Date("2026-03-10T15:00:00Z");
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  const [t] = await backend.database.db
    .insert(agreementTemplates)
    .values({ displayName: "Standard agreement", contentHtml: TEMPLATE })
    .returning();
  templateId = t!.id;
});
afterAll(async () => {
  await backend.close();
});

const db = () => backend.database.db;
const as = (who: Cast) => ({ token: tokens[who] });

let n = 0;
async function newContact(values: Partial<typeof contacts.$inferInsert> = {}) {
  n += 1;
  const [c] = await db()
    .insert(contacts)
    .values({
      affiliateId: users.affiliate.id,
      firstName: "Ada",
      lastName: `Client${n}`,
      email: `ada${n}@example.com`,
      ...values,
    })
    .returning();
  return c!;
}

async function latestEmail(to: string) {
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1);
  return mail;
}

const tokenIn = (text: string) => text.match(/http:\/\/web\.test\/agreement\/([A-Za-z0-9_-]+)/)![1]!;

/** A Pending plan created through POST /billingPlan; answers it, its contact and the emailed token. */
async function pendingPlan(overrides: Wire = {}, contactValues: Partial<typeof contacts.$inferInsert> = {}) {
  const contact = await newContact(contactValues);
  const body = {
    ...createPlanBody({ contactID: contact.id, affiliateID: users.affiliate.id, agreementTemplateId: templateId }, "2026-04-01"),
    creditCardChargeTypeId: 1,
    ...overrides,
  };
  const plan = await expectJson(await call(backend, "POST", "/billingPlan", { ...as("affiliate"), body }), 201);
  const mail = await latestEmail(contact.email);
  return { plan, contact, token: tokenIn(mail!.text) };
}

const describeLink = (token: string) => call(backend, "GET", `/agreement/${token}`);
const accept = (token: string, body: Wire, ip = "203.0.113.7") => call(backend, "POST", `/agreement/${token}`, { body, ip });

async function signBody(token: string, over: Wire = {}) {
  const shown = await expectJson(await describeLink(token), 200);
  return {
    fullName: "Ada Lovelace",
    accepted: true,
    agreementSha256: shown.agreementSha256,
    userAgent: "TestBrowser/1.0",
    ...over,
  };
}

const card = (number: string) => ({ number, expiry: "12/34", cvc: "123", name: "Ada Lovelace" });
const planRow = async (id: number) => (await db().select().from(billingPlans).where(eq(billingPlans.id, id)))[0]!;
/** A signed PDF as stored (docs/decisions/0346: in the database, keyed billingplandocuments/{fileName}). */
const stored = async (fileName: string) => {
  const [row] = await db()
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.key, `billingplandocuments/${fileName}`));
  if (!row) throw new Error(`no stored file ${fileName}`);
  expect(row).toMatchObject({ contentType: "application/pdf", sizeBytes: row.content.byteLength });
  return row.content;
};
const documentsOfPlan = async (planId: number) =>
  (await db().select({ key: storedFiles.key }).from(storedFiles))
    .map(({ key }) => key.replace(/^billingplandocuments\//, ""))
    .filter((name) => name.includes(`-${planId}-`));

describe("GET /agreement/{token}", () => {
  test("describes the agreement: names, the client's terms, the filled, escaped and sanitised text and its SHA-256", async () => {
    const { plan, token } = await pendingPlan({}, { firstName: "Ada <b>", lastName: "O'Brien" });
    const shown = await expectJson(await describeLink(token), 200);
    expect(shown).toMatchObject({
      billingPlanID: plan.billingPlanID,
      clientName: "Ada <b> O'Brien",
      affiliateName: `${users.affiliate.firstName} ${users.affiliate.lastName}`,
      billingPlanName: plan.billingPlanName,
      needsCard: false,
      cardRegion: null,
      cardMode: "form",
      terms: {
        clientCharge: 300,
        chargeCurrency: "USD",
        chargeType: "Send Invoice",
        paymentMethod: "Credit Card USA",
        sessionsPerMonth: 2,
        sessionLength: 60,
        firstDayOfService: "2026-04-01",
        lastFullBill: "2026-12-01",
      },
    });
    expect(shown.terms).not.toHaveProperty("affiliateNetPayment");
    const html: string = shown.agreementHtml;
    expect(html).toContain("and Ada &lt;b&gt; O'Brien for");
    expect(html).toContain("<li>2 sessions of 60 minutes</li><li>$300.00 USD (USD) by Credit Card USA, Send Invoice</li>");
    expect(html).toContain("From Apr. 01, 2026, billed from Apr. 01, 2026 to Dec. 01, 2026, ending Dec. 31, 2026. {{unknown}}");
    expect(html).not.toContain("script");
    expect(html).not.toContain("onclick");
    expect(shown.agreementSha256).toBe(sha256(html));
  });

  test("an Ongoing plan reads Ongoing; the plan's stored agreementHtml wins over the template", async () => {
    const { plan, token } = await pendingPlan({ lastFullBill: "2099-12-01" });
    await db()
      .update(billingPlans)
      .set({ agreementHtml: "<p>Custom for {{clientName}} until {{lastFullBill}}.</p>" })
      .where(eq(billingPlans.id, plan.billingPlanID));
    const shown = await expectJson(await describeLink(token), 200);
    expect(shown.agreementHtml).toMatch(/^<p>Custom for Ada Client\d+ until Ongoing\.<\/p>$/);
  });

  test("unknown link 404; no login needed", async () => {
    expect(await expectJson(await describeLink("nope-not-a-token"), 404)).toEqual({ message: SIGN_LINK_UNKNOWN });
  });
});

describe("POST /agreement/{token}", () => {
  test("send-invoice plan: Active, accepted, link used, client Active, CSA stored, audit certificate, emails with the PDF", async () => {
    const { plan, contact, token } = await pendingPlan();
    const body = await signBody(token);
    const answer = await expectJson(await accept(token, body), 200);
    expect(answer).toMatchObject({ message: AGREEMENT_SIGNED, billingPlanID: plan.billingPlanID, CCAFileName: null });

    const row = await planRow(plan.billingPlanID);
    expect(row.statusId).toBe(2);
    expect(row.acceptedOn?.toISOString()).toBe("2026-03-10T15:00:00.000Z");
    expect(row.csaFileName).toBe(answer.CSAFileName);
    expect(row.ccaFileName).toBeNull();
    const [link] = await db()
      .select()
      .from(agreementSigningLinks)
      .where(eq(agreementSigningLinks.billingPlanId, plan.billingPlanID));
    expect(link!.usedAt?.toISOString()).toBe("2026-03-10T15:00:00.000Z");
    const [c] = await db().select().from(contacts).where(eq(contacts.id, contact.id));
    expect(c!.clientStatus).not.toBe(contact.clientStatus);

    const pdf = await stored(answer.CSAFileName);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(plan.billingPlanID)), eq(auditLog.action, "billingPlan.accept")));
    expect(audit!.actorUserId).toBeNull();
    const after = JSON.parse(audit!.after!);
    expect(after.statusID).toBe(2);
    expect(after.signingCertificate).toEqual({
      signerName: "Ada Lovelace",
      signedAtUtc: "2026-03-10 15:00:00 UTC",
      signedAtBusiness: "2026-03-10 11:00:00 -04:00 (America/Toronto)",
      ip: "203.0.113.7",
      userAgent: "TestBrowser/1.0",
      linkIssuedAtUtc: "2026-03-10 15:00:00 UTC",
      agreementSha256: body.agreementSha256,
      signedAt: "2026-03-10T15:00:00.000Z",
      linkIssuedAt: "2026-03-10T15:00:00.000Z",
    });
    expect(JSON.parse(audit!.before!).statusID).toBe(1);

    const clientMail = await latestEmail(contact.email);
    expect(clientMail!.subject).toBe("Your signed coaching agreement");
    expect(JSON.parse(clientMail!.attachments!)).toEqual([
      { filename: answer.CSAFileName, contentType: "application/pdf", size: pdf.length },
    ]);
    const coachMail = await latestEmail(users.affiliate.email);
    expect(coachMail!.subject).toBe(`Ada ${contact.lastName} signed the coaching agreement`);
    expect(JSON.parse(coachMail!.attachments!)).toHaveLength(1);

    // A second acceptance, or reading it again: the link is used.
    expect(await expectJson(await accept(token, body), 410)).toEqual({ message: SIGN_LINK_USED });
    expect(await expectJson(await describeLink(token), 410)).toEqual({ message: SIGN_LINK_USED });
  });

  test("signed after the 25th: the coming month's invoice is issued at signing, once; before the 25th none (issue 37)", async () => {
    const invoicesOf = (planId: number) =>
      db()
        .select({ month: invoices.billingMonth, status: invoices.invoiceStatusId, number: invoices.invoiceNumber })
        .from(invoices)
        .where(eq(invoices.billingPlanId, planId));
    const early = await pendingPlan();
    await expectJson(await accept(early.token, await signBody(early.token)), 200);
    expect(await invoicesOf(early.plan.billingPlanID)).toEqual([]);

    const was = backend.clock.now;
    const token = tokens.affiliate;
    backend.clock.now = new Date("2026-03-27T15:00:00Z");
    tokens.affiliate = await tokenFor(backend, users.affiliate.id);
    try {
      const late = await pendingPlan();
      await expectJson(await accept(late.token, await signBody(late.token)), 200);
      // A Send Invoice plan's invoice is a Draft until its email went out (0347).
      const [issued] = await invoicesOf(late.plan.billingPlanID);
      expect(await invoicesOf(late.plan.billingPlanID)).toEqual([{ month: "2026-04-01", status: 1, number: issued!.number }]);
      const mail = await latestEmail(late.contact.email);
      expect(mail!.subject).toBe(`Invoice ${issued!.number}: April 2026 coaching services`);
    } finally {
      backend.clock.now = was;
      tokens.affiliate = token;
    }
  });

  test("name and box required (400); a changed agreement is 409; nothing changes", async () => {
    const { plan, token } = await pendingPlan();
    const body = await signBody(token);
    expect(await expectJson(await accept(token, { ...body, fullName: "  " }), 400)).toEqual({ message: NAME_REQUIRED });
    expect(await expectJson(await accept(token, { ...body, accepted: false }), 400)).toEqual({ message: ACCEPT_REQUIRED });
    expect(await expectJson(await accept(token, { ...body, agreementSha256: "0".repeat(64) }), 409)).toEqual({
      message: AGREEMENT_CHANGED,
    });
    await db().update(billingPlans).set({ agreementHtml: "<p>New wording</p>" }).where(eq(billingPlans.id, plan.billingPlanID));
    expect((await accept(token, body)).status).toBe(409);
    expect((await planRow(plan.billingPlanID)).statusId).toBe(1);
  });

  test("a plan no longer Pending is refused (409); a terminated (withdrawn) plan's link says so (410)", async () => {
    const a = await pendingPlan();
    const body = await signBody(a.token);
    await db().update(billingPlans).set({ statusId: 2 }).where(eq(billingPlans.id, a.plan.billingPlanID));
    expect(await expectJson(await accept(a.token, body), 409)).toEqual({ message: PLAN_NOT_PENDING });

    const b = await pendingPlan();
    const put = await call(backend, "PUT", `/billingPlan/${b.plan.billingPlanID}`, { ...as("affiliate"), body: { statusID: 4 } });
    expect(put.status).toBe(200);
    expect(await expectJson(await describeLink(b.token), 410)).toEqual({
      message: "This agreement was withdrawn by your coach, so it can no longer be signed. Please contact your coach.",
    });
    expect(SIGN_LINK_WITHDRAWN).not.toBe(SIGN_LINK_REPLACED);
  });

  test("a signature that fails after its PDFs were made leaves no files behind and the plan Pending (500, generic)", async () => {
    const { plan, token } = await pendingPlan();
    const body = await signBody(token);
    // The last write of the signing transaction (the audit row) fails, after the PDF is in storage.
    await db().execute(sql`
      create function refuse_accept() returns trigger language plpgsql as $$
      begin if new.action = 'billingPlan.accept' then raise exception 'audit store down'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger refuse_accept before insert on audit_log for each row execute function refuse_accept()`,
    );
    try {
      expect(await expectJson(await accept(token, body), 500)).toEqual({
        message: "Something went wrong on our side. Please try again.",
      });
    } finally {
      await db().execute(sql`drop trigger refuse_accept on audit_log`);
      await db().execute(sql`drop function refuse_accept`);
    }
    expect(await documentsOfPlan(plan.billingPlanID)).toEqual([]);
    expect((await planRow(plan.billingPlanID)).statusId).toBe(1);
    expect((await expectJson(await accept(token, body), 200)).message).toBe(AGREEMENT_SIGNED);
    expect(await documentsOfPlan(plan.billingPlanID)).toEqual([(await planRow(plan.billingPlanID)).csaFileName]);
  });

  test("an expired link says so", async () => {
    const { token } = await pendingPlan();
    const body = await signBody(token);
    const saved = backend.clock.now;
    // Read a minute before it expires (an answer the backend keeps), then a minute after.
    backend.clock.now = new Date(saved.getTime() + 14 * 86_400_000 - 60_000);
    expect((await describeLink(token)).status).toBe(200);
    backend.clock.now = new Date(saved.getTime() + 14 * 86_400_000 + 60_000);
    try {
      expect(await expectJson(await describeLink(token), 410)).toEqual({ message: SIGN_LINK_EXPIRED });
      expect((await accept(token, body)).status).toBe(410);
    } finally {
      backend.clock.now = saved;
    }
  });

  test("auto-charge: the card is required, a declined one is 402 (still Pending); 4242 signs and makes the CCA", async () => {
    const { plan, contact, token } = await pendingPlan({ creditCardChargeTypeId: 2 });
    const shown = await expectJson(await describeLink(token), 200);
    expect(shown).toMatchObject({ needsCard: true, cardRegion: "USA" });
    const body = await signBody(token);
    expect(await expectJson(await accept(token, body), 400)).toEqual({ message: "Please enter your card number." });
    expect(await expectJson(await accept(token, { ...body, card: card("4000 0000 0000 0002") }), 402)).toEqual({
      message: "Your card was declined.",
    });
    expect((await planRow(plan.billingPlanID)).statusId).toBe(1);

    const answer = await expectJson(await accept(token, { ...body, card: card("4242 4242 4242 4242") }), 200);
    expect(answer.CCAFileName).toMatch(/^CCA-\d+-\d{14}\.pdf$/);
    const row = await planRow(plan.billingPlanID);
    expect(row).toMatchObject({ statusId: 2, ccaFileName: answer.CCAFileName });
    expect((await stored(answer.CCAFileName)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const [c] = await db().select().from(contacts).where(eq(contacts.id, contact.id));
    expect(c!.stripeCustomerIdUsa).toBe(`sim_cus_usa_${contact.id}`);
    const [customer] = await db().select().from(simulatedCustomers).where(eq(simulatedCustomers.id, c!.stripeCustomerIdUsa!));
    expect(customer).toMatchObject({ cardLast4: "4242", cardBrand: "visa" });
    const mail = await latestEmail(contact.email);
    expect(JSON.parse(mail!.attachments!).map((a: Wire) => a.filename)).toEqual([answer.CSAFileName, answer.CCAFileName]);
  });
});

describe("auto-charge signing with the card on Stripe's hosted page", () => {
  const standIn = checkoutStandIn();
  const stripe = useStripeApiServer(standIn.answer);
  let viaStripe: TestBackend;
  beforeAll(() => {
    const app = createApp({
      db: db(),
      env: backend.env,
      mailer: backend.mailer,
      jobs: backend.jobs,
      payments: stripe.provider(),
      now: () => backend.clock.now,
    });
    viaStripe = { ...backend, app } as TestBackend;
  });

  const post = (path: string, body: Wire) => call(viaStripe, "POST", path, { body, ip: "198.51.100.4" });
  const sessionOf = (url: string) => url.split("/").pop()!;

  test("the page says so; the signature is checked, then a customer and a setup-mode Checkout Session are made", async () => {
    const { plan, contact, token } = await pendingPlan({ creditCardChargeTypeId: 2 });
    expect(await expectJson(await call(viaStripe, "GET", `/agreement/${token}`), 200)).toMatchObject({
      needsCard: true,
      cardRegion: "USA",
      cardMode: "hosted",
    });
    const body = await signBody(token);
    expect(await expectJson(await post(`/agreement/${token}`, body), 400)).toEqual({ message: CARD_ON_PROVIDER_PAGE });
    expect(await expectJson(await post(`/agreement/${token}/checkout`, { ...body, fullName: " " }), 400)).toEqual({
      message: NAME_REQUIRED,
    });
    expect(stripe.requests).toEqual([]);

    const { url } = await expectJson(await post(`/agreement/${token}/checkout`, body), 200);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_standin\d+$/);
    const [customer, checkout] = stripe.requests;
    expect(`${customer!.method} ${customer!.path} ${customer!.idempotencyKey}`).toBe(
      `POST /v1/customers customer-contact-${contact.id}-USA`,
    );
    expect(Object.fromEntries(customer!.form)).toMatchObject({ email: contact.email, name: `Ada ${contact.lastName}` });
    expect(Object.fromEntries(checkout!.form)).toMatchObject({
      mode: "setup",
      customer: "cus_standin1",
      currency: "usd",
      success_url: `http://web.test/agreement/${token}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://web.test/agreement/${token}?cancelled=1`,
    });
    const [c] = await db().select().from(contacts).where(eq(contacts.id, contact.id));
    expect(c!.stripeCustomerIdUsa).toBe("cus_standin1");
    expect((await planRow(plan.billingPlanID)).statusId).toBe(1);
  });

  test("back from Checkout: an unfinished or foreign session is refused; a complete one signs with the name given, once", async () => {
    const { plan, contact, token } = await pendingPlan({ creditCardChargeTypeId: 2 }, { stripeCustomerIdUsa: "cus_known" });
    const body = await signBody(token, { fullName: "Ada Hosted" });
    const { url } = await expectJson(await post(`/agreement/${token}/checkout`, body), 200);
    const sessionId = sessionOf(url);
    expect(standIn.sessions.get(sessionId)!.customer).toBe("cus_known");
    const complete = (id: string) => post(`/agreement/${token}/complete`, { sessionId: id, userAgent: "Hosted/1.0" });

    expect(await expectJson(await complete(sessionId), 400)).toEqual({ message: SETUP_NOT_FINISHED });
    expect(await expectJson(await complete("cs_test_someone_else"), 400)).toEqual({ message: SETUP_NOT_FINISHED });
    expect((await planRow(plan.billingPlanID)).statusId).toBe(1);

    standIn.finish(sessionId);
    const answer = await expectJson(await complete(sessionId), 200);
    expect(answer).toMatchObject({ message: AGREEMENT_SIGNED, billingPlanID: plan.billingPlanID });
    expect(answer.CCAFileName).toMatch(/^CCA-\d+-\d{14}\.pdf$/);
    expect(await planRow(plan.billingPlanID)).toMatchObject({ statusId: 2, ccaFileName: answer.CCAFileName });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "billingPlan.accept"), eq(auditLog.entityId, String(plan.billingPlanID))));
    const after = JSON.parse(audit!.after!);
    expect(after.card).toEqual({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 });
    expect(after.signingCertificate).toMatchObject({ signerName: "Ada Hosted", ip: "198.51.100.4", userAgent: "Hosted/1.0" });
    const mail = await latestEmail(contact.email);
    expect(JSON.parse(mail!.attachments!).map((a: Wire) => a.filename)).toEqual([answer.CSAFileName, answer.CCAFileName]);
    expect(await expectJson(await complete(sessionId), 410)).toEqual({ message: SIGN_LINK_USED });
  });

  test("an agreement changed while the client was on Stripe's page is not signed", async () => {
    const { plan, token } = await pendingPlan({ creditCardChargeTypeId: 2 }, { stripeCustomerIdUsa: "cus_known2" });
    const { url } = await expectJson(await post(`/agreement/${token}/checkout`, await signBody(token)), 200);
    standIn.finish(sessionOf(url));
    await db().update(billingPlans).set({ agreementHtml: "<p>New wording</p>" }).where(eq(billingPlans.id, plan.billingPlanID));
    const answer = await post(`/agreement/${token}/complete`, { sessionId: sessionOf(url), userAgent: "" });
    expect(await expectJson(answer, 409)).toEqual({ message: AGREEMENT_CHANGED });
    expect((await planRow(plan.billingPlanID)).statusId).toBe(1);
  });

  test("a plan without a card signs on the page; the simulated provider has no hosted page", async () => {
    const sendInvoice = await pendingPlan();
    expect(
      await expectJson(await post(`/agreement/${sendInvoice.token}/checkout`, await signBody(sendInvoice.token)), 400),
    ).toEqual({
      message: NO_CARD_NEEDED,
    });
    const auto = await pendingPlan({ creditCardChargeTypeId: 2 });
    const simulated = await call(backend, "POST", `/agreement/${auto.token}/checkout`, { body: await signBody(auto.token) });
    expect(await expectJson(simulated, 400)).toEqual({ message: CARD_ON_THIS_PAGE });
  });
});

/** A signed auto-charge plan: its CSA and CCA file names. */
async function signedPlan() {
  const p = await pendingPlan({ creditCardChargeTypeId: 2 }, { stripeCustomerIdUsa: `sim_cus_existing${n + 1}` });
  const answer = await expectJson(await accept(p.token, { ...(await signBody(p.token)), card: card("4242424242424242") }), 200);
  return { ...p, csa: answer.CSAFileName as string, cca: answer.CCAFileName as string };
}

describe("GET /billingPlan/document/{fileName}", () => {
  test("the CSA to the plan's affiliate and staff, not another affiliate; the CCA to finance only", async () => {
    const { csa, cca } = await signedPlan();
    const get = (who: Cast | null, name: string) => call(backend, "GET", `/billingPlan/document/${name}`, who ? as(who) : {});
    for (const who of ["affiliate", "office", "finance"] as const) {
      const res = await get(who, csa);
      expect(res.status, who).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
    }
    expect(await expectJson(await get("other", csa), 404)).toEqual({ message: DOCUMENT_NOT_FOUND });
    expect((await get(null, csa)).status).toBe(401);
    expect(await expectJson(await get("affiliate", cca), 403)).toEqual({ message: CCA_FINANCE_ONLY });
    expect((await get("office", cca)).status).toBe(403);
    expect((await get("finance", cca)).status).toBe(200);
    expect((await get("finance", "CSA-999999-20260101000000.pdf")).status).toBe(404);
    expect((await get("finance", "..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  test("signed through one backend, the PDFs are served and re-sent by another on the same database (0346)", async () => {
    const { csa, cca, contact } = await signedPlan(); // through the first backend
    const second = {
      ...backend,
      app: createApp({
        db: db(),
        env: otherMachine(backend.env),
        mailer: backend.mailer,
        jobs: backend.jobs,
        payments: backend.payments,
        now: () => backend.clock.now,
      }),
    } as TestBackend;
    for (const [who, name] of [
      ["affiliate", csa],
      ["finance", cca],
    ] as const) {
      const res = await call(second, "GET", `/billingPlan/document/${name}`, as(who));
      expect(res.status, name).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(await stored(name));
    }
    const resent = await call(second, "POST", "/email/resendCSA", {
      ...as("affiliate"),
      body: { to: contact.email, attachmentURL: csa, subject: "x", body: "x" },
    });
    expect(resent.status).toBe(200);
    const mail = await latestEmail(contact.email);
    expect(JSON.parse(mail!.attachments!)).toEqual([
      { filename: csa, contentType: "application/pdf", size: (await stored(csa)).length },
    ]);
  });
});

describe("POST /email/resendCSA", () => {
  const resend = (who: Cast, body: Wire) => call(backend, "POST", "/email/resendCSA", { ...as(who), body });

  test("emails the plan's CSA to its client with the product's subject and text, a copy to the sender; audited", async () => {
    const { plan, csa, contact } = await signedPlan();
    const res = await resend("affiliate", {
      to: contact.email,
      attachmentURL: `http://web.test/billingplandocuments/${csa}`,
      attachmentName: "Client Service Agreement.pdf",
      subject: "Your invoice is overdue: pay here",
      body: "Click http://evil.example to pay.",
    });
    expect(await expectJson(res, 200)).toEqual({ message: "The agreement was emailed." });
    const mail = await latestEmail(contact.email);
    expect(mail).toMatchObject({
      subject: "Your signed coaching agreement",
      text: `Hello ${contact.firstName},\n\nYour signed coaching agreement is attached.`,
      cc: users.affiliate.email,
    });
    expect(JSON.parse(mail!.attachments!)).toEqual([
      { filename: "Client Service Agreement.pdf", contentType: "application/pdf", size: (await stored(csa)).length },
    ]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(plan.billingPlanID)), eq(auditLog.action, "billingPlan.resendCSA")));
    expect(audit!.actorUserId).toBe(users.affiliate.id);
  });

  test("only to the plan's client: another address is 400 with its message and nothing is sent", async () => {
    const { csa, contact } = await signedPlan();
    const sent = async () => (await db().select().from(emailOutbox)).length;
    const before = await sent();
    for (const to of ["attacker@example.com", users.affiliate.email]) {
      const res = await resend("affiliate", { to, attachmentURL: csa, attachmentName: "a.pdf", subject: "s", body: "b" });
      expect(await expectJson(res, 400)).toEqual({ message: RESEND_ONLY_TO_CLIENT });
    }
    expect(await sent()).toBe(before);
    const upper = await resend("office", { to: contact.email.toUpperCase(), attachmentURL: csa, subject: null, body: null });
    expect(upper.status).toBe(200);
  });

  test("never an arbitrary path, another affiliate's document, or (but for finance) the CCA; a bad address is 400", async () => {
    const { csa, cca, contact } = await signedPlan();
    const base = { to: contact.email, attachmentName: "a.pdf", subject: "s", body: "b" };
    for (const attachmentURL of ["../../../etc/passwd", "/billingplandocuments/../users.json", "billingplandocuments", ""]) {
      expect((await resend("affiliate", { ...base, attachmentURL })).status, attachmentURL).toBe(400);
    }
    expect(await expectJson(await resend("other", { ...base, attachmentURL: csa }), 400)).toEqual({
      message: NOT_A_PLAN_DOCUMENT,
    });
    expect((await resend("affiliate", { ...base, attachmentURL: cca })).status).toBe(403);
    expect((await resend("finance", { ...base, attachmentURL: cca })).status).toBe(200);
    expect((await resend("affiliate", { ...base, to: "not-an-email", attachmentURL: csa })).status).toBe(400);
    expect((await call(backend, "POST", "/email/resendCSA", { body: { ...base, attachmentURL: csa } })).status).toBe(401);
  });
});

describe("POST /billingPlan/{billingPlanID}/resendSigningLink", () => {
  const resend = (who: Cast, id: number) => call(backend, "POST", `/billingPlan/${id}/resendSigningLink`, as(who));

  test("a Pending plan's client gets a new link; the old one is replaced; audited", async () => {
    const { plan, contact, token } = await pendingPlan();
    expect(await expectJson(await resend("affiliate", plan.billingPlanID), 200)).toEqual({
      message: "The pending agreement was re-sent.",
      email: contact.email,
    });
    const fresh = tokenIn((await latestEmail(contact.email))!.text);
    expect(fresh).not.toBe(token);
    expect(await expectJson(await describeLink(token), 410)).toEqual({ message: SIGN_LINK_REPLACED });
    expect((await describeLink(fresh)).status).toBe(200);
    expect((await resend("office", plan.billingPlanID)).status).toBe(200);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(plan.billingPlanID)), eq(auditLog.action, "billingPlan.resendSigningLink")));
    expect(audits.map((a) => a.actorUserId)).toEqual([users.affiliate.id, users.office.id]);
  });

  test("not for an Active plan (409), nor another affiliate's (404)", async () => {
    const { plan } = await signedPlan();
    expect(await expectJson(await resend("affiliate", plan.billingPlanID), 409)).toEqual({ message: RESEND_NEEDS_PENDING });
    const pending = await pendingPlan();
    expect((await resend("other", pending.plan.billingPlanID)).status).toBe(404);
    expect((await resend("affiliate", 999_999)).status).toBe(404);
  });
});

import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, billingPlans, contacts, emailOutbox, invoicePayLinks, invoices, payments } from "../../db/schema";
import { CHARGE_TYPE, PAYMENT_TYPE } from "../../domain/payment-methods";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { call, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { PAY_LINK_MISSES_PER_ADDRESS, tooManyPayLinkMisses } from "./pay-link-limit";
import { hashPayLinkToken, payPageUrl } from "../invoices/pay-link-issue";
import { ALREADY_PAID, PAY_LINK_ENDED, PAY_LINK_EXPIRED, PAY_LINK_UNKNOWN, PAY_LINK_VOID } from "./pay-page.service";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;
const db = () => backend.database.db;

beforeAll(async () => {
  ({ backend, users } = await castBackend({ BILLING_TEST_CLOCK: "true", WEB_BASE_URL: "http://web.test/" }));
  kit = clockKit(backend, users);
});
afterAll(() => backend.close());

const INVOICE = "January 2027 coaching services";
const card = (number: string) => ({ number, expiry: "12/34", cvc: "123", name: "Ada Client", payKey: "", saveCard: false });

/** A send-invoice plan's client, the 25th's run, and the pay link its invoice email carried. */
async function emailedInvoice() {
  const plan = await kit.activePlan({ chargeType: CHARGE_TYPE.sendInvoice, paymentMethodId: PAYMENT_TYPE.check, card: null });
  backend.clock.now = new Date("2026-12-25T14:00:00Z");
  await kit.run("2026-12-25", false, undefined);
  const [invoice] = await kit.invoicesOf(plan.planId);
  const mails = await kit.mailTo(plan.email);
  const mail = mails.find((m) => m.subject === `Invoice ${invoice!.number}: ${INVOICE}`)!;
  const url = /View and pay: (http:\/\/web\.test\/pay\/\d+\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(url, mail.text).toBeDefined();
  const path = new URL(url!).pathname;
  const token = path.split("/").at(-1)!;
  return { ...plan, invoiceId: invoice!.id, invoiceNumber: invoice!.number, url: url!, path, token, mail };
}

const describePage = (path: string) => call(backend, "GET", path);
const pay = (path: string, body: Record<string, unknown>) => call(backend, "POST", path, { body });

describe("the pay link in invoice emails", () => {
  test("the 25th's email carries the link; its token is stored hashed, scoped to the invoice, for 60 days", async () => {
    const { invoiceId, invoiceNumber, url, token, mail } = await emailedInvoice();
    expect(mail.text).toBe(
      [
        "Dear Ada,",
        "",
        `Please find attached your invoice ${invoiceNumber}, "${INVOICE}".`,
        "Total: $200.00 USD",
        "Balance due: $200.00 USD",
        "Due date: Jan. 01, 2027",
        `View and pay: ${url}`,
      ].join("\n"),
    );
    const [link] = await db().select().from(invoicePayLinks).where(eq(invoicePayLinks.invoiceId, invoiceId));
    expect(link!.tokenHash).toBe(hashPayLinkToken(token));
    expect(JSON.stringify(link)).not.toContain(token);
    expect(link!.expiresAt.toISOString()).toBe("2027-02-23T14:00:00.000Z");
    // The same link while it is open, for every later email and the portal.
    expect(await payPageUrl(backend.deps, db(), invoiceId)).toBe(url);
  });

  test("a resend carries the same link and renews it for 60 days", async () => {
    const { invoiceId, url, email } = await emailedInvoice();
    backend.clock.now = new Date("2027-01-10T12:00:00Z");
    const [plan] = await db().select({ planId: invoices.billingPlanId }).from(invoices).where(eq(invoices.id, invoiceId));
    const res = await call(backend, "GET", `/invoice/generate/test/${plan!.planId}/${invoiceId}`, {
      token: await tokenFor(backend, users.affiliate.id),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const resent = (await kit.mailTo(email)).at(-1)!;
    expect(resent.text).toContain(`View and pay: ${url}`);
    const [link] = await db().select().from(invoicePayLinks).where(eq(invoicePayLinks.invoiceId, invoiceId));
    expect(link!.expiresAt.toISOString()).toBe("2027-03-11T12:00:00.000Z");
  });
});

describe("GET /pay/{invoiceId}/{token}", () => {
  test("shows the invoice: coach, client, lines, balance, the PDF; the first open is an audit row", async () => {
    const { invoiceId, path } = await emailedInvoice();
    const res = await describePage(path);
    expect(res.status, await res.clone().text()).toBe(200);
    const page = (await res.json()) as Record<string, unknown>;
    expect(page).toMatchObject({
      invoiceID: invoiceId,
      invoiceName: INVOICE,
      status: "Sent to client",
      clientName: expect.stringMatching(/^Ada Clock\d+$/),
      coachName: `${users.affiliate.firstName} ${users.affiliate.lastName}`,
      total: 200,
      balance: 200,
      payable: true,
      mode: "form",
      receipt: null,
      firstOpen: true,
      pdfPath: `${path}/invoice.pdf`,
    });
    expect(((await (await describePage(path)).json()) as { firstOpen: boolean }).firstOpen).toBe(false);
    const opens = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.pay-link.open"), eq(auditLog.entityId, String(invoiceId))));
    expect(opens).toHaveLength(1);
    // Staff see it on the invoice.
    const [row] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    const listed = await call(backend, "GET", `/invoice/${row!.contactId}/${row!.affiliateId}`, {
      token: await tokenFor(backend, users.finance.id),
    });
    const wire = ((await listed.json()) as { invoiceID: number; payPageOpenedUTC: string | null }[]).find(
      (i) => i.invoiceID === invoiceId,
    );
    const [link] = await db().select().from(invoicePayLinks).where(eq(invoicePayLinks.invoiceId, invoiceId));
    expect(wire?.payPageOpenedUTC).toBe(link!.firstOpenedAt!.toISOString());
    const pdf = await call(backend, "GET", `${path}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  test("404 an unknown token and another invoice's id; 410 expired, voided, or the plan terminated", async () => {
    const a = await emailedInvoice();
    const b = await emailedInvoice();
    const unknown = await describePage(`/pay/${a.invoiceId}/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: PAY_LINK_UNKNOWN });
    const crossed = await describePage(`/pay/${b.invoiceId}/${a.token}`);
    expect(crossed.status).toBe(404);
    expect(await crossed.json()).toEqual({ message: PAY_LINK_UNKNOWN });
    expect((await pay(`/pay/${b.invoiceId}/${a.token}`, card("4242 4242 4242 4242"))).status).toBe(404);

    backend.clock.now = new Date("2027-02-24T12:00:00Z");
    const expired = await describePage(a.path);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: PAY_LINK_EXPIRED });
    backend.clock.now = new Date("2027-01-02T12:00:00Z");

    await db().update(invoices).set({ isVoid: true, invoiceStatusId: 7 }).where(eq(invoices.id, a.invoiceId));
    const voided = await pay(a.path, card("4242 4242 4242 4242"));
    expect(voided.status).toBe(410);
    expect(await voided.json()).toEqual({ message: PAY_LINK_VOID });
    expect(await db().select().from(payments).where(eq(payments.invoiceId, a.invoiceId))).toHaveLength(0);

    await db().update(billingPlans).set({ statusId: 4 }).where(eq(billingPlans.id, b.planId));
    const ended = await describePage(b.path);
    expect(ended.status).toBe(410);
    expect(await ended.json()).toEqual({ message: PAY_LINK_ENDED });
  });

  test("an address that asks for too many unknown links is refused, 429", async () => {
    const { path } = await emailedInvoice();
    const headers = { "x-forwarded-for": "203.0.113.9" };
    const from = (p: string) => call(backend, "GET", p, { headers });
    void from;
    // The backend counts an address only when it can name one (http/client-ip.ts); the test harness's
    // requests come from no address, so the limit is checked through its own functions here.
    const { assertPayLinkAllowed, countPayLinkMiss } = await import("./pay-link-limit");
    const now = backend.clock.now;
    for (let i = 0; i < PAY_LINK_MISSES_PER_ADDRESS; i++) await countPayLinkMiss(db(), "203.0.113.9", now);
    await expect(assertPayLinkAllowed(db(), "203.0.113.9", now)).rejects.toMatchObject({
      status: 429,
      message: tooManyPayLinkMisses,
    });
    await expect(assertPayLinkAllowed(db(), "203.0.113.10", now)).resolves.toBeUndefined();
    expect((await describePage(path)).status).toBe(200);
  });
});

describe("POST /pay/{invoiceId}/{token}", () => {
  test("pays the balance with 4242: Paid with a charge id, a receipt emailed; the same form again records nothing", async () => {
    const { invoiceId, path, email } = await emailedInvoice();
    backend.clock.now = new Date("2026-12-28T15:00:00Z");
    const body = { ...card("4242 4242 4242 4242"), payKey: "form-1" };
    const res = await pay(path, body);
    expect(res.status, await res.clone().text()).toBe(200);
    const paid = (await res.json()) as { message: string; receipt: { chargeId: string; amount: number } };
    expect(paid.message).toBe("Thank you. Your payment of $200.00 USD was received. A receipt was emailed to you.");
    expect(paid.receipt.amount).toBe(200);
    expect(paid.receipt.chargeId).toMatch(/^ch_sim_/);
    const again = await pay(path, body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as typeof paid).receipt).toEqual(paid.receipt);
    // Another form (another key) takes no payment of a paid invoice.
    const other = await pay(path, { ...body, payKey: "form-2" });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ message: ALREADY_PAID });

    const rows = await db().select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      statusId: 1,
      amountCents: 20_000,
      receivedBy: "Pay page",
      stripeChargeId: paid.receipt.chargeId,
    });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice!.invoiceStatusId).toBe(5);
    await backend.deliverEmails();
    const receipts = (await kit.mailTo(email)).filter((m) => m.subject === `Receipt for ${INVOICE}`);
    expect(receipts).toHaveLength(1);
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "payment"), eq(auditLog.entityId, String(rows[0]!.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(["invoice.pay-link.pay.start", "invoice.pay-link.pay"]);

    // The paid invoice's page says so and shows the receipt; its link is no longer handed out.
    const page = (await (await describePage(path)).json()) as Record<string, unknown>;
    expect(page).toMatchObject({ status: "Paid", balance: 0, payable: false, receipt: paid.receipt });
    expect(await payPageUrl(backend.deps, db(), invoiceId)).toBeNull();
  });

  test("a declined card answers the provider's message, 402, and keeps the balance", async () => {
    const { invoiceId, path } = await emailedInvoice();
    const res = await pay(path, { ...card("4000 0000 0000 0002"), payKey: "declined-1" });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ message: "Your card was declined." });
    const page = (await (await describePage(path)).json()) as Record<string, unknown>;
    expect(page).toMatchObject({ balance: 200, payable: true, receipt: null });
    const rows = await db().select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(rows.map((r) => ({ statusId: r.statusId, isVoid: r.isVoid }))).toEqual([{ statusId: 3, isVoid: true }]);
    // A new form then pays.
    expect((await pay(path, { ...card("4242 4242 4242 4242"), payKey: "declined-2" })).status).toBe(200);
  });

  test("saving the card with the box ticked: the plan's later invoices are auto-charged, a CCA is stored", async () => {
    const { invoiceId, path, planId, contactId } = await emailedInvoice();
    const page = (await (await describePage(path)).json()) as { saveCard: { authorization: string } | null };
    expect(page.saveCard?.authorization).toMatch(
      /^I, Ada Clock\d+, authorize .* to charge the card below for the charges of the agreement "Plan \d+"/,
    );
    const res = await pay(path, { ...card("4242 4242 4242 4242"), payKey: "save-1", saveCard: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const [plan] = await db().select().from(billingPlans).where(eq(billingPlans.id, planId));
    expect(plan).toMatchObject({ creditCardChargeTypeId: CHARGE_TYPE.autoCharge, paymentMethodId: PAYMENT_TYPE.creditCardUsa });
    expect(plan!.ccaFileName).toMatch(/^CCA-\d+-\d{14}\.pdf$/);
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact!.stripeCustomerIdUsa).toBeTruthy();
    const card4242 = await backend.payments.customers.defaultCard({ region: "USA", customerId: contact!.stripeCustomerIdUsa! });
    expect(card4242?.last4).toBe("4242");
    void invoiceId;
  });
});

void emailOutbox;

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../app";
import { auditLog, cardUpdateLinks, contacts } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { useStripeApiServer } from "../../testing/stripe-api-server";
import { checkoutStandIn } from "../../testing/stripe-checkout-stand-in";
import { call, insertUser, tokenFor } from "../../testing/users";
import { latestEmailTo } from "../../testing/outbox";

/**
 * The card-update path of the stripe provider: the official SDK talks real HTTP to a local server posing
 * as api.stripe.com (Checkout Sessions in setup mode, customers), which records what it was sent.
 */
const { answer, sessions } = checkoutStandIn();
const stripe = useStripeApiServer(answer);
const provider = stripe.provider;

describe("the stripe provider's card calls", () => {
  test("startCardSetup: a setup-mode Checkout Session for the customer on the region's account", async () => {
    const cards = provider().cards;
    expect(cards.mode).toBe("hosted");
    if (cards.mode !== "hosted") return;
    const started = await cards.startCardSetup({
      region: "Canada",
      customerId: "cus_ca1",
      successUrl: "http://web.test/card-update/t?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://web.test/card-update/t?cancelled=1",
      reference: "card-update-link-5",
    });
    expect(started.url).toBe(`https://checkout.stripe.test/c/pay/${started.sessionId}`);
    expect(stripe.requests).toHaveLength(1);
    const r = stripe.requests[0]!;
    expect(`${r.method} ${r.path}`).toBe("POST /v1/checkout/sessions");
    expect(r.auth).toBe("Bearer sk_test_canada");
    expect(Object.fromEntries(r.form)).toMatchObject({
      mode: "setup",
      customer: "cus_ca1",
      currency: "cad",
      "allowed_payment_method_types[0]": "card",
      success_url: "http://web.test/card-update/t?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://web.test/card-update/t?cancelled=1",
      client_reference_id: "card-update-link-5",
    });
  });

  test("confirmCardSetup: open session → no change; complete → the card becomes the customer's default", async () => {
    const cards = provider().cards;
    if (cards.mode !== "hosted") throw new Error("hosted expected");
    const { sessionId } = await cards.startCardSetup({
      region: "USA",
      customerId: "cus_us1",
      successUrl: "http://a",
      cancelUrl: "http://b",
      reference: "ref",
    });
    stripe.requests.length = 0;
    const open = await cards.confirmCardSetup({ region: "USA", sessionId });
    expect(open).toEqual({ sessionId, status: "open", customerId: "cus_us1", reference: "ref", card: null });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/checkout/sessions/${sessionId}`]);
    expect([...stripe.requests[0]!.query].filter(([k]) => k.startsWith("expand")).map(([, v]) => v)).toEqual([
      "setup_intent.payment_method",
    ]);
    expect(stripe.requests[0]!.auth).toBe("Bearer sk_test_usa");

    sessions.get(sessionId)!.status = "complete";
    stripe.requests.length = 0;
    const done = await cards.confirmCardSetup({ region: "USA", sessionId });
    expect(done).toEqual({
      sessionId,
      status: "complete",
      customerId: "cus_us1",
      reference: "ref",
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
    });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${sessionId}`,
      "POST /v1/customers/cus_us1",
    ]);
    expect(stripe.requests[1]!.form.get("invoice_settings[default_payment_method]")).toBe(`pm_${sessionId}`);
  });

  test("a region without a key, and Stripe's refusals, are PaymentProviderErrors", async () => {
    const cards = provider({ USA: "sk_test_usa" }).cards;
    if (cards.mode !== "hosted") throw new Error("hosted expected");
    const input = { customerId: "cus_x", successUrl: "http://a", cancelUrl: "http://b", reference: "r" };
    await expect(cards.startCardSetup({ region: "Canada", ...input })).rejects.toMatchObject({
      name: "PaymentProviderError",
      message: "No Stripe account is set up for Canada.",
    });
    expect(stripe.requests).toEqual([]);
    await expect(cards.startCardSetup({ region: "USA", ...input, customerId: "cus_missing" })).rejects.toMatchObject({
      name: "PaymentProviderError",
      code: "resource_missing",
    });
  });
});

describe("the card-update page's calls with the stripe provider, through HTTP", () => {
  let backend: TestBackend;
  let viaStripe: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ WEB_BASE_URL: "http://web.test" });
    const app = createApp({
      db: backend.database.db,
      env: backend.env,
      mailer: backend.mailer,
      jobs: backend.jobs,
      payments: provider(),
      now: () => backend.clock.now,
    });
    viaStripe = { ...backend, app } as TestBackend;
  });
  afterAll(() => backend.close());

  async function linkFor(customerId: string) {
    const affiliate = await insertUser(backend, { userRole: 2 });
    const email = `stripe.${customerId}@example.com`;
    const [contact] = await backend.database.db
      .insert(contacts)
      .values({ affiliateId: affiliate.id, firstName: "Sol", lastName: "Client", email, stripeCustomerIdUsa: customerId })
      .returning();
    const token = await tokenFor(backend, affiliate.id);
    const sent = await call(viaStripe, "POST", `/contact/sendUpdateCreditCardLink/${contact!.id}/${affiliate.id}/USA`, {
      token,
      body: {},
    });
    expect(sent.status).toBe(200);
    const mail = await latestEmailTo(backend, email);
    return { contact: contact!, linkToken: mail.text.match(/\/card-update\/([A-Za-z0-9_-]+)/)![1]! };
  }

  test("GET says hosted; checkout answers Stripe's URL; return before completing is refused; completing spends the link", async () => {
    const { contact, linkToken } = await linkFor("cus_http1");
    const info = await call(viaStripe, "GET", `/card-update/${linkToken}`);
    expect(await info.json()).toMatchObject({ mode: "hosted", region: "USA", firstName: "Sol" });

    // Our own card form is not used with Stripe: the card never reaches this backend.
    expect(
      (
        await call(viaStripe, "POST", `/card-update/${linkToken}`, {
          body: { number: "4242424242424242", expiry: "12/34", cvc: "123", name: "S" },
        })
      ).status,
    ).toBe(400);

    const started = await call(viaStripe, "POST", `/card-update/${linkToken}/checkout`);
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const sessionId = url.split("/").pop()!;
    const session = sessions.get(sessionId)!;
    expect(session.customer).toBe("cus_http1");
    expect(session.success_url).toBe(`http://web.test/card-update/${linkToken}?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`http://web.test/card-update/${linkToken}?cancelled=1`);

    // Back without finishing (or with someone else's session id): refused, the link stays open.
    expect((await call(viaStripe, "POST", `/card-update/${linkToken}/complete`, { body: { sessionId } })).status).toBe(400);
    expect(
      (await call(viaStripe, "POST", `/card-update/${linkToken}/complete`, { body: { sessionId: "cs_other" } })).status,
    ).toBe(400);
    expect((await call(viaStripe, "GET", `/card-update/${linkToken}`)).status).toBe(200);

    session.status = "complete";
    const done = await call(viaStripe, "POST", `/card-update/${linkToken}/complete`, { body: { sessionId } });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      message: "Your card has been updated",
      charges: [],
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
    });
    expect((await call(viaStripe, "GET", `/card-update/${linkToken}`)).status).toBe(410);
    expect((await call(viaStripe, "POST", `/card-update/${linkToken}/complete`, { body: { sessionId } })).status).toBe(410);

    const [link] = await backend.database.db.select().from(cardUpdateLinks).where(eq(cardUpdateLinks.contactId, contact.id));
    expect(link).toMatchObject({ checkoutSessionId: sessionId, cardLast4: "4242" });
    const audits = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(contact.id)), eq(auditLog.action, "contact.card-update-link.use")));
    expect(JSON.parse(audits[0]!.after!)).toMatchObject({ provider: "stripe", checkoutSessionId: sessionId });
  });

  test("a customer Stripe does not know: 502 with Stripe's message, the link stays open", async () => {
    const { linkToken } = await linkFor("cus_missing");
    const res = await call(viaStripe, "POST", `/card-update/${linkToken}/checkout`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "No such customer: 'cus_missing'" });
    expect((await call(viaStripe, "GET", `/card-update/${linkToken}`)).status).toBe(200);
  });
});

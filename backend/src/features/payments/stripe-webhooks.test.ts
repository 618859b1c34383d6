import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, contacts, invoices, payments, stripeWebhookEvents } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { signStripePayload } from "../../integrations/payments/stripe-webhooks";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { insertUser } from "../../testing/users";
import { currencyMismatch, WEBHOOKS_OFF } from "./stripe-webhooks.service";

const SECRET = "whsec_test_secret";
let backend: TestBackend;
let affiliateId: number;
let contactId: number;

beforeAll(async () => {
  backend = await createTestBackend({ STRIPE_WEBHOOK_SECRET: SECRET });
  backend.clock.now = new Date("2026-04-02T15:00:00Z");
  await seedLookups(backend.database.db);
  affiliateId = (await insertUser(backend, { userRole: 2 })).id;
  const [c] = await backend.database.db
    .insert(contacts)
    .values({ affiliateId, firstName: "Ada", lastName: "Hook", email: "ada.hook@example.com" })
    .returning();
  contactId = c!.id;
});
afterAll(() => backend.close());

const db = () => backend.database.db;
const nowSeconds = () => Math.floor(backend.clock.now.getTime() / 1000);

let nextEvent = 1;
function event(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_test${nextEvent++}`,
    object: "event",
    type,
    api_version: "2024-06-20",
    created: nowSeconds(),
    data: { object },
  };
}

function deliver(body: unknown, signature?: string) {
  const payload = JSON.stringify(body);
  return backend.app.request("/stripe/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signature ?? signStripePayload(payload, SECRET, nowSeconds()),
    },
    body: payload,
  });
}

async function invoice(totalCents = 40000) {
  const [row] = await db()
    .insert(invoices)
    .values({
      contactId,
      affiliateId,
      name: "April coaching services",
      invoiceTypeId: 1,
      invoiceStatusId: 3,
      dueDate: "2026-04-01",
      totalCents,
    })
    .returning();
  return row!;
}

describe("POST /stripe/webhook", () => {
  test("a missing or wrong signature is refused with 400; nothing is recorded", async () => {
    const body = event("payment_intent.succeeded", { id: "pi_x" });
    const missing = await backend.app.request("/stripe/webhook", { method: "POST", body: JSON.stringify(body) });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(
      "Webhook signature verification failed: The Stripe-Signature header is missing.",
    );
    const forged = await deliver(body, signStripePayload(JSON.stringify(body), "whsec_other", nowSeconds()));
    expect(forged.status).toBe(400);
    const stale = await deliver(body, signStripePayload(JSON.stringify(body), SECRET, nowSeconds() - 3600));
    expect(stale.status).toBe(400);
    expect(await db().select().from(stripeWebhookEvents)).toEqual([]);
  });

  test("payment_intent.succeeded records the card payment once and the invoice is Paid; a repeat delivery does nothing", async () => {
    const inv = await invoice();
    const body = event("payment_intent.succeeded", {
      id: "pi_hook1",
      object: "payment_intent",
      amount_received: 40000,
      currency: "usd",
      created: nowSeconds(),
      latest_charge: "ch_hook1",
      metadata: { invoiceId: String(inv.id) },
    });
    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, duplicate: false });
    const again = await deliver(body);
    expect(await again.json()).toEqual({ received: true, duplicate: true, outcome: "already handled" });
    const pays = await db().select().from(payments).where(eq(payments.invoiceId, inv.id));
    expect(pays).toEqual([expect.objectContaining({ amountCents: 40000, stripeChargeId: "ch_hook1", paymentTypeId: 1 })]);
    const [after] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
    expect(after).toMatchObject({ invoiceStatusId: 5, paidOn: backend.clock.now });

    // Another event for the same intent (Stripe may send both): the payment is already there.
    const other = await deliver({ ...body, id: "evt_other_same_intent" });
    expect(await other.json()).toMatchObject({ duplicate: false, outcome: "already recorded" });
  });

  test("a CAD payment for a USD invoice is refused with 422 and audited; no payment, the invoice unchanged, a repeat refused too", async () => {
    const inv = await invoice();
    const body = event("payment_intent.succeeded", {
      id: "pi_cad_on_usd",
      object: "payment_intent",
      amount_received: 40000,
      currency: "cad",
      created: nowSeconds(),
      latest_charge: "ch_cad_on_usd",
      metadata: { invoiceId: String(inv.id) },
    });
    const res = await deliver(body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: currencyMismatch("CAD", "USD") });
    expect(await db().select().from(payments).where(eq(payments.invoiceId, inv.id))).toEqual([]);
    const [after] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
    expect(after).toMatchObject({ invoiceStatusId: 3, paidOn: null });
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "invoice.pay.stripe.refused"));
    expect(audits).toEqual([expect.objectContaining({ entity: "invoice", entityId: String(inv.id), actorUserId: null })]);
    expect(JSON.parse(audits[0]!.after!)).toMatchObject({
      paymentIntent: "pi_cad_on_usd",
      currency: "CAD",
      invoiceCurrency: "USD",
    });

    const again = await deliver(body);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ message: currencyMismatch("CAD", "USD") });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "invoice.pay.stripe.refused"))).toHaveLength(1);
  });

  test("charge.refunded records the refund Stripe made, for what our refunds do not cover", async () => {
    const inv = await invoice();
    const [paid] = await db()
      .insert(payments)
      .values({
        invoiceId: inv.id,
        contactId,
        affiliateId,
        amountCents: 40000,
        paymentTypeId: 1,
        stripeChargeId: "ch_refunded1",
        receivedOn: new Date(),
      })
      .returning();
    const refunded = (amount: number) =>
      event("charge.refunded", {
        id: "ch_refunded1",
        object: "charge",
        amount: 40000,
        amount_refunded: amount,
        payment_intent: "pi_r1",
      });
    expect(await (await deliver(refunded(15000))).json()).toMatchObject({
      outcome: expect.stringMatching(/^refund \d+ recorded$/),
    });
    expect(await (await deliver(refunded(15000))).json()).toMatchObject({ outcome: "already recorded" });
    await deliver(refunded(40000));
    const refunds = await db().select().from(payments).where(eq(payments.refundOfPaymentId, paid!.id));
    expect(refunds.map((r) => r.amountCents)).toEqual([-15000, -25000]);
    expect(refunds.every((r) => r.isRefund && r.name === "Refund (Stripe)")).toBe(true);
  });

  test("payment_intent.payment_failed is noted; other types are ignored", async () => {
    const failed = event("payment_intent.payment_failed", {
      id: "pi_fail",
      object: "payment_intent",
      metadata: {},
      last_payment_error: { message: "Your card was declined." },
    });
    expect(await (await deliver(failed)).json()).toMatchObject({ outcome: "failure noted" });
    expect(await (await deliver(event("customer.created", { id: "cus_1" }))).json()).toMatchObject({ outcome: "ignored" });
  });
});

test("without STRIPE_WEBHOOK_SECRET the endpoint answers 400", async () => {
  const off = await createTestBackend();
  try {
    const res = await off.app.request("/stripe/webhook", { method: "POST", body: "{}" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: WEBHOOKS_OFF });
  } finally {
    await off.close();
  }
});

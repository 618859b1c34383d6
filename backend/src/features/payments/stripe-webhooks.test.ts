import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, contacts, creditNotes, emailOutbox, invoices, payments, stripeWebhookEvents } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { signStripePayload } from "../../integrations/payments/stripe-webhooks";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { insertUser } from "../../testing/users";
import { currencyMismatch, STRIPE_EVENT_JOB, WEBHOOKS_OFF } from "./stripe-webhooks.service";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

const SECRET = "whsec_test_secret";
let backend: TestBackend;
let affiliateId: number;
let contactId: number;

beforeAll(async () => {
  backend = await createTestBackend({
    STRIPE_WEBHOOK_SECRET: SECRET,
    BILLING_SCHEDULE: "off",
    JOBS_POLL_INTERVAL_SECONDS: "0.5",
    JOBS_RETRY_DELAY_SECONDS: "1",
    JOBS_RETRY_LIMIT: "3",
  });
  // The worker that processes the stored events (docs/decisions/0351).
  await backend.startWorker();
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
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
const jobsOf = async (eventId: string) =>
  (
    await rows<{ state: string }>(
      sql`select state from pgboss.job where name = ${STRIPE_EVENT_JOB} and data->>'eventId' = ${eventId}`,
    )
  ).map((j) => j.state);
const stored = async (eventId: string) =>
  (await db().select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, eventId)))[0];
const until = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 300 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
};
/** The stored event once its job has processed it, and no job of it is left to run. */
async function processed(eventId: string) {
  await until(
    async () => (await stored(eventId))?.status === "processed" && (await jobsOf(eventId)).every((s) => s === "completed"),
  );
  return (await stored(eventId))!;
}
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
      invoiceNumber: fixtureInvoiceNumber(),
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
    expect(await first.json()).toEqual({ received: true, duplicate: false, outcome: "queued" });
    const again = await deliver(body);
    expect(await again.json()).toEqual({ received: true, duplicate: true, outcome: "already handled" });
    expect(await processed(body.id)).toMatchObject({
      type: "payment_intent.succeeded",
      status: "processed",
      outcome: expect.stringMatching(/^payment \d+ recorded$/),
      attempts: 1,
      error: null,
      processedAt: backend.clock.now,
    });
    expect(await jobsOf(body.id)).toEqual(["completed"]);
    const pays = await db().select().from(payments).where(eq(payments.invoiceId, inv.id));
    expect(pays).toEqual([expect.objectContaining({ amountCents: 40000, stripeChargeId: "ch_hook1", paymentTypeId: 1 })]);
    const [after] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
    expect(after).toMatchObject({ invoiceStatusId: 5, paidOn: backend.clock.now });

    // Another event for the same intent (Stripe may send both): the payment is already there.
    const other = await deliver({ ...body, id: "evt_other_same_intent" });
    expect(await other.json()).toMatchObject({ duplicate: false, outcome: "queued" });
    expect(await processed("evt_other_same_intent")).toMatchObject({ outcome: "already recorded" });
    expect(await db().select().from(payments).where(eq(payments.invoiceId, inv.id))).toHaveLength(1);
    // The client's receipt, once (docs/decisions/0369); the event names no receipt page, so there is no link.
    const receipts = await db()
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "ada.hook@example.com"));
    expect(receipts).toEqual([
      {
        subject: "Receipt for April coaching services",
        text: [
          "Hello Ada,",
          "",
          "We received your payment of $400.00 USD for April coaching services. Thank you.",
          "",
          "Amount: $400.00 USD",
          `Invoice: ${inv.invoiceNumber}, April coaching services`,
          "Method: Credit Card USA",
          "Remaining balance: $0.00 USD",
        ].join("\n"),
      },
    ]);
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

    // Refused at delivery: stored as refused, no job.
    expect(await stored(body.id)).toMatchObject({ status: "refused", outcome: `refused: ${currencyMismatch("CAD", "USD")}` });
    expect(await jobsOf(body.id)).toEqual([]);
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
    const first = refunded(15000);
    await deliver(first);
    expect(await processed(first.id)).toMatchObject({ outcome: expect.stringMatching(/^refund \d+ recorded$/) });
    const same = refunded(15000);
    await deliver(same);
    expect(await processed(same.id)).toMatchObject({ outcome: "already recorded" });
    const rest = refunded(40000);
    await deliver(rest);
    await processed(rest.id);
    const refunds = await db().select().from(payments).where(eq(payments.refundOfPaymentId, paid!.id));
    expect(refunds.map((r) => r.amountCents)).toEqual([-15000, -25000]);
    expect(refunds.every((r) => r.isRefund && r.name === "Refund (Stripe)")).toBe(true);
    // Each is documented by a credit note, issued with no user: Stripe made it (docs/decisions/0392).
    const notes = await db().select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id)).orderBy(asc(creditNotes.id));
    expect(notes.map((n) => [n.refundPaymentId, n.amountCents, n.reason])).toEqual([
      [refunds[0]!.id, 15000, "Refund (Stripe)"],
      [refunds[1]!.id, 25000, "Refund (Stripe)"],
    ]);
    expect(notes[1]!.creditNoteNumber).toMatch(/^[A-Z]{2,6}-\d{4}-CN-0002$/);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "creditNote.issue"));
    expect(audits.filter((a) => a.entityId === String(notes[0]!.id))).toEqual([expect.objectContaining({ actorUserId: null })]);
  });

  const succeeded = (inv: { id: number }, intent: string) =>
    event("payment_intent.succeeded", {
      id: intent,
      object: "payment_intent",
      amount_received: 40000,
      currency: "usd",
      created: nowSeconds(),
      latest_charge: `ch_${intent}`,
      metadata: { invoiceId: String(inv.id) },
    });

  test("the same event delivered five times at once is stored once, with one job, and recorded once", async () => {
    const inv = await invoice();
    const body = succeeded(inv, "pi_concurrent");
    const answers = (await Promise.all(Array.from({ length: 5 }, async () => (await deliver(body)).json()))) as {
      duplicate: boolean;
    }[];
    expect(answers.filter((a) => !a.duplicate)).toEqual([{ received: true, duplicate: false, outcome: "queued" }]);
    expect(await processed(body.id)).toMatchObject({ status: "processed", attempts: 1 });
    expect(await jobsOf(body.id)).toEqual(["completed"]);
    expect(await db().select().from(payments).where(eq(payments.invoiceId, inv.id))).toHaveLength(1);
  });

  test("a job run twice (a second job of a processed event) changes nothing", async () => {
    const inv = await invoice();
    const body = succeeded(inv, "pi_twice");
    await deliver(body);
    const before = await processed(body.id);
    await backend.jobs.enqueue(db(), STRIPE_EVENT_JOB, { eventId: body.id });
    await until(async () => (await jobsOf(body.id)).every((s) => s === "completed"));
    expect(await jobsOf(body.id)).toEqual(["completed", "completed"]);
    expect(await stored(body.id)).toEqual(before);
    expect(await db().select().from(payments).where(eq(payments.invoiceId, inv.id))).toHaveLength(1);
  });

  test("a failing processing is written on the event and retried until it succeeds, recording the payment once", async () => {
    const inv = await invoice();
    // The payments table refuses writes while the outage lasts: the job fails, then is retried.
    await db().execute(sql`create table webhook_outage (on_since timestamptz)`);
    await db().execute(sql`insert into webhook_outage values (now())`);
    await db().execute(sql`
      create function webhook_outage_check() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from webhook_outage) then raise exception 'payments are unavailable'; end if;
        return new;
      end $$`);
    await db().execute(
      sql`create trigger webhook_outage_trigger before insert on payments for each row execute function webhook_outage_check()`,
    );
    try {
      const body = succeeded(inv, "pi_retried");
      expect(await (await deliver(body)).json()).toEqual({ received: true, duplicate: false, outcome: "queued" });
      await until(async () => (await stored(body.id))?.status === "failed");
      expect(await stored(body.id)).toMatchObject({ status: "failed", error: "payments are unavailable", attempts: 1 });
      expect(await jobsOf(body.id)).toEqual([expect.stringMatching(/^(retry|active)$/)]);
      expect(await db().select().from(payments).where(eq(payments.invoiceId, inv.id))).toEqual([]);

      await db().execute(sql`delete from webhook_outage`);
      const done = await processed(body.id);
      expect(done).toMatchObject({ status: "processed", outcome: expect.stringMatching(/^payment \d+ recorded$/) });
      expect(done.attempts).toBeGreaterThanOrEqual(2);
      expect(await jobsOf(body.id)).toEqual(["completed"]);
      expect(await db().select().from(payments).where(eq(payments.invoiceId, inv.id))).toHaveLength(1);
    } finally {
      await db().execute(sql`drop trigger webhook_outage_trigger on payments`);
      await db().execute(sql`drop function webhook_outage_check()`);
      await db().execute(sql`drop table webhook_outage`);
    }
  });

  test("a store that rolls back enqueues nothing", async () => {
    // The event row fails at commit (a deferred check), after its job was written in the same transaction.
    await db().execute(sql`
      create function webhook_store_fails() returns trigger language plpgsql as $$
      begin raise exception 'the store failed'; end $$`);
    await db().execute(sql`
      create constraint trigger webhook_store_fails after insert on stripe_webhook_events
      deferrable initially deferred for each row when (new.id = 'evt_rolled_back') execute function webhook_store_fails()`);
    try {
      const res = await deliver({ ...event("customer.created", { id: "cus_2" }), id: "evt_rolled_back" });
      expect(res.status).toBe(500);
      expect(await stored("evt_rolled_back")).toBeUndefined();
      expect(await jobsOf("evt_rolled_back")).toEqual([]);
    } finally {
      await db().execute(sql`drop trigger webhook_store_fails on stripe_webhook_events`);
      await db().execute(sql`drop function webhook_store_fails()`);
    }
  });

  test("payment_intent.payment_failed is noted; other types are ignored", async () => {
    const failed = event("payment_intent.payment_failed", {
      id: "pi_fail",
      object: "payment_intent",
      metadata: {},
      last_payment_error: { message: "Your card was declined." },
    });
    await deliver(failed);
    expect(await processed(failed.id)).toMatchObject({ outcome: "failure noted" });
    const other = event("customer.created", { id: "cus_1" });
    await deliver(other);
    expect(await processed(other.id)).toMatchObject({ outcome: "ignored" });
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

describe("checkout.session.completed of a pay page's Checkout (payment mode, issue 38)", () => {
  test("completes the Pending payment its reference names, once, however often the event arrives", async () => {
    const inv = await invoice(25000);
    const [pending] = await db()
      .insert(payments)
      .values({
        invoiceId: inv.id,
        contactId,
        affiliateId,
        name: "Card payment (pay page)",
        amountCents: 25000,
        paymentTypeId: 1,
        statusId: 2,
        currency: "USD",
        receivedOn: backend.clock.now,
        receivedBy: "Pay page",
        idempotencyKey: "pay-page:webhook-test",
      })
      .returning();
    const session = {
      id: "cs_test_paypage",
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      status: "complete",
      client_reference_id: `pay-payment-${pending!.id}`,
      payment_intent: "pi_test_paypage",
    };
    const first = event("checkout.session.completed", session);
    expect((await deliver(first)).status).toBe(200);
    expect((await processed(first.id)).outcome).toBe(`payment ${pending!.id} recorded`);
    const again = event("checkout.session.completed", session);
    expect((await deliver(again)).status).toBe(200);
    expect((await processed(again.id)).outcome).toBe("already recorded");
    // The same event delivered twice is stored once.
    expect(((await (await deliver(first)).json()) as { duplicate: boolean }).duplicate).toBe(true);

    const rows = await db().select().from(payments).where(eq(payments.invoiceId, inv.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ statusId: 1, stripeChargeId: "pi_test_paypage" });
    const [after] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
    expect(after!.invoiceStatusId).toBe(5);
  });
});

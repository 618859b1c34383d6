import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contacts, emailOutbox, invoices, payments, simulatedCharges } from "../../db/schema";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import type { FormCardsApi } from "../../integrations/payments/provider";
import { expectJson, expectMessage, type Wire } from "../../testing/answers";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { call, type Cast, type TestUser } from "../../testing/users";
import { noSavedCard } from "./invoice-card-charge";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

/**
 * PAY with a card payment type charges the client's saved card (issue 37, docs/decisions/0370), and every
 * payment and refund emails the client a receipt or a refund notice (0369) — through HTTP on PGlite.
 */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  ({ backend, users, tokens } = await castBackend({}, new Date("2026-03-10T15:00:00Z")));
});
afterAll(() => backend.close());

const db = () => backend.database.db;
let n = 0;

/** A client with a USA customer, a card saved on it unless `card` is null, and a $400 manual invoice. */
async function invoiceOfClient(card: string | null = "4242 4242 4242 4242", currency: "USD" | "CAD" = "USD") {
  n += 1;
  const customerId = `sim_cus_pay_${n}`;
  const [contact] = await db()
    .insert(contacts)
    .values({
      affiliateId: users.affiliate.id,
      firstName: "Ada",
      lastName: `Payer${n}`,
      email: `ada.payer${n}@example.com`,
      ...(currency === "CAD" ? { stripeCustomerIdCanada: customerId } : { stripeCustomerIdUsa: customerId }),
    })
    .returning();
  if (card) {
    const saved = await (backend.payments.cards as FormCardsApi).saveCard({
      region: currency === "CAD" ? "Canada" : "USA",
      customerId,
      card: { number: card, expMonth: 11, expYear: 2031, cvc: "123", name: "Ada Payer" },
    });
    expect(saved.ok).toBe(true);
  }
  const [invoice] = await db()
    .insert(invoices)
    .values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: contact!.id,
      affiliateId: users.affiliate.id,
      name: "March 2026 coaching services",
      invoiceTypeId: 5,
      invoiceStatusId: INVOICE_STATUS.sentToClient,
      paymentMethodId: 3,
      dueDate: "2026-03-11",
      totalCents: 40_000,
      subTotalCents: 40_000,
      currency,
    })
    .returning();
  return { invoiceId: invoice!.id, number: invoice!.invoiceNumber, contactId: contact!.id, customerId, email: contact!.email };
}

const pay = (body: Wire) => call(backend, "POST", "/invoice/pay", { token: tokens.finance, body });
const entry = (invoiceId: number, amountReceived: number, extra: Wire = {}) => ({
  invoiceID: invoiceId,
  contactID: null,
  affiliateID: null,
  amountReceived,
  transactionType: 0,
  paymentTypeID: 1,
  receivedOnUTC: null,
  refundOfPaymentID: null,
  refundName: "Card payment",
  receivedBy: "",
  notes: "",
  ...extra,
});
const paymentsOf = (invoiceId: number) =>
  db().select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(asc(payments.id));
const mailTo = (to: string) =>
  db()
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(asc(emailOutbox.id));
const chargesOf = async (customerId: string) =>
  (
    await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(simulatedCharges)
      .where(eq(simulatedCharges.customerId, customerId))
  )[0]!.n;

describe("PAY with a card payment type", () => {
  test("charges the saved card: the payment carries the charge and its receipt, the invoice is Paid, the client gets a receipt", async () => {
    const client = await invoiceOfClient();
    const answer = await expectJson(await pay(entry(client.invoiceId, 400, { idempotencyKey: "pay-form-card-1" })), 200);
    expect(answer.invoiceStatus.name).toBe("Paid");
    const [row] = await paymentsOf(client.invoiceId);
    expect(row).toMatchObject({ amountCents: 40_000, paymentTypeId: 1, statusId: 1, isVoid: false, receivedBy: "Card on file" });
    expect(row!.stripeChargeId).toMatch(/^ch_sim_[0-9a-f]{24}$/);
    expect(row!.receiptUrl).toBe(`http://backend.test/api/v1/payments/simulated/receipts/${row!.stripeChargeId}`);
    expect(await chargesOf(client.customerId)).toBe(1);
    expect(await mailTo(client.email)).toEqual([
      {
        subject: "Receipt for March 2026 coaching services",
        text: [
          "Hello Ada,",
          "",
          "We received your payment of $400.00 USD for March 2026 coaching services. Thank you.",
          "",
          "Amount: $400.00 USD",
          `Invoice: ${client.number}, March 2026 coaching services`,
          "Method: Credit Card USA",
          "Remaining balance: $0.00 USD",
          `Receipt: ${row!.receiptUrl}`,
        ].join("\n"),
      },
    ]);

    // The same form again (a double submit): the same answer, one payment, one charge, one receipt.
    const again = await expectJson(await pay(entry(client.invoiceId, 400, { idempotencyKey: "pay-form-card-1" })), 200);
    expect(again.invoiceStatus.name).toBe("Paid");
    expect(await paymentsOf(client.invoiceId)).toHaveLength(1);
    expect(await chargesOf(client.customerId)).toBe(1);
    expect(await mailTo(client.email)).toHaveLength(1);
  });

  test("a declined card: 402 with the provider's message, the balance stands, no receipt; the same form again answers the same", async () => {
    const client = await invoiceOfClient("4000 0000 0000 0341");
    await expectMessage(
      await pay(entry(client.invoiceId, 150, { idempotencyKey: "pay-form-card-2" })),
      402,
      "Your card was declined.",
    );
    const [row] = await paymentsOf(client.invoiceId);
    expect(row).toMatchObject({
      statusId: 3,
      isVoid: true,
      stripeChargeId: null,
      notes: "Card declined: Your card was declined.",
    });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, client.invoiceId));
    expect(invoice!.invoiceStatusId).toBe(INVOICE_STATUS.sentToClient);
    expect(invoice!.paidOn).toBeNull();
    await expectMessage(
      await pay(entry(client.invoiceId, 150, { idempotencyKey: "pay-form-card-2" })),
      402,
      "Your card was declined.",
    );
    expect(await paymentsOf(client.invoiceId)).toHaveLength(1);
    expect(await chargesOf(client.customerId)).toBe(1);
    expect(await mailTo(client.email)).toEqual([]);
  });

  test("two identical card pays at once: one payment, one charge, one receipt, the same answer", async () => {
    const client = await invoiceOfClient();
    const body = entry(client.invoiceId, 400, { idempotencyKey: "pay-form-card-race" });
    const answers = await Promise.all([pay(body), pay(body)]);
    for (const answer of answers) expect((await expectJson(answer, 200)).invoiceStatus.name).toBe("Paid");
    expect(await paymentsOf(client.invoiceId)).toHaveLength(1);
    expect(await chargesOf(client.customerId)).toBe(1);
    expect((await mailTo(client.email)).map((m) => m.subject)).toEqual(["Receipt for March 2026 coaching services"]);
  });

  test("no saved card: refused with the message naming the region, nothing recorded, nothing charged", async () => {
    const client = await invoiceOfClient(null);
    await expectMessage(await pay(entry(client.invoiceId, 400)), 409, noSavedCard("USA"));
    expect(noSavedCard("USA")).toBe("This client has no saved card for USA. Send them the card update link.");
    const cad = await invoiceOfClient(null, "CAD");
    await expectMessage(await pay(entry(cad.invoiceId, 400, { paymentTypeID: 2 })), 409, noSavedCard("Canada"));
    expect([...(await paymentsOf(client.invoiceId)), ...(await paymentsOf(cad.invoiceId))]).toEqual([]);
    expect(await chargesOf(client.customerId)).toBe(0);
  });

  test("a card refund goes back through the provider and the client gets a refund notice", async () => {
    const client = await invoiceOfClient();
    await expectJson(await pay(entry(client.invoiceId, 400)), 200);
    const refunded = await expectJson(
      await pay(entry(client.invoiceId, 100, { transactionType: 1, paymentTypeID: null, refundName: "Refund: missed session" })),
      200,
    );
    expect(refunded.statusLabel).toBe("Paid — $100.00 refunded");
    // Confirmed by the provider: the refund's credit note (docs/decisions/0392), attached to the notice.
    const [note] = refunded.creditNotes;
    expect(note).toMatchObject({ amount: 100, reason: "Refund: missed session", isVoid: false });
    const mails = await mailTo(client.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Receipt for March 2026 coaching services",
      "Refund for March 2026 coaching services",
    ]);
    expect(mails[1]!.text).toBe(
      [
        "Hello Ada,",
        "",
        "We refunded $100.00 USD of your payment for March 2026 coaching services.",
        "",
        "Amount: $100.00 USD",
        `Invoice: ${client.number}, March 2026 coaching services`,
        "Method: Credit Card USA",
        `Credit note: ${note.creditNoteNumber} (attached)`,
        "",
        "The refund goes back to the card you paid with; your bank may take a few days to show it.",
      ].join("\n"),
    );
    const [notice] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "Refund for March 2026 coaching services"))
      .orderBy(sql`${emailOutbox.id} desc`)
      .limit(1);
    expect(JSON.parse(notice!.attachments!)).toEqual([
      { filename: `${note.creditNoteNumber}.pdf`, contentType: "application/pdf", size: expect.any(Number) },
    ]);
  });
});

describe("receipts of recorded payments", () => {
  test("a check is recorded as before, and the client gets a receipt with the remaining balance; its refund a notice", async () => {
    const client = await invoiceOfClient();
    await expectJson(await pay(entry(client.invoiceId, 150, { paymentTypeID: 3, refundName: "Check 1001" })), 200);
    const refunded = await expectJson(await pay(entry(client.invoiceId, 50, { transactionType: 1, paymentTypeID: 3 })), 200);
    expect(await chargesOf(client.customerId)).toBe(0);
    expect(await mailTo(client.email)).toEqual([
      {
        subject: "Receipt for March 2026 coaching services",
        text: [
          "Hello Ada,",
          "",
          "We received your payment of $150.00 USD for March 2026 coaching services. Thank you.",
          "",
          "Amount: $150.00 USD",
          `Invoice: ${client.number}, March 2026 coaching services`,
          "Method: Check",
          "Remaining balance: $250.00 USD",
        ].join("\n"),
      },
      {
        subject: "Refund for March 2026 coaching services",
        text: [
          "Hello Ada,",
          "",
          "We refunded $50.00 USD of your payment for March 2026 coaching services.",
          "",
          "Amount: $50.00 USD",
          `Invoice: ${client.number}, March 2026 coaching services`,
          "Method: Check",
          `Credit note: ${refunded.creditNotes[0].creditNoteNumber} (attached)`,
        ].join("\n"),
      },
    ]);
  });

  test("a client without an email address gets nothing, and the payment is recorded", async () => {
    const client = await invoiceOfClient();
    await db().update(contacts).set({ email: "" }).where(eq(contacts.id, client.contactId));
    await expectJson(await pay(entry(client.invoiceId, 400, { paymentTypeID: 4 })), 200);
    expect(await paymentsOf(client.invoiceId)).toHaveLength(1);
    expect(await mailTo("")).toEqual([]);
  });
});

describe("GET /contact/savedCards/{contactId}/{affiliateId}", () => {
  test("the default card of each region's customer, as the provider has it; none without a card", async () => {
    const withCard = await invoiceOfClient();
    const read = (contactId: number, who: Cast = "office") =>
      call(backend, "GET", `/contact/savedCards/${contactId}/${users.affiliate.id}`, { token: tokens[who] });
    expect(await expectJson(await read(withCard.contactId), 200)).toEqual({
      cards: [{ region: "USA", brand: "visa", last4: "4242", expMonth: 11, expYear: 2031 }],
    });
    expect(await expectJson(await read((await invoiceOfClient(null)).contactId, "affiliate"), 200)).toEqual({ cards: [] });
  });
});

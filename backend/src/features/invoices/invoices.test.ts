import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addresses, auditLog, billingPlans, contacts, emailOutbox, invoices, payments } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { AT_MOST_CENTS } from "../../domain/money";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, insertUser, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { FINANCE_ONLY, INVOICE_NOT_FOUND } from "./invoice-access";
import { CHOOSE_AN_OPTION, hasStripeInvoice } from "./invoice-documents.service";
import {
  CARD_PAYMENT_NOT_VOIDABLE,
  PAYMENT_ALREADY_VOID,
  PAYMENT_HAS_REFUNDS,
  RECORD_FAILED,
  refundTooLarge,
  typeNotOffered,
  VOID_INVOICE_NO_PAYMENTS,
} from "./invoice-payments.service";
import { ALREADY_VOID, ONLY_MANUAL_TYPE, VOID_BLOCKED_BY_PAYMENT } from "./invoices.service";
import {
  DOLLAR_AMOUNT_NEEDED,
  DUE_DATE_NEEDED,
  NAME_NEEDED,
  POSITIVE_AMOUNT,
  VALUE_NOT_NUMBER,
  VALUE_REQUIRED,
} from "../../../../contract/invoices";
import { type Wire, expectJson, expectMessage } from "../../testing/answers";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let r37Token: string;

beforeAll(async () => {
  backend = await createTestBackend();
  backend.clock.now = new Date("2026-03-10T15:00:00Z");
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  r37Token = await tokenFor(backend, (await insertUser(backend, { userRole: 37 })).id);
});
afterAll(() => backend.close());

const db = () => backend.database.db;
const as = (who: Cast | "r37", actingAs?: Cast) => ({
  token: who === "r37" ? r37Token : tokens[who],
  headers: actingAs ? { "acting-as": String(users[actingAs].id) } : undefined,
});

let n = 0;
async function newContact(owner: Cast = "affiliate", country?: string): Promise<number> {
  n += 1;
  const [c] = await db()
    .insert(contacts)
    .values({ affiliateId: users[owner].id, firstName: "Ada", lastName: `Van Client${n}`, email: `ada${n}@example.com` })
    .returning();
  if (country) await db().insert(addresses).values({ contactId: c!.id, addressTypeId: 1, country, state: "ON" });
  return c!.id;
}

const saveBody = (contactID: number, overrides: Wire = {}, owner: Cast = "affiliate") => ({
  contactID,
  affiliateID: users[owner].id,
  invoiceName: "March coaching services",
  invoiceTotal: 400,
  dueDate: "2026-03-11",
  invoiceTypeID: 5,
  paymentMethodID: 1,
  ...overrides,
});
const save = (body: Wire, who: Cast | "r37" = "finance") => call(backend, "POST", "/invoice/generateOne", { ...as(who), body });

/** A $400 manual invoice of a new contact of `owner`, made through the save-invoice call. */
async function newInvoice(owner: Cast = "affiliate", overrides: Wire = {}, country?: string): Promise<Wire> {
  return expectJson(await save(saveBody(await newContact(owner, country), overrides, owner)), 201);
}

const pay = (body: Wire, who: Cast | "r37" = "finance") => call(backend, "POST", "/invoice/pay", { ...as(who), body });
const payment = (invoice: Wire, amountReceived: unknown, extra: Wire = {}) => ({
  amountReceived,
  invoiceID: invoice.invoiceID,
  contactID: invoice.contactID,
  affiliateID: invoice.affiliateID,
  receivedBy: "Finance",
  refundName: "Check 1001",
  paymentTypeID: 3,
  paymentStatus: { id: 1 },
  transactionType: 0,
  ...extra,
});
const voidPayment = (paymentId: number, invoiceId: number, who: Cast | "r37" = "finance") =>
  call(backend, "PUT", `/payment/void/${paymentId}/${invoiceId}`, as(who));
const voidInvoice = (invoice: Wire, who: Cast = "finance") =>
  call(backend, "PUT", `/invoice/${invoice.invoiceID}`, { ...as(who), body: { ...invoice, invoiceStatusID: 7, isVoid: true } });
const auditCount = async (action: string) => (await db().select().from(auditLog).where(eq(auditLog.action, action))).length;

describe("GET /invoice/empty/{contactId}/{affiliateId}/{invoiceTypeId}/{paymentMethodId}", () => {
  const empty = (contactId: number, type = 5, who: Cast = "finance", owner: Cast = "affiliate") =>
    call(backend, "GET", `/invoice/empty/${contactId}/${users[owner].id}/${type}/1`, as(who));

  test("type 5, due tomorrow, payment method 1, USD; CAD when the first address is in Canada", async () => {
    const usd = await expectJson(await empty(await newContact("affiliate", "United States")), 200);
    expect(usd).toMatchObject({
      invoiceTypeID: 5,
      invoiceTotal: 0,
      dueDate: "2026-03-11",
      paymentMethodID: 1,
      chargeCurrency: "USD",
    });
    expect((await expectJson(await empty(await newContact()), 200)).chargeCurrency).toBe("USD");
    expect((await expectJson(await empty(await newContact("affiliate", "Canada")), 200)).chargeCurrency).toBe("CAD");
    // An older or imported address may hold the ISO code, as the tax rules allow (docs/decisions/0089).
    expect((await expectJson(await empty(await newContact("affiliate", "CA")), 200)).chargeCurrency).toBe("CAD");
  });

  test("only type 5; another affiliate's client is not found", async () => {
    await expectMessage(await empty(await newContact(), 1), 400, ONLY_MANUAL_TYPE);
    await expectMessage(await empty(await newContact("other"), 5, "affiliate", "other"), 404, "Contact not found");
  });
});

describe("the save-invoice call, POST /invoice/generateOne", () => {
  test("finance creates a Draft manual invoice with one client line, in the contact's currency, with an audit row; Sent to client once emailed", async () => {
    const before = await auditCount("invoice.create");
    const contactId = await newContact("affiliate", "Canada");
    const { chargeCurrency: _, ...body } = saveBody(contactId, {
      invoiceTotal: "125.50",
      itemDescription: "Two sessions",
    }) as Wire;
    const invoice = await expectJson(await save(body), 201);
    expect(invoice).toMatchObject({
      contactID: contactId,
      invoiceName: "March coaching services",
      invoiceTypeID: 5,
      // Issue 37: nothing was emailed, so it is not "Sent to client".
      invoiceStatusID: 1,
      invoiceStatus: { id: 1, name: "Draft" },
      invoiceTotal: 125.5,
      balance: 125.5,
      chargeCurrency: "CAD",
      isVoid: false,
      paymentDetails: [],
    });
    expect(invoice.details).toEqual([
      expect.objectContaining({
        item: { itemName: "March coaching services", itemDescription: "Two sessions" },
        price: 125.5,
        total: 125.5,
        isClientBillable: true,
      }),
    ]);
    expect(await auditCount("invoice.create")).toBe(before + 1);
    const statusNow = async () =>
      (await db().select({ s: invoices.invoiceStatusId }).from(invoices).where(eq(invoices.id, invoice.invoiceID)))[0]!.s;
    await expectJson(await call(backend, "GET", `/invoice/generate/test/0/${invoice.invoiceID}`, as("finance")), 200);
    expect(await statusNow()).toBe(1);
    await backend.deliverEmails();
    expect(await statusNow()).toBe(2);
    expect((await expectJson(await save(saveBody(await newContact()), "r37"), 201)).chargeCurrency).toBe("USD");
  });

  test("checks in the spec's order: a positive dollar amount, a due date, an invoice name", async () => {
    const contactId = await newContact();
    const none = { contactID: contactId, affiliateID: users.affiliate.id };
    await expectMessage(await save(none), 400, POSITIVE_AMOUNT);
    await expectMessage(await save({ ...none, invoiceTotal: -5, dueDate: "", invoiceName: "" }), 400, POSITIVE_AMOUNT);
    await expectMessage(await save({ ...none, invoiceTotal: 0 }), 400, POSITIVE_AMOUNT);
    await expectMessage(await save({ ...none, invoiceTotal: "abc" }), 400, POSITIVE_AMOUNT);
    await expectMessage(await save({ ...none, invoiceTotal: 10, invoiceName: "" }), 400, DUE_DATE_NEEDED);
    await expectMessage(await save({ ...none, invoiceTotal: 10, dueDate: "2026-04-01", invoiceName: "  " }), 400, NAME_NEEDED);
    await expectMessage(await save(saveBody(contactId, { invoiceTypeID: 1 })), 400, ONLY_MANUAL_TYPE);
  });

  test("role 8 (and 37) only; a client of another affiliate, or named with the wrong affiliate, is not found", async () => {
    for (const who of ["affiliate", "office"] as const)
      await expectMessage(await save(saveBody(await newContact()), who), 403, FINANCE_ONLY);
    const contactId = await newContact("other");
    await expectMessage(await save(saveBody(contactId)), 404, "Contact not found");
  });
});

describe("GET /invoice/{contactId}/{affiliateId} and GET /invoice/{userId}", () => {
  test("an affiliate sees their own client's invoices; another affiliate's client is not found", async () => {
    const mine = await newInvoice();
    const list = await expectJson(
      await call(backend, "GET", `/invoice/${mine.contactID}/${users.affiliate.id}`, as("affiliate")),
      200,
    );
    expect(list.map((i: Wire) => i.invoiceID)).toEqual([mine.invoiceID]);
    await expectMessage(
      await call(backend, "GET", `/invoice/${mine.contactID}/${users.affiliate.id}`, as("other")),
      404,
      "Contact not found",
    );
    await expectMessage(
      await call(backend, "GET", `/invoice/${mine.contactID}/${users.affiliate.id}`, as("office", "other")),
      404,
      "Contact not found",
    );
    expect(
      await expectJson(await call(backend, "GET", `/invoice/${mine.contactID}/${users.affiliate.id}`, as("office")), 200),
    ).toHaveLength(1);
  });

  test("an affiliate's invoices: their own only (403 for another's); staff see anyone's, and all naming themselves", async () => {
    const mine = await newInvoice();
    const theirs = await newInvoice("other");
    const own = await expectJson(await call(backend, "GET", `/invoice/${users.affiliate.id}`, as("affiliate")), 200);
    expect(own.every((i: Wire) => i.affiliateID === users.affiliate.id)).toBe(true);
    expect(own.map((i: Wire) => i.invoiceID)).toContain(mine.invoiceID);
    expect((await call(backend, "GET", `/invoice/${users.other.id}`, as("affiliate"))).status).toBe(403);
    const other = await expectJson(await call(backend, "GET", `/invoice/${users.other.id}`, as("office")), 200);
    expect(other.map((i: Wire) => i.invoiceID)).toEqual([theirs.invoiceID]);
    const all = await expectJson(await call(backend, "GET", `/invoice/${users.finance.id}`, as("finance")), 200);
    expect(all.map((i: Wire) => i.invoiceID)).toEqual(expect.arrayContaining([mine.invoiceID, theirs.invoiceID]));
  });
});

describe("POST /invoice/pay: payments, status and balance", () => {
  test("'Please enter a dollar amount' for none, zero or text", async () => {
    const invoice = await newInvoice();
    for (const amount of [undefined, null, 0, "", "ten"])
      await expectMessage(await pay(payment(invoice, amount)), 400, DOLLAR_AMOUNT_NEEDED);
  });

  test("10.999 dollars is refused with its message, not rounded to 11.00: no payment, no audit, the invoice unchanged", async () => {
    const invoice = await newInvoice();
    const audits = await auditCount("invoice.pay");
    for (const amount of [10.999, "10.999"]) await expectMessage(await pay(payment(invoice, amount)), 400, AT_MOST_CENTS);
    expect(await db().select().from(payments).where(eq(payments.invoiceId, invoice.invoiceID))).toEqual([]);
    expect(await auditCount("invoice.pay")).toBe(audits);
    const [after] = await db().select().from(invoices).where(eq(invoices.id, invoice.invoiceID));
    expect(after).toMatchObject({ invoiceStatusId: invoice.invoiceStatusID, paidOn: null });
  });

  test("a part payment makes it Partially paid, the rest Paid with paidOn; voiding a payment goes back; audited", async () => {
    const invoice = await newInvoice();
    const audits = await auditCount("invoice.pay");
    const part = await expectJson(await pay(payment(invoice, 150)), 200);
    expect(part).toMatchObject({ invoiceStatusID: 6, invoiceStatus: { name: "Partially paid" }, balance: 250, paidOn: null });
    expect(part.paymentDetails).toEqual([
      expect.objectContaining({
        paymentName: "Check 1001",
        amountReceived: 150,
        paymentTypeID: 3,
        isRefund: false,
        isVoid: false,
      }),
    ]);
    const paid = await expectJson(await pay(payment(invoice, "250.00")), 200);
    expect(paid).toMatchObject({
      invoiceStatusID: 5,
      invoiceStatus: { name: "Paid" },
      balance: 0,
      paidOn: "2026-03-10T15:00:00.000Z",
    });
    expect(await auditCount("invoice.pay")).toBe(audits + 2);

    const voided = await expectJson(await voidPayment(paid.paymentDetails[1].paymentDetailID, invoice.invoiceID), 200);
    expect(voided).toMatchObject({ invoiceStatusID: 6, balance: 250, paidOn: null });
    expect(voided.paymentDetails[1]).toMatchObject({ isVoid: true, paymentStatus: { name: "Voided" } });
    const none = await expectJson(await voidPayment(paid.paymentDetails[0].paymentDetailID, invoice.invoiceID, "r37"), 200);
    // Back to the status the date gives: due 2026-03-11, today 2026-03-10 → Sent to client.
    expect(none).toMatchObject({ invoiceStatusID: 2, balance: 400 });
    await expectMessage(await voidPayment(paid.paymentDetails[0].paymentDetailID, invoice.invoiceID), 409, PAYMENT_ALREADY_VOID);
  });

  test("payment types by currency: USD refuses methods described CAN and defaults to the last allowed (ACH); CAD the other way", async () => {
    const usd = await newInvoice();
    await expectMessage(await pay(payment(usd, 10, { paymentTypeID: 2 })), 400, typeNotOffered(2, "USD"));
    await expectMessage(await pay(payment(usd, 10, { paymentTypeID: 6 })), 400, typeNotOffered(6, "USD"));
    const usdDefault = await expectJson(await pay(payment(usd, 10, { paymentTypeID: null })), 200);
    expect(usdDefault.paymentDetails[0].paymentTypeID).toBe(7);

    const cad = await newInvoice("affiliate", {}, "Canada");
    expect(cad.chargeCurrency).toBe("CAD");
    await expectMessage(await pay(payment(cad, 10, { paymentTypeID: 1 })), 400, typeNotOffered(1, "CAD"));
    await expectMessage(await pay(payment(cad, 10, { paymentTypeID: 7 })), 400, typeNotOffered(7, "CAD"));
    const cadDefault = await expectJson(await pay(payment(cad, 10, { paymentTypeID: 0 })), 200);
    expect(cadDefault.paymentDetails[0]).toMatchObject({ paymentTypeID: 6, stripeCurrency: "CAD" });
  });

  test("role 8 and 37 only; another affiliate's invoice as their impersonator is not found", async () => {
    const invoice = await newInvoice();
    for (const who of ["affiliate", "office"] as const)
      await expectMessage(await pay(payment(invoice, 10), who), 403, FINANCE_ONLY);
    await expectMessage(await pay({ ...payment(invoice, 10), invoiceID: 999999 }), 404, INVOICE_NOT_FOUND);
  });
});

describe("refunds", () => {
  test("stored negative with is_refund and the refunded payment; no more than paid and not yet refunded; status unchanged", async () => {
    const invoice = await newInvoice();
    const paid = await expectJson(await pay(payment(invoice, 400)), 200);
    const paymentId = paid.paymentDetails[0].paymentDetailID;
    const refunded = await expectJson(await pay(payment(invoice, 100, { transactionType: 1, refundName: "Refund" })), 200);
    expect(refunded.invoiceStatusID).toBe(5);
    expect(refunded.paymentDetails[1]).toMatchObject({
      refundDetailID: expect.any(Number),
      amountReceived: -100,
      isRefund: true,
      refundOfPaymentID: paymentId,
      refundStatus: { id: 1, name: "Completed" },
    });
    const [row] = await db().select().from(payments).where(eq(payments.id, refunded.paymentDetails[1].refundDetailID));
    expect(row).toMatchObject({ amountCents: -10000, isRefund: true, refundOfPaymentId: paymentId });

    await expectMessage(await pay(payment(invoice, 300.01, { transactionType: 1 })), 400, refundTooLarge(30000));
    await expectMessage(
      await pay(payment(invoice, 301, { transactionType: 1, refundOfPaymentID: paymentId })),
      400,
      refundTooLarge(30000),
    );
    // A payment with a live refund cannot be voided; void the refund first.
    await expectMessage(await voidPayment(paymentId, invoice.invoiceID), 409, PAYMENT_HAS_REFUNDS);
    await expectJson(await voidPayment(refunded.paymentDetails[1].refundDetailID, invoice.invoiceID), 200);
    await expectJson(await pay(payment(invoice, 400, { transactionType: "1" })), 200);
    await expectMessage(await pay(payment(invoice, 0.01, { transactionType: 1 })), 400, refundTooLarge(0));
  });

  test("each refund returns one payment: never more than that payment or the invoice has left", async () => {
    const invoice = await newInvoice();
    await expectJson(await pay(payment(invoice, 50)), 200);
    const paid = await expectJson(await pay(payment(invoice, 50)), 200);
    const [first, second] = paid.paymentDetails.map((p: Wire) => p.paymentDetailID);
    // $80 is more than either $50 payment has left: refused, not stored against no payment.
    await expectMessage(await pay(payment(invoice, 80, { transactionType: 1 })), 400, refundTooLarge(5000));
    await expectJson(await pay(payment(invoice, 30, { transactionType: 1, refundOfPaymentID: first })), 200);
    await expectMessage(
      await pay(payment(invoice, 21, { transactionType: 1, refundOfPaymentID: first })),
      400,
      refundTooLarge(2000),
    );
    // Unnamed, $40 goes back on the payment that still covers it: the second.
    const back = await expectJson(await pay(payment(invoice, 40, { transactionType: 1 })), 200);
    expect(back.paymentDetails.filter((p: Wire) => p.isRefund).map((p: Wire) => [p.amountReceived, p.refundOfPaymentID])).toEqual(
      [
        [-30, first],
        [-40, second],
      ],
    );
    await expectMessage(await pay(payment(invoice, 20.01, { transactionType: 1 })), 400, refundTooLarge(2000));
    const rows = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.invoiceID), eq(payments.isRefund, true)));
    expect(rows.map((r) => r.amountCents).sort()).toEqual([-3000, -4000]);
  });

  test("a refund of a card charge goes through the provider keyed by our refund row; a provider refusal is 'Could not record payment'", async () => {
    const invoice = await newInvoice();
    const [card] = await db()
      .insert(payments)
      .values({
        invoiceId: invoice.invoiceID,
        contactId: invoice.contactID,
        affiliateId: invoice.affiliateID,
        amountCents: 40000,
        paymentTypeId: 1,
        stripeChargeId: "sim_ch_test1",
        receivedOn: new Date(),
      })
      .returning();
    const refunded = await expectJson(await pay(payment(invoice, 50, { transactionType: 1 })), 200);
    const refund = refunded.paymentDetails[1];
    expect(refund).toMatchObject({
      amountReceived: -50,
      refundOfPaymentID: card!.id,
      paymentTypeID: 1,
      refundStatus: { name: "Completed" },
    });
    expect(refund.stripeChargeId).toMatch(/^sim_re_[0-9a-f]{24}$/);
    // The provider confirmed it: its credit note (docs/decisions/0392).
    expect(refunded.creditNotes).toEqual([
      expect.objectContaining({
        refundDetailID: refund.refundDetailID,
        amount: 50,
        creditNoteNumber: expect.stringMatching(/^[A-Z]{2,6}-\d{4}-CN-\d{4,}$/),
      }),
    ]);
    await expectMessage(await voidPayment(card!.id, invoice.invoiceID), 409, CARD_PAYMENT_NOT_VOIDABLE);
    await expectMessage(await voidPayment(refund.refundDetailID, invoice.invoiceID), 409, CARD_PAYMENT_NOT_VOIDABLE);

    await db().update(payments).set({ stripeChargeId: "unknown_charge" }).where(eq(payments.id, card!.id));
    await expectMessage(await pay(payment(invoice, 25, { transactionType: 1 })), 402, RECORD_FAILED);
    const [failed] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.invoiceID), eq(payments.amountCents, -2500)));
    expect(failed).toMatchObject({ isVoid: true, statusId: 3 });
    expect(failed!.notes).toContain("Refund failed: No such charge: 'unknown_charge'");
    expect(await auditCount("invoice.refund.failed")).toBeGreaterThanOrEqual(1);
    // A refused refund is no credit: no credit note, no number taken.
    const listed = (await expectJson(
      await call(backend, "GET", `/invoice/${invoice.contactID}/${invoice.affiliateID}`, as("finance")),
      200,
    )) as unknown as Wire[];
    const after = listed.find((i) => i.invoiceID === invoice.invoiceID)!;
    expect(after.creditNotes.map((c: Wire) => c.refundDetailID)).toEqual([refund.refundDetailID]);
  });
});

describe("PUT /invoice/{invoiceId}: void", () => {
  test("blocked by a non-void payment; after voiding the payment: status 7 Void and isVoid; then no payments", async () => {
    const invoice = await newInvoice();
    const paid = await expectJson(await pay(payment(invoice, 50)), 200);
    await expectMessage(await voidInvoice(invoice), 409, VOID_BLOCKED_BY_PAYMENT);
    await expectJson(await voidPayment(paid.paymentDetails[0].paymentDetailID, invoice.invoiceID), 200);
    const before = await auditCount("invoice.void");
    const voided = await expectJson(await voidInvoice(invoice), 200);
    expect(voided).toMatchObject({ invoiceStatusID: 7, invoiceStatus: { name: "Void" }, isVoid: true });
    expect(await auditCount("invoice.void")).toBe(before + 1);
    await expectMessage(await voidInvoice(invoice), 409, ALREADY_VOID);
    await expectMessage(await pay(payment(invoice, 10)), 409, VOID_INVOICE_NO_PAYMENTS);
  });

  test("only a void; finance only", async () => {
    const invoice = await newInvoice();
    const res = await call(backend, "PUT", `/invoice/${invoice.invoiceID}`, {
      ...as("finance"),
      body: { invoiceStatusID: 5, isVoid: false },
    });
    expect((await expectJson(res, 400)).message).toBe("Only voiding is supported here: send invoiceStatusID 7 and isVoid true.");
    await expectMessage(await voidInvoice(invoice, "affiliate"), 403, FINANCE_ONLY);
  });
});

describe("POST /invoice/update-details?id=&amount=", () => {
  const update = (id: number, amount?: string, who: Cast = "finance") =>
    call(backend, "POST", `/invoice/update-details?id=${id}${amount === undefined ? "" : `&amount=${amount}`}`, as(who));

  test("'The value is required', numeric; sets the merchant fee; finance only", async () => {
    const invoice = await newInvoice();
    await expectMessage(await update(invoice.invoiceID), 400, VALUE_REQUIRED);
    await expectMessage(await update(invoice.invoiceID, ""), 400, VALUE_REQUIRED);
    await expectMessage(await update(invoice.invoiceID, "abc"), 400, VALUE_NOT_NUMBER);
    await expectMessage(await update(invoice.invoiceID, "-1"), 400, VALUE_NOT_NUMBER);
    await expectMessage(await update(invoice.invoiceID, "10.999"), 400, AT_MOST_CENTS);
    expect((await expectJson(await update(invoice.invoiceID, "12.30"), 200)).merchantFeeOverride).toBe(12.3);
    const [row] = await db().select().from(invoices).where(eq(invoices.id, invoice.invoiceID));
    expect(row!.merchantFeeOverrideCents).toBe(1230);
    await expectMessage(await update(invoice.invoiceID, "1", "affiliate"), 403, FINANCE_ONLY);
  });
});

describe("resend, generate options and the invoice PDF", () => {
  const lastMail = async (to: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).at(-1);

  test("resend emails the client the invoice PDF, for everyone who may see it; the plan id must be the invoice's (0: none)", async () => {
    const invoice = await newInvoice();
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, invoice.contactID));
    const res = await call(backend, "GET", `/invoice/generate/test/0/${invoice.invoiceID}`, as("affiliate"));
    expect(await expectJson(res, 200)).toEqual({ message: `The invoice was sent to ${contact!.email}.`, to: contact!.email });
    const mail = await lastMail(contact!.email);
    expect(mail!.subject).toBe(`Invoice ${invoice.invoiceNumber}: March coaching services`);
    expect(JSON.parse(mail!.attachments!)).toEqual([
      {
        filename: `${invoice.invoiceID}-${contact!.lastName.replace(/ /g, "")}.pdf`,
        contentType: "application/pdf",
        size: expect.any(Number),
      },
    ]);
    await expectJson(await call(backend, "GET", `/invoice/generate/test/0/${invoice.invoiceID}`, as("office")), 200);
    await expectMessage(
      await call(backend, "GET", `/invoice/generate/test/0/${invoice.invoiceID}`, as("other")),
      404,
      INVOICE_NOT_FOUND,
    );
    const [plan] = await db().select({ id: billingPlans.id }).from(billingPlans).limit(1);
    await expectMessage(
      await call(backend, "GET", `/invoice/generate/test/${plan?.id ?? 1}/${invoice.invoiceID}`, as("affiliate")),
      404,
      INVOICE_NOT_FOUND,
    );
  });

  test("generate options: at least one option; PDF link and email; Stripe invoice refused when it has one", async () => {
    const invoice = await newInvoice();
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, invoice.contactID));
    const gen = (q: string, who: Cast = "finance") => call(backend, "GET", `/invoice/pdf?ids=${invoice.invoiceID}${q}`, as(who));
    await expectMessage(await gen(""), 400, CHOOSE_AN_OPTION);
    await expectMessage(await gen("&shouldGenPdf=false&shouldSendEmail=false&shouldGenInvoice=false"), 400, CHOOSE_AN_OPTION);
    const fileName = `${invoice.invoiceID}-${contact!.lastName.replace(/ /g, "")}.pdf`;
    expect(await expectJson(await gen("&shouldGenPdf=true&shouldSendEmail=true"), 200)).toEqual({
      invoices: [{ invoiceID: invoice.invoiceID, pdfUrl: `/invoice/document/${fileName}`, emailedTo: contact!.email }],
    });
    await expectMessage(await gen("&shouldGenPdf=true", "affiliate"), 403, FINANCE_ONLY);
    await db().update(invoices).set({ stripeInvoiceId: "in_123" }).where(eq(invoices.id, invoice.invoiceID));
    await expectMessage(await gen("&shouldGenInvoice=true"), 409, hasStripeInvoice(invoice.invoiceNumber));

    const pdf = await call(backend, "GET", `/invoice/document/${fileName}`, as("affiliate"));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await expectMessage(
      await call(backend, "GET", `/invoice/document/${invoice.invoiceID}-Other.pdf`, as("affiliate")),
      404,
      INVOICE_NOT_FOUND,
    );
    await expectMessage(await call(backend, "GET", `/invoice/document/${fileName}`, as("other")), 404, INVOICE_NOT_FOUND);
  });
});

// Issue 37: one home for invoice money, never counted twice, states that tell the truth — through HTTP,
// on PGlite and (TEST_DATABASE_URL) on the Postgres server.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, contacts, invoices, payments } from "../../db/schema";
import { invoiceBalanceCents } from "../../domain/invoice-status";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { call, type Cast, type TestUser } from "../../testing/users";
import { KEY_USED_FOR_ANOTHER } from "../invoices/invoice-payments.service";
import { VOID_INVOICE_NOT_SENT } from "../invoices/invoice-documents.service";
import { invoiceBalanceOfInvoices } from "./invoice-money";
import { type Wire, expectJson, expectMessage } from "../../testing/answers";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  ({ backend, users, tokens } = await castBackend({}, new Date("2026-03-10T15:00:00Z")));
});
afterAll(() => backend.close());

const db = () => backend.database.db;
const as = (who: Cast) => ({ token: tokens[who] });

let n = 0;
async function newContact(): Promise<number> {
  n += 1;
  const [c] = await db()
    .insert(contacts)
    .values({ affiliateId: users.affiliate.id, firstName: "Mo", lastName: `Money${n}`, email: `mo${n}@example.com` })
    .returning();
  return c!.id;
}

/** A manual invoice of `total` dollars due on `dueDate`, made through the save-invoice call. */
async function newInvoice(total = 100, dueDate = "2026-03-11", contactId?: number): Promise<Wire> {
  const body = {
    contactID: contactId ?? (await newContact()),
    affiliateID: users.affiliate.id,
    invoiceName: "March coaching services",
    invoiceTotal: total,
    dueDate,
    invoiceTypeID: 5,
    paymentMethodID: 1,
  };
  return expectJson(await call(backend, "POST", "/invoice/generateOne", { ...as("finance"), body }), 201);
}

const pay = (invoice: Wire, amountReceived: number, extra: Wire = {}) =>
  call(backend, "POST", "/invoice/pay", {
    ...as("finance"),
    body: {
      amountReceived,
      invoiceID: invoice.invoiceID,
      contactID: invoice.contactID,
      affiliateID: invoice.affiliateID,
      receivedBy: "Finance",
      paymentTypeID: 3,
      paymentStatus: { id: 1 },
      transactionType: 0,
      ...extra,
    },
  });
const paymentsOf = (invoiceId: number) => db().select().from(payments).where(eq(payments.invoiceId, invoiceId));
const payAudits = async (invoiceIds: number[]) =>
  (await db().select().from(auditLog).where(eq(auditLog.action, "invoice.pay"))).filter((a) =>
    invoiceIds.includes(JSON.parse(String(a.after)).payment.invoiceId),
  ).length;

describe("never counted twice: POST /invoice/pay with an idempotencyKey", () => {
  test("a repeat with the same key records nothing and answers the first result", async () => {
    const invoice = await newInvoice(100);
    const key = "form-7d1c2f44-0001";
    const first = await expectJson(await pay(invoice, 40, { idempotencyKey: key }), 200);
    const again = await expectJson(await pay(invoice, 40, { idempotencyKey: key }), 200);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ balance: 60, invoiceStatus: { id: 6, name: "Partially paid" } });
    expect(await paymentsOf(invoice.invoiceID)).toHaveLength(1);
    expect(await payAudits([invoice.invoiceID])).toBe(1);
    // Another form, another key: another payment.
    await expectJson(await pay(invoice, 10, { idempotencyKey: "form-7d1c2f44-0002" }), 200);
    expect(await paymentsOf(invoice.invoiceID)).toHaveLength(2);
    // The key of one payment names that payment only.
    await expectMessage(await pay(invoice, 25, { idempotencyKey: key }), 409, KEY_USED_FOR_ANOTHER);
  });

  test("two identical calls at once record one payment and answer the same", async () => {
    const invoice = await newInvoice(100);
    const key = "form-at-once-0001";
    const answers = await Promise.all([pay(invoice, 100, { idempotencyKey: key }), pay(invoice, 100, { idempotencyKey: key })]);
    const [a, b] = await Promise.all(answers.map((r) => expectJson(r, 200)));
    expect(a).toEqual(b);
    expect(a).toMatchObject({ balance: 0, invoiceStatus: { id: 5, name: "Paid" } });
    expect(await paymentsOf(invoice.invoiceID)).toHaveLength(1);
    expect(await payAudits([invoice.invoiceID])).toBe(1);
  });

  test("a refund with a key is recorded once too", async () => {
    const invoice = await newInvoice(100);
    await expectJson(await pay(invoice, 100), 200);
    const refund = { transactionType: 1, idempotencyKey: "refund-form-0001" };
    const [a, b] = await Promise.all([pay(invoice, 30, refund), pay(invoice, 30, refund)]);
    expect(await expectJson(a, 200)).toEqual(await expectJson(b, 200));
    expect((await paymentsOf(invoice.invoiceID)).filter((p) => p.isRefund)).toHaveLength(1);
  });
});

describe("a payment above the balance, a merchant fee above the total", () => {
  test("'The payment is more than the balance of $100.00.': nothing recorded; the rest of the balance after a part", async () => {
    const invoice = await newInvoice(100);
    await expectMessage(await pay(invoice, 1000), 400, "The payment is more than the balance of $100.00.");
    expect(await paymentsOf(invoice.invoiceID)).toHaveLength(0);
    await expectJson(await pay(invoice, 60), 200);
    await expectMessage(await pay(invoice, 40.01), 400, "The payment is more than the balance of $40.00.");
    expect(await expectJson(await pay(invoice, 40), 200)).toMatchObject({ balance: 0, invoiceStatusID: 5 });
    await expectMessage(await pay(invoice, 1), 400, "The payment is more than the balance of $0.00.");
  });

  test("two payments of the whole balance at once without a key: one is recorded, the other refused", async () => {
    const invoice = await newInvoice(100);
    const answers = await Promise.all([pay(invoice, 100), pay(invoice, 100)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await paymentsOf(invoice.invoiceID)).toHaveLength(1);
  });

  test("a merchant fee above the invoice total is refused; the total itself is allowed", async () => {
    const invoice = await newInvoice(100);
    const details = (amount: string) =>
      call(backend, "POST", `/invoice/update-details?id=${invoice.invoiceID}&amount=${amount}`, as("finance"));
    await expectMessage(await details("100.01"), 400, "The merchant fee cannot be more than the invoice total of $100.00.");
    expect((await expectJson(await details("100"), 200)).merchantFeeOverride).toBe(100);
  });
});

describe("states that tell the truth", () => {
  test("a refunded and a partly refunded invoice say so: 'Paid — $100.00 refunded'", async () => {
    const invoice = await newInvoice(100);
    expect(await expectJson(await pay(invoice, 100), 200)).toMatchObject({ statusLabel: "Paid", refunded: 0 });
    const part = await expectJson(await pay(invoice, 40, { transactionType: 1 }), 200);
    expect(part).toMatchObject({ invoiceStatus: { id: 5, name: "Paid" }, statusLabel: "Paid — $40.00 refunded", refunded: 40 });
    const all = await expectJson(await pay(invoice, 60, { transactionType: 1 }), 200);
    expect(all).toMatchObject({ statusLabel: "Paid — $100.00 refunded", refunded: 100 });
  });

  test("a void invoice has balance $0.00 and is not sent (RESEND, GENERATE email)", async () => {
    const invoice = await newInvoice(250);
    const voided = await expectJson(
      await call(backend, "PUT", `/invoice/${invoice.invoiceID}`, {
        ...as("finance"),
        body: { invoiceID: invoice.invoiceID, invoiceStatusID: 7, isVoid: true },
      }),
      200,
    );
    expect(voided).toMatchObject({ invoiceStatusID: 7, isVoid: true, balance: 0 });
    await expectMessage(
      await call(backend, "GET", `/invoice/generate/test/0/${invoice.invoiceID}`, as("finance")),
      409,
      VOID_INVOICE_NOT_SENT,
    );
    await expectMessage(
      await call(backend, "GET", `/invoice/pdf?ids=${invoice.invoiceID}&shouldSendEmail=true`, as("finance")),
      409,
      VOID_INVOICE_NOT_SENT,
    );
  });

  test("the client grid's payment and invoice status ignore a void invoice", async () => {
    const contactId = await newContact();
    const paid = await newInvoice(100, "2026-03-11", contactId);
    await expectJson(await pay(paid, 100), 200);
    const later = await newInvoice(80, "2026-04-01", contactId);
    await expectJson(
      await call(backend, "PUT", `/invoice/${later.invoiceID}`, {
        ...as("finance"),
        body: { invoiceID: later.invoiceID, invoiceStatusID: 7, isVoid: true },
      }),
      200,
    );
    const grid = await expectJson(await call(backend, "GET", `/contact/clients/${users.affiliate.id}`, as("affiliate")), 200);
    expect(grid.rows.find((r: Wire) => r.contactID === contactId)).toMatchObject({
      paymentStatus: "Paid",
      invoiceStatus: "Paid",
    });
  });
});

describe("one home for invoice money", () => {
  test("the SQL balance is the domain's: its own currency, void payments and refunds aside, 0 when void", async () => {
    const a = await newInvoice(100);
    const b = await newInvoice(100);
    const c = await newInvoice(100);
    await expectJson(await pay(a, 30), 200);
    await expectJson(await pay(b, 100), 200);
    await expectJson(await pay(b, 50, { transactionType: 1 }), 200);
    // A payment in another currency counts toward nothing (issue 14's rule), as the reminders forgot.
    const [other] = await db()
      .insert(payments)
      .values({
        invoiceId: a.invoiceID,
        contactId: a.contactID,
        affiliateId: a.affiliateID,
        amountCents: 5000,
        paymentTypeId: 3,
        currency: "CAD",
        receivedOn: new Date(),
      })
      .returning();
    await db().update(invoices).set({ isVoid: true, invoiceStatusId: 7 }).where(eq(invoices.id, c.invoiceID));
    const ids = [a.invoiceID, b.invoiceID, c.invoiceID];
    const rows = await db()
      .select({ id: invoices.id, balance: invoiceBalanceOfInvoices() })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    const pays = await db().select().from(payments);
    const all = await db().select().from(invoices);
    const expected = ids.map((id) => {
      const i = all.find((x) => x.id === id)!;
      return {
        id,
        balance: invoiceBalanceCents(
          i.totalCents,
          i.currency,
          pays.filter((p) => p.invoiceId === id),
          i.isVoid,
        ),
      };
    });
    expect(rows.map((r) => ({ id: r.id, balance: Number(r.balance) })).sort((x, y) => x.id - y.id)).toEqual(expected);
    expect(expected.map((e) => e.balance)).toEqual([7000, 0, 0]);
    expect(other).toBeDefined();
  });

  test("no code outside the money module writes an invoice's status, paid date or void flag", () => {
    const src = path.join(import.meta.dirname, "..", "..");
    const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && !f.startsWith("testing") && !f.startsWith(path.join("db", "schema")),
    );
    const writers = files.filter((f) => {
      const text = readFileSync(path.join(src, f), "utf8");
      // An update of invoices that sets one of the money columns.
      return [...text.matchAll(/\.update\(invoices\)\s*\.set\(\{([^}]*)\}/g)].some(([, set]) =>
        /invoiceStatusId|paidOn|isVoid/.test(set!),
      );
    });
    expect(writers).toEqual([path.join("features", "invoice-money", "invoice-money.ts")]);
  });
});

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, contacts, creditNotes, emailOutbox } from "../../db/schema";
import { type Wire, expectJson, expectMessage } from "../../testing/answers";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { pdfLines } from "../../testing/pdf-text";
import { call, insertUser, tokenFor, type Cast, type TestUser } from "../../testing/users";
import { CREDIT_NOTE_NOT_FOUND } from "../invoices/invoice-documents.service";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
const db = () => backend.database.db;

beforeAll(async () => {
  ({ backend, users, tokens } = await castBackend({}, new Date("2026-03-10T15:00:00Z")));
});
afterAll(() => backend.close());

let n = 0;
/** A new affiliate of that company with a client who has an email address. */
async function coach(companyName: string) {
  n += 1;
  const affiliate = await insertUser(backend, { userRole: 2, companyName });
  const [contact] = await db()
    .insert(contacts)
    .values({ affiliateId: affiliate.id, firstName: "Ada", lastName: `Refunded${n}`, email: `ada.refunded${n}@example.com` })
    .returning();
  return { affiliate, contact: contact! };
}

/** A $100 manual invoice of the coach's client, paid by a $100 check. */
async function paidInvoice(c: Awaited<ReturnType<typeof coach>>): Promise<Wire> {
  const invoice = await expectJson(
    await call(backend, "POST", "/invoice/generateOne", {
      token: tokens.finance,
      body: {
        contactID: c.contact.id,
        affiliateID: c.affiliate.id,
        invoiceName: "March coaching",
        invoiceTotal: 100,
        dueDate: "2026-03-31",
        invoiceTypeID: 5,
        paymentMethodID: 3,
      },
    }),
    201,
  );
  await pay(invoice, 100, {});
  return invoice;
}

const pay = (invoice: Wire, amountReceived: number, extra: Wire) =>
  call(backend, "POST", "/invoice/pay", {
    token: tokens.finance,
    body: { invoiceID: invoice.invoiceID, amountReceived, paymentTypeID: 3, transactionType: 0, refundName: "Check", ...extra },
  });
const refund = async (invoice: Wire, amountReceived: number, extra: Wire = {}): Promise<Wire> =>
  expectJson(await pay(invoice, amountReceived, { transactionType: 1, refundName: "Refund", ...extra }), 200);
const pdfOf = (fileName: string, token = tokens.finance) => call(backend, "GET", `/invoice/credit-note/${fileName}`, { token });
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.id));

describe("a refund's credit note", () => {
  test("its number, amount, the invoice it credits and the reason; its PDF with the refund notice; an audit row", async () => {
    const lopez = await coach("Lopez Leadership Coaching");
    const invoice = await paidInvoice(lopez);
    expect(invoice.invoiceNumber).toBe("LOP-2026-0001");
    const answer = await refund(invoice, 40, { refundName: "Refund: missed session", notes: "The client was ill" });
    const refundRow = answer.paymentDetails.find((p: Wire) => p.isRefund);
    expect(answer.creditNotes).toEqual([
      {
        creditNoteID: expect.any(Number),
        creditNoteNumber: "LOP-2026-CN-0001",
        refundDetailID: refundRow.refundDetailID,
        amount: 40,
        currency: "USD",
        reason: "Refund: missed session — The client was ill",
        issuedUTC: "2026-03-10T15:00:00.000Z",
        isVoid: false,
        fileName: "LOP-2026-CN-0001.pdf",
      },
    ]);

    // The refund notice says so and carries the PDF.
    const notice = (await mailsTo(lopez.contact.email)).find((m) => m.subject === "Refund for March coaching")!;
    expect(notice.text).toContain(
      [
        "Amount: $40.00 USD",
        "Invoice: LOP-2026-0001, March coaching",
        "Method: Check",
        "Credit note: LOP-2026-CN-0001 (attached)",
      ].join("\n"),
    );
    expect(JSON.parse(notice.attachments!)).toEqual([
      { filename: "LOP-2026-CN-0001.pdf", contentType: "application/pdf", size: expect.any(Number) },
    ]);

    // Written with the refund, with its own audit row naming finance.
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "creditNote.issue"));
    expect(audit).toMatchObject({ entity: "creditNote", actorUserId: users.finance.id });
    expect(JSON.parse(audit!.after!)).toEqual({
      creditNoteNumber: "LOP-2026-CN-0001",
      invoiceNumber: "LOP-2026-0001",
      refundPaymentId: refundRow.refundDetailID,
      amountCents: 4000,
      currency: "USD",
      reason: "Refund: missed session — The client was ill",
    });

    // The PDF says what it is.
    const res = await pdfOf("LOP-2026-CN-0001.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfLines(new Uint8Array(await res.arrayBuffer()))).join("\n");
    for (const line of [
      "Credit note LOP-2026-CN-0001",
      "Mar. 10, 2026",
      `Ada ${lopez.contact.lastName}`,
      "LOP-2026-0001: March coaching",
      "Refund: missed session — The client was ill",
      "$40.00 USD",
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("VOID");
  });

  test("the PDF is for whoever may see the invoice; anything else is not found", async () => {
    const shah = await coach("Shah Life & Career Coaching");
    const invoice = await paidInvoice(shah);
    const [note] = (await refund(invoice, 10)).creditNotes;
    expect(note.creditNoteNumber).toBe("SHA-2026-CN-0001");
    expect((await pdfOf(note.fileName, await tokenFor(backend, shah.affiliate.id))).status).toBe(200);
    expect((await pdfOf(note.fileName, tokens.office)).status).toBe(200);
    await expectMessage(await pdfOf(note.fileName, tokens.other), 404, CREDIT_NOTE_NOT_FOUND);
    await expectMessage(await pdfOf("SHA-2026-CN-0099.pdf"), 404, CREDIT_NOTE_NOT_FOUND);
    await expectMessage(await pdfOf("SHA-2026-0001.pdf"), 404, CREDIT_NOTE_NOT_FOUND);
  });

  test("each refund its own: the next number of the affiliate and year, another affiliate's from 0001", async () => {
    const kim = await coach("Grace Kim Coaching");
    const other = await coach("Harbourside Coaching");
    const first = await paidInvoice(kim);
    await refund(first, 10);
    const second = await paidInvoice(kim);
    await refund(second, 20);
    const after = await refund(first, 5);
    expect(after.creditNotes.map((c: Wire) => [c.creditNoteNumber, c.amount])).toEqual([
      ["GRA-2026-CN-0001", 10],
      ["GRA-2026-CN-0003", 5],
    ]);
    await refund(await paidInvoice(other), 30);
    const numbers = await db()
      .select({ number: creditNotes.creditNoteNumber })
      .from(creditNotes)
      .where(eq(creditNotes.affiliateId, kim.affiliate.id))
      .orderBy(asc(creditNotes.id));
    expect(numbers.map((r) => r.number)).toEqual(["GRA-2026-CN-0001", "GRA-2026-CN-0002", "GRA-2026-CN-0003"]);
    const [theirs] = await db().select().from(creditNotes).where(eq(creditNotes.affiliateId, other.affiliate.id));
    expect(theirs!.creditNoteNumber).toBe("HAR-2026-CN-0001");
    // A refund refused (more than was paid) takes no number.
    await expectMessage(
      await pay(first, 500, { transactionType: 1 }),
      400,
      "A refund can be at most what was paid and not yet refunded: $85.00.",
    );
    await refund(first, 1);
    const [last] = await db()
      .select({ number: creditNotes.creditNoteNumber })
      .from(creditNotes)
      .where(eq(creditNotes.affiliateId, kim.affiliate.id))
      .orderBy(asc(creditNotes.id))
      .offset(3);
    expect(last!.number).toBe("GRA-2026-CN-0004");
  });

  test("a voided refund's credit note keeps its number: listed as Voided, its PDF says VOID; no number is given again", async () => {
    const tremblay = await coach("Tremblay Coaching Inc.");
    const invoice = await paidInvoice(tremblay);
    const [note] = (await refund(invoice, 25)).creditNotes;
    backend.clock.now = new Date("2026-03-12T15:00:00Z");
    const token = tokens.finance;
    tokens.finance = await tokenFor(backend, users.finance.id);
    try {
      const voided = await expectJson(
        await call(backend, "PUT", `/payment/void/${note.refundDetailID}/${invoice.invoiceID}`, { token: tokens.finance }),
        200,
      );
      expect(voided.creditNotes).toEqual([{ ...note, isVoid: true }]);
      const text = (await pdfLines(new Uint8Array(await (await pdfOf(note.fileName)).arrayBuffer()))).join("\n");
      expect(text).toContain("Credit note TRE-2026-CN-0001");
      expect(text).toContain("VOID: the refund this credit note records was voided on Mar. 12, 2026.");
      const next = await refund(invoice, 30);
      expect(next.creditNotes.map((c: Wire) => [c.creditNoteNumber, c.isVoid])).toEqual([
        ["TRE-2026-CN-0001", true],
        ["TRE-2026-CN-0002", false],
      ]);
    } finally {
      backend.clock.now = new Date("2026-03-10T15:00:00Z");
      tokens.finance = token;
    }
  });

  test("a client without an email address gets no refund notice, and the refund still has its credit note", async () => {
    const noah = await coach("North Shore Coaching");
    const invoice = await paidInvoice(noah);
    await db().update(contacts).set({ email: "" }).where(eq(contacts.id, noah.contact.id));
    const [note] = (await refund(invoice, 15)).creditNotes;
    expect(note.creditNoteNumber).toBe("NOR-2026-CN-0001");
    // Only the check's receipt, sent while the client had an address.
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.contactId, noah.contact.id));
    expect(mails.map((m) => m.subject)).toEqual(["Receipt for March coaching"]);
  });
});

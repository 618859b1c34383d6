import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, clientRequests, contacts, emailOutbox, invoices, payments } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { MONTH_NAMES } from "../../domain/billing-period";
import { VOID_REFUSED_PAID } from "../../domain/client-request";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import { ONLY_FINANCE_VOIDS, NOT_TO_SUPPORT, noInvoiceFor, REQUEST_MISSING } from "./billing-request.service";
import { fixtureInvoiceNumber } from "../../testing/invoice-numbers";

const SUPPORT = "help@coachhub.test";
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let contactId: number;
let otherContactId: number;

const db = () => backend.database.db;

beforeAll(async () => {
  backend = await createTestBackend({ SUPPORT_EMAIL: SUPPORT });
  await seedLookups(db());
  ({ users, tokens } = await insertCast(backend));
  const [contact] = await db()
    .insert(contacts)
    .values({ affiliateId: users.affiliate.id, firstName: "Cleo", lastName: "Client", email: "cleo@example.com" })
    .returning();
  const [other] = await db()
    .insert(contacts)
    .values({ affiliateId: users.other.id, firstName: "Olga", lastName: "Other", email: "olga@example.com" })
    .returning();
  contactId = contact!.id;
  otherContactId = other!.id;
  // The open invoices of March 2029 that requests with the default content name.
  for (const [id, affiliateId] of [
    [contactId, users.affiliate.id],
    [otherContactId, users.other.id],
  ] as const) {
    await db().insert(invoices).values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: id,
      affiliateId,
      billingMonth: "2029-03-01",
      name: "March 2029 coaching services",
      invoiceTypeId: 1,
      invoiceStatusId: 3,
      dueDate: "2029-03-01",
      totalCents: 30_000,
      subTotalCents: 30_000,
    });
  }
});
afterAll(() => backend.close());

let monthOffset = 0;
/** A fresh month (so that each test's invoice is the only one that month) and the client's invoice billing it. */
async function invoiceOfNewMonth(values: Partial<typeof invoices.$inferInsert> = {}) {
  monthOffset += 1;
  const year = 2030 + Math.floor(monthOffset / 12);
  const monthIndex = monthOffset % 12;
  const billingMonth = `${year}-${String(monthIndex + 1).padStart(2, "0")}-01`;
  const [invoice] = await db()
    .insert(invoices)
    .values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId,
      affiliateId: users.affiliate.id,
      billingMonth,
      name: "coaching services",
      invoiceTypeId: 1,
      invoiceStatusId: 3,
      dueDate: billingMonth,
      totalCents: 30_000,
      subTotalCents: 30_000,
      ...values,
    })
    .returning();
  const month = MONTH_NAMES[monthIndex]!;
  return { invoice: invoice!, month, year };
}

function requestBody(content: Record<string, unknown> = {}, to = SUPPORT) {
  return {
    to,
    subject: "Client Request",
    body: "<p><b>Client Name:</b> Cleo Client</p>",
    clientRequest: {
      clientName: "Cleo Client",
      invoiceMonth: "March",
      invoiceYear: 2029,
      invoiceAmount: 300,
      actionRequesting: "Stop Auto-Payment Collection",
      detailedExplanation: "The client paid by cheque.",
      contactID: contactId,
      ...content,
    },
  };
}

const submit = (body: unknown, token: string | null = tokens.affiliate, headers?: Record<string, string>) =>
  call(backend, "POST", "/email/client-request", { token: token ?? undefined, body, headers });
const decide = (requestId: number, decision: "accept" | "reject", token = tokens.finance) =>
  call(backend, "POST", `/clientRequest/${requestId}/${decision}`, { token });

async function submitted(content: Record<string, unknown>) {
  const res = await submit(requestBody(content));
  expect(res.status).toBe(200);
  return (await res.json()) as { message: string; requestId: number; invoiceID: number | null };
}

const invoiceRow = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0]!;
const requestRow = async (id: number) => (await db().select().from(clientRequests).where(eq(clientRequests.id, id)))[0]!;

describe("POST /email/client-request with a client request", () => {
  test("records the request with the invoice it names, emails the back office, and answers the spec's text", async () => {
    const { invoice, month, year } = await invoiceOfNewMonth();
    const res = await submit(requestBody({ invoiceMonth: month, invoiceYear: year, invoiceAmount: 300 }));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { message: string; requestId: number; invoiceID: number };
    expect(answer).toEqual({ message: "Send request successfully", requestId: answer.requestId, invoiceID: invoice.id });
    expect(await requestRow(answer.requestId)).toMatchObject({
      kind: "client_request",
      affiliateId: users.affiliate.id,
      requestedByUserId: users.affiliate.id,
      contactId,
      invoiceId: invoice.id,
      clientName: "Cleo Client",
      invoiceMonth: month,
      invoiceYear: year,
      invoiceAmountCents: 30_000,
      actionRequested: "Stop Auto-Payment Collection",
      explanation: "The client paid by cheque.",
      status: "Submitted",
    });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, SUPPORT))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({ subject: "Client Request" });
    expect(mail!.html).toContain("<b>Client Name:</b> Cleo Client");
    expect(mail!.text).toContain(`Request #${answer.requestId} · invoice #${invoice.id}`);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "clientRequest.submit"), eq(auditLog.entityId, String(answer.requestId))));
    expect(audit).toMatchObject({ actorUserId: users.affiliate.id, actingAsUserId: users.affiliate.id });
  });

  test("a month without an open invoice of the client is refused (409), and nothing is recorded or emailed", async () => {
    const { month: paidMonth, year: paidYear } = await invoiceOfNewMonth({ invoiceStatusId: 5 });
    const { month: voidMonth, year: voidYear } = await invoiceOfNewMonth({ invoiceStatusId: 7, isVoid: true });
    const requests = (await db().select().from(clientRequests)).length;
    const mails = (await db().select().from(emailOutbox)).length;
    for (const [month, year] of [
      ["June", 2098],
      [paidMonth, paidYear],
      [voidMonth, voidYear],
    ] as const) {
      const res = await submit(requestBody({ invoiceMonth: month, invoiceYear: year }));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        message: `Cleo Client has no open invoice for ${month} ${year}. A request must name the month of an open invoice of the client.`,
      });
    }
    expect((await db().select().from(clientRequests)).length).toBe(requests);
    expect((await db().select().from(emailOutbox)).length).toBe(mails);
  });

  test("a manual invoice due that month is found too; of two, the one of the amount the request gives", async () => {
    const { month, year, invoice: made } = await invoiceOfNewMonth({ totalCents: 12_345 });
    const dueDate = `${made.dueDate.slice(0, 8)}15`;
    const [invoice] = await db()
      .update(invoices)
      .set({ dueDate, billingMonth: null, invoiceTypeId: 5 })
      .where(eq(invoices.id, made.id))
      .returning();
    const [second] = await db()
      .insert(invoices)
      .values({ ...invoice!, id: undefined, invoiceNumber: fixtureInvoiceNumber(), totalCents: 99_900, subTotalCents: 99_900 })
      .returning();
    expect((await submitted({ invoiceMonth: month, invoiceYear: year, invoiceAmount: 123.45 })).invoiceID).toBe(invoice!.id);
    expect((await submitted({ invoiceMonth: month, invoiceYear: year, invoiceAmount: 999 })).invoiceID).toBe(second!.id);
  });

  test("the spec's messages, in the spec's order", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ clientName: " ", invoiceMonth: "", actionRequesting: "" }, "Client Name is required"],
      [{ invoiceMonth: "Marchember", invoiceYear: undefined }, "Invoice Month is required"],
      [{ invoiceYear: undefined, invoiceAmount: undefined }, "Invoice Year is required"],
      [{ invoiceAmount: undefined, actionRequesting: "Refund" }, "Invoice Amount is required"],
      [{ actionRequesting: "Refund", detailedExplanation: "" }, "Action Requesting is required"],
      [{ detailedExplanation: "  " }, "Detail Explanation is required"],
      [{ invoiceAmount: -5 }, "Invoice Amount must be a positive dollar amount."],
      [{ invoiceYear: 2100 }, "Invoice Year must be from 2000 to 2099."],
    ];
    const before = (await db().select().from(clientRequests)).length;
    for (const [content, message] of cases) {
      const res = await submit(requestBody(content));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect((await db().select().from(clientRequests)).length).toBe(before);
  });

  test("it goes to the support address only", async () => {
    const res = await submit(requestBody({}, backend.env.COACH_FINDER_EMAIL));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NOT_TO_SUPPORT });
    expect((await submit(requestBody({}, "someone@example.com"))).status).toBe(403);
  });

  test("an affiliate only for their own client; staff for anyone's; staff acting as an affiliate for theirs", async () => {
    const notMine = await submit(requestBody({ contactID: otherContactId }));
    expect(notMine.status).toBe(404);
    expect(await notMine.json()).toEqual({ message: "Contact not found" });
    expect((await submit(requestBody({ contactID: otherContactId }), tokens.office)).status).toBe(200);
    const acting = { "acting-as": String(users.affiliate.id) };
    expect((await submit(requestBody({ contactID: otherContactId }), tokens.office, acting)).status).toBe(404);
    const res = await submit(requestBody(), tokens.office, acting);
    expect(res.status).toBe(200);
    const { requestId } = (await res.json()) as { requestId: number };
    expect(await requestRow(requestId)).toMatchObject({ affiliateId: users.affiliate.id, requestedByUserId: users.office.id });
    expect((await submit(requestBody(), null)).status).toBe(401);
  });
});

describe("staff accept or reject a client request", () => {
  test("accepting a stop auto-payment request stops the invoice's auto-payment, with audit rows; the requester is told", async () => {
    const { invoice, month, year } = await invoiceOfNewMonth();
    const { requestId } = await submitted({ invoiceMonth: month, invoiceYear: year });
    const res = await decide(requestId, "accept", tokens.office);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "The request was accepted.", requestId, status: "Done", invoiceID: invoice.id });
    expect(await invoiceRow(invoice.id)).toMatchObject({ autoPayStopped: true, remindersPaused: false, invoiceStatusId: 3 });
    const audits = await db().select().from(auditLog).where(eq(auditLog.actorUserId, users.office.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["invoice.stopAutoPay", "clientRequest.accept"]));
    const stop = audits.find((a) => a.action === "invoice.stopAutoPay")!;
    expect(JSON.parse(stop.before!)).toMatchObject({ autoPayStopped: false });
    expect(JSON.parse(stop.after!)).toMatchObject({ autoPayStopped: true });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, users.affiliate.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail!.subject).toBe("Client request accepted: Cleo Client");
  });

  test("accepting a pause reminders request pauses the invoice's reminders", async () => {
    const { invoice, month, year } = await invoiceOfNewMonth();
    const { requestId } = await submitted({
      invoiceMonth: month,
      invoiceYear: year,
      actionRequesting: "Pause Reminder Notifications",
    });
    expect((await decide(requestId, "accept")).status).toBe(200);
    expect(await invoiceRow(invoice.id)).toMatchObject({ autoPayStopped: false, remindersPaused: true });
  });

  test("accepting a void request voids the invoice (status 7) — finance only", async () => {
    const { invoice, month, year } = await invoiceOfNewMonth();
    const { requestId } = await submitted({ invoiceMonth: month, invoiceYear: year, actionRequesting: "Void Invoice" });
    const office = await decide(requestId, "accept", tokens.office);
    expect(office.status).toBe(403);
    expect(await office.json()).toEqual({ message: ONLY_FINANCE_VOIDS });
    expect(await invoiceRow(invoice.id)).toMatchObject({ isVoid: false, invoiceStatusId: 3 });
    expect((await decide(requestId, "accept")).status).toBe(200);
    expect(await invoiceRow(invoice.id)).toMatchObject({ isVoid: true, invoiceStatusId: 7 });
    expect((await requestRow(requestId)).status).toBe("Done");
  });

  test("a void request for an invoice with a payment that is not void is refused, and nothing changes", async () => {
    const { invoice, month, year } = await invoiceOfNewMonth({ invoiceStatusId: 6 });
    await db().insert(payments).values({
      invoiceId: invoice.id,
      contactId,
      affiliateId: users.affiliate.id,
      amountCents: 10_000,
      paymentTypeId: 3,
      receivedOn: new Date(),
    });
    const { requestId } = await submitted({ invoiceMonth: month, invoiceYear: year, actionRequesting: "Void Invoice" });
    const res = await decide(requestId, "accept");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: VOID_REFUSED_PAID });
    expect(await invoiceRow(invoice.id)).toMatchObject({ isVoid: false, invoiceStatusId: 6 });
    expect((await requestRow(requestId)).status).toBe("Submitted");
    await db().update(payments).set({ isVoid: true }).where(eq(payments.invoiceId, invoice.id));
    expect((await decide(requestId, "accept")).status).toBe(200);
    expect(await invoiceRow(invoice.id)).toMatchObject({ isVoid: true, invoiceStatusId: 7 });
  });

  test("a request recorded without an invoice (before issue 37) finds it when accepted; with none it is refused", async () => {
    const [legacy] = await db()
      .insert(clientRequests)
      .values({
        kind: "client_request",
        affiliateId: users.affiliate.id,
        requestedByUserId: users.affiliate.id,
        contactId,
        clientName: "Cleo Client",
        invoiceMonth: "August",
        invoiceYear: 2097,
        actionRequested: "Stop Auto-Payment Collection",
        explanation: "The client paid by cheque.",
        createdAt: new Date(),
      })
      .returning();
    const requestId = legacy!.id;
    const refused = await decide(requestId, "accept");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: noInvoiceFor("Cleo Client", "August", 2097) });
    const [issued] = await db()
      .insert(invoices)
      .values({
        invoiceNumber: fixtureInvoiceNumber(),
        contactId,
        affiliateId: users.affiliate.id,
        billingMonth: "2097-08-01",
        name: "August coaching services",
        invoiceTypeId: 1,
        invoiceStatusId: 3,
        dueDate: "2097-08-01",
        totalCents: 30_000,
      })
      .returning();
    const res = await decide(requestId, "accept");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { invoiceID: number }).invoiceID).toBe(issued!.id);
    expect(await requestRow(requestId)).toMatchObject({ status: "Done", invoiceId: issued!.id });
    expect((await invoiceRow(issued!.id)).autoPayStopped).toBe(true);
  });

  test("rejecting changes only the request; deciding twice is 409; an unknown or manual-invoice request 404", async () => {
    const { invoice, month, year } = await invoiceOfNewMonth();
    const { requestId } = await submitted({ invoiceMonth: month, invoiceYear: year, actionRequesting: "Void Invoice" });
    const res = await decide(requestId, "reject", tokens.office);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "The request was rejected.",
      requestId,
      status: "Rejected",
      invoiceID: invoice.id,
    });
    expect(await invoiceRow(invoice.id)).toMatchObject({ isVoid: false, autoPayStopped: false });
    const again = await decide(requestId, "accept");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This request was already rejected." });
    const [manual] = await db()
      .insert(clientRequests)
      .values({ kind: "manual_invoice", affiliateId: users.affiliate.id, clientName: "Cleo Client" })
      .returning();
    for (const id of [manual!.id, 999_999]) {
      const missing = await decide(id, "reject");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: REQUEST_MISSING });
    }
  });

  test("affiliates may neither list nor decide", async () => {
    const { requestId } = await submitted({});
    expect((await decide(requestId, "accept", tokens.affiliate)).status).toBe(403);
    expect((await decide(requestId, "reject", tokens.affiliate)).status).toBe(403);
    expect((await call(backend, "GET", "/clientRequest", { token: tokens.affiliate })).status).toBe(403);
  });
});

describe("GET /clientRequest", () => {
  test("staff list the client requests, newest first, filtered by status, with their invoice", async () => {
    const { invoice, month, year } = await invoiceOfNewMonth();
    const { requestId } = await submitted({ invoiceMonth: month, invoiceYear: year, invoiceAmount: 300 });
    const res = await call(backend, "GET", "/clientRequest?status=submitted", { token: tokens.office });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { requestId: number; status: string }[];
    expect(list.every((r) => r.status === "Submitted")).toBe(true);
    expect(list[0]).toEqual({
      requestId,
      affiliateID: users.affiliate.id,
      affiliateName: `${users.affiliate.firstName} ${users.affiliate.lastName}`,
      contactID: contactId,
      clientName: "Cleo Client",
      invoiceMonth: month,
      invoiceYear: year,
      invoiceAmount: 300,
      actionRequesting: "Stop Auto-Payment Collection",
      detailedExplanation: "The client paid by cheque.",
      status: "Submitted",
      createdAt: expect.any(String),
      invoiceID: invoice.id,
      invoice: {
        invoiceNumber: invoice.invoiceNumber,
        invoiceName: "coaching services",
        invoiceStatusID: 3,
        invoiceStatus: "Sent to Stripe",
        invoiceTotal: 300,
        chargeCurrency: "USD",
        isVoid: false,
        autoPayStopped: false,
        remindersPaused: false,
      },
    });
    const bad = await call(backend, "GET", "/clientRequest?status=Open", { token: tokens.office });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "status must be one of Submitted, Done, Rejected." });
  });
});

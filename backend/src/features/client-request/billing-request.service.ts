import { and, desc, eq, gte, isNull, lt, or } from "drizzle-orm";
import { addMonths, format, parseISO } from "date-fns";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { clientRequests, contacts, invoiceStatuses, invoices, payments, users } from "../../db/schema";
import {
  acceptedInvoiceChange,
  CLIENT_REQUEST_SENT,
  isClientRequestAction,
  pickRequestedInvoice,
  requestedMonth,
  type ClientRequestStatus,
} from "../../domain/client-request";
import { centsToDollars, dollarsToCents } from "../../domain/money";
import type { Actor } from "../../http/actor";
import { assertStaff, isFinance } from "../../http/authorize";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { escapeHtml } from "../../domain/html";
import { CONTACT_NOT_FOUND, contactScope } from "../contacts/contacts.service";
import { markInvoiceVoid } from "../invoice-money/invoice-money";

/** The client request content of spec §3 as the form sends it beside to/subject/body (docs/decisions/0203). */
export interface ClientRequestContent {
  clientName: string;
  invoiceMonth: string;
  invoiceYear: number;
  invoiceAmount: number;
  actionRequesting: string;
  detailedExplanation: string;
  contactID: number;
}

export const NOT_TO_SUPPORT = "A client request is sent to the support address.";
export const REQUEST_MISSING = "Client request not found.";
export const ONLY_FINANCE_VOIDS = "Only a Finance user can void an invoice.";
export const alreadyDecided = (status: string) => `This request was already ${status === "Done" ? "accepted" : "rejected"}.`;
export const noOpenInvoiceFor = (clientName: string, month: string, year: number) =>
  `${clientName} has no open invoice for ${month} ${year}. A request must name the month of an open invoice of the client.`;
export const noInvoiceFor = (clientName: string, month: string, year: number | null) =>
  `No invoice of ${clientName} for ${[month, year].filter(Boolean).join(" ")} was found: reject the request, or accept it once the invoice exists.`;

/** The client's invoice the request names (docs/decisions/0203), or null. */
async function resolveInvoice(q: Queryable, contactId: number, month: string, year: number | null, amountCents: number | null) {
  const first = year === null ? null : requestedMonth(month, year);
  if (!first) return null;
  const next = format(addMonths(parseISO(first), 1), "yyyy-MM-dd");
  const candidates = await q
    .select({
      id: invoices.id,
      billingMonth: invoices.billingMonth,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      invoiceStatusId: invoices.invoiceStatusId,
      isVoid: invoices.isVoid,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.contactId, contactId),
        or(
          eq(invoices.billingMonth, first),
          and(isNull(invoices.billingMonth), gte(invoices.dueDate, first), lt(invoices.dueDate, next)),
        ),
      ),
    );
  return pickRequestedInvoice(candidates, first, amountCents)?.id ?? null;
}

/**
 * A billing client request (POST /email/client-request with `clientRequest`, docs/decisions/0203): the
 * contact must be one the caller may act for; the request is recorded (client_requests, kind
 * client_request, Submitted, with the invoice it names when the client has one that month) with an audit
 * row, then emailed to the back office (the support address). Answers the spec's success text.
 */
export async function submitBillingRequest(
  deps: AppDeps,
  actor: Actor,
  email: { to: string; subject: string; html: string; text: string },
  content: ClientRequestContent,
) {
  if (email.to.toLowerCase() !== deps.env.SUPPORT_EMAIL.trim().toLowerCase()) throw badRequest(NOT_TO_SUPPORT);
  const [contact] = await deps.db
    .select({ id: contacts.id, affiliateId: contacts.affiliateId })
    .from(contacts)
    .where(eq(contacts.id, content.contactID))
    .limit(1);
  const scope = contactScope(actor);
  if (!contact || (scope !== null && contact.affiliateId !== scope)) throw notFound(CONTACT_NOT_FOUND);
  const amountCents = dollarsToCents(content.invoiceAmount);

  const request = await deps.db.transaction(async (tx) => {
    const invoiceId = await resolveInvoice(tx, contact.id, content.invoiceMonth, content.invoiceYear, amountCents);
    if (invoiceId === null) throw conflict(noOpenInvoiceFor(content.clientName, content.invoiceMonth, content.invoiceYear));
    const [row] = await tx
      .insert(clientRequests)
      .values({
        kind: "client_request",
        affiliateId: contact.affiliateId,
        requestedByUserId: actor.userId,
        contactId: contact.id,
        invoiceId,
        clientName: content.clientName,
        invoiceMonth: content.invoiceMonth,
        invoiceYear: content.invoiceYear,
        invoiceAmountCents: amountCents,
        actionRequested: content.actionRequesting,
        explanation: content.detailedExplanation,
        createdAt: deps.now(),
      })
      .returning();
    await recordAudit(tx, actor, { action: "clientRequest.submit", entity: "clientRequest", entityId: row!.id, after: row });
    const reference = `Request #${row!.id} · invoice #${invoiceId}`;
    await deps.mailer.send(tx, {
      to: email.to,
      subject: email.subject,
      html: `${email.html}\n<p>${escapeHtml(reference)}</p>`,
      text: `${email.text}\n\n${reference}`,
    });
    return row!;
  });
  return { message: CLIENT_REQUEST_SENT, requestId: request.id, invoiceID: request.invoiceId! };
}

/** GET /clientRequest?status= (staff): the client requests, newest first (at most 500), with their invoice. */
export async function listBillingRequests(q: Queryable, actor: Actor, status: ClientRequestStatus | null) {
  assertStaff(actor);
  const rows = await q
    .select({
      request: clientRequests,
      affiliateFirst: users.firstName,
      affiliateLast: users.lastName,
      invoiceName: invoices.name,
      invoiceNumber: invoices.invoiceNumber,
      invoiceStatusId: invoices.invoiceStatusId,
      invoiceStatusName: invoiceStatuses.name,
      invoiceTotalCents: invoices.totalCents,
      invoiceCurrency: invoices.currency,
      invoiceIsVoid: invoices.isVoid,
      autoPayStopped: invoices.autoPayStopped,
      remindersPaused: invoices.remindersPaused,
    })
    .from(clientRequests)
    .innerJoin(users, eq(users.id, clientRequests.affiliateId))
    .leftJoin(invoices, eq(invoices.id, clientRequests.invoiceId))
    .leftJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoiceStatusId))
    .where(and(eq(clientRequests.kind, "client_request"), status ? eq(clientRequests.status, status) : undefined))
    .orderBy(desc(clientRequests.createdAt), desc(clientRequests.id))
    .limit(500);
  return rows.map(({ request: r, ...x }) => ({
    requestId: r.id,
    affiliateID: r.affiliateId,
    affiliateName: `${x.affiliateFirst} ${x.affiliateLast}`.trim(),
    contactID: r.contactId,
    clientName: r.clientName,
    invoiceMonth: r.invoiceMonth,
    invoiceYear: r.invoiceYear,
    invoiceAmount: r.invoiceAmountCents === null ? null : centsToDollars(r.invoiceAmountCents),
    actionRequesting: r.actionRequested,
    detailedExplanation: r.explanation,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    invoiceID: r.invoiceId,
    invoice:
      r.invoiceId === null || x.invoiceName === null
        ? null
        : {
            invoiceNumber: x.invoiceNumber!,
            invoiceName: x.invoiceName,
            invoiceStatusID: x.invoiceStatusId!,
            invoiceStatus: x.invoiceStatusName ?? "",
            invoiceTotal: centsToDollars(x.invoiceTotalCents!),
            chargeCurrency: x.invoiceCurrency!,
            isVoid: x.invoiceIsVoid!,
            autoPayStopped: x.autoPayStopped!,
            remindersPaused: x.remindersPaused!,
          },
  }));
}

export type Decision = "accept" | "reject";
const DECIDED = { accept: { status: "Done", verb: "accepted" }, reject: { status: "Rejected", verb: "rejected" } } as const;
export const decidedMessage = (decision: Decision) => `The request was ${DECIDED[decision].verb}.`;

const INVOICE_ACTION = {
  "Void Invoice": "invoice.void",
  "Stop Auto-Payment Collection": "invoice.stopAutoPay",
  "Pause Reminder Notifications": "invoice.pauseReminders",
} as const;

/**
 * POST /clientRequest/{requestId}/accept|reject (staff; voiding finance only; docs/decisions/0204): a
 * Submitted request becomes Done or Rejected under a row lock. Accepting changes its invoice in the same
 * transaction, each with an audit row: stop auto-payment and pause reminders set the invoice's flag; void
 * makes it Void (7) unless a payment that is not void stands. Then the requester is emailed the outcome.
 */
export async function decideBillingRequest(deps: AppDeps, actor: Actor, requestId: number, decision: Decision) {
  assertStaff(actor);
  const now = deps.now();
  const decided = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(clientRequests)
      .where(and(eq(clientRequests.id, requestId), eq(clientRequests.kind, "client_request")))
      .for("update");
    if (!before) throw notFound(REQUEST_MISSING);
    if (before.status !== "Submitted") throw conflict(alreadyDecided(before.status));
    let invoiceId = before.invoiceId;
    if (decision === "accept") {
      const action = before.actionRequested;
      if (!isClientRequestAction(action)) throw conflict(`This request asks for '${action}', which cannot be accepted here.`);
      if (action === "Void Invoice" && !isFinance(actor.role)) throw forbidden(ONLY_FINANCE_VOIDS);
      // The invoice may have been issued since the request (a request on the 20th about next month's).
      invoiceId ??=
        before.contactId === null
          ? null
          : await resolveInvoice(tx, before.contactId, before.invoiceMonth, before.invoiceYear, before.invoiceAmountCents);
      if (invoiceId === null) throw conflict(noInvoiceFor(before.clientName, before.invoiceMonth, before.invoiceYear));
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
      if (!invoice) throw conflict(noInvoiceFor(before.clientName, before.invoiceMonth, before.invoiceYear));
      const paid = await tx
        .select({ amountCents: payments.amountCents, isVoid: payments.isVoid, isRefund: payments.isRefund })
        .from(payments)
        .where(eq(payments.invoiceId, invoice.id));
      const outcome = acceptedInvoiceChange(action, invoice, paid);
      if ("refusal" in outcome) throw conflict(outcome.refusal);
      if (Object.keys(outcome.change).length > 0) {
        // The void through the one home for invoice money (docs/decisions/0360); the flags are the request's.
        const { isVoid, invoiceStatusId: _voidStatus, ...flags } = outcome.change;
        let after = isVoid ? await markInvoiceVoid(tx, invoice.id, now) : invoice;
        if (Object.keys(flags).length > 0)
          [after] = await tx
            .update(invoices)
            .set({ ...flags, lastUpdatedAt: now })
            .where(eq(invoices.id, invoice.id))
            .returning();
        await recordAudit(tx, actor, {
          action: INVOICE_ACTION[action],
          entity: "invoice",
          entityId: invoice.id,
          before: invoice,
          after,
        });
      }
    }
    const [after] = await tx
      .update(clientRequests)
      .set({ status: DECIDED[decision].status, invoiceId })
      .where(eq(clientRequests.id, requestId))
      .returning();
    await recordAudit(tx, actor, {
      action: `clientRequest.${decision}`,
      entity: "clientRequest",
      entityId: requestId,
      before,
      after,
    });
    const [requester] =
      before.requestedByUserId === null
        ? []
        : await tx.select({ email: users.email }).from(users).where(eq(users.id, before.requestedByUserId));
    const email = requester?.email;
    if (email) {
      const request = after!;
      const what = `Your client request '${request.actionRequested}' for ${request.clientName} (${request.invoiceMonth} ${request.invoiceYear ?? ""}) was ${DECIDED[decision].verb}.`;
      await deps.mailer.send(tx, {
        to: email,
        subject: `Client request ${DECIDED[decision].verb}: ${request.clientName}`,
        text: what,
        html: `<p>${escapeHtml(what)}</p>`,
      });
    }
    return { request: after! };
  });

  const { request } = decided;
  return { message: decidedMessage(decision), requestId, status: request.status, invoiceID: request.invoiceId };
}

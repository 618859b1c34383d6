import { z } from "zod";
import { MONTH_NAMES } from "../backend/src/domain/billing-period";
import {
  CLIENT_REQUEST_ACTIONS,
  CLIENT_REQUEST_STATUSES,
  CLIENT_REQUEST_MESSAGES as M,
} from "../backend/src/domain/client-request";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { AT_MOST_CENTS, isWholeCents } from "../backend/src/domain/money";
import { defineCall } from "./define";
import { Dollars, Id, Instant, InvoiceNumber, pathId } from "./fields";
import { statusFilter } from "./status-filter";

const requiredText = (message: string, max: number, what: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(what, max) });

/** The client request content of spec §3 and §5, checked in the spec's order with its messages (docs/decisions/0203). */
export const ClientRequestContent = z.object({
  clientName: requiredText(M.clientName, FIELD_MAX.shortText, "The client name"),
  invoiceMonth: z.enum(MONTH_NAMES, { error: M.invoiceMonth }),
  invoiceYear: z
    .number({ error: M.invoiceYear })
    .int({ error: M.invoiceYear })
    .min(2000, { error: "Invoice Year must be from 2000 to 2099." })
    .max(2099, { error: "Invoice Year must be from 2000 to 2099." }),
  invoiceAmount: z
    .number({ error: M.invoiceAmount })
    .positive({ error: "Invoice Amount must be a positive dollar amount." })
    .max(1_000_000, { error: "Invoice Amount must be at most $1,000,000." })
    .refine(isWholeCents, { error: AT_MOST_CENTS })
    .meta({ description: "Dollars (not cents), at most two decimals." }),
  actionRequesting: z.enum(CLIENT_REQUEST_ACTIONS, { error: M.actionRequesting }),
  detailedExplanation: requiredText(M.detailedExplanation, FIELD_MAX.notes, "The explanation"),
  contactID: z.number({ error: "contactID must be a contact id." }).int().positive().max(2_147_483_647),
});

export const ClientRequestBody = z.object({
  to: z
    .string({ error: "Please enter an email." })
    .trim()
    .min(1, { error: "Please enter an email." })
    .max(FIELD_MAX.email, { error: tooLong("The email", FIELD_MAX.email) }),
  subject: z
    .string({ error: "Please enter a subject." })
    .trim()
    .min(1, { error: "Please enter a subject." })
    .max(FIELD_MAX.subject, { error: tooLong("The subject", FIELD_MAX.subject) })
    .refine((s) => !/[\r\n]/.test(s), { error: "The subject must be one line." }),
  body: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, { error: "Please enter a message." })
    .max(FIELD_MAX.message, { error: tooLong("The message", FIELD_MAX.message) }),
  /** A billing client request (the /action form) carries its content too, to be recorded (docs/decisions/0203). */
  clientRequest: ClientRequestContent.optional(),
});

/** A billing client request as staff see it (docs/decisions/0204), with the invoice it names when there is one. */
export const ClientRequest = z
  .object({
    requestId: Id,
    affiliateID: Id,
    affiliateName: z.string(),
    contactID: Id.nullable(),
    clientName: z.string(),
    invoiceMonth: z.string().meta({ description: "A month's English name, January to December." }),
    invoiceYear: z.number().int().nullable(),
    invoiceAmount: Dollars.nullable(),
    actionRequesting: z.string(),
    detailedExplanation: z.string(),
    status: z.string().meta({ description: "Submitted, Done or Rejected." }),
    createdAt: Instant,
    invoiceID: Id.nullable().meta({
      description:
        "The invoice the request is about; null only for a request recorded before requests had to name an open invoice.",
    }),
    invoice: z
      .object({
        invoiceNumber: InvoiceNumber,
        invoiceName: z.string(),
        invoiceStatusID: Id,
        invoiceStatus: z.string(),
        invoiceTotal: Dollars,
        chargeCurrency: z.string(),
        isVoid: z.boolean(),
        autoPayStopped: z.boolean(),
        remindersPaused: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: "ClientRequest" });

const resource = "Client requests";
const requestId = z.object({ requestId: pathId("requestId", { pattern: "[0-9]+" }) });
const DECIDE =
  "Staff (voiding an invoice: finance only). A Submitted request only (409 once decided, or when its invoice cannot be changed); the requester is emailed the outcome.";
const RequestDecided = z.object({
  message: z.string(),
  requestId: Id,
  status: z.string().meta({ description: "Done or Rejected." }),
  invoiceID: Id.nullable(),
});

/** POST /email/client-request (spec §7) and staff's answers to billing client requests (docs/decisions/0203, 0204). */
export const clientRequestCalls = {
  send: defineCall({
    method: "POST",
    path: "/email/client-request",
    resource,
    summary: "Email the coach-finder or support address; with clientRequest, record a billing client request",
    description:
      "Only to the coach-finder or support address (403 otherwise); the HTML body is sanitised. With clientRequest (to the support address, about one of the caller's contacts) the request is recorded for staff with the open invoice it names: 409 when the client has no open (unpaid, not void) invoice billing or due that month.",
    access: "token",
    body: ClientRequestBody,
    answers: {
      200: z.object({
        message: z.string(),
        requestId: Id.optional().meta({ description: "With clientRequest: the recorded request." }),
        invoiceID: Id.optional().meta({ description: "With clientRequest: the open invoice it names." }),
      }),
    },
    errors: [403, 404, 409],
  }),
  list: defineCall({
    method: "GET",
    path: "/clientRequest",
    resource,
    summary: "The billing client requests, newest first (staff)",
    description: "At most 500.",
    access: "token",
    query: z.object({ status: statusFilter(CLIENT_REQUEST_STATUSES) }),
    answers: { 200: z.array(ClientRequest) },
    errors: [403],
  }),
  accept: defineCall({
    method: "POST",
    path: "/clientRequest/{requestId}/accept",
    resource,
    summary: "Accept a client request, changing its invoice (staff)",
    description: `${DECIDE} Stop auto-payment and pause reminders set the invoice's flag; void makes it Void unless a payment stands.`,
    access: "token",
    params: requestId,
    answers: { 200: RequestDecided },
    errors: [403, 404, 409],
  }),
  reject: defineCall({
    method: "POST",
    path: "/clientRequest/{requestId}/reject",
    resource,
    summary: "Reject a client request (staff)",
    description: DECIDE,
    access: "token",
    params: requestId,
    answers: { 200: RequestDecided },
    errors: [403, 404, 409],
  }),
};

import { z } from "zod";
import { TIMELINE_KINDS } from "../backend/src/domain/timeline-events";
import { defineCall } from "./define";
import { Instant, pathId } from "./fields";

const MAX_PAGE_SIZE = 500;
const BAD_AFTER = "after must be a cursor from the previous page";
const BAD_PAGE_SIZE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const BAD_KIND = `kind must be one of ${TIMELINE_KINDS.join(", ")}`;

/** One event of a client's money timeline: an audit row or one of the client's emails (docs/decisions/0399). */
export const TimelineEvent = z
  .object({
    eventID: z.string().meta({ description: "`audit-{id}` for an audit row, `email-{id}` for an outbox message." }),
    at: Instant,
    kind: z.enum(TIMELINE_KINDS),
    label: z.string().meta({ description: "What happened, in words to show." }),
    detail: z.string().meta({ description: "The event's facts in words (amounts, attempt, recipient…); may be empty." }),
    invoiceName: z.string().nullable().meta({ description: "The invoice the event is about, if any." }),
    invoiceNumber: z.string().nullable().meta({ description: "That invoice's number (LOP-2027-0042), if any." }),
    who: z.string().meta({
      description:
        'Who did it: a user ("Office Staff as Maya Lopez" when staff act as an affiliate), or "The client", "Billing clock", "Stripe", "Coach Hub".',
    }),
  })
  .meta({ id: "TimelineEvent" });

/** `?kind=&after=&pageSize=` of GET /contact/history/{contactId}. */
export const TimelineQuery = z.object({
  kind: z
    .enum(TIMELINE_KINDS, { error: BAD_KIND })
    .optional()
    .meta({ description: "Only the events of this kind; absent: every kind." }),
  after: z
    .string()
    .regex(/^[0-9]{1,18}\.[ae]\.[1-9][0-9]{0,9}$/, { error: BAD_AFTER })
    .refine((after) => Number(after.split(".")[2]) <= 2_147_483_647, { error: BAD_AFTER })
    .optional()
    .meta({ description: "The `next` of the previous page; absent: the first page." }),
  pageSize: z.coerce
    .number({ error: BAD_PAGE_SIZE })
    .int({ error: BAD_PAGE_SIZE })
    .min(1, { error: BAD_PAGE_SIZE })
    .max(MAX_PAGE_SIZE, { error: BAD_PAGE_SIZE })
    .default(100)
    .meta({ description: `Events per page, 1 to ${MAX_PAGE_SIZE} (100 by default).` }),
});
export type TimelineQuery = z.output<typeof TimelineQuery>;

export const TimelinePage = z.object({
  rows: z.array(TimelineEvent),
  next: z.string().nullable().meta({ description: "The `after` of the next page; null on the last." }),
});

/** The money timeline of one client (issue 39). */
export const timelineCalls = {
  history: defineCall({
    method: "GET",
    path: "/contact/history/{contactId}",
    resource: "Contacts",
    summary: "A client's money timeline, newest first",
    description:
      "Every audit row about the client, its plans, invoices, payments and requests, and every email about the client, newest first, one keyset page at a time. The contact's affiliate (staff acting as one: theirs only) or staff; another affiliate's contact is 404.",
    access: "token",
    params: z.object({ contactId: pathId("contactID", { pattern: "[0-9]+" }) }),
    query: TimelineQuery,
    answers: { 200: TimelinePage },
    errors: [404],
  }),
};

import { z } from "zod";
import { defineCall } from "./define";
import { Id, Instant, MessageAnswer, pathId } from "./fields";

/** Where a message is (docs/decisions/0347): waiting for SMTP, taken by it (or kept here without SMTP), or given up. */
export const DeliveryStatus = z.enum(["queued", "sent", "failed"]).meta({ id: "DeliveryStatus" });

export const RESENT = "The email was queued again.";
export const ONLY_FAILED_RESENT = "Only a failed email can be sent again.";
export const OUTBOX_EMAIL_NOT_FOUND = "Email not found.";

/** An email the product sent, as the outbox transport keeps it. */
export const OutboxEmail = z
  .object({
    id: Id,
    to: z.string(),
    cc: z.string().nullable(),
    from: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    transport: z.string().meta({ description: "outbox (kept here only) or smtp (also relayed)." }),
    createdDateUTC: Instant,
    status: DeliveryStatus,
    attempts: z.number().int().meta({ description: "SMTP attempts so far." }),
    lastError: z.string().nullable().meta({ description: "What SMTP answered the last failed attempt." }),
    sentDateUTC: Instant.nullable().meta({ description: "When SMTP took it (or the outbox kept it)." }),
  })
  .meta({ id: "OutboxEmail" });

/** GET /api/v1/outbox (docs/decisions/0103), POST /api/v1/outbox/{id}/resend (docs/decisions/0348). */
export const outboxCalls = {
  list: defineCall({
    method: "GET",
    path: "/api/v1/outbox",
    resource: "Email outbox",
    summary: "The emails the product has sent, newest first",
    description: "Finance only: they hold reset and verification codes.",
    access: "token",
    query: z.object({
      to: z.string().trim().min(1).optional().meta({ description: "Only those to this address (any case)." }),
      limit: z.coerce.number().int().min(1).max(500).default(100).meta({ description: "At most this many (100 by default)." }),
    }),
    answers: { 200: z.array(OutboxEmail) },
    errors: [403],
  }),
  resend: defineCall({
    method: "POST",
    path: "/api/v1/outbox/{id}/resend",
    resource: "Email outbox",
    summary: "Queue a failed email again",
    description: "Finance only. The message gets a new round of SMTP attempts; 409 when it is not failed.",
    access: "token",
    params: z.object({ id: pathId("Email") }),
    answers: { 200: MessageAnswer },
    errors: [403, 404, 409],
  }),
};

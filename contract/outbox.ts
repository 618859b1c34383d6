import { z } from "zod";
import { defineCall } from "./define";
import { Id, Instant } from "./fields";

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
  })
  .meta({ id: "OutboxEmail" });

/** GET /api/v1/outbox (docs/decisions/0103). */
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
};

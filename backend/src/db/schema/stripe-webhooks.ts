import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Stripe webhook events by Stripe's event id (docs/decisions/0202, 0351): stored when delivered (deliveries
 * repeat), then processed by a job of the queue, which writes its outcome here.
 */
export const stripeWebhookEvents = pgTable("stripe_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** The verified event as delivered (JSON); null for events handled before they were stored (0202). */
  payload: text("payload"),
  /** queued (a job will process it) | processed | refused (422, audited) | failed (the last attempt threw). */
  status: text("status").notNull().default("processed"),
  /** What handling it did ('refund recorded', 'ignored', …). */
  outcome: text("outcome").notNull().default(""),
  /** The last failed attempt's error (kept after a later attempt succeeds). */
  error: text("error"),
  attempts: integer("attempts").notNull().default(0),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

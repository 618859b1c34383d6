import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Stripe webhook events already handled, by Stripe's event id (docs/decisions/0202): deliveries repeat. */
export const stripeWebhookEvents = pgTable("stripe_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** What handling it did ('refund recorded', 'ignored', …). */
  outcome: text("outcome").notNull().default(""),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

import { date, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { invoices } from "./billing";

/** The billing clock's schedule: one row per completed run date, with what it did (JSON summary). */
export const billingRuns = pgTable("billing_runs", {
  runDate: date("run_date").primaryKey(),
  completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  summary: text("summary").notNull(),
});

/** The reminder emails sent for an invoice (3, 7, 14 days after due): a rerun never sends one twice. */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    daysAfterDue: integer("days_after_due").notNull(),
    sentOn: date("sent_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.daysAfterDue] })],
);

/** The simulated provider's charges: one per idempotency key, so a repeated call answers the first result. */
export const simulatedCharges = pgTable(
  "simulated_charges",
  {
    id: text("id").primaryKey(), // ch_sim_…
    idempotencyKey: text("idempotency_key").notNull(),
    customerId: text("customer_id").notNull(),
    region: text("region").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(), // succeeded | declined
    declineCode: text("decline_code"),
    declineMessage: text("decline_message"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("simulated_charges_idempotency_key_idx").on(t.idempotencyKey)],
);

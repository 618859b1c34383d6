import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { invoices } from "./billing";
import { users } from "./users";

/**
 * Bill payment exports (report 9, docs/decisions/0249): the net payments owed to affiliates paid outside
 * Stripe Connect for a period, grouped under a control number; 'Generated', then 'Processed' once finance
 * has paid them and runs operation 2.
 */
export const billExports = pgTable(
  "bill_exports",
  {
    id: serial("id").primaryKey(),
    controlNumber: text("control_number").notNull(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    status: text("status").notNull().default("Generated"), // Generated | Processed
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedBy: integer("processed_by").references(() => users.id),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bill_exports_control_number_idx").on(t.controlNumber),
    check("bill_exports_status_check", sql`${t.status} in ('Generated', 'Processed')`),
  ],
);

/**
 * One payment to an affiliate for a period and currency (docs/decisions/0248): a Connect transfer
 * (method 'transfer': pending → paid | failed, recorded before the provider is called, keyed by
 * idempotency_key) or a line of a bill export (method 'bill': exported → paid). An affiliate, period and
 * currency is paid once: failed attempts give way to the next attempt number.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    method: text("method").notNull(), // transfer | bill
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    currency: text("currency").notNull(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    attemptNumber: integer("attempt_number").notNull().default(1),
    amountCents: integer("amount_cents").notNull(),
    invoiceCount: integer("invoice_count").notNull(),
    status: text("status").notNull(), // pending | paid | failed | exported
    idempotencyKey: text("idempotency_key").notNull(),
    provider: text("provider"), // stripe | simulated (transfers)
    destinationAccountId: text("destination_account_id"),
    transferId: text("transfer_id"),
    failure: text("failure"),
    billExportId: integer("bill_export_id").references(() => billExports.id),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payouts_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("payouts_once_idx")
      .on(t.affiliateId, t.periodStart, t.periodEnd, t.currency)
      .where(sql`${t.status} <> 'failed'`),
    index("payouts_bill_export_idx").on(t.billExportId),
    index("payouts_created_idx").on(t.createdAt),
    check("payouts_method_check", sql`${t.method} in ('transfer', 'bill')`),
    check("payouts_status_check", sql`${t.status} in ('pending', 'paid', 'failed', 'exported')`),
    check("payouts_currency_check", sql`${t.currency} in ('USD', 'CAD')`),
    check("payouts_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** The paid invoices a payout covers: an invoice's net payment is paid out once (a failed transfer frees it). */
export const payoutInvoices = pgTable(
  "payout_invoices",
  {
    invoiceId: integer("invoice_id")
      .primaryKey()
      .references(() => invoices.id),
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "cascade" }),
    netPaymentCents: integer("net_payment_cents").notNull(),
  },
  (t) => [index("payout_invoices_payout_idx").on(t.payoutId)],
);

/** The simulated provider's Connect transfers: one per idempotency key, so a repeated call answers the first result. */
export const simulatedTransfers = pgTable(
  "simulated_transfers",
  {
    id: text("id").primaryKey(), // tr_sim_…
    idempotencyKey: text("idempotency_key").notNull(),
    destinationAccountId: text("destination_account_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(), // paid | refused
    refusalCode: text("refusal_code"),
    refusalMessage: text("refusal_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("simulated_transfers_idempotency_key_idx").on(t.idempotencyKey)],
);

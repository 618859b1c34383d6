import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { invoices, payments } from "./billing";
import { contacts } from "./contacts";
import { users } from "./users";

/**
 * Every invoice prefix an affiliate has had (docs/decisions/0384): a prefix belongs to one affiliate for
 * good, so a prefix given up still names only its affiliate's numbers. The current one is users.invoice_prefix.
 */
export const invoicePrefixes = pgTable("invoice_prefixes", {
  prefix: text("prefix").primaryKey(),
  affiliateId: integer("affiliate_id")
    .notNull()
    .references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last number given per affiliate, series and year of issue: the issuing transaction raises it with
 * `insert … on conflict do update … returning`, whose row lock puts concurrent issuers one after another
 * and whose rollback gives the number back, so the numbers have no gap (docs/decisions/0384).
 */
export const invoiceNumberCounters = pgTable(
  "invoice_number_counters",
  {
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    /** `invoice`, or `credit-note` (docs/decisions/0392). */
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.affiliateId, t.series, t.year] }),
    check("invoice_number_counters_series_check", sql`${t.series} in ('invoice', 'credit-note')`),
  ],
);

/**
 * A credit note (docs/decisions/0392): the document of one refund that went through, numbered
 * `LOP-2027-CN-0001` in the `credit-note` series, issued in the refund's transaction. Its amount and reason
 * are the refund's when it was issued; a voided refund's credit note keeps its number.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    creditNoteNumber: text("credit_note_number").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    refundPaymentId: integer("refund_payment_id")
      .notNull()
      .references(() => payments.id),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    /** Cents above zero. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull().default(""),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_idx").on(t.creditNoteNumber),
    uniqueIndex("credit_notes_refund_idx").on(t.refundPaymentId),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    // The client's money timeline reads a client's credit notes.
    index("credit_notes_contact_idx").on(t.contactId),
    check("credit_notes_amount_check", sql`${t.amountCents} > 0`),
  ],
);

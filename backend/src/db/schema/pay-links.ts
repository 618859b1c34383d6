import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { invoices } from "./billing";
import { contacts } from "./contacts";

/**
 * The link of an invoice's public pay-now page (features/pay-links, docs/decisions/0377-0379). Scoped to
 * one invoice; the token is kept as its SHA-256 and derived from the nonce under a server key (as 0371), so
 * every email of the invoice carries the same link while it is open. Open while revoked_at is null and
 * expires_at is ahead; a resend renews expires_at (at most 60 days from then).
 */
export const invoicePayLinks = pgTable(
  "invoice_pay_links",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenNonce: text("token_nonce").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the client first opened the page through this link (staff see it on the invoice). */
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    /** Held until then while a payment is made through the link (docs/decisions/0307). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Stripe provider: the last Checkout Session (payment mode) started from this link. */
    checkoutSessionId: text("checkout_session_id"),
  },
  (t) => [uniqueIndex("invoice_pay_links_token_idx").on(t.tokenHash), index("invoice_pay_links_invoice_idx").on(t.invoiceId)],
);

/** Unknown pay-link tokens asked for, per client address (the per-address limit, docs/decisions/0380). */
export const payLinkMisses = pgTable(
  "pay_link_misses",
  {
    id: serial("id").primaryKey(),
    ip: text("ip").notNull(),
    missedAt: timestamp("missed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("pay_link_misses_ip_idx").on(t.ip, t.missedAt)],
);

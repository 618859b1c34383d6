import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { contacts } from "./contacts";
import { users } from "./users";

/**
 * A single-use link emailed to a client to update the card on their payment-provider customer of one
 * region (features/card-update, docs/decisions/0080). The token is kept only as its SHA-256; it is derived
 * from a random nonce under a server key, so a decline email can carry the same link again (0371).
 * A link is open while used_at and revoked_at are null and expires_at is ahead; sending a new link for
 * the same contact and region revokes the older open ones.
 */
export const cardUpdateLinks = pgTable(
  "card_update_links",
  {
    id: serial("id").primaryKey(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** The contact's affiliate when the link was sent (the page shows whose client this is). */
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    region: text("region").notNull(), // USA | Canada
    /** The contact's customer id of that region when the link was sent. */
    customerId: text("customer_id").notNull(),
    /** Where the link was emailed. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The random nonce the token is derived from (docs/decisions/0371); null on links made before. */
    tokenNonce: text("token_nonce"),
    sentByUserId: integer("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Set when a newer link for the same contact and region replaced this one. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Held until then while a card is saved through the link (docs/decisions/0307). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Stripe provider: the last Checkout Session started from this link. */
    checkoutSessionId: text("checkout_session_id"),
    /** What the client saved (never the full number): e.g. visa / 4242 / 12 / 2030. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
  },
  (t) => [
    uniqueIndex("card_update_links_token_idx").on(t.tokenHash),
    index("card_update_links_contact_idx").on(t.contactId, t.region),
    check("card_update_links_region_check", sql`${t.region} in ('USA', 'Canada')`),
  ],
);

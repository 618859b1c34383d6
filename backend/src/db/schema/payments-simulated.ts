import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * State of the simulated payment provider (backend/src/integrations/payments/simulated.ts): the connected
 * accounts it "created" and the onboarding links it handed out. Real Stripe keeps this on its side; the
 * link to a user is always user_profiles.stripe_connect_account_id, never these tables.
 */
export const simulatedConnectAccounts = pgTable("simulated_connect_accounts", {
  id: text("id").primaryKey(), // acct_sim_…
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  email: text("email").notNull(),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  chargesEnabled: boolean("charges_enabled").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
  disconnectedAt: timestamp("disconnected_at", { withTimezone: true }),
});

/** One onboarding link: a random token kept only as its SHA-256, single use, expiring. */
export const simulatedConnectLinks = pgTable(
  "simulated_connect_links",
  {
    id: serial("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => simulatedConnectAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    returnUrl: text("return_url").notNull(),
    refreshUrl: text("refresh_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("simulated_connect_links_token_idx").on(t.tokenHash),
    index("simulated_connect_links_account_idx").on(t.accountId),
  ],
);

/**
 * The simulated provider's customers (one per customer id and region) and the card each has on file:
 * brand, last 4 digits and expiry only. A row is made the first time a card is saved for a customer id
 * (the seeded contacts carry sim_cus_… ids without rows).
 */
export const simulatedCustomers = pgTable("simulated_customers", {
  id: text("id").primaryKey(), // sim_cus_… (or any id the contact carries)
  region: text("region").notNull(),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  cardExpMonth: integer("card_exp_month"),
  cardExpYear: integer("card_exp_year"),
  cardholderName: text("cardholder_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  cardUpdatedAt: timestamp("card_updated_at", { withTimezone: true }),
});

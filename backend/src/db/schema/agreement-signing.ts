import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { billingPlans } from "./billing";
import { users } from "./users";

/**
 * The single-use link emailed to a client to sign a Pending agreement (issue 13, docs/decisions/0150). The
 * token is random and kept only as its SHA-256. A link is open while used_at and revoked_at are null and
 * expires_at (14 days) is ahead; a reissue or resend revokes the older open ones.
 */
export const agreementSigningLinks = pgTable(
  "agreement_signing_links",
  {
    id: serial("id").primaryKey(),
    billingPlanId: integer("billing_plan_id")
      .notNull()
      .references(() => billingPlans.id, { onDelete: "cascade" }),
    /** Where the link was emailed. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    sentByUserId: integer("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Held until then while a card is saved through the link (docs/decisions/0307). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Auto-charge with the card on the provider's page: the Checkout Session started from this link. */
    checkoutSessionId: text("checkout_session_id"),
    /** The typed name and the agreement's SHA-256 given before the client left for that page. */
    pendingFullName: text("pending_full_name"),
    pendingAgreementSha256: text("pending_agreement_sha256"),
  },
  (t) => [
    uniqueIndex("agreement_signing_links_token_idx").on(t.tokenHash),
    index("agreement_signing_links_plan_idx").on(t.billingPlanId),
  ],
);

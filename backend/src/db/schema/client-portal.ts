import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A single-use sign-in link of the client portal (features/client-portal, docs/decisions/0385), emailed to
 * a billing email address that belongs to at least one contact. The address is kept folded to lower case:
 * the client is every contact whose billing email matches it. Only the token's SHA-256 is stored.
 */
export const portalSignInLinks = pgTable(
  "portal_sign_in_links",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("portal_sign_in_links_token_idx").on(t.tokenHash), index("portal_sign_in_links_email_idx").on(t.email)],
);

/**
 * A client's portal session (docs/decisions/0386): apart from the staff's auth_tokens, so that neither
 * kind of token works as the other. 30 minutes idle, an absolute cap; revoked at sign-out.
 */
export const portalSessions = pgTable(
  "portal_sessions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The sign-in link spent to open it. */
    signInLinkId: integer("sign_in_link_id").references(() => portalSignInLinks.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("portal_sessions_token_idx").on(t.tokenHash)],
);

/** Sign-in requests counted for the per-address limits (docs/decisions/0387): by email and by client address. */
export const portalSignInRequests = pgTable(
  "portal_sign_in_requests",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ip: text("ip"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("portal_sign_in_requests_email_idx").on(t.email, t.requestedAt),
    index("portal_sign_in_requests_ip_idx").on(t.ip, t.requestedAt),
  ],
);

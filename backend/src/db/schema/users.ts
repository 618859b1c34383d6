import { sql } from "drizzle-orm";
import { bytea } from "./bytea";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    mobilePhone: text("mobile_phone").notNull().default(""),
    logoUrl: text("logo_url").notNull().default(""),
    includeLogoUrl: boolean("include_logo_url").notNull().default(false),
    professionalPic: text("professional_pic").notNull().default(""),
    biography: text("biography").notNull().default(""),
    programInformation: text("program_information").notNull().default(""),
    certsAndCredentials: text("certs_and_credentials").notNull().default(""),
    affiliateFeeType: text("affiliate_fee_type").notNull().default("Standard USA"),
    userRole: integer("user_role").notNull().default(2),
    canAccessDocs: boolean("can_access_docs").notNull().default(false),
    isLive: boolean("is_live").notNull().default(false),
    website: text("website").notNull().default(""),
    coachingType: text("coaching_type").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    isLockedOut: boolean("is_locked_out").notNull().default(false),
    forcePasswordChange: boolean("force_password_change").notNull().default(false),
    // The contact record that describes this user (an affiliate is also a contact of the hub).
    contactId: integer("contact_id"),
    /** An affiliate's invoice number prefix, 2 to 6 capital letters (docs/decisions/0384); null until needed. */
    invoicePrefix: text("invoice_prefix"),
    ...timestamps,
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.userRole),
    uniqueIndex("users_invoice_prefix_idx").on(t.invoicePrefix),
  ],
);

export const userProfiles = pgTable("user_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  featureFlags: text("feature_flags").notNull().default(""),
  stripeConnectAccountId: text("stripe_connect_account_id"),
  language: text("language").notNull().default("ENG"),
});

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    ...timestamps,
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("auth_tokens_hash_idx").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    purpose: text("purpose").notNull().default("reset"),
    ...timestamps,
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    failedAttempts: integer("failed_attempts").notNull().default(0),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId)],
);

/** One row per failed login; counted in a sliding window per account and per client IP. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    accountKey: text("account_key").notNull(),
    ip: text("ip").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_account_idx").on(t.accountKey, t.failedAt), index("login_failures_ip_idx").on(t.ip, t.failedAt)],
);

/** One row per password reset request without a staff token; counted per client address (docs/decisions/0311). */
export const resetRequests = pgTable(
  "reset_requests",
  {
    id: serial("id").primaryKey(),
    ip: text("ip").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("reset_requests_ip_idx").on(t.ip, t.requestedAt)],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    cc: text("cc"),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull().default(""),
    html: text("html"),
    /** The attachments' names, types and sizes as JSON (the bytes are not kept), or null for none. */
    attachments: text("attachments"),
    // Where the mail went: 'outbox' (kept here only) or 'smtp' (also relayed).
    transport: text("transport").notNull().default("outbox"),
    ...timestamps,
    /** Delivery (docs/decisions/0347): queued until its email job relays it, then sent, or failed after its retries. */
    status: text("status").notNull().default("sent"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The codes and links to redact (JSON array) once SMTP took the message; null after. */
    secrets: text("secrets"),
    /** The invoice this message sends: it becomes Sent to client when SMTP takes the message. */
    invoiceId: integer("invoice_id"),
    /** The client the message is about (the money timeline's deliveries, docs/decisions/0400), or null. */
    contactId: integer("contact_id"),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to, t.createdAt),
    index("email_outbox_contact_idx").on(t.contactId, t.createdAt),
    check("email_outbox_status_check", sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/** An outbox message's attachment bytes, kept only until the message is sent (docs/decisions/0347). */
export const emailAttachments = pgTable(
  "email_attachments",
  {
    id: serial("id").primaryKey(),
    outboxId: integer("outbox_id")
      .notNull()
      .references(() => emailOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("email_attachments_outbox_idx").on(t.outboxId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorUserId: integer("actor_user_id").references(() => users.id),
    actingAsUserId: integer("acting_as_user_id").references(() => users.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: text("before"),
    after: text("after"),
    ...timestamps,
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { addressTypes, contactTypes, genders, maritalStatuses } from "./lookups";
import { users } from "./users";

export const CLIENT_STATUSES = ["Active", "Paused", "Potential", "Pending", "Past", "Expired", "Terminated", "None"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** A person an affiliate works with: prospect, client or past client. */
export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    /** The login of this contact, when CREATE USER made one. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name").notNull().default(""),
    companyLogoUrl: text("company_logo_url").notNull().default(""),
    includeLogoOnEmails: boolean("include_logo_on_emails").notNull().default(false),
    /** Billing email. */
    email: text("email").notNull().default(""),
    /** Client email. */
    email2: text("email2").notNull().default(""),
    homePhone: text("home_phone").notNull().default(""),
    workPhone: text("work_phone").notNull().default(""),
    mobilePhone: text("mobile_phone").notNull().default(""),
    phone: text("phone").notNull().default(""),
    dateOfBirth: date("date_of_birth"),
    preferredPronouns: text("preferred_pronouns").notNull().default(""),
    genderId: integer("gender_id").references(() => genders.id),
    maritalStatusId: integer("marital_status_id").references(() => maritalStatuses.id),
    contactTypeId: integer("contact_type_id").references(() => contactTypes.id),
    pastClient: boolean("past_client").notNull().default(false),
    prospectiveClient: boolean("prospective_client").notNull().default(false),
    currentClient: boolean("current_client").notNull().default(false),
    canCallAtHome: boolean("can_call_at_home").notNull().default(false),
    canCallAtWork: boolean("can_call_at_work").notNull().default(false),
    voicemail: boolean("voicemail").notNull().default(false),
    fax: text("fax").notNull().default(""),
    emergencyContactName: text("emergency_contact_name").notNull().default(""),
    emergencyContactNumber: text("emergency_contact_number").notNull().default(""),
    spouseName: text("spouse_name").notNull().default(""),
    occupation: text("occupation").notNull().default(""),
    employer: text("employer").notNull().default(""),
    gstNumber: text("gst_number").notNull().default(""),
    /** Basis points (13 % = 1300). */
    gstRateBp: integer("gst_rate_bp").notNull().default(0),
    vatNumber: text("vat_number").notNull().default(""),
    vatRateBp: integer("vat_rate_bp").notNull().default(0),
    stripeCustomerIdUsa: text("stripe_customer_id_usa"),
    stripeCustomerIdCanada: text("stripe_customer_id_canada"),
    /** Kept in step with the client's billing plans by the services (see ADR 0002). */
    clientStatus: text("client_status").notNull().default("None"),
    clientType: text("client_type").notNull().default("One-on-One"), // One-on-One | Group | Sponsored
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // What contact search compares (docs/decisions/0123), kept by Postgres: folded names and email, phone
    // digits. Their covering prefix indexes are in migration 0004 (drizzle cannot declare INCLUDE); the
    // client and contacts grids' name-order expression indexes are in migration 0007 (docs/decisions/0159, 0337).
    firstNameFold: text("first_name_fold").generatedAlwaysAs(sql`contact_fold(first_name)`),
    lastNameFold: text("last_name_fold").generatedAlwaysAs(sql`contact_fold(last_name)`),
    companyNameFold: text("company_name_fold").generatedAlwaysAs(sql`contact_fold(company_name)`),
    emailFold: text("email_fold").generatedAlwaysAs(sql`contact_fold(email)`),
    phoneDigits: text("phone_digits").generatedAlwaysAs(sql`contact_digits(phone)`),
    mobilePhoneDigits: text("mobile_phone_digits").generatedAlwaysAs(sql`contact_digits(mobile_phone)`),
  },
  (t) => [
    check(
      "contacts_client_status_check",
      sql`${t.clientStatus} in ('Active', 'Paused', 'Potential', 'Pending', 'Past', 'Expired', 'Terminated', 'None')`,
    ),
    index("contacts_affiliate_name_idx").on(t.affiliateId, t.lastName, t.firstName),
    index("contacts_affiliate_status_idx").on(t.affiliateId, t.clientStatus),
    index("contacts_user_idx").on(t.userId),
    // Prefix search (lower(x) like 'abc%') without extensions.
    index("contacts_first_name_search_idx").using("btree", sql`lower(${t.firstName}) text_pattern_ops`),
    index("contacts_last_name_search_idx").using("btree", sql`lower(${t.lastName}) text_pattern_ops`),
    index("contacts_email_search_idx").using("btree", sql`lower(${t.email}) text_pattern_ops`),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    addressTypeId: integer("address_type_id")
      .notNull()
      .references(() => addressTypes.id),
    customLabel: text("custom_label").notNull().default(""),
    address1: text("address1").notNull().default(""),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull().default(""),
    /** Two-letter state or province code. */
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    /** Country name as the form's list spells it ('United States', 'Canada', ...). */
    country: text("country").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_contact_idx").on(t.contactId)],
);

/** One per contact: the coach's notes on who the client is. */
export const personalData = pgTable("personal_data", {
  contactId: integer("contact_id")
    .primaryKey()
    .references(() => contacts.id, { onDelete: "cascade" }),
  essence1: text("essence1").notNull().default(""),
  essence2: text("essence2").notNull().default(""),
  essence3: text("essence3").notNull().default(""),
  essence4: text("essence4").notNull().default(""),
  essence5: text("essence5").notNull().default(""),
  survivalMechanism1: text("survival_mechanism1").notNull().default(""),
  survivalMechanism2: text("survival_mechanism2").notNull().default(""),
  survivalMechanism3: text("survival_mechanism3").notNull().default(""),
  lifePurpose: text("life_purpose").notNull().default(""),
  notes: text("notes").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUpdatedAt: timestamp("last_updated_at", { withTimezone: true }).notNull().defaultNow(),
});

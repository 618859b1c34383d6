import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { contacts } from "./contacts";
import { users } from "./users";

/** Marketing activity of an affiliate; activity_type 'Info Packet' for SEND INFORMATION PACKET. */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    activityType: text("activity_type").notNull(),
    title: text("title").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedAt: timestamp("last_updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activities_affiliate_type_idx").on(t.affiliateId, t.activityType, t.lastUpdatedAt)],
);

export const activityRecipients = pgTable(
  "activity_recipients",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
  },
  (t) => [index("activity_recipients_activity_idx").on(t.activityId), index("activity_recipients_contact_idx").on(t.contactId)],
);

import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { contacts } from "./contacts";
import { users } from "./users";

/** Client service agreement templates; affiliate_id null = offered to every affiliate. */
export const agreementTemplates = pgTable("agreement_templates", {
  id: serial("id").primaryKey(),
  displayName: text("display_name").notNull(),
  contentHtml: text("content_html").notNull(),
  affiliateId: integer("affiliate_id").references(() => users.id, { onDelete: "cascade" }),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** 'Create custom language': an affiliate asks the back office to change wording for one client. */
export const templateChangeRequests = pgTable(
  "template_change_requests",
  {
    id: serial("id").primaryKey(),
    agreementTemplateId: integer("agreement_template_id")
      .notNull()
      .references(() => agreementTemplates.id),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    affiliateName: text("affiliate_name").notNull().default(""),
    contactName: text("contact_name").notNull().default(""),
    agreementTemplateName: text("agreement_template_name").notNull().default(""),
    newClient: boolean("new_client").notNull().default(false),
    status: text("status").notNull().default("Submitted"), // Submitted | Approved | Rejected
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("template_change_requests_affiliate_idx").on(t.affiliateId, t.createdAt)],
);

/** The old wording / new wording pairs of a change request, in order. */
export const templateChangeItems = pgTable(
  "template_change_items",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => templateChangeRequests.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    oldText: text("old_text").notNull(),
    newText: text("new_text").notNull(),
  },
  (t) => [index("template_change_items_request_idx").on(t.requestId, t.sort)],
);

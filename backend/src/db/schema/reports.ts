import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Report definitions (billing spec §3 Report). user_role is the lowest role that may see it; ids are
 * contract (1 issued, 2 paid, 3 overdue, 4 unpaid, 9 bill payment export, 11 transfers, 14 tuition
 * payments). query_key names the server-side runner. Affiliate built-ins carry affiliate_value 0..7.
 */
export const reports = pgTable(
  "reports",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    description: text("description").notNull().default(""),
    userRole: integer("user_role").notNull(),
    isCustom: boolean("is_custom").notNull().default(false),
    affiliateValue: integer("affiliate_value"),
    queryKey: text("query_key").notNull(),
  },
  (t) => [index("reports_role_idx").on(t.userRole, t.sort)],
);

export const reportParameters = pgTable(
  "report_parameters",
  {
    id: integer("id").primaryKey(),
    reportId: integer("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    sqlParamName: text("sql_param_name").notNull(),
    dataType: text("data_type").notNull(), // String | DateTime | File
    /** Allowed values for a picker, or null for free entry. */
    values: jsonb("values").$type<string[] | null>(),
    defaultValue: text("default_value"),
    isHidden: boolean("is_hidden").notNull().default(false),
  },
  (t) => [
    check("report_parameters_data_type_check", sql`${t.dataType} in ('String', 'DateTime', 'File')`),
    index("report_parameters_report_idx").on(t.reportId, t.sort),
  ],
);

/** Affiliates who may also see a staff report: Tuition Payments' allow list (spec §6, docs/decisions/0238). */
export const reportAllowedAffiliates = pgTable(
  "report_allowed_affiliates",
  {
    reportId: integer("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "report_allowed_affiliates_pk", columns: [t.reportId, t.userId] }),
    index("report_allowed_affiliates_user_idx").on(t.userId),
  ],
);

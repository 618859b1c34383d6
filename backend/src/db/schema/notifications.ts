import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** System-wide notices. A null start or end date means open-ended ('Ongoing'). */
export const systemNotifications = pgTable(
  "system_notifications",
  {
    id: serial("id").primaryKey(),
    notificationText: text("notification_text").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedAt: timestamp("last_updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("system_notifications_updated_idx").on(t.lastUpdatedAt)],
);

/** 'DISMISS & DON'T SHOW AGAIN', per user. */
export const notificationDismissals = pgTable(
  "notification_dismissals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => systemNotifications.id, { onDelete: "cascade" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";

/** The library tree: folders and files; the root items have no parent. */
export const libraryItems = pgTable(
  "library_items",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => libraryItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(), // folder | file
    /** folder | pdf | word | video | file */
    icon: text("icon").notNull().default("file"),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("library_items_type_check", sql`${t.type} in ('folder', 'file')`),
    index("library_items_parent_idx").on(t.parentId, t.sort),
  ],
);

/** The bytes of a library file item, kept in the database (ADR 0003). */
export const libraryFiles = pgTable("library_files", {
  itemId: integer("item_id")
    .primaryKey()
    .references(() => libraryItems.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  /** Logical path shown to staff and used as the download name's folder: library/<folder>/<file>. */
  storagePath: text("storage_path").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  content: bytea("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

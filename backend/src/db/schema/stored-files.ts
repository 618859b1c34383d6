import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";

/**
 * Uploaded and generated files (logos, signed agreement PDFs), keyed as the storage interface keys them
 * ("12/MyLogo", "billingplandocuments/CSA-3-….pdf"), so every backend on the database reads the same files
 * (docs/decisions/0346). Library files keep their own table (0003).
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    key: text("key").primaryKey(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("stored_files_size_check", sql`${t.sizeBytes} = octet_length(${t.content})`)],
);

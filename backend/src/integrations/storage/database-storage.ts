import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { storedFiles } from "../../db/schema";
import { keySegments, type Storage } from "./storage";

/**
 * Files in the `stored_files` table (docs/decisions/0346): every backend on the database serves what any of
 * them stored, a database backup holds them, and a put inside a transaction commits or rolls back with it.
 */
export function createDatabaseStorage(q: Queryable): Storage {
  return {
    async put(key, bytes, contentType) {
      if (!keySegments(key)) throw new Error(`Invalid storage key: ${key}`);
      // A Buffer over the same memory: the driver sends it as bytea without another copy.
      const content = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const row = { contentType, sizeBytes: content.byteLength, content, createdAt: new Date() };
      await q
        .insert(storedFiles)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: row });
    },
    async get(key) {
      if (!keySegments(key)) return null;
      const [row] = await q.select().from(storedFiles).where(eq(storedFiles.key, key));
      return row
        ? { bytes: row.content, contentType: row.contentType, sizeBytes: row.sizeBytes, createdAt: row.createdAt }
        : null;
    },
    async remove(key) {
      if (!keySegments(key)) throw new Error(`Invalid storage key: ${key}`);
      await q.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    within(tx) {
      return createDatabaseStorage(tx);
    },
  };
}

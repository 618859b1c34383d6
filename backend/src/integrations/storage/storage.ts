import type { Queryable } from "../../db/client";

/** A stored file: its bytes (held once, never copied on the way out), media type, size and when it was stored. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

/**
 * Where uploaded and generated files live (logos, signed agreement PDFs). Keys are relative paths of safe
 * segments ("12/MyLogo"); an implementation refuses anything else. The one implementation is the database
 * (`database-storage.ts`, docs/decisions/0346), so every backend on one database reads what another stored;
 * a bucket would be another implementation of the same interface.
 */
export interface Storage {
  /** Stores the file under the key, replacing any file already there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored file, or null when there is no such file (or the key is not a valid one). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; no such file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The same store writing inside an open transaction: a file put through it is kept only if the
   * transaction commits, so a rolled-back change leaves no file behind.
   */
  within(tx: Queryable): Storage;
}

/** One key segment: letters, digits, dash, underscore and inner dots; never "." or "..". */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** The key's segments when every one is safe, else null. */
export function keySegments(key: string): string[] | null {
  const segments = key.split("/");
  if (segments.length === 0 || segments.length > 8) return null;
  for (const s of segments) {
    if (!SEGMENT.test(s) || s === "." || s === ".." || s.includes("..")) return null;
  }
  return segments;
}

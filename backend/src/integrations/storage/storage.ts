/**
 * Where uploaded files live. Keys are relative paths of safe segments ("12/MyLogo"); an implementation
 * refuses anything else, so no key can reach outside its root. Disk today; a cloud bucket would be
 * another implementation of the same interface.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there is no such file (or the key is not a valid one). */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; no such file is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * Runs `work` with a `put` that remembers its keys; when `work` throws (a transaction that stored files and
 * then rolled back), the files it put are removed before the error goes on, so none is left unreferenced.
 */
export async function removedOnFailure<T>(storage: Storage, work: (put: Storage["put"]) => Promise<T>): Promise<T> {
  const keys: string[] = [];
  try {
    return await work(async (key, bytes) => {
      keys.push(key);
      await storage.put(key, bytes);
    });
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.remove(key)));
    throw error;
  }
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

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { createDatabaseStorage } from "./database-storage";
import type { Storage } from "./storage";

// On PGlite by default, and on the Postgres server when TEST_DATABASE_URL is set (the harness makes the database).
let backend: TestBackend;
let storage: Storage;

beforeAll(async () => {
  backend = await createTestBackend();
  storage = createDatabaseStorage(backend.database.db);
});
afterAll(() => backend.close());

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("the database storage", () => {
  test("stores a file with its type and size, answers it, replaces it under the same key, removes it", async () => {
    await storage.put("7/MyLogo", bytes(1, 2, 3), "image/png");
    const first = await storage.get("7/MyLogo");
    expect(first).toMatchObject({ contentType: "image/png", sizeBytes: 3 });
    expect(Array.from(first!.bytes)).toEqual([1, 2, 3]);
    expect(first!.createdAt).toBeInstanceOf(Date);

    await storage.put("7/MyLogo", bytes(9, 8), "image/gif");
    const second = await storage.get("7/MyLogo");
    expect(second).toMatchObject({ contentType: "image/gif", sizeBytes: 2 });
    expect(Array.from(second!.bytes)).toEqual([9, 8]);

    await storage.remove("7/MyLogo");
    expect(await storage.get("7/MyLogo")).toBeNull();
    await storage.remove("7/MyLogo"); // no such file is not an error
  });

  test("every byte value survives, and a view into a larger buffer stores only its own bytes", async () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    await storage.put("bytes/all", all, "application/octet-stream");
    expect(Array.from((await storage.get("bytes/all"))!.bytes)).toEqual(Array.from(all));

    const view = new Uint8Array(all.buffer, 10, 5);
    await storage.put("bytes/view", view, "application/octet-stream");
    expect(await storage.get("bytes/view")).toMatchObject({ sizeBytes: 5 });
    expect(Array.from((await storage.get("bytes/view"))!.bytes)).toEqual([10, 11, 12, 13, 14]);
  });

  test("a key that could name a path outside the store is refused; get answers null", async () => {
    for (const key of ["../etc/passwd", "a/../b", "/abs", "a//b", ".", "a/.", "", "a b"]) {
      await expect(storage.put(key, bytes(1), "image/png"), key).rejects.toThrow(`Invalid storage key: ${key}`);
      expect(await storage.get(key), key).toBeNull();
    }
  });

  test("within a transaction: the file is kept when it commits and gone when it rolls back", async () => {
    await backend.database.db.transaction(async (tx) => {
      await storage.within(tx).put("tx/kept", bytes(1), "application/pdf");
    });
    expect(await storage.get("tx/kept")).toMatchObject({ sizeBytes: 1, contentType: "application/pdf" });

    await expect(
      backend.database.db.transaction(async (tx) => {
        await storage.within(tx).put("tx/dropped", bytes(1), "application/pdf");
        await storage.within(tx).put("tx/kept", bytes(2, 2), "application/pdf");
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await storage.get("tx/dropped")).toBeNull();
    expect(await storage.get("tx/kept")).toMatchObject({ sizeBytes: 1 });
  });

  test("the table refuses a size that is not the content's", async () => {
    await expect(
      backend.database.db.execute(
        sql`insert into stored_files (key, content_type, size_bytes, content) values ('x/y', 'image/png', 5, '\\x01'::bytea)`,
      ),
    ).rejects.toThrow();
  });
});

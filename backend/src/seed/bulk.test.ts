import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "../testing/harness";
import type { Database } from "../db/client";
import { libraryFiles, libraryItems, reportParameters, reports, systemNotifications } from "../db/schema";
import { insertInChunks, literal } from "./bulk";

let backend: TestBackend;
let database: Database;
beforeAll(async () => {
  backend = await createTestBackend(); // in-memory PGlite, or a throwaway database with TEST_DATABASE_URL
  database = backend.database;
});
afterAll(() => backend?.close());

test("literals quote strings, dates, bytes and json safely", () => {
  expect(literal("O'Connor \\ path")).toBe("'O''Connor \\ path'");
  expect(literal(null)).toBe("null");
  expect(literal(12)).toBe("12");
  expect(literal(false)).toBe("false");
  expect(literal(Buffer.from([0, 255]))).toBe("'\\x00ff'");
  expect(() => literal("a\u0000b")).toThrow();
  expect(() => literal(Number.NaN)).toThrow();
});

test("rows round-trip through a chunked literal insert", async () => {
  const db = database.db;
  const when = new Date("2026-01-02T03:04:05.678Z");
  const tricky = "Liam O'Connor's <b>notice</b> -- ; drop table users; \\x é 日本";
  await insertInChunks(
    db,
    systemNotifications,
    Array.from({ length: 7 }, (_, i) => ({ id: i + 1, notificationText: `${tricky} ${i}`, startDate: i % 2 ? when : null })),
    3,
  );
  const saved = await db.select().from(systemNotifications).orderBy(systemNotifications.id);
  expect(saved).toHaveLength(7);
  expect(saved[1]!.notificationText).toBe(`${tricky} 1`);
  expect(saved[1]!.startDate?.toISOString()).toBe(when.toISOString());
  expect(saved[0]!.startDate).toBeNull();
  expect(saved[0]!.lastUpdatedAt).toBeInstanceOf(Date); // default applied

  await insertInChunks(db, libraryItems, [{ id: 1, name: "f", type: "file" }]);
  const bytes = Buffer.from([0, 1, 2, 39, 92, 255]);
  await insertInChunks(db, libraryFiles, [
    {
      itemId: 1,
      fileName: "a.bin",
      contentType: "application/octet-stream",
      storagePath: "library/a.bin",
      sizeBytes: 6,
      content: bytes,
    },
  ]);
  const [file] = await db.select().from(libraryFiles);
  expect(Buffer.compare(file!.content, bytes)).toBe(0);

  await insertInChunks(db, reports, [{ id: 500, name: "r", userRole: 3, queryKey: "x" }]);
  await insertInChunks(db, reportParameters, [
    { id: 500, reportId: 500, name: "p", sqlParamName: "@P", dataType: "String", values: ["1", "it's"] },
  ]);
  const [param] = await db.select().from(reportParameters);
  expect(param!.values).toEqual(["1", "it's"]);
});

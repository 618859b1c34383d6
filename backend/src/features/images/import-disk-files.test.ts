import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { storedFiles } from "../../db/schema";
import { createDatabaseStorage } from "../../integrations/storage/database-storage";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call } from "../../testing/users";
import { importDiskFiles } from "./import-disk-files";

let backend: TestBackend;
let root: string;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n% an old signed agreement\n%%EOF\n", "latin1");

beforeAll(async () => {
  backend = await createTestBackend();
  root = await mkdtemp(join(tmpdir(), "coachhub-import-"));
});
afterAll(async () => {
  await backend.close();
  await rm(root, { recursive: true, force: true });
});

describe("upgrading an installation that kept its files on disk", () => {
  test("no old folder: nothing to do", async () => {
    expect(await importDiskFiles(backend.database.db, join(root, "never-there"))).toBeNull();
  });

  test("each file is imported under its path, served over HTTP, and the folder is moved aside; a key already stored is kept", async () => {
    const folder = join(root, "files");
    await mkdir(join(folder, "12"), { recursive: true });
    await mkdir(join(folder, "billingplandocuments"), { recursive: true });
    await writeFile(join(folder, "12", "MyLogo"), PNG);
    await writeFile(join(folder, "billingplandocuments", "CSA-3-20260101T000000Z.pdf"), PDF);
    await writeFile(join(folder, "12", "MyLogo.4242.1700000000000.tmp"), PNG); // a write cut short
    await writeFile(join(folder, "12", "has space"), PNG);
    // Stored since the upgrade began (another backend, or an upload): the database's copy wins.
    await createDatabaseStorage(backend.database.db).put("12/Newer", Buffer.from("GIF89a"), "image/gif");
    await writeFile(join(folder, "12", "Newer"), PNG);

    const result = await importDiskFiles(backend.database.db, folder);
    expect(result).toEqual({
      imported: 2,
      skipped: expect.arrayContaining(["12/MyLogo.4242.1700000000000.tmp", "12/has space"]),
      movedTo: `${folder}.imported`,
    });
    expect(result!.skipped).toHaveLength(2);
    expect(await readdir(root)).toEqual(expect.arrayContaining(["files.imported"]));
    expect(await readdir(root)).not.toContain("files");

    const rows = await backend.database.db
      .select({ key: storedFiles.key, contentType: storedFiles.contentType, sizeBytes: storedFiles.sizeBytes })
      .from(storedFiles)
      .orderBy(asc(storedFiles.key));
    expect(rows).toEqual([
      { key: "12/MyLogo", contentType: "image/png", sizeBytes: PNG.byteLength },
      { key: "12/Newer", contentType: "image/gif", sizeBytes: 6 },
      { key: "billingplandocuments/CSA-3-20260101T000000Z.pdf", contentType: "application/pdf", sizeBytes: PDF.byteLength },
    ]);

    const logo = await call(backend, "GET", "/image/12/MyLogo");
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(PNG);

    // The next start finds no folder and reads nothing.
    expect(await importDiskFiles(backend.database.db, folder)).toBeNull();
  });
});

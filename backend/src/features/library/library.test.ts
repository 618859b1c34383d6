import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../app";
import { libraryFiles, libraryItems } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";
import { buildLibraryTree, type LibraryNode } from "./library.service";

let backend: TestBackend;
let tokens: Record<"withDocs" | "withoutDocs" | "staffWithDocs" | "staffWithoutDocs", string>;
let pdfId: number, folderId: number;
let affiliateIds: Record<"withDocs" | "withoutDocs", number>;
const pdfBytes = Buffer.from("%PDF-1.4\n% a tiny test file \u00e9\n%%EOF\n", "utf8");

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.database.db;
  const [folder] = await db.insert(libraryItems).values({ name: "Guides", type: "folder", icon: "folder", sort: 0 }).returning();
  folderId = folder!.id;
  const [sub] = await db
    .insert(libraryItems)
    .values({ name: "Videos", type: "folder", icon: "folder", sort: 1, parentId: folderId })
    .returning();
  const [pdf] = await db
    .insert(libraryItems)
    .values({ name: "Welcome guide", type: "file", icon: "pdf", sort: 0, parentId: folderId })
    .returning();
  pdfId = pdf!.id;
  await db.insert(libraryItems).values({ name: "Intro", type: "file", icon: "video", sort: 0, parentId: sub!.id });
  await db.insert(libraryItems).values({ name: "Read me", type: "file", icon: "file", sort: 1 });
  await db.insert(libraryFiles).values({
    itemId: pdfId,
    fileName: "Welcome guide é.pdf",
    contentType: "application/pdf",
    storagePath: "library/Guides/Welcome guide é.pdf",
    sizeBytes: pdfBytes.length,
    content: pdfBytes,
  });
  affiliateIds = {
    withDocs: (await insertUser(backend, { userRole: 2, canAccessDocs: true })).id,
    withoutDocs: (await insertUser(backend, { userRole: 2, canAccessDocs: false })).id,
  };
  tokens = {
    withDocs: await tokenFor(backend, affiliateIds.withDocs),
    withoutDocs: await tokenFor(backend, affiliateIds.withoutDocs),
    staffWithDocs: await tokenFor(backend, (await insertUser(backend, { userRole: 8, canAccessDocs: true })).id),
    staffWithoutDocs: await tokenFor(backend, (await insertUser(backend, { userRole: 3, canAccessDocs: false })).id),
  };
});
afterAll(() => backend.close());

describe("GET /api/v1/library/data", () => {
  test.each(["withDocs", "staffWithDocs"] as const)("%s gets the tree", async (who) => {
    const res = await call(backend, "GET", "/api/v1/library/data", { token: tokens[who] });
    expect(res.status).toBe(200);
    const tree = (await res.json()) as LibraryNode[];
    expect(tree.map((n) => n.name)).toEqual(["Guides", "Read me"]);
    const guides = tree[0]!;
    expect(guides).toMatchObject({ id: folderId, type: "folder", icon: "folder", open: false });
    expect(guides.items!.map((n) => [n.name, n.type, n.icon])).toEqual([
      ["Welcome guide", "file", "pdf"],
      ["Videos", "folder", "folder"],
    ]);
    expect(guides.items![1]!.items![0]).toMatchObject({ name: "Intro", type: "file", icon: "video" });
    expect(tree[1]).not.toHaveProperty("items");
  });

  test.each(["withoutDocs", "staffWithoutDocs"] as const)("%s gets 403", async (who) => {
    const res = await call(backend, "GET", "/api/v1/library/data", { token: tokens[who] });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You do not have access to the library." });
  });

  test("impersonation neither lends nor takes away library access (docs/decisions/0098)", async () => {
    const asAffiliate = (who: keyof typeof affiliateIds) => ({ "acting-as": String(affiliateIds[who]) });
    const lent = await call(backend, "GET", "/api/v1/library/data", {
      token: tokens.staffWithoutDocs,
      headers: asAffiliate("withDocs"),
    });
    expect(lent.status).toBe(403);
    const kept = await call(backend, "GET", "/api/v1/library/data", {
      token: tokens.staffWithDocs,
      headers: asAffiliate("withoutDocs"),
    });
    expect(kept.status).toBe(200);
  });

  test("without a token: 401", async () => {
    expect((await call(backend, "GET", "/api/v1/library/data")).status).toBe(401);
  });
});

describe("POST /api/v1/library/download/{fileId}", () => {
  test("the bytes, type and name of the file", async () => {
    const res = await call(backend, "POST", `/api/v1/library/download/${pdfId}`, { token: tokens.withDocs });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Welcome guide _.pdf"; filename*=UTF-8''${encodeURIComponent("Welcome guide é.pdf")}`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes)).toBe(true);
  });

  test("gated by canAccessDocs, staff included", async () => {
    expect((await call(backend, "POST", `/api/v1/library/download/${pdfId}`, { token: tokens.withoutDocs })).status).toBe(403);
    expect((await call(backend, "POST", `/api/v1/library/download/${pdfId}`, { token: tokens.staffWithoutDocs })).status).toBe(
      403,
    );
    expect((await call(backend, "POST", `/api/v1/library/download/${pdfId}`, { token: tokens.staffWithDocs })).status).toBe(200);
  });

  test("a folder or an unknown id is 404; a bad id 400", async () => {
    expect((await call(backend, "POST", `/api/v1/library/download/${folderId}`, { token: tokens.withDocs })).status).toBe(404);
    expect((await call(backend, "POST", "/api/v1/library/download/999999", { token: tokens.withDocs })).status).toBe(404);
    expect((await call(backend, "POST", "/api/v1/library/download/x", { token: tokens.withDocs })).status).toBe(400);
  });
});

describe("files every backend can read (docs/decisions/0346)", () => {
  test("a library file (8 MB, every byte value) is served whole and the same by two backends on one database", async () => {
    const db = backend.database.db;
    const content = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < content.length; i++) content[i] = (i * 7 + (i >> 11)) & 0xff;
    const [item] = await db.insert(libraryItems).values({ name: "Big deck", type: "file", icon: "file", sort: 9 }).returning();
    await db.insert(libraryFiles).values({
      itemId: item!.id,
      fileName: "Big deck.bin",
      contentType: "application/octet-stream",
      storagePath: "library/Big deck.bin",
      sizeBytes: content.length,
      content,
    });
    const second = {
      ...backend,
      app: createApp({ ...backend.deps, db, now: () => new Date() }),
    } as TestBackend;
    for (const b of [backend, second]) {
      const res = await call(b, "POST", `/api/v1/library/download/${item!.id}`, { token: tokens.withDocs });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe(String(content.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
    }
  });
});

test("buildLibraryTree keeps orphans at the root and sorts by sort, then name", () => {
  const tree = buildLibraryTree([
    { id: 3, parentId: 1, name: "b", type: "file", icon: "pdf", sort: 0 },
    { id: 2, parentId: 1, name: "a", type: "file", icon: "word", sort: 0 },
    { id: 1, parentId: null, name: "root", type: "folder", icon: "folder", sort: 0 },
    { id: 4, parentId: 99, name: "orphan", type: "file", icon: "file", sort: 5 },
  ]);
  expect(tree.map((n) => n.name)).toEqual(["root", "orphan"]);
  expect(tree[0]!.items!.map((n) => n.name)).toEqual(["a", "b"]);
});

import { and, eq, sql } from "drizzle-orm";
import { createApp } from "../../app";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, storedFiles, users } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { otherMachine } from "../../testing/other-machine";
import { call, insertUser, insertCast } from "../../testing/users";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, NOT_AN_IMAGE, cleanImageName, sniffImageType } from "./image-content";
import { imageUrl, storedImageKey } from "./images.service";

type Row = Awaited<ReturnType<typeof insertUser>>;

let backend: TestBackend;
let affiliate: Row, other: Row, office: Row, finance: Row;
let tokens: Record<"affiliate" | "other" | "office" | "finance", string>;

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
const WEBP = Uint8Array.from([...new TextEncoder().encode("RIFF"), 0x1a, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 ")]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

beforeAll(async () => {
  backend = await createTestBackend();
  const cast = await insertCast(backend);
  ({ affiliate, other, office, finance } = cast.users);
  tokens = cast.tokens;
});
afterAll(async () => {
  await backend.close();
});

const upload = (token: string | undefined, body: unknown) => call(backend, "POST", "/image", { token, body });
const spec = (userID: number, name: string, bytes: Uint8Array) => ({
  id: 0,
  description: "logo",
  sort: 0,
  name,
  userID,
  iconBlob: b64(bytes),
});
const logoOf = async (id: number) => (await backend.database.db.select().from(users).where(eq(users.id, id)))[0]!.logoUrl;

describe("content checks", () => {
  test("images are recognised by their bytes; SVG and text are not images", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(GIF)).toBe("image/gif");
    expect(sniffImageType(WEBP)).toBe("image/webp");
    expect(sniffImageType(SVG)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  test("a logoURL names a stored image only as /image/{userID}/{name}; any other address is none (never fetched, 0398)", () => {
    expect(storedImageKey(imageUrl(12, "MyLogo"))).toBe("12/MyLogo");
    for (const url of [
      "",
      "https://example.com/image/12/MyLogo",
      "//example.com/logo.png",
      "/image/12/../secret",
      "/image/0/MyLogo",
      "/image/12/My.Logo",
      "/image/12/MyLogo/more",
    ])
      expect(storedImageKey(url)).toBeNull();
  });

  test("names lose spaces and extension, and anything unsafe", () => {
    expect(cleanImageName("My Company Logo.png")).toBe("MyCompanyLogo");
    expect(cleanImageName("../../etc/passwd")).toBe("passwd");
    expect(cleanImageName("logo.final.jpeg")).toBe("logofinal");
    expect(cleanImageName(".png")).toBe("png");
    expect(cleanImageName("   ")).toBe("logo");
  });
});

describe("POST /image", () => {
  test("an affiliate uploads their own logo: stored, logoURL set, audited, served with its type", async () => {
    const res = await upload(tokens.affiliate, spec(affiliate.id, "My Logo.png", PNG));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ userID: affiliate.id, name: "MyLogo", logoURL: `/image/${affiliate.id}/MyLogo` });
    expect(await logoOf(affiliate.id)).toBe(`/image/${affiliate.id}/MyLogo`);
    const [file] = await backend.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, `${affiliate.id}/MyLogo`));
    expect(file).toMatchObject({ contentType: "image/png", sizeBytes: PNG.byteLength });
    expect(new Uint8Array(file!.content)).toEqual(PNG);

    const [audit] = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.logo"), eq(auditLog.entityId, String(affiliate.id))));
    expect(audit).toMatchObject({ actorUserId: affiliate.id, entity: "user" });

    const served = await call(backend, "GET", `/image/${affiliate.id}/MyLogo`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  test("without userID it is the caller's own; a data: URL is accepted", async () => {
    const res = await upload(tokens.other, { name: "pic.jpg", iconBlob: `data:image/jpeg;base64,${b64(JPEG)}` });
    expect(res.status).toBe(201);
    expect(await logoOf(other.id)).toBe(`/image/${other.id}/pic`);
    const served = await call(backend, "GET", `/image/${other.id}/pic`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  test("an affiliate may not upload someone else's logo, nor a finance user's", async () => {
    const before = await logoOf(other.id);
    const res = await upload(tokens.affiliate, spec(other.id, "x.png", PNG));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You are not allowed to do that." });
    expect(await logoOf(other.id)).toBe(before);
    expect((await upload(tokens.affiliate, spec(finance.id, "x.png", PNG))).status).toBe(403);
  });

  test("office staff upload an affiliate's logo but not a finance user's; finance uploads anyone's", async () => {
    expect((await upload(tokens.office, spec(other.id, "Office Made.gif", GIF))).status).toBe(201);
    expect(await logoOf(other.id)).toBe(`/image/${other.id}/OfficeMade`);

    const refused = await upload(tokens.office, spec(finance.id, "x.png", PNG));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Only a Finance user can change a Finance user." });

    expect((await upload(tokens.finance, spec(finance.id, "own.webp", WEBP))).status).toBe(201);
    expect((await upload(tokens.finance, spec(office.id, "staff.png", PNG))).status).toBe(201);
    expect((await upload(tokens.office, spec(office.id, "mine.png", PNG))).status).toBe(201);
  });

  test("a file over 819200 bytes is refused with the spec's message; exactly 819200 is fine", async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    const res = await upload(tokens.affiliate, spec(affiliate.id, "big.png", big));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: IMAGE_TOO_LARGE });

    const huge = new Uint8Array(IMAGE_MAX_BYTES * 2);
    huge.set(PNG);
    const tooBigBody = await upload(tokens.affiliate, spec(affiliate.id, "huge.png", huge));
    expect(tooBigBody.status).toBe(413);
    expect(await tooBigBody.json()).toEqual({ message: IMAGE_TOO_LARGE });

    const exact = new Uint8Array(IMAGE_MAX_BYTES);
    exact.set(PNG);
    expect((await upload(tokens.affiliate, spec(affiliate.id, "exact.png", exact))).status).toBe(201);
  });

  test("a file that is not an image is refused whatever its name (SVG included)", async () => {
    const before = await logoOf(affiliate.id);
    for (const bytes of [SVG, new TextEncoder().encode("just text"), new Uint8Array()]) {
      const res = await upload(tokens.affiliate, spec(affiliate.id, "looks-like.png", bytes));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(bytes.byteLength === 0 ? "Please select a file." : NOT_AN_IMAGE);
    }
    expect(await logoOf(affiliate.id)).toBe(before);
    const notBase64 = await upload(tokens.affiliate, { name: "a.png", iconBlob: "<<<not base64>>>" });
    expect(notBase64.status).toBe(400);
  });

  test("multipart uploads work too", async () => {
    const form = new FormData();
    form.set("userID", String(affiliate.id));
    form.set("iconBlob", new File([PNG], "Multi Part.png", { type: "image/png" }));
    const res = await backend.app.request("/image", { method: "POST", headers: { token: tokens.affiliate }, body: form });
    expect(res.status).toBe(201);
    expect((await res.json()).logoURL).toBe(`/image/${affiliate.id}/MultiPart`);
  });

  test("a multipart userID is read as the JSON one: not an id is 400, 0 or empty is the caller", async () => {
    const post = (userID: string) => {
      const form = new FormData();
      form.set("userID", userID);
      form.set("iconBlob", new File([PNG], "Form Id.png", { type: "image/png" }));
      return backend.app.request("/image", { method: "POST", headers: { token: tokens.affiliate }, body: form });
    };
    for (const bad of ["0x10", "1e3", "-1", "2147483648"]) {
      const res = await post(bad);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toEqual({ message: "Invalid userID" });
    }
    for (const none of ["0", ""]) {
      const res = await post(none);
      expect(res.status, none).toBe(201);
      expect((await res.json()).userID).toBe(affiliate.id);
    }
  });

  test("no token is 401; an unknown user is 404", async () => {
    expect((await upload(undefined, spec(affiliate.id, "a.png", PNG))).status).toBe(401);
    const missing = await upload(tokens.office, spec(999999, "a.png", PNG));
    expect(missing.status).toBe(404);
  });
});

describe("GET /image/{userID}/{name}", () => {
  test("an unknown image is 404; traversal never leaves the files folder", async () => {
    expect((await call(backend, "GET", `/image/${affiliate.id}/nothing`)).status).toBe(404);
    for (const path of [
      `/image/${affiliate.id}/..%2F..%2Fetc%2Fpasswd`,
      `/image/${affiliate.id}/%2e%2e`,
      `/image/${affiliate.id}/..%5Cwindows`,
      "/image/1/..",
      "/image/0/x",
      "/image/abc/x",
    ]) {
      const res = await call(backend, "GET", path);
      expect([400, 404]).toContain(res.status);
      expect(res.headers.get("content-type")).toMatch(/json/);
    }
  });
});

describe("files every backend can read (docs/decisions/0346)", () => {
  test("a logo uploaded through one backend is served by another on the same database, replaced through it, seen by both", async () => {
    const second = {
      ...backend,
      app: createApp({
        db: backend.database.db,
        env: otherMachine(backend.env),
        mailer: backend.mailer,
        jobs: backend.jobs,
        payments: backend.payments,
        now: () => backend.clock.now,
      }),
    } as TestBackend;
    expect((await upload(tokens.other, spec(other.id, "Shared.png", PNG))).status).toBe(201);
    const served = await call(second, "GET", `/image/${other.id}/Shared`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const replaced = await call(second, "POST", "/image", { token: tokens.other, body: spec(other.id, "Shared.gif", GIF) });
    expect(replaced.status).toBe(201);
    for (const b of [backend, second]) {
      const res = await call(b, "GET", `/image/${other.id}/Shared`);
      expect(res.headers.get("content-type")).toBe("image/gif");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(GIF);
    }
  });

  test("an upload whose change fails after the file was stored keeps the previous logo and logoURL (500, generic)", async () => {
    expect((await upload(tokens.office, spec(office.id, "Office.png", PNG))).status).toBe(201);
    const db = backend.database.db;
    await db.execute(sql`
      create function refuse_logo() returns trigger language plpgsql as $$
      begin if new.action = 'user.logo' then raise exception 'audit store down'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_logo before insert on audit_log for each row execute function refuse_logo()`);
    try {
      const res = await upload(tokens.office, spec(office.id, "Office.gif", GIF));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    } finally {
      await db.execute(sql`drop trigger refuse_logo on audit_log`);
      await db.execute(sql`drop function refuse_logo`);
    }
    const served = await call(backend, "GET", `/image/${office.id}/Office`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await logoOf(office.id)).toBe(`/image/${office.id}/Office`);
  });
});

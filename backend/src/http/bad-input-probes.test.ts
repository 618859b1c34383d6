import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contacts, notificationDismissals, systemNotifications } from "../db/schema";
import { seedLookups } from "../db/reference-data/lookups";
import { BODY_TOO_LARGE, tooManyAddresses } from "../domain/field-limits";
import { createTestBackend, type TestBackend } from "../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../testing/users";
import { IMAGE_TOO_LARGE } from "../features/images/image-content";
import { NUL_REFUSED } from "./validate";

// The bad-input probe of issue 11, request for request: each answers 4xx and changes nothing.

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;
let notificationId: number;

beforeAll(async () => {
  backend = await createTestBackend();
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  const [row] = await backend.database.db
    .insert(systemNotifications)
    .values({ notificationText: "Keep me", updatedByUserId: users.office.id })
    .returning();
  notificationId = row!.id;
});
afterAll(() => backend.close());

type Body = Record<string, unknown>;
const address = (overrides: Body = {}) => ({
  addressType: { id: 3 },
  address: { addressID: 0, address1: "1 King St", city: "Toronto", state: "ON", zip: "M5H 1A1", country: "Canada" },
  ...overrides,
});
const contact = (overrides: Body = {}): Body => ({
  contactID: 0,
  firstName: "Pat",
  lastName: "Probe",
  email: "pat.probe@example.com",
  addresses: [address()],
  ...overrides,
});

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown };
}
const refused = (status: number, message: string) => ({ status, body: { message } });

async function contactCount() {
  const [row] = await backend.database.db.select({ n: count() }).from(contacts);
  return row!.n;
}

describe("strict integer path parameters", () => {
  test("DELETE /systemnotification/delete/%201 answers 400 and deletes nothing", async () => {
    const res = await call(backend, "DELETE", "/systemnotification/delete/%201", { token: tokens.office });
    expect(await answer(res)).toEqual(refused(400, "Invalid notificationId"));
    expect(await backend.database.db.select().from(systemNotifications)).toHaveLength(1);
  });

  test.each(["0x10", "1e3", "%201", "01", "-1", "0", "1.0", "2147483648", "99999999999"])(
    "DELETE /systemnotification/delete/%s answers 400",
    async (raw) => {
      const res = await call(backend, "DELETE", `/systemnotification/delete/${raw}`, { token: tokens.office });
      expect(await answer(res)).toEqual(refused(400, "Invalid notificationId"));
    },
  );

  test.each([
    ["GET", "/user/systemnotifications/0x10", "Invalid userId"],
    ["POST", "/user/systemnotification/1e3/1", "Invalid userId"],
    ["POST", "/user/systemnotification/1/%201", "Invalid notificationId"],
    ["GET", "/invoice/affiliation-progress/%201", "Invalid userId"],
    ["GET", "/image/0x10/logo", "Invalid userID"],
    ["GET", "/api/v1/connect/status?userId=1e3", "Invalid userId"],
    ["POST", "/api/v1/user/profile?userId=%201", "Invalid userId"],
    ["PUT", "/api/v1/user/profile/feature-flags?userId=0x10", "Invalid userId"],
  ])("%s %s answers 400", async (method, path, message) => {
    const res = await call(backend, method, path, {
      token: tokens.finance,
      body: method === "PUT" ? { featureFlags: "" } : undefined,
    });
    expect(await answer(res)).toEqual(refused(400, message));
  });
});

test("the acting-as header takes plain digits only (0x… named an affiliate)", async () => {
  const hex = `0x${users.affiliate.id.toString(16)}`;
  const res = await call(backend, "GET", "/contact/empty", { token: tokens.office, headers: { "acting-as": hex } });
  expect(await answer(res)).toEqual(refused(403, "You may not act as this user."));
  const plain = await call(backend, "GET", "/contact/empty", {
    token: tokens.office,
    headers: { "acting-as": String(users.affiliate.id) },
  });
  expect(plain.status).toBe(200);
});

describe("NUL bytes", () => {
  test.each<[string, Body]>([
    ["firstName", contact({ firstName: "Pat\u0000" })],
    ["an address's city", contact({ addresses: [address({ address: { city: "\u0000", country: "Canada", state: "ON" } })] })],
    ["personalData.notes", contact({ personalData: { notes: "a\u0000b" } })],
    ["a key", contact({ "x\u0000": 1 })],
  ])("POST /contact with NUL in %s answers 400 and creates nothing", async (_, body) => {
    const before = await contactCount();
    const res = await call(backend, "POST", "/contact", { token: tokens.affiliate, body });
    expect(await answer(res)).toEqual(refused(400, NUL_REFUSED));
    expect(await contactCount()).toBe(before);
  });

  test.each([
    ["POST", "/login", { userName: "a\u0000@example.com", password: "x" }],
    ["POST", "/systemnotification/add", { notificationText: "Hi\u0000" }],
    ["PUT", "/user/{affiliate}", { FirstName: "A", LastName: "B", Email: "a@b.co", Phone: "1", biography: "\u0000" }],
    ["POST", "/email/client-request", { to: "support", subject: "s", body: "\u0000" }],
    ["POST", "/contact/sendInformationPacket", { FirstName: "A\u0000", LastName: "B", Email: "a@b.co" }],
  ])("%s %s with NUL in the body answers 400", async (method, path, body) => {
    const res = await call(backend, method, path.replace("{affiliate}", String(users.affiliate.id)), {
      token: tokens.finance,
      body,
    });
    expect(await answer(res)).toEqual(refused(400, NUL_REFUSED));
  });

  test.each(["/contact/search/{self}/ab%00", "/contact/search/{self}/%00%00", "/user?status=%00", "/api/v1/outbox?to=a%00"])(
    "GET %s answers 400",
    async (path) => {
      const res = await call(backend, "GET", path.replace("{self}", String(users.finance.id)), { token: tokens.finance });
      expect(await answer(res)).toEqual(refused(400, NUL_REFUSED));
    },
  );
});

describe("ids of 2^31 or more in bodies", () => {
  test.each<[string, Body, string]>([
    ["contactTypeId", contact({ contactTypeId: 2 ** 31 }), "Invalid contactTypeId"],
    ["genderType", contact({ genderType: { id: 2 ** 31 } }), "Invalid genderType"],
    ["maritalStatus", contact({ maritalStatus: { id: 1e20 } }), "Invalid maritalStatus"],
    ["address type", contact({ addresses: [address({ addressType: { id: 2 ** 31 } })] }), "Invalid address type"],
    [
      "addressID",
      contact({ addresses: [address({ address: { addressID: 2 ** 31, country: "Canada", state: "ON" } })] }),
      "Invalid addressID",
    ],
    ["affiliateID", contact({ affiliateID: 2 ** 31 }), "Invalid affiliateID"],
    ["contactID as a hex string", contact({ contactID: "0x10" }), "Invalid contactID"],
  ])("POST /contact with %s out of range answers 400", async (_, body, message) => {
    const res = await call(backend, "POST", "/contact", { token: tokens.finance, body });
    expect(await answer(res)).toEqual(refused(400, message));
  });

  test.each([
    ["PUT", "/systemnotification/update", { notificationId: 2 ** 31, notificationText: "x" }, "Invalid notificationId"],
    [
      "POST",
      "/contact/sendInformationPacket",
      { FirstName: "A", LastName: "B", Email: "a@b.co", ContactID: 2 ** 31 },
      "Invalid ContactID",
    ],
    [
      "POST",
      "/user/register",
      { FirstName: "A", LastName: "B", Email: "new.user@example.com", Phone: "1", password: "Coach.2024!", contactId: 2 ** 31 },
      "Invalid contactId",
    ],
    ["POST", "/image", { name: "logo", iconBlob: "", userID: 2 ** 31 }, "Invalid userID"],
    ["POST", "/email/reset", { name: "someone@example.com", id: 2 ** 31 }, "Invalid id"],
    ["POST", "/email/reset", { name: "someone@example.com", id: "0x10" }, "Invalid id"],
  ])("%s %s answers 400", async (method, path, body, message) => {
    const res = await call(backend, method, path, { token: tokens.finance, body });
    expect(await answer(res)).toEqual(refused(400, message));
  });
});

describe("unknown lookup ids", () => {
  test.each<[string, Body, string]>([
    ["genderType", contact({ genderType: { id: 999 } }), "There is no genderType with id 999."],
    ["maritalStatus", contact({ maritalStatus: { id: 999 } }), "There is no maritalStatus with id 999."],
    ["contactTypeId", contact({ contactTypeId: 999 }), "There is no contactTypeId with id 999."],
    ["address type", contact({ addresses: [address({ addressType: { id: 999 } })] }), "There is no addressType with id 999."],
  ])("POST /contact with an unknown %s answers 400 and creates nothing", async (_, body, message) => {
    const before = await contactCount();
    const res = await call(backend, "POST", "/contact", { token: tokens.affiliate, body });
    expect(await answer(res)).toEqual(refused(400, message));
    expect(await contactCount()).toBe(before);
  });

  test("PUT /contact/{id} with an unknown genderType answers 400 and changes nothing", async () => {
    const created = await call(backend, "POST", "/contact", {
      token: tokens.affiliate,
      body: contact({ email: "kept@example.com" }),
    });
    expect(created.status).toBe(201);
    const { contactID } = (await created.json()) as { contactID: number };
    const res = await call(backend, "PUT", `/contact/${contactID}`, {
      token: tokens.affiliate,
      body: contact({ contactID, firstName: "Changed", genderType: { id: 999 } }),
    });
    expect(await answer(res)).toEqual(refused(400, "There is no genderType with id 999."));
    const [row] = await backend.database.db.select().from(contacts).where(eq(contacts.id, contactID));
    expect(row!.firstName).toBe("Pat");
  });
});

describe("impossible dates", () => {
  test.each(["2024-13-45", "0000-00-00", "2023-02-29", "10000-01-01", "-0001-01-01", "+010000-01-01", "yesterday"])(
    "POST /contact with dateOfBirth %s answers 400",
    async (dateOfBirth) => {
      const res = await call(backend, "POST", "/contact", { token: tokens.affiliate, body: contact({ dateOfBirth }) });
      expect(await answer(res)).toEqual(refused(400, `Date of Birth is not a valid date: ${dateOfBirth}`));
    },
  );

  test("a real leap day is kept", async () => {
    const res = await call(backend, "POST", "/contact", {
      token: tokens.affiliate,
      body: contact({ email: "leap@example.com", dateOfBirth: "2024-02-29" }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { dateOfBirth: string }).dateOfBirth).toBe("2024-02-29");
  });

  test.each(["2024-13-45", "0000-00-00", "+010000-01-01T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "March 7"])(
    "POST /systemnotification/add with startDateUTC %s answers 400",
    async (startDateUTC) => {
      const res = await call(backend, "POST", "/systemnotification/add", {
        token: tokens.office,
        body: { notificationText: "Hello", startDateUTC },
      });
      expect(await answer(res)).toEqual(refused(400, `startDateUTC is not a valid date: ${startDateUTC}`));
    },
  );

  test("PUT /systemnotification/update with endDateUTC 2024-13-45 answers 400", async () => {
    const res = await call(backend, "PUT", "/systemnotification/update", {
      token: tokens.office,
      body: { notificationId, notificationText: "Hello", endDateUTC: "2024-13-45" },
    });
    expect(await answer(res)).toEqual(refused(400, "endDateUTC is not a valid date: 2024-13-45"));
  });
});

test("a dismiss for a user that does not exist answers 404 and records nothing", async () => {
  const res = await call(backend, "POST", `/user/systemnotification/999999/${notificationId}`, { token: tokens.office });
  expect(await answer(res)).toEqual(refused(404, "User not found"));
  expect(await backend.database.db.select().from(notificationDismissals)).toHaveLength(0);
});

describe("limits", () => {
  test("a contact with 50 addresses of 100 kB answers 413", async () => {
    const big = "x".repeat(100_000);
    const addresses = Array.from({ length: 50 }, () => address({ customLabel: big }));
    const before = await contactCount();
    const res = await call(backend, "POST", "/contact", { token: tokens.affiliate, body: contact({ addresses }) });
    expect(await answer(res)).toEqual(refused(413, BODY_TOO_LARGE));
    expect(await contactCount()).toBe(before);
  });

  test("any call's body over 1 MiB answers 413, public ones too", async () => {
    const res = await call(backend, "POST", "/login", { body: { userName: "a@b.co", password: "x".repeat(1_100_000) } });
    expect(await answer(res)).toEqual(refused(413, BODY_TOO_LARGE));
  });

  test("POST /image keeps its own larger limit", async () => {
    const iconBlob = Buffer.alloc(830_000, 1).toString("base64");
    expect(iconBlob.length).toBeGreaterThan(1024 * 1024);
    const res = await call(backend, "POST", "/image", { token: tokens.affiliate, body: { name: "logo", iconBlob } });
    expect(await answer(res)).toEqual(refused(400, IMAGE_TOO_LARGE));
  });

  test("a contact with 11 addresses answers 400", async () => {
    const addresses = Array.from({ length: 11 }, () => address());
    const res = await call(backend, "POST", "/contact", { token: tokens.affiliate, body: contact({ addresses }) });
    expect(await answer(res)).toEqual(refused(400, tooManyAddresses));
  });

  test.each<[string, Body, string]>([
    ["notes", { notes: "n".repeat(10_001) }, "Notes can be at most 10000 characters."],
    ["firstName", { firstName: "n".repeat(101) }, "First Name can be at most 100 characters."],
    [
      "an address line",
      { addresses: [address({ address: { address1: "a".repeat(201), country: "Canada", state: "ON" } })] },
      "Address line 1 can be at most 200 characters.",
    ],
    ["a personal answer", { personalData: { lifePurpose: "p".repeat(2001) } }, "Life purpose can be at most 2000 characters."],
    ["a phone", { homePhone: "1".repeat(32) }, "Home Phone can be at most 31 characters."],
  ])("POST /contact with too long %s answers 400", async (_, overrides, message) => {
    const res = await call(backend, "POST", "/contact", { token: tokens.affiliate, body: contact(overrides) });
    expect(await answer(res)).toEqual(refused(400, message));
  });

  test("a search text over 200 characters answers 400", async () => {
    const res = await call(backend, "GET", `/contact/search/${users.affiliate.id}/${"a".repeat(201)}`, {
      token: tokens.affiliate,
    });
    expect(await answer(res)).toEqual(refused(400, "The search text can be at most 200 characters."));
  });
});

describe("wrong shapes", () => {
  test.each<[string, unknown, string]>([
    ["an array for the body", [], "Invalid input: expected object, received array"],
    ["a number for firstName", contact({ firstName: 5 }), "First Name must be text."],
    ["an object for addresses", contact({ addresses: {} }), "Invalid input: expected array, received object"],
    ["a number for genderType", contact({ genderType: 5 }), "genderType must be { id }."],
    ["a negative contactTypeId", contact({ contactTypeId: -3 }), "Invalid contactTypeId"],
    ["a huge VAT rate", contact({ vATRate: 1e308 }), "The VAT rate must be between 0 and 100."],
  ])("POST /contact with %s answers 400", async (_, body, message) => {
    const res = await call(backend, "POST", "/contact", { token: tokens.affiliate, body });
    expect(await answer(res)).toEqual(refused(400, message));
  });

  test("PUT /systemnotification/update with notificationId 'abc' answers 400", async () => {
    const res = await call(backend, "PUT", "/systemnotification/update", {
      token: tokens.office,
      body: { notificationId: "abc", notificationText: "x" },
    });
    expect(await answer(res)).toEqual(refused(400, "Invalid notificationId"));
  });
});

describe("the multipart upload", () => {
  const upload = (body: BodyInit, contentType?: string) =>
    backend.app.request("/image", {
      method: "POST",
      headers: { token: tokens.affiliate, ...(contentType ? { "content-type": contentType } : {}) },
      body,
    });

  test("a body that is not multipart answers 400 (was 500)", async () => {
    const res = await upload("garbage", "multipart/form-data; boundary=xx");
    expect(await answer(res)).toEqual(refused(400, "The upload is not valid multipart/form-data."));
  });

  test("a NUL in a form field answers 400", async () => {
    const form = new FormData();
    form.set("name", "a\u0000b");
    form.set("iconBlob", new File([new Uint8Array([1, 2, 3])], "x.png"));
    expect(await answer(await upload(form))).toEqual(refused(400, NUL_REFUSED));
  });
});

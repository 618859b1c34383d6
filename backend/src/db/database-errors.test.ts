import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../testing/users";
import { contacts, users } from "./schema";

// How onError answers a database error (docs/decisions/0113), on PGlite and, with TEST_DATABASE_URL, on
// node-postgres: the statements below fail in the database itself, behind routes this test adds.

let backend: TestBackend;
let cast: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

const GENERIC = "Something went wrong on our side. Please try again.";

beforeAll(async () => {
  backend = await createTestBackend();
  ({ users: cast, tokens } = await insertCast(backend));
  const db = backend.database.db;
  const probes: Record<string, () => Promise<unknown>> = {
    unique: () => db.insert(users).values({ ...cast.office, id: undefined }),
    "foreign-key-missing": () => db.insert(contacts).values({ affiliateId: 999_999, firstName: "A", lastName: "B" }),
    "foreign-key-in-use": async () => {
      await db.insert(contacts).values({ affiliateId: cast.other.id, firstName: "A", lastName: "B" });
      return db.delete(users).where(sql`${users.id} = ${cast.other.id}`);
    },
    check: () =>
      db.insert(contacts).values({ affiliateId: cast.affiliate.id, firstName: "A", lastName: "B", clientStatus: "Bogus" }),
    "not-null": () =>
      db.execute(sql`insert into contacts (affiliate_id, first_name, last_name) values (${cast.affiliate.id}, null, 'B')`),
    "out-of-range": () => db.execute(sql`select ${"2147483648"}::integer`),
    "invalid-text": () => db.execute(sql`select ${"abc"}::integer`),
    "nul-in-text": () => db.execute(sql`select ${"a\u0000b"}::text`),
    "undefined-table": () => db.execute(sql`select * from no_such_table`),
  };
  for (const [name, run] of Object.entries(probes)) {
    backend.app.post(`/__probe/${name}`, async (c) => c.json(await run()));
  }
});
afterAll(() => backend.close());

describe("database errors the input caused answer 4xx without SQL", () => {
  test.each([
    ["unique", 409, "That record already exists."],
    ["foreign-key-missing", 400, "The request refers to a record that does not exist."],
    ["foreign-key-in-use", 409, "That record is still in use and cannot be changed or deleted."],
    ["check", 400, "A value in the request is not valid."],
    ["not-null", 400, "A value in the request is not valid."],
    ["out-of-range", 400, "A value in the request is not valid."],
    ["invalid-text", 400, "A value in the request is not valid."],
    ["nul-in-text", 400, "A value in the request is not valid."],
    ["undefined-table", 500, GENERIC],
  ])("%s answers %i", async (name, status, message) => {
    const res = await call(backend, "POST", `/__probe/${name}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });
});

test("an information packet whose outbox write fails answers the generic 500, not the SQL (was a 502 with it)", async () => {
  await backend.database.db.execute(sql`alter table email_outbox rename to email_outbox_gone`);
  try {
    const res = await call(backend, "POST", "/contact/sendInformationPacket", {
      token: tokens.affiliate,
      body: { FirstName: "Pat", LastName: "Prospect", Email: "pat@example.com", ContactID: 0 },
    });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ message: GENERIC });
  } finally {
    await backend.database.db.execute(sql`alter table email_outbox_gone rename to email_outbox`);
  }
});

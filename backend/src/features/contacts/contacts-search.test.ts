import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contacts } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import { SEARCH_TOO_SHORT } from "./contacts-search.service";
import { fold } from "./fold";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  backend = await createTestBackend();
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  await backend.database.db.insert(contacts).values([
    {
      affiliateId: users.affiliate.id,
      firstName: "Zoë",
      lastName: "Côté",
      email: "zoe.cote@example.com",
      phone: "(416) 555-0142",
      clientStatus: "Active",
      contactTypeId: 1,
    },
    {
      affiliateId: users.affiliate.id,
      firstName: "John",
      lastName: "Doe",
      email: "j.doe@example.com",
      companyName: "Acme Ltd",
      mobilePhone: "905-555-7788",
    },
    { affiliateId: users.other.id, firstName: "Zoey", lastName: "Other", email: "zoey@example.com", phone: "416 555 9999" },
  ]);
});
afterAll(() => backend.close());

const search = (who: Cast, x: number, text: string, actingAs?: number) =>
  call(backend, "GET", `/contact/search/${x}/${text}`, {
    token: tokens[who],
    headers: actingAs ? { "acting-as": String(actingAs) } : undefined,
  });
const names = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { firstName: string; lastName: string }[]).map((r) => `${r.firstName} ${r.lastName}`).sort();
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("GET /contact/search/{x}/{text}", () => {
  test("fewer than 2 characters: 400", async () => {
    for (const t of ["z", "%20z%20"]) {
      const res = await search("affiliate", users.affiliate.id, t);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: SEARCH_TOO_SHORT });
    }
  });

  test("case- and accent-insensitive on first and last name, both ways", async () => {
    expect(await names(await search("affiliate", users.affiliate.id, "ZOE"))).toEqual(["Zoë Côté"]);
    expect(await names(await search("affiliate", users.affiliate.id, "cote"))).toEqual(["Zoë Côté"]);
    expect(await names(await search("affiliate", users.affiliate.id, encodeURIComponent("Côt")))).toEqual(["Zoë Côté"]);
    expect(await names(await search("affiliate", users.affiliate.id, encodeURIComponent("zoe cot")))).toEqual(["Zoë Côté"]);
  });

  test("company, email, and phone digits whatever the punctuation", async () => {
    expect(await names(await search("affiliate", users.affiliate.id, "acme"))).toEqual(["John Doe"]);
    expect(await names(await search("affiliate", users.affiliate.id, "416555"))).toEqual(["Zoë Côté"]);
    expect(await names(await search("affiliate", users.affiliate.id, encodeURIComponent("(905) 555")))).toEqual(["John Doe"]);
  });

  test("a text with a dot arrives with a trailing slash; both forms work", async () => {
    expect(await names(await search("affiliate", users.affiliate.id, "j.doe/"))).toEqual(["John Doe"]);
    expect(await names(await search("affiliate", users.affiliate.id, "j.doe"))).toEqual(["John Doe"]);
    expect(await names(await search("affiliate", users.affiliate.id, "zoe.cote/"))).toEqual(["Zoë Côté"]);
  });

  test("LIKE wildcards in the text are literal", async () => {
    expect(await names(await search("affiliate", users.affiliate.id, "%25%25"))).toEqual([]);
    expect(await names(await search("affiliate", users.affiliate.id, "__"))).toEqual([]);
  });

  test("an affiliate finds only their own; another affiliate's id: 403", async () => {
    expect(await names(await search("other", users.other.id, "zo"))).toEqual(["Zoey Other"]);
    expect((await search("affiliate", users.other.id, "zo")).status).toBe(403);
  });

  test("staff not impersonating find every affiliate's, with the answer's columns", async () => {
    for (const who of ["office", "finance"] as const) {
      const res = await search(who, users[who].id, "zo");
      const rows = (await res.json()) as Record<string, unknown>[];
      expect(rows.map((r) => r.firstName).sort()).toEqual(["Zoey", "Zoë"]);
      expect(rows.find((r) => r.firstName === "Zoë")).toMatchObject({
        STATUS: "Active",
        affiliateName: `${users.affiliate.firstName} ${users.affiliate.lastName}`,
        lastName: "Côté",
        phone: "(416) 555-0142",
        email: "zoe.cote@example.com",
        source: expect.any(String),
      });
    }
    expect(await names(await search("office", users.other.id, "zo"))).toEqual(["Zoey Other"]);
  });

  test("staff acting as an affiliate find only that affiliate's", async () => {
    expect(await names(await search("office", users.affiliate.id, "zo", users.affiliate.id))).toEqual(["Zoë Côté"]);
    expect((await search("office", users.office.id, "zo", users.affiliate.id)).status).toBe(403);
  });

  test("the fold matches the SQL function and every branch is read from its covering index", async () => {
    const db = backend.database.db;
    const sample = "ÀÉÎÕÜ çñ ßŁ Zoë";
    const [row] = rowsOf<{ f: string }>(await db.execute(sql`select contact_fold(${sample}) as f`));
    expect(row!.f).toBe(fold(sample));
    const branches = {
      contacts_first_name_fold_idx: "first_name_fold like 'zo%'",
      contacts_last_name_fold_idx: "last_name_fold like 'zo%'",
      contacts_company_name_fold_idx: "company_name_fold like 'zo%'",
      contacts_email_fold_idx: "email_fold like 'zo%'",
      contacts_phone_digits_idx: "phone_digits like '41%'",
      contacts_mobile_phone_digits_idx: "mobile_phone_digits like '41%'",
    };
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      for (const [idx, where] of Object.entries(branches)) {
        const plan = rowsOf<Record<string, unknown>>(
          await tx.execute(sql.raw(`explain select id, last_name, first_name from contacts where ${where}`)),
        );
        expect(plan.map((r) => Object.values(r).join(" ")).join("\n")).toContain(`Index Only Scan using ${idx}`);
      }
    });
  });
});

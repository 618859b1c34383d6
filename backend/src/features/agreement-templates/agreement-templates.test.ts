import { afterAll, beforeAll, expect, test } from "vitest";
import { agreementTemplates } from "../../db/schema";
import { seedLookups } from "../../db/seed/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  backend = await createTestBackend();
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
  await backend.database.db.insert(agreementTemplates).values([
    { displayName: "Standard agreement", contentHtml: "<p>Standard</p>" },
    { displayName: "Affiliate's own", contentHtml: "<p>Own</p>", affiliateId: users.affiliate.id },
    { displayName: "Other's own", contentHtml: "<p>Other</p>", affiliateId: users.other.id },
    { displayName: "Retired", contentHtml: "<p>Old</p>", isActive: false },
  ]);
});
afterAll(() => backend.close());

const get = (userId: number, who: Cast, actingAs?: Cast) =>
  call(backend, "GET", `/agreementTemplate/${userId}`, {
    token: tokens[who],
    headers: actingAs ? { "acting-as": String(users[actingAs].id) } : undefined,
  });
const names = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { displayName: string }[]).map((t) => t.displayName);
};

test("an affiliate gets the active templates for everyone and their own, with the spec's fields", async () => {
  const res = await get(users.affiliate.id, "affiliate");
  const body = (await res.clone().json()) as unknown[];
  expect(body).toContainEqual({
    templateId: expect.any(Number),
    displayName: "Standard agreement",
    contentHTML: "<p>Standard</p>",
  });
  expect(await names(res)).toEqual(["Affiliate's own", "Standard agreement"]);
});

test("staff get an affiliate's offer, or every active template naming themselves", async () => {
  expect(await names(await get(users.affiliate.id, "office"))).toEqual(["Affiliate's own", "Standard agreement"]);
  expect(await names(await get(users.affiliate.id, "office", "affiliate"))).toEqual(["Affiliate's own", "Standard agreement"]);
  expect(await names(await get(users.finance.id, "finance"))).toEqual(["Affiliate's own", "Other's own", "Standard agreement"]);
});

test("another affiliate's offer is refused", async () => {
  expect((await get(users.affiliate.id, "other")).status).toBe(403);
  expect((await get(users.affiliate.id, "office", "other")).status).toBe(403);
});

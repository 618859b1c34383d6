import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { agreementTemplates, emailOutbox, templateChangeItems, templateChangeRequests } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import { NO_CHANGE, PAIR_NEEDS_BOTH, REQUEST_SUBMITTED, TEMPLATE_NOT_FOUND } from "./template-change";

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

describe("POST /agreementTemplate/requestChange/{templateId}", () => {
  let standardId: number;
  let othersId: number;
  beforeAll(async () => {
    const rows = await backend.database.db.select().from(agreementTemplates);
    standardId = rows.find((t) => t.displayName === "Standard agreement")!.id;
    othersId = rows.find((t) => t.displayName === "Other's own")!.id;
  });
  const body = (overrides: Record<string, unknown> = {}) => ({
    affiliateName: "Jane Coach",
    contactName: "Ada Client",
    newClient: false,
    agreementTemplateId: standardId,
    agreementTemplateName: "Standard agreement",
    oldText: ["48 hours notice", "monthly"],
    newText: ["24 hours notice", "every four weeks"],
    ...overrides,
  });
  const send = (templateId: number, payload: unknown, who: Cast, actingAs?: Cast) =>
    call(backend, "POST", `/agreementTemplate/requestChange/${templateId}`, {
      token: tokens[who],
      body: payload,
      headers: actingAs ? { "acting-as": String(users[actingAs].id) } : undefined,
    });

  test("records the pairs in order, emails the back office, answers the promise", async () => {
    const res = await send(standardId, body(), "affiliate");
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { message: string; requestId: number };
    expect(answer.message).toBe(REQUEST_SUBMITTED);
    const db = backend.database.db;
    const [request] = await db.select().from(templateChangeRequests).where(eq(templateChangeRequests.id, answer.requestId));
    expect(request).toMatchObject({
      affiliateId: users.affiliate.id,
      contactName: "Ada Client",
      agreementTemplateName: "Standard agreement",
    });
    const items = await db
      .select()
      .from(templateChangeItems)
      .where(eq(templateChangeItems.requestId, answer.requestId))
      .orderBy(templateChangeItems.sort);
    expect(items.map((i) => [i.oldText, i.newText])).toEqual([
      ["48 hours notice", "24 hours notice"],
      ["monthly", "every four weeks"],
    ]);
    const [mail] = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: backend.env.SUPPORT_EMAIL, subject: "Custom language request: Standard agreement" });
    expect(mail!.text).toContain("Old: 48 hours notice\nNew: 24 hours notice");
  });

  test("staff acting as the affiliate make it for them; staff for themselves cannot", async () => {
    const res = await send(standardId, body(), "office", "affiliate");
    expect(res.status).toBe(201);
    const { requestId } = (await res.json()) as { requestId: number };
    const [request] = await backend.database.db
      .select()
      .from(templateChangeRequests)
      .where(eq(templateChangeRequests.id, requestId));
    expect(request!.affiliateId).toBe(users.affiliate.id);
    expect((await send(standardId, body(), "office")).status).toBe(403);
  });

  test.each<[Record<string, unknown>, string]>([
    [{ oldText: [], newText: [] }, NO_CHANGE],
    [{ oldText: ["a"], newText: [] }, PAIR_NEEDS_BOTH],
    [{ oldText: ["a"], newText: [" "] }, PAIR_NEEDS_BOTH],
    [{ agreementTemplateId: 999_999 }, "The agreementTemplateId of the body is not the template of the path."],
  ])("%o is refused: %s", async (overrides, message) => {
    const res = await send(standardId, body(overrides), "affiliate");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  test("a template not offered to the affiliate is 'Please select a template to modify'", async () => {
    const res = await send(othersId, body({ agreementTemplateId: othersId }), "affiliate");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: TEMPLATE_NOT_FOUND });
  });
});

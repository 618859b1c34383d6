import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";

let backend: TestBackend;
let affiliate: Awaited<ReturnType<typeof insertUser>>;
let finance: Awaited<ReturnType<typeof insertUser>>;
let affiliateToken: string;
let officeToken: string;
let financeToken: string;

const put = (userId: number, token: string | undefined, featureFlags: unknown) =>
  call(backend, "PUT", `/api/v1/user/profile/feature-flags?userId=${userId}`, { token, body: { featureFlags } });

beforeAll(async () => {
  backend = await createTestBackend();
  affiliate = await insertUser(backend, { userRole: 2 });
  const office = await insertUser(backend, { userRole: 3 });
  finance = await insertUser(backend, { userRole: 8 });
  affiliateToken = await tokenFor(backend, affiliate.id);
  officeToken = await tokenFor(backend, office.id);
  financeToken = await tokenFor(backend, finance.id);
});
afterAll(() => backend.close());

test("staff set an affiliate's flags (normalised, audited) and the profile shows them", async () => {
  const res = await put(affiliate.id, officeToken, " Stripe_Connect, enable_button_translate,,stripe_connect ");
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ userId: affiliate.id, featureFlags: "stripe_connect,enable_button_translate" });
  const profile = await call(backend, "POST", `/api/v1/user/profile?userId=${affiliate.id}`, { token: affiliateToken });
  expect(await profile.json()).toMatchObject({ featureFlags: "stripe_connect,enable_button_translate" });
  const audits = await backend.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "profile.feature-flags"), eq(auditLog.entityId, String(affiliate.id))));
  expect(audits).toHaveLength(1);
  // The same flags again change nothing and write no audit row.
  await put(affiliate.id, officeToken, "stripe_connect,enable_button_translate");
  expect(
    await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "profile.feature-flags"), eq(auditLog.entityId, String(affiliate.id)))),
  ).toHaveLength(1);
});

test("an affiliate may not set flags, not even their own: 403", async () => {
  expect((await put(affiliate.id, affiliateToken, "stripe_connect")).status).toBe(403);
});

test("a finance user's flags: only finance", async () => {
  const byOffice = await put(finance.id, officeToken, "stripe_connect");
  expect(byOffice.status).toBe(403);
  expect(await byOffice.json()).toEqual({ message: "Only a Finance user can change a Finance user." });
  expect((await put(finance.id, financeToken, "stripe_connect")).status).toBe(200);
});

test("bad input: 400 with a message; no token: 401; unknown user: 404", async () => {
  const bad = await put(affiliate.id, officeToken, "stripe-connect;drop");
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ message: "A feature flag may only contain letters, digits and underscores." });
  expect((await put(affiliate.id, officeToken, 5)).status).toBe(400);
  expect((await put(affiliate.id, undefined, "x")).status).toBe(401);
  expect((await put(999_999, officeToken, "x")).status).toBe(404);
  expect(
    (await call(backend, "PUT", "/api/v1/user/profile/feature-flags", { token: officeToken, body: { featureFlags: "" } })).status,
  ).toBe(400);
});

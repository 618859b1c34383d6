import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, simulatedConnectLinks, userProfiles } from "../../db/schema";
import { hashLinkToken } from "../../integrations/payments/simulated";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";

let backend: TestBackend;

type LinkAnswer = { completed_onboarding: boolean; url: string | null };

async function withFlags(userId: number, featureFlags: string) {
  await backend.database.db
    .insert(userProfiles)
    .values({ userId, featureFlags })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { featureFlags } });
}

async function storedAccount(userId: number) {
  const [row] = await backend.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row?.stripeConnectAccountId ?? null;
}

/** A fresh affiliate with the stripe_connect flag and its token. */
async function connectAffiliate(flags = "stripe_connect") {
  const user = await insertUser(backend, { userRole: 2 });
  await withFlags(user.id, flags);
  return { user, token: await tokenFor(backend, user.id) };
}

const linkPath = (userId: number, email?: string) =>
  `/api/v1/connect/create-account-link?userId=${userId}${email === undefined ? "" : `&email=${encodeURIComponent(email)}`}`;

/** The onboarding page's path on this backend (the URL's origin is the harness's http://backend.test). */
const pagePath = (url: string) => new URL(url).pathname;

let office: Awaited<ReturnType<typeof insertUser>>;
let finance: Awaited<ReturnType<typeof insertUser>>;
let officeToken: string;
let financeToken: string;

beforeAll(async () => {
  backend = await createTestBackend({ WEB_BASE_URL: "http://web.test" });
  office = await insertUser(backend, { userRole: 3 });
  finance = await insertUser(backend, { userRole: 8 });
  officeToken = await tokenFor(backend, office.id);
  financeToken = await tokenFor(backend, finance.id);
});
afterAll(() => backend.close());

describe("who may call", () => {
  test("without a token: 401", async () => {
    expect((await call(backend, "POST", linkPath(1, "a@b.co"))).status).toBe(401);
    expect((await call(backend, "POST", "/api/v1/connect/disconnect?userId=1")).status).toBe(401);
  });

  test("a user without the stripe_connect flag gets 403, even for themselves", async () => {
    const { user, token } = await connectAffiliate("enable_button_translate");
    const res = await call(backend, "POST", linkPath(user.id, "coach@example.com"), { token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Stripe Connect is not enabled for this user." });
    expect((await call(backend, "POST", `/api/v1/connect/disconnect?userId=${user.id}`, { token })).status).toBe(403);
    expect((await call(backend, "GET", `/api/v1/connect/status?userId=${user.id}`, { token })).status).toBe(403);
  });

  test("an affiliate may not act for another affiliate, even one with the flag", async () => {
    const { token } = await connectAffiliate();
    const other = await connectAffiliate();
    const res = await call(backend, "POST", linkPath(other.user.id, "coach@example.com"), { token });
    expect(res.status).toBe(403);
    expect((await call(backend, "POST", `/api/v1/connect/disconnect?userId=${other.user.id}`, { token })).status).toBe(403);
    expect(await storedAccount(other.user.id)).toBeNull();
  });

  test("an affiliate may not act for a finance user", async () => {
    const { token } = await connectAffiliate();
    await withFlags(finance.id, "stripe_connect");
    expect((await call(backend, "POST", linkPath(finance.id, "fin@example.com"), { token })).status).toBe(403);
  });

  test("office staff may not connect or disconnect a finance user's account; finance may", async () => {
    const target = await insertUser(backend, { userRole: 37 });
    await withFlags(target.id, "stripe_connect");
    const refused = await call(backend, "POST", linkPath(target.id, "fin@example.com"), { token: officeToken });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Only a Finance user can change a Finance user." });
    expect(await storedAccount(target.id)).toBeNull();

    expect((await call(backend, "POST", linkPath(target.id, "fin@example.com"), { token: financeToken })).status).toBe(200);
    const accountId = await storedAccount(target.id);
    const disconnect = await call(backend, "POST", `/api/v1/connect/disconnect?userId=${target.id}`, { token: officeToken });
    expect(disconnect.status).toBe(403);
    expect(await disconnect.json()).toEqual({ message: "Only a Finance user can change a Finance user." });
    expect(await storedAccount(target.id)).toBe(accountId);
    expect((await call(backend, "GET", `/api/v1/connect/status?userId=${target.id}`, { token: officeToken })).status).toBe(200);
  });

  test("an affiliate acts for themselves; office and finance for any affiliate with the flag", async () => {
    const own = await connectAffiliate();
    const res = await call(backend, "POST", linkPath(own.user.id, "own@example.com"), { token: own.token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as LinkAnswer).url).toMatch(/^http:\/\/backend\.test\/api\/v1\/connect\/simulated\/onboard\//);

    for (const token of [officeToken, financeToken]) {
      const { user } = await connectAffiliate();
      const staffRes = await call(backend, "POST", linkPath(user.id, "staff-made@example.com"), { token });
      expect(staffRes.status).toBe(200);
      expect(await storedAccount(user.id)).toMatch(/^acct_sim_/);
    }
    // A finance user's connection, by finance (office staff are refused: see the test above).
    const financeOnFinance = await call(backend, "POST", linkPath(finance.id, "fin@example.com"), { token: financeToken });
    expect(financeOnFinance.status).toBe(200);
  });

  test("without ?userId= the caller is meant", async () => {
    const { user, token } = await connectAffiliate();
    const res = await call(backend, "POST", "/api/v1/connect/create-account-link?email=me@example.com", { token });
    expect(res.status).toBe(200);
    expect(await storedAccount(user.id)).toMatch(/^acct_sim_/);
  });

  test("an unknown user: 404; a bad userId: 400", async () => {
    expect((await call(backend, "POST", linkPath(999_999, "a@example.com"), { token: officeToken })).status).toBe(404);
    expect(
      (await call(backend, "POST", "/api/v1/connect/create-account-link?userId=abc&email=a@example.com", { token: officeToken }))
        .status,
    ).toBe(400);
  });
});

describe("the connect email (spec §5)", () => {
  test("missing or blank: 'You need to add an email'", async () => {
    const { user, token } = await connectAffiliate();
    for (const path of [linkPath(user.id), linkPath(user.id, ""), linkPath(user.id, "   ")]) {
      const res = await call(backend, "POST", path, { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "You need to add an email" });
    }
    expect(await storedAccount(user.id)).toBeNull();
  });

  test("not an email: 'You need to add an valid email'", async () => {
    const { user, token } = await connectAffiliate();
    for (const email of ["coach", "coach@", "coach@example", "a b@example.com"]) {
      const res = await call(backend, "POST", linkPath(user.id, email), { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "You need to add an valid email" });
    }
  });
});

describe("onboarding with the simulated provider", () => {
  test("link → onboarding page → complete → completed_onboarding true; audited", async () => {
    const { user, token } = await connectAffiliate();
    const first = await call(backend, "POST", linkPath(user.id, "coach<b>@example.com"), { token });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as LinkAnswer;
    expect(answer.completed_onboarding).toBe(false);
    const accountId = await storedAccount(user.id);
    expect(accountId).toMatch(/^acct_sim_[0-9a-f]{16}$/);

    const status = await call(backend, "GET", `/api/v1/connect/status?userId=${user.id}`, { token });
    expect(await status.json()).toEqual({
      stripeConnectAccountId: accountId,
      completed_onboarding: false,
      charges_enabled: false,
    });

    const pageRes = await call(backend, "GET", pagePath(answer.url!));
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get("content-type")).toMatch(/text\/html/);
    expect(pageRes.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await pageRes.text();
    expect(html).toContain("Simulated Stripe onboarding");
    expect(html).toContain("coach&lt;b&gt;@example.com"); // escaped
    expect(html).toContain("Complete onboarding");
    expect(html).toContain(accountId!);

    const done = await call(backend, "POST", pagePath(answer.url!));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("http://web.test/stripe-connect/redirect");

    const again = await call(backend, "POST", linkPath(user.id, "coach@example.com"), { token });
    expect(await again.json()).toEqual({ completed_onboarding: true, url: null });
    expect(await storedAccount(user.id)).toBe(accountId);
    const after = await call(backend, "GET", `/api/v1/connect/status?userId=${user.id}`, { token });
    expect(await after.json()).toEqual({ stripeConnectAccountId: accountId, completed_onboarding: true, charges_enabled: true });

    const profile = await call(backend, "POST", `/api/v1/user/profile?userId=${user.id}`, { token });
    expect(await profile.json()).toMatchObject({ stripeConnectAccountId: accountId });

    const audits = await backend.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "user_profile"),
          eq(auditLog.entityId, String(user.id)),
          eq(auditLog.action, "connect.create-account-link"),
        ),
      );
    expect(audits).toHaveLength(2);
    expect(audits.every((a) => a.actorUserId === user.id && a.actingAsUserId === user.id)).toBe(true);
  });

  test("a second link before onboarding reuses the same account", async () => {
    const { user, token } = await connectAffiliate();
    await call(backend, "POST", linkPath(user.id, "one@example.com"), { token });
    const accountId = await storedAccount(user.id);
    const second = (await (await call(backend, "POST", linkPath(user.id, "two@example.com"), { token })).json()) as LinkAnswer;
    expect(second.completed_onboarding).toBe(false);
    expect(await storedAccount(user.id)).toBe(accountId);
    expect(await (await call(backend, "GET", pagePath(second.url!))).text()).toContain(accountId!);
  });

  test("link tokens are single use: a used link goes to the refresh URL and changes nothing", async () => {
    const { user, token } = await connectAffiliate();
    const a = (await (await call(backend, "POST", linkPath(user.id, "a@example.com"), { token })).json()) as LinkAnswer;
    const b = (await (await call(backend, "POST", linkPath(user.id, "a@example.com"), { token })).json()) as LinkAnswer;
    expect(a.url).not.toBe(b.url);
    expect((await call(backend, "POST", pagePath(a.url!))).status).toBe(303);

    const reusedGet = await call(backend, "GET", pagePath(a.url!));
    expect(reusedGet.status).toBe(303);
    expect(reusedGet.headers.get("location")).toBe("http://web.test/stripe-connect");
    const reusedPost = await call(backend, "POST", pagePath(a.url!));
    expect(reusedPost.headers.get("location")).toBe("http://web.test/stripe-connect");
    // The other, unused link still works (the account is simply onboarded already).
    expect((await call(backend, "GET", pagePath(b.url!))).status).toBe(200);
  });

  test("links expire after 30 minutes", async () => {
    const { user, token } = await connectAffiliate();
    const a = (await (await call(backend, "POST", linkPath(user.id, "a@example.com"), { token })).json()) as LinkAnswer;
    backend.clock.advanceMinutes(31);
    try {
      const res = await call(backend, "POST", pagePath(a.url!));
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("http://web.test/stripe-connect");
      const fresh = await tokenFor(backend, user.id);
      const status = await call(backend, "GET", `/api/v1/connect/status?userId=${user.id}`, { token: fresh });
      expect(((await status.json()) as { completed_onboarding: boolean }).completed_onboarding).toBe(false);
    } finally {
      backend.clock.advanceMinutes(-31);
    }
  });

  test("an unknown link token: 404 page; only the token's hash is stored", async () => {
    const res = await call(backend, "GET", "/api/v1/connect/simulated/onboard/not-a-real-token");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Onboarding link not found");
    expect((await call(backend, "POST", "/api/v1/connect/simulated/onboard/not-a-real-token")).status).toBe(404);

    const { user, token } = await connectAffiliate();
    const a = (await (await call(backend, "POST", linkPath(user.id, "a@example.com"), { token })).json()) as LinkAnswer;
    const raw = pagePath(a.url!).split("/").pop()!;
    expect(
      await backend.database.db.select().from(simulatedConnectLinks).where(eq(simulatedConnectLinks.tokenHash, raw)),
    ).toHaveLength(0);
    expect(
      await backend.database.db
        .select()
        .from(simulatedConnectLinks)
        .where(eq(simulatedConnectLinks.tokenHash, hashLinkToken(raw))),
    ).toHaveLength(1);
  });
});

describe("disconnect", () => {
  test("clears the stored account (audited); connecting again makes a new account", async () => {
    const { user, token } = await connectAffiliate();
    const link = (await (await call(backend, "POST", linkPath(user.id, "a@example.com"), { token })).json()) as LinkAnswer;
    await call(backend, "POST", pagePath(link.url!));
    const accountId = await storedAccount(user.id);

    const res = await call(backend, "POST", `/api/v1/connect/disconnect?userId=${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(await storedAccount(user.id)).toBeNull();
    const status = await call(backend, "GET", `/api/v1/connect/status?userId=${user.id}`, { token });
    expect(await status.json()).toEqual({ stripeConnectAccountId: "", completed_onboarding: false, charges_enabled: false });

    const [audit] = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "connect.disconnect"), eq(auditLog.entityId, String(user.id))));
    expect(JSON.parse(audit!.before!)).toEqual({ stripeConnectAccountId: accountId });

    const again = (await (await call(backend, "POST", linkPath(user.id, "a@example.com"), { token })).json()) as LinkAnswer;
    expect(again.completed_onboarding).toBe(false);
    expect(await storedAccount(user.id)).not.toBe(accountId);
  });

  test("staff may disconnect an affiliate; nothing connected: 400 with a message", async () => {
    const { user, token } = await connectAffiliate();
    const none = await call(backend, "POST", `/api/v1/connect/disconnect?userId=${user.id}`, { token });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ message: "There is no connected Stripe account to disconnect." });

    await call(backend, "POST", linkPath(user.id, "a@example.com"), { token });
    const res = await call(backend, "POST", `/api/v1/connect/disconnect?userId=${user.id}`, { token: officeToken });
    expect(res.status).toBe(200);
    expect(await storedAccount(user.id)).toBeNull();
    const [audit] = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "connect.disconnect"), eq(auditLog.entityId, String(user.id))));
    expect(audit!.actorUserId).toBe(office.id);
  });
});

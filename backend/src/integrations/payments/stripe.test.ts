import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../app";
import { userProfiles } from "../../db/schema";
import { readEnv } from "../../env";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import {
  notFound,
  resourceMissing,
  stripeError,
  useStripeApiServer,
  type StripeApiAnswer,
  type StripeApiRequest,
} from "../../testing/stripe-api-server";
import { call, insertUser, tokenFor } from "../../testing/users";
import { createPaymentProvider, paymentProviderKind } from "./index";

const accounts = new Map<string, { email: string; details_submitted: boolean; charges_enabled: boolean }>();
let nextAccount = 1;

function answer({ method, path, form }: StripeApiRequest): StripeApiAnswer {
  const accountMatch = path.match(/^\/v1\/accounts\/([^/]+)$/);
  if (method === "POST" && path === "/v1/accounts") {
    const id = `acct_fake${nextAccount++}`;
    accounts.set(id, { email: form.get("email")!, details_submitted: false, charges_enabled: false });
    return { status: 200, body: { id, object: "account", type: form.get("type"), ...accounts.get(id) } };
  }
  if (method === "GET" && accountMatch) {
    const account = accounts.get(accountMatch[1]!);
    if (!account) {
      return resourceMissing(`No such account: '${accountMatch[1]}'`);
    }
    return { status: 200, body: { id: accountMatch[1], object: "account", ...account } };
  }
  if (method === "POST" && path === "/v1/account_links") {
    if (form.get("account") === "acct_broken") {
      return stripeError(400, { type: "invalid_request_error", message: "The account cannot be onboarded." });
    }
    return {
      status: 200,
      body: {
        object: "account_link",
        url: `https://connect.stripe.test/setup/e/${form.get("account")}/xyz`,
        created: 1,
        expires_at: 2,
      },
    };
  }
  return notFound;
}

const stripe = useStripeApiServer(answer);
const provider = stripe.provider;

const urls = { returnUrl: "http://web.test/stripe-connect/redirect", refreshUrl: "http://web.test/stripe-connect" };

describe("the stripe provider's SDK calls", () => {
  test("first link: accounts.create (express, email) then accountLinks.create (account_onboarding), with the USA key", async () => {
    const result = await provider().connect.createAccountLink({ userId: 7, email: "coach@example.com", ...urls });
    expect(result.completedOnboarding).toBe(false);
    expect(result.accountId).toMatch(/^acct_fake\d+$/);
    expect(result.url).toBe(`https://connect.stripe.test/setup/e/${result.accountId}/xyz`);

    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/accounts", "POST /v1/account_links"]);
    const [create, link] = stripe.requests;
    expect(create!.auth).toBe("Bearer sk_test_usa");
    expect(create!.form.get("type")).toBe("express");
    expect(create!.form.get("email")).toBe("coach@example.com");
    expect(create!.form.get("metadata[coachHubUserId]")).toBe("7");
    expect(link!.form.get("account")).toBe(result.accountId);
    expect(link!.form.get("type")).toBe("account_onboarding");
    expect(link!.form.get("return_url")).toBe(urls.returnUrl);
    expect(link!.form.get("refresh_url")).toBe(urls.refreshUrl);
  });

  test("an existing account is retrieved, not created again; onboarded means details_submitted", async () => {
    const p = provider();
    const first = await p.connect.createAccountLink({ userId: 8, email: "c@example.com", ...urls });
    stripe.requests.length = 0;
    const second = await p.connect.createAccountLink({ userId: 8, email: "c@example.com", accountId: first.accountId, ...urls });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/accounts/${first.accountId}`,
      "POST /v1/account_links",
    ]);
    expect(second).toMatchObject({ completedOnboarding: false, accountId: first.accountId });

    accounts.get(first.accountId)!.details_submitted = true;
    stripe.requests.length = 0;
    const done = await p.connect.createAccountLink({ userId: 8, email: "c@example.com", accountId: first.accountId, ...urls });
    expect(done).toEqual({ completedOnboarding: true, accountId: first.accountId });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/accounts/${first.accountId}`]);

    const status = await p.connect.getAccountStatus(first.accountId);
    expect(status).toEqual({
      accountId: first.accountId,
      exists: true,
      detailsSubmitted: true,
      chargesEnabled: false,
      completedOnboarding: true,
    });
  });

  test("an unknown account: status exists false; a link for it fails with resource_missing", async () => {
    const p = provider();
    expect(await p.connect.getAccountStatus("acct_gone")).toMatchObject({ exists: false, completedOnboarding: false });
    await expect(
      p.connect.createAccountLink({ userId: 9, email: "c@example.com", accountId: "acct_gone", ...urls }),
    ).rejects.toMatchObject({
      name: "PaymentProviderError",
      code: "resource_missing",
    });
  });

  test("disconnect makes no call to Stripe (the account is not deleted)", async () => {
    await provider().connect.disconnect("acct_fake1");
    expect(stripe.requests).toEqual([]);
  });

  test("with only a Canada key, Connect uses the Canada account", async () => {
    const p = provider({ Canada: "sk_test_canada" });
    await p.connect.createAccountLink({ userId: 10, email: "ca@example.com", ...urls });
    expect(stripe.requests[0]!.auth).toBe("Bearer sk_test_canada");
  });
});

describe("choosing the provider", () => {
  test("simulated without keys, stripe with a key, PAYMENT_PROVIDER wins", () => {
    expect(paymentProviderKind(readEnv({}))).toBe("simulated");
    expect(paymentProviderKind(readEnv({ STRIPE_SECRET_KEY_USA: "sk_test_x" }))).toBe("stripe");
    expect(paymentProviderKind(readEnv({ STRIPE_SECRET_KEY_USA: "sk_test_x", PAYMENT_PROVIDER: "simulated" }))).toBe("simulated");
    expect(() =>
      createPaymentProvider(readEnv({ PAYMENT_PROVIDER: "stripe" }), { db: {} as never, now: () => new Date() }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe("the connect calls through HTTP with the stripe provider", () => {
  let backend: TestBackend;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    backend = await createTestBackend({ WEB_BASE_URL: "http://web.test" });
    app = createApp({
      db: backend.database.db,
      env: backend.env,
      mailer: backend.mailer,
      payments: provider(),
      now: () => backend.clock.now,
      jobs: backend.jobs,
    });
  });
  afterAll(() => backend.close());

  test("create-account-link stores the Stripe account and answers Stripe's URL; broken links give 502 'message'", async () => {
    const user = await insertUser(backend, { userRole: 2 });
    await backend.database.db.insert(userProfiles).values({ userId: user.id, featureFlags: "stripe_connect" });
    const token = await tokenFor(backend, user.id);
    const viaStripe = { ...backend, app } as TestBackend;

    const res = await call(viaStripe, "POST", `/api/v1/connect/create-account-link?userId=${user.id}&email=coach@example.com`, {
      token,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { completed_onboarding: boolean; url: string };
    const [profile] = await backend.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(profile!.stripeConnectAccountId).toMatch(/^acct_fake/);
    expect(body).toEqual({
      completed_onboarding: false,
      url: `https://connect.stripe.test/setup/e/${profile!.stripeConnectAccountId}/xyz`,
    });
    expect(stripe.requests.find((r) => r.path === "/v1/account_links")!.form.get("return_url")).toBe(
      "http://web.test/stripe-connect/redirect",
    );

    // The simulated onboarding page does not exist with the stripe provider.
    expect((await call(viaStripe, "GET", "/api/v1/connect/simulated/onboard/abc")).status).toBe(404);

    accounts.set("acct_broken", { email: "b@example.com", details_submitted: false, charges_enabled: false });
    await backend.database.db
      .update(userProfiles)
      .set({ stripeConnectAccountId: "acct_broken" })
      .where(eq(userProfiles.userId, user.id));
    const broken = await call(
      viaStripe,
      "POST",
      `/api/v1/connect/create-account-link?userId=${user.id}&email=coach@example.com`,
      { token },
    );
    expect(broken.status).toBe(502);
    expect(await broken.json()).toEqual({ message: "The account cannot be onboarded." });
  });

  test("an account deleted at Stripe is replaced by a new one", async () => {
    const user = await insertUser(backend, { userRole: 2 });
    await backend.database.db
      .insert(userProfiles)
      .values({ userId: user.id, featureFlags: "stripe_connect", stripeConnectAccountId: "acct_deleted" });
    const token = await tokenFor(backend, user.id);
    const res = await call(
      { ...backend, app } as TestBackend,
      "POST",
      `/api/v1/connect/create-account-link?userId=${user.id}&email=coach@example.com`,
      { token },
    );
    expect(res.status).toBe(200);
    const [profile] = await backend.database.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(profile!.stripeConnectAccountId).toMatch(/^acct_fake/);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, userProfiles, users } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { TEST_PASSWORD, call, hashOnce, insertUser, login, tokenFor } from "../../testing/users";

type Row = Awaited<ReturnType<typeof insertUser>>;

let backend: TestBackend;
let affiliate: Row, otherAffiliate: Row, office: Row, finance: Row, finance2: Row, role37: Row;
let tokens: Record<"affiliate" | "otherAffiliate" | "office" | "finance" | "role37", string>;

beforeAll(async () => {
  backend = await createTestBackend();
  await hashOnce(TEST_PASSWORD);
  affiliate = await insertUser(backend, { firstName: "Alice", lastName: "Affiliate", userRole: 2, programInformation: "CTP 1" });
  otherAffiliate = await insertUser(backend, { firstName: "Bob", lastName: "Affiliate", userRole: 2 });
  office = await insertUser(backend, { firstName: "Olive", lastName: "Office", userRole: 3 });
  finance = await insertUser(backend, { firstName: "Fiona", lastName: "Finance", userRole: 8 });
  finance2 = await insertUser(backend, { firstName: "Frank", lastName: "Finance", userRole: 8 });
  role37 = await insertUser(backend, { firstName: "Tess", lastName: "ThirtySeven", userRole: 37 });
  tokens = {
    affiliate: await tokenFor(backend, affiliate.id),
    otherAffiliate: await tokenFor(backend, otherAffiliate.id),
    office: await tokenFor(backend, office.id),
    finance: await tokenFor(backend, finance.id),
    role37: await tokenFor(backend, role37.id),
  };
});
afterAll(() => backend.close());

const get = (path: string, token?: string) => call(backend, "GET", path, { token });
const put = (id: number, body: unknown, token: string) => call(backend, "PUT", `/user/${id}`, { body, token });

/** The User as the web app got it, to send back with a few edits (a "full user" PUT). */
async function wireUser(id: number): Promise<Record<string, unknown>> {
  const res = await get(`/user/${id}`, tokens.finance);
  expect(res.status).toBe(200);
  return res.json();
}

async function auditRows(entityId: number, action = "user.update") {
  return backend.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)));
}

describe("GET /user/{id}", () => {
  test("an affiliate reads themselves, not another user", async () => {
    const own = await get(`/user/${affiliate.id}`, tokens.affiliate);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      id: affiliate.id,
      userID: affiliate.id,
      Email: affiliate.email,
      name: "Alice Affiliate",
    });
    const other = await get(`/user/${otherAffiliate.id}`, tokens.affiliate);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: "You are not allowed to do that." });
  });

  test("staff read anyone; an unknown user is 404; no token is 401", async () => {
    expect((await get(`/user/${finance.id}`, tokens.office)).status).toBe(200);
    expect((await get(`/user/${affiliate.id}`, tokens.office)).status).toBe(200);
    const missing = await get("/user/999999", tokens.office);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "User not found" });
    expect((await get(`/user/${affiliate.id}`)).status).toBe(401);
  });
});

describe("PUT /user/{id}", () => {
  test("an affiliate saves their own profile: answered the updated User, with an audit row", async () => {
    const body = await wireUser(affiliate.id);
    backend.clock.advanceMinutes(5);
    const res = await put(
      affiliate.id,
      { ...body, FirstName: " Alicia ", biography: "Coach since 2010", MobilePhone: "4165550199" },
      tokens.affiliate,
    );
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toMatchObject({
      FirstName: "Alicia",
      name: "Alicia Affiliate",
      biography: "Coach since 2010",
      MobilePhone: "4165550199",
    });
    expect(saved.modifiedDate).toBe(backend.clock.now.toISOString());

    const [audit] = await auditRows(affiliate.id);
    expect(audit).toMatchObject({ actorUserId: affiliate.id, actingAsUserId: affiliate.id, entity: "user" });
    expect(JSON.parse(audit!.before!)).toEqual({ firstName: "Alice", biography: "", mobilePhone: "" });
    expect(JSON.parse(audit!.after!)).toEqual({ firstName: "Alicia", biography: "Coach since 2010", mobilePhone: "4165550199" });
  });

  test("a save with nothing changed writes nothing", async () => {
    const body = await wireUser(otherAffiliate.id);
    const res = await put(otherAffiliate.id, body, tokens.otherAffiliate);
    expect(res.status).toBe(200);
    expect((await res.json()).modifiedDate).toBe(body.modifiedDate);
    expect(await auditRows(otherAffiliate.id)).toHaveLength(0);
  });

  test("answers the spec's validation messages", async () => {
    const body = await wireUser(affiliate.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ FirstName: "" }, "First Name is required."],
      [{ FirstName: undefined }, "First Name is required."],
      [{ LastName: "   " }, "Last Name is required."],
      [{ Email: "" }, "Email is required."],
      [{ Phone: "" }, "Primary Phone is required."],
      [{ Phone: null }, "Primary Phone is required."],
      [{ Phone: "1".repeat(32) }, "Primary Phone can be at most 31 characters."],
      [{ MobilePhone: "1".repeat(32) }, "Mobile Phone can be at most 31 characters."],
      [{ Email: "not-an-email" }, "Please enter a valid email (not-an-email)"],
      [{ affiliateFeeType: "Gold" }, "Unknown affiliate fee type: Gold"],
    ];
    for (const [change, message] of cases) {
      const res = await put(affiliate.id, { ...body, ...change }, tokens.affiliate);
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    // 31 characters is fine.
    expect((await put(affiliate.id, { ...body, Phone: "1".repeat(31) }, tokens.affiliate)).status).toBe(200);
  });

  test("an affiliate may not edit another user, nor their own role, access, status, fee type or username", async () => {
    const other = await wireUser(otherAffiliate.id);
    expect((await put(otherAffiliate.id, { ...other, FirstName: "Hacked" }, tokens.affiliate)).status).toBe(403);

    const own = await wireUser(affiliate.id);
    const refused: [Record<string, unknown>, string][] = [
      [{ userRole: 3 }, "You are not allowed to change the user role."],
      [{ canAccessDocs: true }, "You are not allowed to change library access."],
      [{ isActive: false }, "You are not allowed to change whether a user is active."],
      [{ isLockedOut: true }, "You are not allowed to change whether a user is locked out."],
      [{ isLive: true }, "You are not allowed to change the coach approval (isLive)."],
      [{ programInformation: "CTP 9" }, "You are not allowed to change the CTP Program."],
      [{ affiliateFeeType: "Leader Standard USA" }, "You are not allowed to change the affiliate fee type."],
      [{ Email: "alice.new@example.com" }, "You are not allowed to change the username (email)."],
    ];
    for (const [change, message] of refused) {
      const res = await put(affiliate.id, { ...own, ...change }, tokens.affiliate);
      expect(res.status, message).toBe(403);
      expect(await res.json()).toEqual({ message });
    }
    const after = await wireUser(affiliate.id);
    expect(after).toMatchObject({ userRole: 2, canAccessDocs: false, programInformation: "CTP 1", Email: affiliate.email });
  });

  test("office staff edit affiliates (fee type, access, role) but not finance users, nor make anyone finance", async () => {
    const body = await wireUser(otherAffiliate.id);
    const res = await put(
      otherAffiliate.id,
      { ...body, affiliateFeeType: "Standard USA & Canadian - No Fee", canAccessDocs: true, programInformation: "CTP 2" },
      tokens.office,
    );
    expect(res.status).toBe(200);
    // Any dash is accepted; the spec's spelling is stored.
    expect(await res.json()).toMatchObject({ affiliateFeeType: "Standard USA & Canadian \u2013 No Fee", canAccessDocs: true });

    const fin = await wireUser(finance2.id);
    const refused = await put(finance2.id, { ...fin, FirstName: "Nope" }, tokens.office);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Only a Finance user can change a Finance user." });
    const promote = await put(otherAffiliate.id, { ...body, userRole: 8 }, tokens.office);
    expect(promote.status).toBe(403);
    expect((await put(otherAffiliate.id, { ...body, userRole: 37 }, tokens.office)).status).toBe(403);
  });

  test("finance (8 and 37) edit finance users", async () => {
    const body = await wireUser(finance2.id);
    const byFinance = await put(finance2.id, { ...body, companyName: "Ledger Ltd." }, tokens.finance);
    expect(byFinance.status).toBe(200);
    expect((await byFinance.json()).companyName).toBe("Ledger Ltd.");
    const by37 = await put(finance2.id, { ...body, companyName: "Ledger 37" }, tokens.role37);
    expect(by37.status).toBe(200);
    const [audit] = (await auditRows(finance2.id)).filter((a) => a.actorUserId === role37.id);
    expect(JSON.parse(audit!.after!)).toEqual({ companyName: "Ledger 37" });
  });

  test("a stored fee type outside the spec's list does not block saving other fields", async () => {
    const legacy = await insertUser(backend, { affiliateFeeType: "Legacy Plan" });
    const token = await tokenFor(backend, legacy.id);
    const body = await wireUser(legacy.id);
    const res = await put(legacy.id, { ...body, website: "https://coach.example" }, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ affiliateFeeType: "Legacy Plan", website: "https://coach.example" });
  });

  test("an email already used by another user is 409", async () => {
    const body = await wireUser(otherAffiliate.id);
    const res = await put(otherAffiliate.id, { ...body, Email: finance.email.toUpperCase() }, tokens.office);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This email is already used by another user." });
  });

  test("deactivating a user ends their sessions", async () => {
    const user = await insertUser(backend);
    const token = await tokenFor(backend, user.id);
    expect((await get(`/user/${user.id}`, token)).status).toBe(200);
    const body = await wireUser(user.id);
    expect((await put(user.id, { ...body, isActive: false }, tokens.office)).status).toBe(200);
    expect((await get(`/user/${user.id}`, token)).status).toBe(401);
  });
});

describe("role escalation (the probe of issue 11)", () => {
  const UNKNOWN = { message: "User Role must be one of 0, 1, 2, 3, 4, 5, 6, 7, 8, 37." };
  const FINANCE_ONLY = { message: "Only a Finance user can give a role above Office Staff (3)." };

  test("office staff may not set their own role to 9 (unknown) or 4 (a raise); it stays 3", async () => {
    const self = await insertUser(backend, { userRole: 3 });
    const token = await tokenFor(backend, self.id);
    const body = await wireUser(self.id);
    const nine = await put(self.id, { ...body, userRole: 9 }, token);
    expect(nine.status).toBe(400);
    expect(await nine.json()).toEqual(UNKNOWN);
    const four = await put(self.id, { ...body, userRole: 4 }, token);
    expect(four.status).toBe(403);
    expect(await four.json()).toEqual({ message: "You cannot raise your own role." });
    const [row] = await backend.database.db.select().from(users).where(eq(users.id, self.id));
    expect(row!.userRole).toBe(3);
  });

  test("Finance may not raise their own role either, and may lower it", async () => {
    const self = await insertUser(backend, { userRole: 8 });
    const token = await tokenFor(backend, self.id);
    const body = await wireUser(self.id);
    const up = await put(self.id, { ...body, userRole: 37 }, token);
    expect(up.status).toBe(403);
    expect(await up.json()).toEqual({ message: "You cannot raise your own role." });
    const down = await put(self.id, { ...body, userRole: 3 }, token);
    expect(down.status).toBe(200);
    expect((await down.json()).userRole).toBe(3);
  });

  test("office staff give an affiliate role 3 but not 4; Finance give 4; 123 is refused for everyone", async () => {
    const user = await insertUser(backend, { userRole: 2 });
    const body = await wireUser(user.id);
    const four = await put(user.id, { ...body, userRole: 4 }, tokens.office);
    expect(four.status).toBe(403);
    expect(await four.json()).toEqual(FINANCE_ONLY);
    expect((await put(user.id, { ...body, userRole: 3 }, tokens.office)).status).toBe(200);
    const byFinance = await put(user.id, { ...body, userRole: 4 }, tokens.finance);
    expect(byFinance.status).toBe(200);
    const unknown = await put(user.id, { ...body, userRole: 123 }, tokens.finance);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(UNKNOWN);
  });

  test("POST /user/register: role 123 is 400, office staff may not register role 4, Finance may", async () => {
    const body = (email: string, userRole: number) => ({
      FirstName: "Rae",
      LastName: "Role",
      Email: email,
      Phone: "4165550100",
      userRole,
      password: TEST_PASSWORD,
    });
    const unknown = await call(backend, "POST", "/user/register", { token: tokens.office, body: body("r123@example.com", 123) });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(UNKNOWN);
    const four = await call(backend, "POST", "/user/register", { token: tokens.office, body: body("r4@example.com", 4) });
    expect(four.status).toBe(403);
    expect(await four.json()).toEqual(FINANCE_ONLY);
    const rows = await backend.database.db.select().from(users).where(eq(users.email, "r4@example.com"));
    expect(rows).toHaveLength(0);
    const byFinance = await call(backend, "POST", "/user/register", { token: tokens.finance, body: body("r4@example.com", 4) });
    expect(byFinance.status).toBe(201);
    expect((await byFinance.json()).userRole).toBe(4);
  });
});

describe("POST /user/register", () => {
  const newUser = (email: string) => ({
    FirstName: "Nina",
    LastName: "New",
    Email: email,
    Phone: "6045550123",
    userRole: 2,
    affiliateFeeType: "Standard Canadian",
  });

  test("staff create a user (the User's fields and password): 201 with the User, a profile row, an audit row; the user can log in", async () => {
    const res = await call(backend, "POST", "/user/register", {
      token: tokens.office,
      body: { ...newUser("nina@example.com"), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      Email: "nina@example.com",
      FirstName: "Nina",
      userRole: 2,
      affiliateFeeType: "Standard Canadian",
      isActive: true,
    });
    const [profile] = await backend.database.db.select().from(userProfiles).where(eq(userProfiles.userId, created.id));
    expect(profile).toMatchObject({ featureFlags: "", language: "ENG" });
    expect(await auditRows(created.id, "user.create")).toHaveLength(1);
    await login(backend, "nina@example.com");
  });

  test("finance create a finance user", async () => {
    const res = await call(backend, "POST", "/user/register", {
      token: tokens.finance,
      body: { ...newUser("top.level@example.com"), userRole: 8, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).userRole).toBe(8);
  });

  test("one body shape: the fields nested under `user` are refused, nothing is created", async () => {
    const res = await call(backend, "POST", "/user/register", {
      token: tokens.office,
      body: { user: newUser("nested@example.com"), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "First Name is required." });
    expect(await backend.database.db.select().from(users).where(eq(users.email, "nested@example.com"))).toHaveLength(0);
  });

  test("validation: password required and its rules, the user's fields, duplicate email", async () => {
    const cases: [unknown, number, string][] = [
      [{ ...newUser("x1@example.com") }, 400, "Password is required."],
      [{ ...newUser("x1@example.com"), password: "" }, 400, "Password is required."],
      [{ ...newUser("x1@example.com"), password: "password" }, 400, "Password entered does not meet minimum requirements."],
      [
        { ...newUser("x1.a@example.com"), password: "x1.a@example.com" },
        400,
        "Your password can not be the same as your email address",
      ],
      [{ ...newUser("x1@example.com"), FirstName: "", password: TEST_PASSWORD }, 400, "First Name is required."],
      [{ ...newUser("x1@example.com"), Phone: undefined, password: TEST_PASSWORD }, 400, "Primary Phone is required."],
      [{ ...newUser(affiliate.email), password: TEST_PASSWORD }, 409, "This email is already used by another user."],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(backend, "POST", "/user/register", { token: tokens.office, body });
      expect(res.status, message).toBe(status);
      expect(await res.json()).toEqual({ message });
    }
  });

  test("affiliates may not register users; office staff may not create finance users", async () => {
    const byAffiliate = await call(backend, "POST", "/user/register", {
      token: tokens.affiliate,
      body: { ...newUser("x2@example.com"), password: TEST_PASSWORD },
    });
    expect(byAffiliate.status).toBe(403);
    const financeByOffice = await call(backend, "POST", "/user/register", {
      token: tokens.office,
      body: { ...newUser("x3@example.com"), userRole: 37, password: TEST_PASSWORD },
    });
    expect(financeByOffice.status).toBe(403);
    const rows = await backend.database.db.select().from(users).where(eq(users.email, "x3@example.com"));
    expect(rows).toHaveLength(0);
  });
});

describe("POST /api/v1/user/profile?userId=", () => {
  test("answers the user's profile data, created with defaults on first read", async () => {
    const res = await call(backend, "POST", `/api/v1/user/profile?userId=${otherAffiliate.id}`, { token: tokens.otherAffiliate });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      userId: otherAffiliate.id,
      email: otherAffiliate.email,
      featureFlags: "",
      stripeConnectAccountId: "",
      language: "ENG",
    });
  });

  test("answers stored flags; staff read anyone's; an affiliate not another's", async () => {
    await backend.database.db.insert(userProfiles).values({
      userId: affiliate.id,
      featureFlags: "stripe_connect,enable_button_translate",
      stripeConnectAccountId: "acct_123",
      language: "JPN",
    });
    const res = await call(backend, "POST", `/api/v1/user/profile?userId=${affiliate.id}`, { token: tokens.office });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      featureFlags: "stripe_connect,enable_button_translate",
      stripeConnectAccountId: "acct_123",
      language: "JPN",
    });

    const refused = await call(backend, "POST", `/api/v1/user/profile?userId=${affiliate.id}`, { token: tokens.otherAffiliate });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "You are not allowed to do that." });
  });

  test("bad or unknown userId, and no token", async () => {
    const bad = await call(backend, "POST", "/api/v1/user/profile?userId=abc", { token: tokens.office });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Invalid userId" });
    expect((await call(backend, "POST", "/api/v1/user/profile?userId=999999", { token: tokens.office })).status).toBe(404);
    expect((await call(backend, "POST", `/api/v1/user/profile?userId=${affiliate.id}`)).status).toBe(401);
    // Without userId: the caller's own.
    const own = await call(backend, "POST", "/api/v1/user/profile", { token: tokens.finance });
    expect((await own.json()).userId).toBe(finance.id);
  });
});

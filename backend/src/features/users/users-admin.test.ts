import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, emailOutbox, users } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { TEST_PASSWORD, call, hashOnce, insertUser, login, tokenFor } from "../../testing/users";

type Row = Awaited<ReturnType<typeof insertUser>>;

let backend: TestBackend;
let affiliate: Row, inactive: Row, office: Row, finance: Row, role37: Row;
let tokens: Record<"affiliate" | "office" | "finance" | "role37", string>;

beforeAll(async () => {
  backend = await createTestBackend();
  await hashOnce(TEST_PASSWORD);
  affiliate = await insertUser(backend, { firstName: "Alice", lastName: "Affiliate", userRole: 2 });
  inactive = await insertUser(backend, { firstName: "Ian", lastName: "Inactive", userRole: 2, isActive: false });
  office = await insertUser(backend, { firstName: "Olive", lastName: "Office", userRole: 3 });
  finance = await insertUser(backend, { firstName: "Fiona", lastName: "Finance", userRole: 8 });
  role37 = await insertUser(backend, { firstName: "Tess", lastName: "ThirtySeven", userRole: 37 });
  tokens = {
    affiliate: await tokenFor(backend, affiliate.id),
    office: await tokenFor(backend, office.id),
    finance: await tokenFor(backend, finance.id),
    role37: await tokenFor(backend, role37.id),
  };
});
afterAll(() => backend.close());

const get = (path: string, token?: string, headers?: Record<string, string>) => call(backend, "GET", path, { token, headers });
const del = (id: number, token: string) => call(backend, "DELETE", `/user/${id}`, { token });

async function auditRows(entityId: number, action: string) {
  return backend.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)));
}

async function lastEmailTo(to: string) {
  const [row] = await backend.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

describe("GET /user?status=", () => {
  test("staff (3, 8, 37) list users: active by default, inactive, all", async () => {
    for (const token of [tokens.office, tokens.finance, tokens.role37]) {
      const active = await get("/user", token);
      expect(active.status).toBe(200);
      const activeIds = ((await active.json()) as { id: number; isActive: boolean }[]).map((u) => u.id);
      expect(activeIds).toEqual(expect.arrayContaining([affiliate.id, office.id, finance.id]));
      expect(activeIds).not.toContain(inactive.id);

      const onlyActive = (await (await get("/user?status=active", token)).json()) as { isActive: boolean }[];
      expect(onlyActive.every((u) => u.isActive)).toBe(true);
      const onlyInactive = (await (await get("/user?status=inactive", token)).json()) as { id: number; isActive: boolean }[];
      expect(onlyInactive.map((u) => u.id)).toContain(inactive.id);
      expect(onlyInactive.every((u) => !u.isActive)).toBe(true);
      const all = (await (await get("/user?status=all", token)).json()) as { id: number }[];
      expect(all.length).toBe(onlyActive.length + onlyInactive.length);
    }
  });

  test("an affiliate gets 403; no token 401; a bad status 400", async () => {
    const res = await get("/user?status=all", tokens.affiliate);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You are not allowed to do that." });
    expect((await get("/user")).status).toBe(401);
    const bad = await get("/user?status=everyone", tokens.office);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "status must be active, inactive or all" });
  });
});

describe("DELETE /user/{userId} and reactivation", () => {
  test("office deactivates an affiliate: isActive false, tokens revoked at once, login refused, audit row", async () => {
    const user = await insertUser(backend, { userRole: 2 });
    const userToken = await login(backend, user.email);
    expect((await get(`/user/${user.id}`, userToken)).status).toBe(200);

    const res = await del(user.id, tokens.office);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, isActive: false });
    expect((await get(`/user/${user.id}`, userToken)).status).toBe(401);
    const refused = await call(backend, "POST", "/login", { body: { userName: user.email, password: TEST_PASSWORD } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: "Invalid user name or password" });
    const [audit] = await auditRows(user.id, "user.deactivate");
    expect(audit).toMatchObject({ actorUserId: office.id, actingAsUserId: office.id });

    // Reactivate: PUT with isActive true and isLockedOut false; the user can log in again.
    const wire = await (await get(`/user/${user.id}`, tokens.office)).json();
    const back = await call(backend, "PUT", `/user/${user.id}`, {
      token: tokens.office,
      body: { ...wire, isActive: true, isLockedOut: false },
    });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ isActive: true, isLockedOut: false });
    await login(backend, user.email);
  });

  test("office may not deactivate (or reactivate) a finance user; finance and 37 may", async () => {
    const fin = await insertUser(backend, { userRole: 8 });
    const refused = await del(fin.id, tokens.office);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Only a Finance user can change a Finance user." });
    expect((await del(fin.id, tokens.role37)).status).toBe(200);
    const wire = await (await get(`/user/${fin.id}`, tokens.finance)).json();
    const reactivateByOffice = await call(backend, "PUT", `/user/${fin.id}`, {
      token: tokens.office,
      body: { ...wire, isActive: true },
    });
    expect(reactivateByOffice.status).toBe(403);
    expect(
      (await call(backend, "PUT", `/user/${fin.id}`, { token: tokens.finance, body: { ...wire, isActive: true } })).status,
    ).toBe(200);
  });

  test("an affiliate gets 403 (even for themselves); nobody deactivates themselves; unknown is 404", async () => {
    const other = await insertUser(backend, { userRole: 2 });
    expect((await del(other.id, tokens.affiliate)).status).toBe(403);
    expect((await del(affiliate.id, tokens.affiliate)).status).toBe(403);
    const self = await del(office.id, tokens.office);
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual({ message: "You cannot deactivate yourself." });
    expect((await del(999_999, tokens.finance)).status).toBe(404);
    const [row] = await backend.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.isActive).toBe(true);
  });
});

describe("registration and email verification", () => {
  test("register emails a code; POST /user/verifyEmail logs the user in like /login, once", async () => {
    const email = `new.${Date.now()}@example.com`;
    const res = await call(backend, "POST", "/user/register", {
      token: tokens.office,
      body: {
        FirstName: "Nora",
        LastName: "New",
        Email: email,
        Phone: "4165550100",
        forcePasswordChange: true,
        password: "Temp!2026x",
      },
    });
    expect(res.status).toBe(201);
    const mail = await lastEmailTo(email);
    expect(mail?.subject).toBe("Verify your Coach Hub email");
    expect(mail?.text).toContain(`/register?email=${encodeURIComponent(email)}`);
    const code = /verification code is: (\d{8})/.exec(mail!.text)?.[1];
    expect(code).toBeTruthy();

    const missing = await call(backend, "POST", "/user/verifyEmail", { body: { email: "", token: code } });
    expect(await missing.json()).toEqual({ message: "Please enter your email" });
    const short = await call(backend, "POST", "/user/verifyEmail", { body: { email, token: "123" } });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: "Please enter your Verification Code." });
    const wrong = await call(backend, "POST", "/user/verifyEmail", {
      body: { email, token: "00000000" === code ? "11111111" : "00000000" },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: "Token is invalid" });

    const ok = await call(backend, "POST", "/user/verifyEmail", { body: { email, token: code } });
    expect(ok.status).toBe(200);
    const answer = await ok.json();
    expect(answer).toMatchObject({ user: { Email: email }, ForcePasswordChange: true, forcePasswordChange: true });
    expect(typeof answer.token).toBe("string");
    // The token is a real session: with the forced change pending, only /logout and /changePassword.
    expect((await call(backend, "POST", "/logout", { token: answer.token })).status).toBe(200);
    expect((await auditRows(answer.user.id, "user.email.verify")).length).toBe(1);

    const again = await call(backend, "POST", "/user/verifyEmail", { body: { email, token: code } });
    expect(again.status).toBe(400);
  });

  test("five wrong tries kill the code", async () => {
    const email = `tries.${Date.now()}@example.com`;
    await call(backend, "POST", "/user/register", {
      token: tokens.finance,
      body: { FirstName: "T", LastName: "R", Email: email, Phone: "4165550100", password: "Temp!2026x" },
    });
    const code = /verification code is: (\d{8})/.exec((await lastEmailTo(email))!.text)![1]!;
    const wrongCode = code === "12345678" ? "87654321" : "12345678";
    for (let i = 0; i < 5; i++) await call(backend, "POST", "/user/verifyEmail", { body: { email, token: wrongCode } });
    expect((await call(backend, "POST", "/user/verifyEmail", { body: { email, token: code } })).status).toBe(400);
  });
});

describe("staff password reset (POST /email/reset with a staff token)", () => {
  test("office resets an affiliate: email sent, forced change at next login, audit row", async () => {
    const user = await insertUser(backend, { userRole: 2 });
    const res = await call(backend, "POST", "/email/reset", {
      token: tokens.office,
      body: { name: user.email, id: user.id, newFlowResetPass: true },
    });
    expect(res.status).toBe(200);
    expect((await lastEmailTo(user.email))?.subject).toBe("Your Coach Hub password reset code");
    const logged = await call(backend, "POST", "/login", { body: { userName: user.email, password: TEST_PASSWORD } });
    expect((await logged.json()).forcePasswordChange).toBe(true);
    expect(await auditRows(user.id, "user.password.reset")).toHaveLength(1);
  });

  test("office may not reset a finance user (nothing sent, nothing changed); finance may; an affiliate token 403", async () => {
    const fin = await insertUser(backend, { userRole: 37 });
    const refused = await call(backend, "POST", "/email/reset", { token: tokens.office, body: { name: fin.email, id: fin.id } });
    expect(refused.status).toBe(403);
    expect(await lastEmailTo(fin.email)).toBeUndefined();
    const [row] = await backend.database.db.select().from(users).where(eq(users.id, fin.id));
    expect(row!.forcePasswordChange).toBe(false);
    expect(
      (await call(backend, "POST", "/email/reset", { token: tokens.finance, body: { name: fin.email, id: fin.id } })).status,
    ).toBe(200);
    const byAffiliate = await call(backend, "POST", "/email/reset", { token: tokens.affiliate, body: { name: affiliate.email } });
    expect(byAffiliate.status).toBe(403);
  });

  test("while impersonating, the reset's audit row names both users", async () => {
    const user = await insertUser(backend, { userRole: 2 });
    const res = await call(backend, "POST", "/email/reset", {
      token: tokens.finance,
      headers: { "acting-as": String(user.id) },
      body: { name: user.email, id: user.id },
    });
    expect(res.status).toBe(200);
    const [audit] = await auditRows(user.id, "user.password.reset");
    expect(audit).toMatchObject({ actorUserId: finance.id, actingAsUserId: user.id });
  });

  test("without a token it stays the public flow (no forced change)", async () => {
    const user = await insertUser(backend, { userRole: 2 });
    expect((await call(backend, "POST", "/email/reset", { body: { name: user.email } })).status).toBe(200);
    const [row] = await backend.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.forcePasswordChange).toBe(false);
  });
});

describe("the acting-as header (impersonation)", () => {
  test("staff acting as an affiliate: the audit row names both users", async () => {
    const target = await insertUser(backend, { userRole: 2 });
    const wire = await (await get(`/user/${target.id}`, tokens.office)).json();
    const res = await call(backend, "PUT", `/user/${target.id}`, {
      token: tokens.office,
      headers: { "acting-as": String(target.id) },
      body: { ...wire, companyName: "Acting Co." },
    });
    expect(res.status).toBe(200);
    const [audit] = await auditRows(target.id, "user.update");
    expect(audit).toMatchObject({ actorUserId: office.id, actingAsUserId: target.id });
    expect((await get(`/user/${target.id}`, tokens.finance, { "acting-as": String(target.id) })).status).toBe(200);
    expect((await get(`/user/${target.id}`, tokens.role37, { "acting-as": String(target.id) })).status).toBe(200);
  });

  test("an affiliate sending it, acting as a finance or staff user, or an unknown user: 403", async () => {
    const other = await insertUser(backend, { userRole: 2 });
    const cases: [string, Record<string, string>][] = [
      [tokens.affiliate, { "acting-as": String(other.id) }],
      [tokens.office, { "acting-as": String(finance.id) }],
      [tokens.office, { "acting-as": String(role37.id) }],
      [tokens.finance, { "acting-as": String(office.id) }],
      [tokens.office, { "acting-as": "999999" }],
      [tokens.office, { "acting-as": "abc" }],
    ];
    for (const [token, headers] of cases) {
      const res = await get(`/user/${affiliate.id}`, token, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ message: "You may not act as this user." });
    }
    // Naming yourself is the same as not sending it.
    expect((await get(`/user/${affiliate.id}`, tokens.affiliate, { "acting-as": String(affiliate.id) })).status).toBe(200);
  });

  test("staff other than 3, 8 and 37 (roles 4 to 7) may not act as an affiliate: 403", async () => {
    for (const userRole of [4, 5, 6, 7]) {
      const staff = await insertUser(backend, { userRole });
      const token = await tokenFor(backend, staff.id);
      const res = await get(`/user/${affiliate.id}`, token, { "acting-as": String(affiliate.id) });
      expect(res.status, `role ${userRole}`).toBe(403);
      expect(await res.json()).toEqual({ message: "You may not act as this user." });
      // Without the header the same staff user reads the affiliate.
      expect((await get(`/user/${affiliate.id}`, token)).status).toBe(200);
    }
  });
});

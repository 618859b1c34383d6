import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, authTokens, emailOutbox, loginFailures, users } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { TEST_PASSWORD, call, hashOnce, insertUser, login } from "../../testing/users";
import { sha256 } from "../../security/tokens";

const INVALID = { message: "Invalid user name or password" };
const RULES = { message: "Password entered does not meet minimum requirements." };
const NEW_PASSWORD = "Fresh.Start9";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
  await Promise.all([hashOnce(TEST_PASSWORD), hashOnce(NEW_PASSWORD)]);
});
afterAll(() => backend.close());

const post = (path: string, body?: unknown, token?: string, ip?: string) => call(backend, "POST", path, { body, token, ip });
const gender = (token?: string) => call(backend, "GET", "/gender", { token });

/** The newest reset code emailed to `email`, read from the outbox. */
async function codeFromOutbox(email: string): Promise<string> {
  const [mail] = await backend.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = mail?.text.match(/\b(\d{8})\b/)?.[1];
  if (!code) throw new Error(`no reset code emailed to ${email}`);
  return code;
}

describe("POST /login", () => {
  test("answers a token, the User with the spec's field names and forcePasswordChange", async () => {
    const user = await insertUser(backend, { firstName: "Ada", lastName: "Lovelace", companyName: "Engines Inc." });
    const res = await post("/login", { userName: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.forcePasswordChange).toBe(false);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      id: user.id,
      userID: user.id,
      name: "Ada Lovelace",
      Email: user.email,
      FirstName: "Ada",
      LastName: "Lovelace",
      Phone: "4165550100",
      MobilePhone: "",
      companyName: "Engines Inc.",
      userRole: 2,
      affiliateFeeType: "Standard USA",
      canAccessDocs: false,
      isActive: true,
      isLockedOut: false,
      contactId: null,
      forcePasswordChange: false,
      // Inserted straight into the database: no invoice yet, so no prefix yet (docs/decisions/0384).
      invoicePrefix: null,
    });
    expect(Object.keys(body.user).sort()).toEqual(
      [
        "id",
        "userID",
        "name",
        "Email",
        "FirstName",
        "LastName",
        "Phone",
        "MobilePhone",
        "logoURL",
        "includeLogoURL",
        "professionalPic",
        "biography",
        "programInformation",
        "certsAndCredentials",
        "affiliateFeeType",
        "userRole",
        "canAccessDocs",
        "isLive",
        "website",
        "coachingType",
        "companyName",
        "isActive",
        "isLockedOut",
        "modifiedDate",
        "contactId",
        "forcePasswordChange",
        "invoicePrefix",
      ].sort(),
    );
    expect(new Date(body.user.modifiedDate).toISOString()).toBe(body.user.modifiedDate);
    expect(body.user).not.toHaveProperty("passwordHash");

    // Only the token's SHA-256 is stored.
    const [row] = await backend.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(row!.tokenHash).toBe(sha256(body.token));
    expect(row!.tokenHash).not.toBe(body.token);
    expect((await gender(body.token)).status).toBe(200);
  });

  test("answers the spec's messages for missing fields", async () => {
    expect(await (await post("/login", { password: "x" })).json()).toEqual({ message: "Please enter an email." });
    const empty = await post("/login", { userName: "  ", password: "x" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Please enter an email." });
    const noPassword = await post("/login", { userName: "a@example.com", password: "" });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toEqual({ message: "Password is required." });
    const notJson = await post("/login", "{not json");
    expect(notJson.status).toBe(400);
  });

  test("refuses a wrong password, an unknown email, an inactive and a locked-out user alike", async () => {
    const user = await insertUser(backend);
    const inactive = await insertUser(backend, { isActive: false });
    const locked = await insertUser(backend, { isLockedOut: true });
    for (const [userName, password] of [
      [user.email, "Wrong.Password1"],
      ["nobody@example.com", TEST_PASSWORD],
      [inactive.email, TEST_PASSWORD],
      [locked.email, TEST_PASSWORD],
    ]) {
      const res = await post("/login", { userName, password });
      expect(res.status, userName).toBe(401);
      expect(await res.json()).toEqual(INVALID);
    }
  });

  test("slows an account down, never locks it: after five failures 1 s, then doubling; the right password gets in after the wait", async () => {
    const user = await insertUser(backend);
    const other = await insertUser(backend);
    const wrong = (i: number) => post("/login", { userName: user.email, password: `Wrong.${i}abc` });
    const right = () => post("/login", { userName: user.email, password: TEST_PASSWORD });
    for (let i = 0; i < 5; i++) expect((await wrong(i)).status).toBe(401);
    // Too soon, even with the right password from a new browser: refused and not counted.
    const tooSoon = await right();
    expect(tooSoon.status).toBe(429);
    expect(await tooSoon.json()).toEqual({ message: "Too many failed login attempts. Please wait 1 second and try again." });
    // The delay is the account's, not everyone's.
    expect((await post("/login", { userName: other.email, password: TEST_PASSWORD })).status).toBe(200);

    backend.clock.advanceMinutes(1 / 60);
    expect((await wrong(5)).status).toBe(401);
    const twice = await right();
    expect(await twice.json()).toEqual({ message: "Too many failed login attempts. Please wait 2 seconds and try again." });
    backend.clock.advanceMinutes(1 / 60);
    expect(await (await right()).json()).toEqual({
      message: "Too many failed login attempts. Please wait 1 second and try again.",
    });
    backend.clock.advanceMinutes(1 / 60);
    expect((await right()).status).toBe(200);
  });

  test("the wait never exceeds 60 seconds, however many failures (a Finance account included)", async () => {
    const finance = await insertUser(backend, { userRole: 8 });
    const now = backend.clock.now;
    await backend.database.db
      .insert(loginFailures)
      .values(Array.from({ length: 30 }, () => ({ accountKey: finance.email.toLowerCase(), ip: "203.0.113.50", failedAt: now })));
    const res = await post("/login", { userName: finance.email, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "Too many failed login attempts. Please wait 60 seconds and try again." });
    backend.clock.advanceMinutes(1);
    expect((await post("/login", { userName: finance.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  test("a successful login clears the account's failures", async () => {
    const user = await insertUser(backend);
    for (let i = 0; i < 3; i++) await post("/login", { userName: user.email, password: "Wrong.pass1" });
    await login(backend, user.email);
    // Five failures in the window in all, but only two since the success: not blocked.
    for (let i = 0; i < 3; i++) {
      expect((await post("/login", { userName: user.email, password: "Wrong.pass1" })).status).toBe(401);
    }
  });
});

describe("tokens", () => {
  test("every call but the public ones needs a token: missing or unknown answers 401", async () => {
    const missing = await gender();
    expect(missing.status).toBe(401);
    expect((await missing.json()).message).toEqual(expect.any(String));
    expect((await gender("not-a-token")).status).toBe(401);
    expect((await post("/logout")).status).toBe(401);
  });

  test("expire after 30 minutes idle; each use restarts the idle clock", async () => {
    const user = await insertUser(backend);
    const token = await login(backend, user.email);
    backend.clock.advanceMinutes(29);
    expect((await gender(token)).status).toBe(200);
    backend.clock.advanceMinutes(29);
    expect((await gender(token)).status).toBe(200);
    backend.clock.advanceMinutes(30);
    const expired = await gender(token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: "Your session has expired. Please log in again." });
  });

  test("the idle clock is written at most once a minute: reads within it write nothing", async () => {
    const user = await insertUser(backend);
    const token = await login(backend, user.email);
    const lastUsed = async () =>
      (
        await backend.database.db
          .select({ at: authTokens.lastUsedAt })
          .from(authTokens)
          .where(eq(authTokens.tokenHash, sha256(token)))
      )[0]!.at.getTime();
    const loggedIn = await lastUsed();
    backend.clock.advanceMinutes(0.5);
    expect((await gender(token)).status).toBe(200);
    expect(await lastUsed()).toBe(loggedIn);
    backend.clock.advanceMinutes(0.5);
    expect((await gender(token)).status).toBe(200);
    expect(await lastUsed()).toBe(backend.clock.now.getTime());
  });

  test("expire 12 hours after login however busy the user is", async () => {
    const user = await insertUser(backend);
    const token = await login(backend, user.email);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      backend.clock.advanceMinutes(20);
      expect((await gender(token)).status, `after ${minutes} minutes`).toBe(200);
    }
    backend.clock.advanceMinutes(20); // 12 h
    expect((await gender(token)).status).toBe(401);
  });

  test("POST /logout revokes the token (and only it); the referrer-host header is accepted", async () => {
    const user = await insertUser(backend);
    const token = await login(backend, user.email);
    const second = await login(backend, user.email);
    const res = await call(backend, "POST", "/logout", { token, headers: { "referrer-host": "coachhub.example" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Logged out" });
    expect((await gender(token)).status).toBe(401);
    expect((await post("/logout", undefined, token)).status).toBe(401);
    expect((await gender(second)).status).toBe(200);
  });

  test("a token revoked, or its user locked out, straight in the database (another process) is refused on the next call", async () => {
    const user = await insertUser(backend);
    const token = await login(backend, user.email);
    const other = await login(backend, user.email);
    expect((await gender(token)).status).toBe(200);
    expect((await gender(token)).status).toBe(200);
    const db = backend.database.db;
    await db
      .update(authTokens)
      .set({ revokedAt: backend.clock.now })
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect((await gender(token)).status).toBe(401);
    expect((await gender(other)).status).toBe(200);
    await db.update(users).set({ isLockedOut: true }).where(eq(users.id, user.id));
    expect((await gender(other)).status).toBe(401);
  });

  test("a token revoked by a SELECT of a function that writes is refused on the next call", async () => {
    const user = await insertUser(backend);
    const token = await login(backend, user.email);
    const db = backend.database.db;
    await db.execute(
      sql.raw(`create function revoke_tokens_of(uid integer) returns void language sql
        as $$ update auth_tokens set revoked_at = now() where user_id = uid $$`),
    );
    expect((await gender(token)).status).toBe(200);
    await db.execute(sql`select revoke_tokens_of(${user.id})`);
    expect((await gender(token)).status).toBe(401);
  });
});

describe("forced password change", () => {
  test("the login says so, the token works only for /changePassword and /logout, and the change ends it", async () => {
    const user = await insertUser(backend, { forcePasswordChange: true });
    const res = await post("/login", { userName: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const { token, forcePasswordChange, user: wire } = await res.json();
    expect(forcePasswordChange).toBe(true);
    expect(wire.forcePasswordChange).toBe(true);

    for (const [method, path] of [
      ["GET", "/gender"],
      ["GET", `/user/${user.id}`],
      ["POST", `/api/v1/user/profile?userId=${user.id}`],
    ] as const) {
      const refused = await call(backend, method, path, { token });
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({ message: "You must change your password before continuing." });
    }

    // The rules still hold.
    const weak = await post("/changePassword", { userName: user.email, password: "", newpassword: "short1!" }, token);
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual(RULES);
    const asEmail = await post("/changePassword", { userName: user.email, newpassword: user.email }, token);
    expect(await asEmail.json()).toEqual({ message: "Your password can not be the same as your email address" });

    // The token alone proves nothing (issue 11): the current password is needed too.
    const tokenAlone = await post("/changePassword", { userName: user.email, password: "", newpassword: NEW_PASSWORD }, token);
    expect(tokenAlone.status).toBe(401);
    expect(await tokenAlone.json()).toEqual({ message: "Token is invalid" });
    const changed = await post(
      "/changePassword",
      { userName: user.email, password: TEST_PASSWORD, newpassword: NEW_PASSWORD },
      token,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: "Password changed" });

    // Every token of the user is gone, and the flag is cleared.
    expect((await gender(token)).status).toBe(401);
    expect((await post("/logout", undefined, token)).status).toBe(401);
    const again = await post("/login", { userName: user.email, password: NEW_PASSWORD });
    expect(again.status).toBe(200);
    const next = await again.json();
    expect(next.forcePasswordChange).toBe(false);
    expect((await gender(next.token)).status).toBe(200);
    expect((await post("/login", { userName: user.email, password: TEST_PASSWORD })).status).toBe(401);

    const [audit] = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, "user.password.change")));
    expect(audit).toMatchObject({ actorUserId: user.id, actingAsUserId: user.id, entity: "user" });
    expect(JSON.parse(audit!.before!)).toEqual({ forcePasswordChange: true });
  });

  test("a forced user can log out", async () => {
    const user = await insertUser(backend, { forcePasswordChange: true });
    const token = await login(backend, user.email);
    expect((await post("/logout", undefined, token)).status).toBe(200);
  });
});

describe("POST /changePassword", () => {
  test("the probe: a token alone (no current password) changes nothing", async () => {
    const user = await insertUser(backend);
    const token = await login(backend, user.email);
    for (const body of [{ newpassword: NEW_PASSWORD }, { userName: user.email, newpassword: NEW_PASSWORD }]) {
      const res = await post("/changePassword", body, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Token is invalid" });
    }
    const wrong = await post("/changePassword", { password: "Not.mine1", newpassword: NEW_PASSWORD }, token);
    expect(wrong.status).toBe(401);
    expect((await gender(token)).status).toBe(200);
    await login(backend, user.email, TEST_PASSWORD);
    // With the current password, the token's user needs no userName.
    expect((await post("/changePassword", { password: TEST_PASSWORD, newpassword: NEW_PASSWORD }, token)).status).toBe(200);
    await login(backend, user.email, NEW_PASSWORD);
  });

  test("a new user's session started by email verification proves the change with that code, once", async () => {
    const finance = await insertUser(backend, { userRole: 8 });
    const email = `verified.${Date.now()}@example.com`;
    const created = await call(backend, "POST", "/user/register", {
      token: await login(backend, finance.email),
      body: {
        FirstName: "Val",
        LastName: "New",
        Email: email,
        Phone: "4165550100",
        forcePasswordChange: true,
        password: "Temp!2026x",
      },
    });
    expect(created.status).toBe(201);
    const [mail] = await backend.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const code = /verification code is: (\d{8})/.exec(mail!.text)![1]!;
    const verified = await post("/user/verifyEmail", { email, token: code });
    const { token } = await verified.json();
    // Once verified, the code does not log in a second time.
    expect((await post("/user/verifyEmail", { email, token: code })).status).toBe(400);

    expect((await post("/changePassword", { password: "", newpassword: NEW_PASSWORD }, token)).status).toBe(401);
    // Without the session's token the verification code proves nothing.
    expect((await post("/changePassword", { userName: email, password: code, newpassword: NEW_PASSWORD })).status).toBe(401);
    const ok = await post("/changePassword", { password: code, newpassword: NEW_PASSWORD }, token);
    expect(ok.status).toBe(200);
    const token2 = await login(backend, email, NEW_PASSWORD);
    expect((await post("/changePassword", { password: code, newpassword: "Other.Pass9" }, token2)).status).toBe(401);
  });

  test("with the current password: works once; a wrong one answers 'Token is invalid'", async () => {
    const user = await insertUser(backend);
    const token = await login(backend, user.email);
    const wrong = await post("/changePassword", { userName: user.email, password: "Not.mine1", newpassword: NEW_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Token is invalid" });

    const ok = await post("/changePassword", { userName: user.email, password: TEST_PASSWORD, newpassword: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect((await gender(token)).status).toBe(401);
    await login(backend, user.email, NEW_PASSWORD);
  });

  test("validation: new password required, rules, and no proof at all", async () => {
    const user = await insertUser(backend);
    const missing = await post("/changePassword", { userName: user.email, password: TEST_PASSWORD });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Password is required." });
    for (const weak of ["Ab1.", "abcdefgh1", "abcdefgh.", "12345678.", "        "]) {
      const res = await post("/changePassword", { userName: user.email, password: TEST_PASSWORD, newpassword: weak });
      expect(res.status, weak).toBe(400);
      expect(await res.json()).toEqual(RULES);
    }
    const noProof = await post("/changePassword", { newpassword: NEW_PASSWORD });
    expect(noProof.status).toBe(401);
    expect(await noProof.json()).toEqual({ message: "Token is invalid" });
    const unknown = await post("/changePassword", {
      userName: "ghost@example.com",
      password: "123456",
      newpassword: NEW_PASSWORD,
    });
    expect(unknown.status).toBe(401);
  });

  test("guessing the current password through it counts against the login limit", async () => {
    const user = await insertUser(backend);
    for (let i = 0; i < 5; i++) {
      await post("/changePassword", { userName: user.email, password: `Guess.${i}x`, newpassword: NEW_PASSWORD });
    }
    const blocked = await post("/login", { userName: user.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
  });
});

describe("password reset", () => {
  test("end to end: request, code by email, verify, change, and the code cannot be used again", async () => {
    const user = await insertUser(backend, { firstName: "Grace" });
    const oldToken = await login(backend, user.email);

    const sent = await post("/email/reset", { name: user.email.toUpperCase(), id: user.id, newFlowResetPass: true });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: "Email sent" });
    const [mail] = await backend.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail).toMatchObject({ subject: "Your Coach Hub password reset code", transport: "outbox" });
    expect(mail!.text).toContain("Hello Grace,");
    const code = await codeFromOutbox(user.email);
    expect(mail!.text).toContain(`Your Coach Hub password reset code is: ${code}`);
    expect(mail!.text).toContain("15 minutes");

    const wrongCode = code === "00000000" ? "11111111" : "00000000";
    const wrong = await post("/verifyToken", { email: user.email, token: wrongCode });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: "Token is invalid" });

    // A code not yet verified does not prove anything.
    const early = await post("/changePassword", { userName: user.email, password: code, newpassword: NEW_PASSWORD });
    expect(early.status).toBe(401);

    const verified = await post("/verifyToken", { email: user.email, token: code });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: "Token verified" });

    const weak = await post("/changePassword", { userName: user.email, password: code, newpassword: "weak" });
    expect(await weak.json()).toEqual(RULES);

    const changed = await post("/changePassword", { userName: user.email, password: code, newpassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: "Password changed" });
    expect((await gender(oldToken)).status).toBe(401);
    await login(backend, user.email, NEW_PASSWORD);

    // Used up.
    expect(await (await post("/verifyToken", { email: user.email, token: code })).json()).toEqual({
      message: "Token is invalid",
    });
    const reuse = await post("/changePassword", { userName: user.email, password: code, newpassword: "Another.one2" });
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({ message: "Token is invalid" });
  });

  test("validation and unknown email", async () => {
    const empty = await post("/email/reset", { name: "", newFlowResetPass: true });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Please enter an email." });
    const unknown = await post("/email/reset", { name: "nobody@example.com", newFlowResetPass: true });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Email not found" });

    const short = await post("/verifyToken", { email: "a@example.com", token: "12345" });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: "Please enter your Verification Code." });
    expect(await (await post("/verifyToken", { email: "a@example.com" })).json()).toEqual({
      message: "Please enter your Verification Code.",
    });
    expect(await (await post("/verifyToken", { token: "12345678" })).json()).toEqual({ message: "Please enter your email" });
    expect(await (await post("/verifyToken", { email: "nobody@example.com", token: "12345678" })).json()).toEqual({
      message: "Token is invalid",
    });
  });

  test("five wrong tries kill the code", async () => {
    const user = await insertUser(backend);
    await post("/email/reset", { name: user.email, newFlowResetPass: true });
    const code = await codeFromOutbox(user.email);
    const wrongCode = code === "00000000" ? "11111111" : "00000000";
    for (let i = 0; i < 5; i++) expect((await post("/verifyToken", { email: user.email, token: wrongCode })).status).toBe(400);
    const late = await post("/verifyToken", { email: user.email, token: code });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: "Token is invalid" });
  });

  test("the code expires after 15 minutes", async () => {
    const user = await insertUser(backend);
    await post("/email/reset", { name: user.email, newFlowResetPass: true });
    const code = await codeFromOutbox(user.email);
    backend.clock.advanceMinutes(14);
    expect((await post("/verifyToken", { email: user.email, token: code })).status).toBe(200);
    backend.clock.advanceMinutes(2);
    expect((await post("/verifyToken", { email: user.email, token: code })).status).toBe(400);
    const late = await post("/changePassword", { userName: user.email, password: code, newpassword: NEW_PASSWORD });
    expect(late.status).toBe(401);
  });

  test("a new request cancels the previous code; too many requests are refused", async () => {
    const user = await insertUser(backend);
    await post("/email/reset", { name: user.email });
    const first = await codeFromOutbox(user.email);
    await post("/email/reset", { name: user.email });
    const second = await codeFromOutbox(user.email);
    if (first !== second) expect((await post("/verifyToken", { email: user.email, token: first })).status).toBe(400);
    expect((await post("/verifyToken", { email: user.email, token: second })).status).toBe(200);

    for (let i = 0; i < 3; i++) expect((await post("/email/reset", { name: user.email })).status).toBe(200);
    const flood = await post("/email/reset", { name: user.email });
    expect(flood.status).toBe(429);
    expect(await flood.json()).toEqual({
      message: "Too many password reset requests. Please wait 15 minutes and try again.",
    });
  });

  test("an inactive user's reset changes the password but still cannot log in", async () => {
    const user = await insertUser(backend);
    await backend.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await post("/email/reset", { name: user.email })).status).toBe(200);
    expect((await post("/login", { userName: user.email, password: TEST_PASSWORD })).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AppDeps } from "../context";
import { contacts, userProfiles, users as usersTable } from "../db/schema";
import { createTestBackend, type TestBackend } from "../testing/harness";
import { call, castCaller, insertCast, type Cast, type TestUser } from "../testing/users";
import type { AppEnv } from "./actor";
import { cachedRead } from "./cached-read";

describe("cachedRead middleware", () => {
  const version = { now: "10:12:" };
  let runs = 0;
  function appOf(deps: Pick<AppDeps, "db" | "env" | "now">) {
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      const userId = Number(c.req.header("user") ?? 1);
      c.set("actor", { userId, role: 2, email: "", actingAsUserId: userId, tokenId: 1 });
      c.set("dataVersion", version.now);
      await next();
    });
    app.get("/read/:answer", cachedRead(deps as AppDeps), (c) => {
      runs += 1;
      const answer = c.req.param("answer");
      return answer === "missing" ? c.json({ message: "Not found" }, 404) : c.json({ answer, runs });
    });
    app.get("/until/:at", cachedRead(deps as AppDeps), (c) => {
      runs += 1;
      c.set("answerKeptUntil", new Date(c.req.param("at")));
      return c.json({ runs });
    });
    app.post("/query", cachedRead(deps as AppDeps), async (c) => {
      runs += 1;
      const asked = (await c.req.json()) as { question: string; pays?: boolean };
      if (asked.pays) c.set("answerNotKept", true);
      return c.json({ answer: asked.question, runs });
    });
    return app;
  }
  const clock = { now: new Date("2026-11-24T15:00:00Z") };
  const app = appOf({
    db: {} as AppDeps["db"],
    env: { BILLING_TIME_ZONE: "America/Toronto" } as AppDeps["env"],
    now: () => clock.now,
  });
  const read = async (path: string, user = 1) => {
    const res = await app.request(path, { headers: { user: String(user) } });
    return { status: res.status, type: res.headers.get("content-type"), body: await res.json() };
  };

  test("a repeated read is answered again, byte for byte, without running the call while the version holds", async () => {
    const first = await read("/read/a");
    const again = await read("/read/a");
    expect(first).toEqual({ status: 200, type: "application/json", body: { answer: "a", runs: first.body.runs } });
    expect(again).toEqual(first);
    expect(runs).toBe(first.body.runs);
  });

  test("a new database version, another user, another URL or another business date runs the call again", async () => {
    const before = (await read("/read/b")).body.runs;
    version.now = "10:13:";
    expect((await read("/read/b")).body.runs).toBe(before + 1);
    expect((await read("/read/b", 2)).body.runs).toBe(before + 2);
    expect((await read("/read/b?x=1")).body.runs).toBe(before + 3);
    expect((await read("/read/b")).body.runs).toBe(before + 1);
    clock.now = new Date("2026-11-25T05:00:00Z"); // the next day in Toronto
    expect((await read("/read/b")).body.runs).toBe(before + 4);
  });

  test("a read sent as a POST is kept per body; an answer its handler marks as not kept runs every time", async () => {
    const ask = async (body: object) =>
      (await (await app.request("/query", { method: "POST", body: JSON.stringify(body) })).json()) as {
        answer: string;
        runs: number;
      };
    const first = await ask({ question: "march" });
    expect(await ask({ question: "march" })).toEqual(first);
    expect(await ask({ question: "april" })).toEqual({ answer: "april", runs: first.runs + 1 });
    expect(await ask({ question: "payout", pays: true })).toEqual({ answer: "payout", runs: first.runs + 2 });
    expect(await ask({ question: "payout", pays: true })).toEqual({ answer: "payout", runs: first.runs + 3 });
  });

  test("an answer its handler bounds in time is answered again until that instant, then runs again", async () => {
    clock.now = new Date("2026-11-26T15:00:00Z");
    const path = "/until/2026-11-26T15:10:00.000Z";
    const first = (await read(path)).body.runs;
    clock.now = new Date("2026-11-26T15:09:59.999Z");
    expect((await read(path)).body.runs).toBe(first);
    clock.now = new Date("2026-11-26T15:10:00Z");
    expect((await read(path)).body.runs).toBe(first + 1);
  });

  test("an answer other than 200 is never kept", async () => {
    const before = runs;
    expect((await read("/read/missing")).status).toBe(404);
    expect((await read("/read/missing")).status).toBe(404);
    expect(runs).toBe(before + 2);
  });
});

describe("reads after writes, through the real backend", () => {
  let backend: TestBackend;
  let users: Record<Cast, TestUser>;
  let as: ReturnType<typeof castCaller>;
  const db = () => backend.database.db;

  beforeAll(async () => {
    backend = await createTestBackend();
    backend.clock.now = new Date("2026-11-25T04:45:00Z"); // 23:45 on the 24th in Toronto
    const cast = await insertCast(backend);
    users = cast.users;
    as = castCaller(cast);
  });
  afterAll(() => backend.close());

  async function get(path: string, who: Cast, actingAs?: Cast) {
    const res = await call(backend, "GET", path, as(who, actingAs));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
  }

  test("a change written straight to the database, not through the API, shows on the next read", async () => {
    const path = `/user/${users.affiliate.id}`;
    const before = await get(path, "affiliate");
    expect((await get(path, "affiliate")).body).toEqual(before.body);
    await db().update(usersTable).set({ firstName: "Renamed" }).where(eq(usersTable.id, users.affiliate.id));
    expect((await get(path, "affiliate")).body).toEqual({
      ...before.body,
      FirstName: "Renamed",
      name: `Renamed ${before.body.LastName}`,
    });
  });

  test("the profile read (a POST without a body) shows a flag written straight to the database", async () => {
    const path = `/api/v1/user/profile?userId=${users.affiliate.id}`;
    const read = async () => {
      const res = await call(backend, "POST", path, as("affiliate"));
      return { status: res.status, flags: ((await res.json()) as { featureFlags: string }).featureFlags };
    };
    expect(await read()).toEqual({ status: 200, flags: "" });
    expect(await read()).toEqual({ status: 200, flags: "" });
    await db().update(userProfiles).set({ featureFlags: "stripe_connect" }).where(eq(userProfiles.userId, users.affiliate.id));
    expect(await read()).toEqual({ status: 200, flags: "stripe_connect" });
  });

  test("staff reading a URL as themselves and acting as an affiliate get each their own answer", async () => {
    await db()
      .insert(contacts)
      .values([
        { affiliateId: users.affiliate.id, firstName: "Ada", lastName: "Mine", email: "ada.mine@example.com" },
        { affiliateId: users.other.id, firstName: "Bo", lastName: "Theirs", email: "bo.theirs@example.com" },
      ]);
    const path = `/contact/report/${users.finance.id}`;
    const lastNames = async (actingAs?: Cast) =>
      ((await get(path, "finance", actingAs)).body as unknown as { lastName: string }[]).map((r) => r.lastName).sort();
    expect(await lastNames()).toEqual(["Mine", "Theirs"]);
    expect((await get(`/contact/report/${users.affiliate.id}`, "finance", "affiliate")).status).toBe(200);
    expect(
      (
        (await get(`/contact/report/${users.affiliate.id}`, "finance", "affiliate")).body as unknown as { lastName: string }[]
      ).map((r) => r.lastName),
    ).toEqual(["Mine"]);
    expect(await lastNames()).toEqual(["Mine", "Theirs"]);
  });

  test("a refused read is not kept: the contact it could not see shows once it is the caller's", async () => {
    const [c] = await db()
      .insert(contacts)
      .values({ affiliateId: users.other.id, firstName: "Cy", lastName: "Moved", email: "cy.moved@example.com" })
      .returning();
    const path = `/contact/${c!.id}/${users.affiliate.id}`;
    expect((await get(path, "affiliate")).status).toBe(404);
    await db().update(contacts).set({ affiliateId: users.affiliate.id }).where(eq(contacts.id, c!.id));
    const after = await get(path, "affiliate");
    expect([after.status, after.body.lastName]).toEqual([200, "Moved"]);
  });

  test("the dashboard follows the business date with no write in between", async () => {
    const path = `/report/dashboard/${users.affiliate.id}`;
    expect((await get(path, "affiliate")).body.today).toBe("2026-11-24");
    backend.clock.advanceMinutes(20);
    expect((await get(path, "affiliate")).body.today).toBe("2026-11-25");
  });
});

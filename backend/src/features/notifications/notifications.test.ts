import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, systemNotifications } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor, insertCast } from "../../testing/users";

type Row = Awaited<ReturnType<typeof insertUser>>;
interface Wire {
  notificationId: number;
  notificationText: string;
  lastUpdatedDateUTC: string;
  startDateUTC: string | null;
  endDateUTC: string | null;
}

let backend: TestBackend;
let affiliate: Row, other: Row, office: Row, finance: Row;
let tokens: Record<"affiliate" | "other" | "office" | "finance", string>;

beforeAll(async () => {
  backend = await createTestBackend();
  const cast = await insertCast(backend);
  ({ affiliate, other, office, finance } = cast.users);
  tokens = cast.tokens;
});
afterAll(() => backend.close());

/** Moving the clock by days outlives the tokens (30 minutes idle): issue fresh ones. */
async function advanceDays(n: number) {
  backend.clock.advanceMinutes(n * 24 * 60);
  tokens = {
    affiliate: await tokenFor(backend, affiliate.id),
    other: await tokenFor(backend, other.id),
    office: await tokenFor(backend, office.id),
    finance: await tokenFor(backend, finance.id),
  };
}

const days = (n: number) => new Date(backend.clock.now.getTime() + n * 86_400_000).toISOString();

async function add(body: Record<string, unknown>, token = tokens.finance): Promise<Wire> {
  const res = await call(backend, "POST", "/systemnotification/add", { token, body });
  expect(res.status).toBe(201);
  return res.json();
}
async function activeFor(userId: number, token: string): Promise<Wire[]> {
  const res = await call(backend, "GET", `/user/systemnotifications/${userId}`, { token });
  expect(res.status).toBe(200);
  return res.json();
}

describe("staff calls", () => {
  test("finance and office add, update, list and delete; the list is newest-updated first", async () => {
    const first = await add({ notificationText: "First notice" });
    expect(first).toMatchObject({ notificationText: "First notice", startDateUTC: null, endDateUTC: null });
    backend.clock.advanceMinutes(1);
    const second = await add(
      { notificationText: "Second notice", startDateUTC: "2026-01-01", endDateUTC: "2099-12-31" },
      tokens.office,
    );
    expect(second.startDateUTC).toBe("2026-01-01T00:00:00.000Z");
    expect(second.endDateUTC).toBe("2099-12-31T00:00:00.000Z");
    backend.clock.advanceMinutes(1);

    const upd = await call(backend, "PUT", "/systemnotification/update", {
      token: tokens.office,
      body: { ...first, notificationText: "First notice, edited" },
    });
    expect(upd.status).toBe(200);
    expect(((await upd.json()) as Wire).notificationText).toBe("First notice, edited");

    const list = await call(backend, "GET", "/systemnotifications", { token: tokens.finance });
    expect(list.status).toBe(200);
    const ids = ((await list.json()) as Wire[]).map((n) => n.notificationId);
    expect(ids.indexOf(first.notificationId)).toBeLessThan(ids.indexOf(second.notificationId));

    const del = await call(backend, "DELETE", `/systemnotification/delete/${second.notificationId}`, { token: tokens.finance });
    expect(del.status).toBe(200);
    const after = (await (await call(backend, "GET", "/systemnotifications", { token: tokens.office })).json()) as Wire[];
    expect(after.map((n) => n.notificationId)).not.toContain(second.notificationId);

    const audits = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "system_notification"), eq(auditLog.entityId, String(first.notificationId))));
    expect(audits.map((a) => a.action).sort()).toEqual(["notification.add", "notification.update"]);
    expect(audits.find((a) => a.action === "notification.update")!.actorUserId).toBe(office.id);
  });

  test("an affiliate gets 403 on every staff call", async () => {
    const n = await add({ notificationText: "Staff only" });
    const token = tokens.affiliate;
    expect((await call(backend, "GET", "/systemnotifications", { token })).status).toBe(403);
    expect((await call(backend, "POST", "/systemnotification/add", { token, body: { notificationText: "x" } })).status).toBe(403);
    expect(
      (await call(backend, "PUT", "/systemnotification/update", { token, body: { ...n, notificationText: "x" } })).status,
    ).toBe(403);
    expect((await call(backend, "DELETE", `/systemnotification/delete/${n.notificationId}`, { token })).status).toBe(403);
    const [row] = await backend.database.db
      .select()
      .from(systemNotifications)
      .where(eq(systemNotifications.id, n.notificationId));
    expect(row!.notificationText).toBe("Staff only");
  });

  test("without a token every call answers 401", async () => {
    expect((await call(backend, "GET", "/systemnotifications")).status).toBe(401);
    expect((await call(backend, "GET", `/user/systemnotifications/${affiliate.id}`)).status).toBe(401);
    expect((await call(backend, "POST", `/user/systemnotification/${affiliate.id}/1`)).status).toBe(401);
  });

  test("an empty text, or one that is empty once sanitised, is refused with a clear 400", async () => {
    for (const notificationText of ["", "   ", "<script>alert(1)</script>", "<p> </p>"]) {
      const res = await call(backend, "POST", "/systemnotification/add", { token: tokens.finance, body: { notificationText } });
      expect(res.status, notificationText).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Notification Text is required/);
    }
    const missing = await call(backend, "POST", "/systemnotification/add", { token: tokens.finance, body: {} });
    expect(missing.status).toBe(400);
  });

  test("unknown ids answer 404, reversed dates and bad ids 400", async () => {
    const upd = await call(backend, "PUT", "/systemnotification/update", {
      token: tokens.finance,
      body: { notificationId: 999999, notificationText: "x" },
    });
    expect(upd.status).toBe(404);
    expect((await call(backend, "DELETE", "/systemnotification/delete/999999", { token: tokens.finance })).status).toBe(404);
    expect((await call(backend, "DELETE", "/systemnotification/delete/abc", { token: tokens.finance })).status).toBe(400);
    const reversed = await call(backend, "POST", "/systemnotification/add", {
      token: tokens.finance,
      body: { notificationText: "x", startDateUTC: "2026-05-01", endDateUTC: "2026-04-01" },
    });
    expect(reversed.status).toBe(400);
  });
});

describe("sanitising", () => {
  test("script, event handlers, javascript: URLs, style and iframes are removed when saved", async () => {
    const n = await add({
      notificationText:
        '<p onclick="steal()">Hello <b>team</b><script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://coachhub.example/help">good</a>' +
        '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><span style="color:red">red</span></p>',
    });
    const text = n.notificationText;
    for (const banned of ["<script", "alert(", "onclick", "onerror", "javascript:", "<style", "<iframe", "style="]) {
      expect(text, banned).not.toContain(banned);
    }
    expect(text).toContain("<b>team</b>");
    expect(text).toContain('href="https://coachhub.example/help"');
    const [row] = await backend.database.db
      .select()
      .from(systemNotifications)
      .where(eq(systemNotifications.id, n.notificationId));
    expect(row!.notificationText).toBe(text);
  });

  test("text stored unsafely (by hand) is sanitised again on the way out", async () => {
    const [row] = await backend.database.db
      .insert(systemNotifications)
      .values({ notificationText: '<p>Old<script>alert(1)</script><a href="javascript:x()">x</a></p>' })
      .returning();
    const list = (await (await call(backend, "GET", "/systemnotifications", { token: tokens.finance })).json()) as Wire[];
    const out = list.find((n) => n.notificationId === row!.id)!;
    expect(out.notificationText).not.toContain("script");
    expect(out.notificationText).not.toContain("javascript:");
    await backend.database.db.delete(systemNotifications).where(eq(systemNotifications.id, row!.id));
  });
});

describe("a user's active notifications and dismiss", () => {
  test("own list: only active ones, newest update first; someone else's is 403 for an affiliate, allowed for staff", async () => {
    const ended = await add({ notificationText: "Ended", startDateUTC: days(-10), endDateUTC: days(-1) });
    const upcoming = await add({ notificationText: "Upcoming", startDateUTC: days(2), endDateUTC: days(5) });
    backend.clock.advanceMinutes(1);
    const older = await add({ notificationText: "Older active", startDateUTC: days(-1), endDateUTC: null });
    backend.clock.advanceMinutes(1);
    const newer = await add({ notificationText: "Newer active", startDateUTC: "0001-01-01", endDateUTC: "2099-12-31" });

    const mine = await activeFor(affiliate.id, tokens.affiliate);
    const ids = mine.map((n) => n.notificationId);
    expect(ids).not.toContain(ended.notificationId);
    expect(ids).not.toContain(upcoming.notificationId);
    expect(ids[0]).toBe(newer.notificationId);
    expect(ids.indexOf(older.notificationId)).toBeGreaterThan(0);

    expect((await call(backend, "GET", `/user/systemnotifications/${other.id}`, { token: tokens.affiliate })).status).toBe(403);
    expect((await call(backend, "GET", `/user/systemnotifications/${finance.id}`, { token: tokens.affiliate })).status).toBe(403);
    expect((await activeFor(other.id, tokens.office))[0]!.notificationId).toBe(newer.notificationId);

    // The window moves with the clock: after three days the upcoming one is active.
    await advanceDays(3);
    expect((await activeFor(affiliate.id, tokens.affiliate)).map((n) => n.notificationId)).toContain(upcoming.notificationId);
    await advanceDays(3);
    expect((await activeFor(affiliate.id, tokens.affiliate)).map((n) => n.notificationId)).not.toContain(upcoming.notificationId);
  });

  test("dismiss hides it for that user only, for good; a second dismiss is harmless", async () => {
    const n = await add({ notificationText: "Dismiss me" });
    const res = await call(backend, "POST", `/user/systemnotification/${affiliate.id}/${n.notificationId}`, {
      token: tokens.affiliate,
    });
    expect(res.status).toBe(200);
    expect((await activeFor(affiliate.id, tokens.affiliate)).map((x) => x.notificationId)).not.toContain(n.notificationId);
    expect((await activeFor(other.id, tokens.other)).map((x) => x.notificationId)).toContain(n.notificationId);
    const again = await call(backend, "POST", `/user/systemnotification/${affiliate.id}/${n.notificationId}`, {
      token: tokens.affiliate,
    });
    expect(again.status).toBe(200);
    // Staff still see it in the manager.
    const all = (await (await call(backend, "GET", "/systemnotifications", { token: tokens.finance })).json()) as Wire[];
    expect(all.map((x) => x.notificationId)).toContain(n.notificationId);
    const audits = await backend.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "notification.dismiss"), eq(auditLog.entityId, String(n.notificationId))));
    expect(audits).toHaveLength(1);
  });

  test("an affiliate may not dismiss for someone else; staff may; an unknown notification is 404", async () => {
    const n = await add({ notificationText: "Not yours" });
    expect(
      (await call(backend, "POST", `/user/systemnotification/${other.id}/${n.notificationId}`, { token: tokens.affiliate }))
        .status,
    ).toBe(403);
    expect(
      (await call(backend, "POST", `/user/systemnotification/${finance.id}/${n.notificationId}`, { token: tokens.affiliate }))
        .status,
    ).toBe(403);
    expect((await activeFor(other.id, tokens.other)).map((x) => x.notificationId)).toContain(n.notificationId);
    expect(
      (await call(backend, "POST", `/user/systemnotification/${other.id}/${n.notificationId}`, { token: tokens.office })).status,
    ).toBe(200);
    expect((await activeFor(other.id, tokens.other)).map((x) => x.notificationId)).not.toContain(n.notificationId);
    expect(
      (await call(backend, "POST", `/user/systemnotification/${affiliate.id}/999999`, { token: tokens.affiliate })).status,
    ).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import {
  callerOf,
  commitSession,
  createSessionStorageFor,
  getOptionalSession,
  logoutRedirect,
  newSession,
  requireSession,
  resetIfStale,
  sessionStorage,
  SESSION_VERSION,
} from "./session.server";
import { newLoadContext } from "~/load-context.server";

const user = {
  id: 7,
  Email: "maya.lopez@coachhub.local",
  FirstName: "Maya",
  LastName: "Lopez",
  userRole: 2,
  logoURL: null,
  canAccessDocs: false,
  companyName: "Lopez Coaching",
};

async function cookieFor(data: Record<string, unknown>): Promise<string> {
  const session = await sessionStorage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
  return (await sessionStorage.commitSession(session)).split(";")[0];
}

const get = (cookie: string, path = "/home") => new Request(`http://localhost:3000${path}`, { headers: { cookie } });

const affiliate = { ...user, id: 12, Email: "priya.shah@coachhub.local", FirstName: "Priya", LastName: "Shah" };

/** The cookie's value is base64(JSON) + "." + signature: change the JSON, keep the signature. */
function tamper(cookie: string, change: (data: Record<string, any>) => void): string {
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1))];
  const dot = value.lastIndexOf(".");
  const data = JSON.parse(decodeURIComponent(escape(atob(value.slice(0, dot)))));
  change(data);
  const payload = btoa(unescape(encodeURIComponent(JSON.stringify(data))));
  return `${name}=${encodeURIComponent(`${payload}${value.slice(dot)}`)}`;
}

describe("session", () => {
  it("round-trips what a login commits: the token, the user and whom they act for", async () => {
    const session = await newSession();
    session.set("token", "t-login");
    session.set("sysUser", { ...user, userRole: 3 });
    session.set("selectedUser", affiliate);
    const cookie = (await commitSession(get(""), session)).split(";")[0]!;
    const auth = await requireSession(get(cookie), {});
    expect(auth.token).toBe("t-login");
    expect(auth.sysUser).toEqual({ ...user, userRole: 3 });
    expect(auth.user).toEqual(affiliate);
  });

  it("refuses a cookie whose contents were changed after signing (a raised role, another token)", async () => {
    const cookie = await cookieFor({ version: SESSION_VERSION, token: "t1", sysUser: user });
    // Re-encoding without a change keeps it valid: the refusal below is the signature's.
    expect((await getOptionalSession(get(tamper(cookie, () => undefined)))).get("token")).toBe("t1");
    const raised = tamper(cookie, (data) => {
      data.sysUser.userRole = 8;
      data.token = "stolen";
    });
    const session = await getOptionalSession(get(raised));
    expect(session.get("token")).toBeUndefined();
    expect(session.get("sysUser")).toBeUndefined();
    await expect(requireSession(get(raised), {})).rejects.toMatchObject({ status: 302 });
  });

  it("gives every read of one cookie a session of its own: a change to one is not seen by the next", async () => {
    const cookie = await cookieFor({ version: SESSION_VERSION, token: "t1", sysUser: user, selectedContact: null });
    const first = await getOptionalSession(get(cookie));
    first.set("token", "changed");
    first.get("sysUser")!.FirstName = "Changed";
    const second = await getOptionalSession(get(cookie));
    expect(second.get("token")).toBe("t1");
    expect(second.get("sysUser")).toEqual(user);
  });

  it("reads a flash value once per request, from every read of the same cookie", async () => {
    const session = await newSession();
    session.set("token", "t1");
    session.flash("passwordChanged", true);
    const cookie = (await commitSession(get(""), session)).split(";")[0]!;
    const first = await getOptionalSession(get(cookie));
    expect(first.get("passwordChanged")).toBe(true);
    expect(first.get("passwordChanged")).toBeUndefined();
    expect((await getOptionalSession(get(cookie))).get("passwordChanged")).toBe(true);
  });

  it("lives as long as the browser session: no Expires or Max-Age on a login cookie", async () => {
    const session = await newSession();
    session.set("token", "t1");
    const header = await commitSession(get(""), session);
    expect(header).not.toMatch(/Expires=|Max-Age=/i);
  });

  it("logs out by expiring the cookie and leaving a toast: the old cookie's user is gone", async () => {
    const response = await logoutRedirect(get(""), { message: "Your session has expired. Please log in again.", type: "error" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const session = await getOptionalSession(get(cleared.split(";")[0]!));
    expect(session.get("token")).toBeUndefined();
  });

  it("keeps a session of the current version", async () => {
    const cookie = await cookieFor({
      version: SESSION_VERSION,
      token: "t1",
      sysUser: user,
      selectedUser: null,
      forcePasswordChange: false,
    });
    const session = await getOptionalSession(get(cookie));
    expect(session.get("token")).toBe("t1");
    expect((await requireSession(get(cookie), {})).sysUser.FirstName).toBe("Maya");
  });

  it("reads the backend caller once: the token, and acting-as only while impersonating", async () => {
    const staff = { ...user, id: 3, userRole: 3, Email: "office@coachhub.local" };
    const own = await requireSession(
      get(await cookieFor({ version: SESSION_VERSION, token: "t1", sysUser: staff, selectedUser: null })),
      {},
    );
    expect([own.token, own.actingAs, own.user.id]).toEqual(["t1", null, 3]);
    const request = get(await cookieFor({ version: SESSION_VERSION, token: "t2", sysUser: staff, selectedUser: user }));
    const acting = await requireSession(request, {});
    expect([acting.token, acting.actingAs, acting.user.id, acting.request]).toEqual(["t2", 7, 7, request]);
    expect(callerOf(request, {}, acting.session)).toEqual({ request, token: "t2", actingAs: 7, reads: null });
    const context = newLoadContext();
    expect(callerOf(request, context, acting.session).reads).toBe(context.backendReads);
    expect((await requireSession(request, context)).reads).toBe(context.backendReads);
    const visitor = get("");
    expect(callerOf(visitor, {}, await getOptionalSession(visitor))).toEqual({
      request: visitor,
      token: null,
      actingAs: null,
      reads: null,
    });
  });

  it("resets a session written under another version to empty", async () => {
    const cookie = await cookieFor({ version: SESSION_VERSION - 1, token: "old", sysUser: user });
    const session = await getOptionalSession(get(cookie));
    expect(session.get("token")).toBeUndefined();
    expect(session.get("sysUser")).toBeUndefined();
    expect(session.get("version")).toBe(SESSION_VERSION);
  });

  it("resets a session with no version at all", async () => {
    const storage = createSessionStorageFor("s");
    const session = await storage.getSession();
    session.set("token", "x");
    expect(resetIfStale(session).data).toEqual({ version: SESSION_VERSION });
  });

  it("ignores a cookie signed with another secret", async () => {
    const other = createSessionStorageFor("another-secret");
    const forged = await other.getSession();
    forged.set("version", SESSION_VERSION);
    forged.set("token", "forged");
    const cookie = (await other.commitSession(forged)).split(";")[0];
    expect((await getOptionalSession(get(cookie))).get("token")).toBeUndefined();
  });

  it("sends a visitor without a token to /login", async () => {
    const thrown = await requireSession(get(""), {}).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/login");
  });

  it("sends a user with a pending forced change to /reset-password", async () => {
    const cookie = await cookieFor({ version: SESSION_VERSION, token: "t1", sysUser: user, forcePasswordChange: true });
    const thrown = await requireSession(get(cookie), {}).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/reset-password");
  });

  it("refuses a cross-site POST before reading the session (403)", async () => {
    const request = new Request("http://localhost:3000/logout", {
      method: "POST",
      headers: { host: "localhost:3000", origin: "https://evil.example" },
    });
    const thrown = await getOptionalSession(request).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(403);
  });

  it("writes an httpOnly, SameSite=Lax cookie on path /", async () => {
    const session = await sessionStorage.getSession();
    const header = await sessionStorage.commitSession(session);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
  });
});

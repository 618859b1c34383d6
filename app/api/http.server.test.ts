import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { isClientAddressSigned } from "@domain/client-address-signature";
import { wireUser } from "./wire-user.fixture";

/**
 * The backend client against a real HTTP server on a free local port (no mocked fetch): what it sends,
 * and what it makes of each kind of answer.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Answer = { status: number; body: string; type?: string };

let server: Server;
let baseUrl: string;
const SECRET = "web-and-backend-share-this";
let seen: Seen[] = [];
let answer: Answer = { status: 200, body: "{}" };
const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value), type: "application/json" });

// Loaded after API_BASE_URL points at the test server (env.server reads it once, on import).
let mod: {
  http: typeof import("./http.server");
  index: typeof import("./index.server");
  session: typeof import("~/auth/session.server");
  toast: typeof import("~/auth/toast.server");
  memo: typeof import("./request-memo.server");
  env: typeof import("~/env.server");
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      res.writeHead(answer.status, { "content-type": answer.type ?? "text/plain" });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_BASE_URL = baseUrl;
  process.env.API2_BASE_URL = baseUrl;
  process.env.INTERNAL_API_SECRET = SECRET;
  mod = {
    http: await import("./http.server"),
    index: await import("./index.server"),
    session: await import("~/auth/session.server"),
    toast: await import("~/auth/toast.server"),
    memo: await import("./request-memo.server"),
    env: await import("~/env.server"),
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  answer = json(200, {});
});

const browserRequest = (cookie = "") =>
  new Request("http://coach.example:3000/home", {
    headers: { host: "coach.example:3000", "x-forwarded-for": "203.0.113.9", ...(cookie ? { cookie } : {}) },
  });

const client = (token: string | null = "t1", actingAs: number | null = null, request = browserRequest()) =>
  new mod.http.BackendHttp({ baseUrl, request, token, actingAs, clientAddress: "198.51.100.4", clientAddressSecret: SECRET });

const user = {
  id: 7,
  Email: "maya.lopez@coachhub.local",
  FirstName: "Maya",
  LastName: "Lopez",
  userRole: 2,
  logoURL: null,
  canAccessDocs: false,
  companyName: null,
};

async function cookieFor(data: Record<string, unknown>): Promise<string> {
  const session = await mod.session.sessionStorage.getSession();
  for (const [key, value] of Object.entries({ version: mod.session.SESSION_VERSION, ...data }))
    session.set(key as never, value as never);
  return (await mod.session.sessionStorage.commitSession(session)).split(";")[0];
}

async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => error,
  );
}

describe("what every call sends", () => {
  test("the token and referrer-host headers, the observed client address signed (never the browser's header), and JSON", async () => {
    await client("t1").post("/contact/search", { text: "maya" }, z.unknown(), { query: { page: 2, skip: undefined } });
    const [call] = seen;
    expect(call.method).toBe("POST");
    expect(call.url).toBe("/contact/search?page=2");
    expect(call.headers.token).toBe("t1");
    expect(call.headers["referrer-host"]).toBe("coach.example:3000");
    expect(call.headers["x-client-address"]).toBe("198.51.100.4");
    expect(isClientAddressSigned(SECRET, "198.51.100.4", String(call.headers["x-client-address-signature"]))).toBe(true);
    expect(call.headers["x-forwarded-for"]).toBeUndefined();
    expect(call.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(call.body)).toEqual({ text: "maya" });
    expect(call.headers["acting-as"]).toBeUndefined();
  });

  test("no token header for a call made without a session (login, reset)", async () => {
    answer = json(200, { message: "Email sent" });
    await mod.index.api({ request: browserRequest() }).auth.requestReset("maya.lopez@coachhub.local");
    expect(seen[0].url).toBe("/email/reset");
    expect(seen[0].headers.token).toBeUndefined();
    expect(seen[0].headers["referrer-host"]).toBe("coach.example:3000");
    // No observed address given: the browser's own x-forwarded-for is not passed on.
    expect(seen[0].headers["x-forwarded-for"]).toBeUndefined();
    expect(seen[0].headers["x-client-address"]).toBeUndefined();
  });

  test("the login and the reset request send the observed address signed with INTERNAL_API_SECRET", async () => {
    answer = json(200, { message: "Email sent" });
    const auth = mod.index.api({ request: browserRequest(), clientAddress: "2001:db8::5" }).auth;
    await auth.requestReset("maya.lopez@coachhub.local");
    await failure(auth.login("maya.lopez@coachhub.local", "Wrong.pass1"));
    expect(seen.map((call) => call.url)).toEqual(["/email/reset", "/login"]);
    for (const call of seen) {
      expect(call.headers["x-client-address"]).toBe("2001:db8::5");
      expect(isClientAddressSigned(SECRET, "2001:db8::5", String(call.headers["x-client-address-signature"]))).toBe(true);
      expect(isClientAddressSigned("another-secret", "2001:db8::5", String(call.headers["x-client-address-signature"]))).toBe(
        false,
      );
    }
  });

  test("acting-as only while impersonating, as the session says once per request", async () => {
    const staff = { ...user, id: 3, userRole: 3, Email: "office@coachhub.local" };
    const own = await mod.session.requireSession(
      browserRequest(await cookieFor({ token: "t1", sysUser: staff, selectedUser: null })),
      {},
    );
    await mod.index
      .api(own)
      .users.get(3)
      .catch(() => undefined);
    const acting = await mod.session.requireSession(
      browserRequest(await cookieFor({ token: "t2", sysUser: staff, selectedUser: user })),
      {},
    );
    await mod.index
      .api(acting)
      .users.get(7)
      .catch(() => undefined);
    // Starting an impersonation looks the target up as oneself.
    await mod.index
      .api({ ...acting, actingAs: null })
      .users.get(7)
      .catch(() => undefined);
    expect(seen.map((s) => [s.url, s.headers.token, s.headers["acting-as"]])).toEqual([
      ["/user/3", "t1", undefined],
      ["/user/7", "t2", "7"],
      ["/user/7", "t2", undefined],
    ]);
  });

  test("the client does not read the cookie: a caller without acting-as sends none, whatever the cookie holds", async () => {
    const cookie = await cookieFor({ token: "t2", sysUser: { ...user, id: 3, userRole: 3 }, selectedUser: user });
    await client("t2", null, browserRequest(cookie)).get("/user/3", z.unknown());
    expect(seen[0].headers["acting-as"]).toBeUndefined();
  });
});

describe("one browser request's reads", () => {
  const reader = (
    reads: InstanceType<typeof import("./request-memo.server").RequestMemo> | null,
    actingAs: number | null = null,
  ) => new mod.http.BackendHttp({ baseUrl, request: browserRequest(), token: "t1", actingAs, reads });

  test("the loaders of one request share a read; each gets its own parsed value; another request calls again", async () => {
    answer = json(200, { id: 5, name: "Maya" });
    const { RequestMemo } = await import("./request-memo.server");
    const reads = new RequestMemo();
    const Contact = z.object({ id: z.number(), name: z.string() });
    const [root, route] = await Promise.all([reader(reads).get("/contact/5", Contact), reader(reads).get("/contact/5", Contact)]);
    expect(root).toEqual(route);
    expect(root).not.toBe(route);
    await reader(reads, 7).get("/contact/5", Contact);
    await reader(new RequestMemo()).get("/contact/5", Contact);
    await reader(null).get("/contact/5", Contact);
    expect(seen.map((call) => [call.url, call.headers["acting-as"]])).toEqual([
      ["/contact/5", undefined],
      ["/contact/5", "7"],
      ["/contact/5", undefined],
      ["/contact/5", undefined],
    ]);
  });

  test("a write empties them: a loader after its action reads afresh", async () => {
    const { RequestMemo } = await import("./request-memo.server");
    const reads = new RequestMemo();
    await reader(reads).get("/contact/5", z.unknown());
    await reader(reads).put("/contact", { id: 5 }, z.unknown());
    await reader(reads).get("/contact/5", z.unknown());
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual(["GET /contact/5", "PUT /contact", "GET /contact/5"]);
  });
});

describe("what it makes of the answer", () => {
  test("a JSON answer is parsed with the call's schema from the contract", async () => {
    answer = json(200, { ...wireUser(), extra: "dropped" });
    expect(await mod.index.api({ request: browserRequest(), token: "t1" }).users.get(7)).toEqual(wireUser());
    answer = json(200, { ...wireUser(), FirstName: null });
    expect(await failure(mod.index.api({ request: browserRequest(), token: "t1" }).users.get(7))).toMatchObject({
      status: 502,
      message: mod.http.BACKEND_UNEXPECTED,
    });
  });

  test("an answer outside the contract, or not JSON, is a 502 with no detail", async () => {
    answer = json(200, { id: "seven" });
    expect(await failure(client().get("/user/7", z.object({ id: z.number() })))).toMatchObject({
      status: 502,
      message: mod.http.BACKEND_UNEXPECTED,
    });
    answer = { status: 200, body: "<html>oops</html>", type: "text/html" };
    expect(await failure(client().get("/user/7", z.unknown()))).toMatchObject({
      status: 502,
      message: mod.http.BACKEND_UNEXPECTED,
    });
  });

  test("a 401 logs out: a redirect to /login that clears the session and says why", async () => {
    answer = json(401, { message: "Token expired" });
    const thrown = await failure(client().get("/user/7", z.unknown()));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("__session="))).toBe(
      "__session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
    const toast = await mod.toast.toastCookie.parse(cookies.find((c) => c.startsWith("ch_toast="))!.split(";")[0]);
    expect(toast).toMatchObject({ message: "Your session has expired. Please log in again.", type: "error" });
  });

  test("a 401 of a call made without a session is an error like any other (a wrong password)", async () => {
    answer = json(401, { message: "Invalid user name or password" });
    const thrown = await failure(client(null).post("/login", {}, z.unknown(), { logoutOn401: false }));
    expect(thrown).toBeInstanceOf(mod.http.ApiError);
    expect(thrown).toMatchObject({ status: 401, message: "Invalid user name or password" });
  });

  test.each([
    [json(409, { message: "A contact with this email already exists" }), 409, "A contact with this email already exists"],
    [json(403, { message: "You are not allowed to do that." }), 403, "You are not allowed to do that."],
    [{ status: 404, body: "404 Not Found" }, 404, "404 Not Found"],
    [
      json(500, { message: "Something went wrong on our side. Please try again." }),
      500,
      "Something went wrong on our side. Please try again.",
    ],
    [
      { status: 500, body: "Error: relation users does not exist\n    at db.ts:12" },
      500,
      "The server gave an unexpected answer. Please try again later.",
    ],
  ])("a failure is an ApiError with the backend's message: %j", async (failed, status, message) => {
    answer = failed;
    const thrown = await failure(client().delete("/contact/9", z.unknown()));
    expect(thrown).toBeInstanceOf(mod.http.ApiError);
    expect(thrown).toMatchObject({ status, message });
  });

  /** What a call threw, when it is the 503 page (docs/decisions/0343): its status, text and Retry-After. */
  const unavailablePage = async (thrown: unknown) => {
    expect(thrown).toBeInstanceOf(Response);
    const page = thrown as Response;
    return { status: page.status, text: await page.text(), retryAfter: page.headers.get("retry-after") };
  };
  const UNAVAILABLE = { status: 503, text: "The service is unavailable. Please try again in a moment.", retryAfter: "5" };

  test("a backend that does not answer is the 503 page, for a JSON call and a file", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const http = new mod.http.BackendHttp({ baseUrl: `http://127.0.0.1:${port}`, request: browserRequest(), token: "t1" });
    expect(await unavailablePage(await failure(http.get("/user/7", z.unknown())))).toEqual(UNAVAILABLE);
    expect(await unavailablePage(await failure(http.raw("/image/7/logo.png")))).toEqual(UNAVAILABLE);
  });

  test("a 503 answer is the 503 page, whatever its message; a 502 stays the backend's words", async () => {
    answer = json(503, { message: "The email could not be sent. Please try again later." });
    expect(await unavailablePage(await failure(client().post("/contact", {}, z.unknown())))).toEqual(UNAVAILABLE);
    expect(await unavailablePage(await failure(client().raw("/image/7/logo.png")))).toEqual(UNAVAILABLE);
    answer = json(502, { message: "The mail relay refused the message" });
    expect(await failure(client().post("/contact", {}, z.unknown()))).toMatchObject({
      status: 502,
      message: "The mail relay refused the message",
    });
  });

  test("a backend slower than the bound is the 503 page; each loader sharing the read gets a page of its own", async () => {
    const hung = createServer(() => {}); // never answers
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    try {
      const port = (hung.address() as AddressInfo).port;
      const reads = new mod.memo.RequestMemo();
      const http = new mod.http.BackendHttp({
        baseUrl: `http://127.0.0.1:${port}`,
        request: browserRequest(),
        token: "t1",
        timeoutMs: 200,
        reads,
      });
      const [first, second] = await Promise.all([
        failure(http.get("/user/7", z.unknown())),
        failure(http.get("/user/7", z.unknown())),
      ]);
      expect(first).not.toBe(second);
      expect(await unavailablePage(first)).toEqual(UNAVAILABLE);
      expect(await unavailablePage(second)).toEqual(UNAVAILABLE);
      expect(await unavailablePage(await failure(http.raw("/image/7/logo.png")))).toEqual(UNAVAILABLE);
    } finally {
      hung.closeAllConnections();
      await new Promise<void>((resolve) => hung.close(() => resolve()));
    }
  });

  test("the bound is API_TIMEOUT_MS, 5 s unless set", () => {
    expect(mod.env.readWebEnv({ NODE_ENV: "test" }).API_TIMEOUT_MS).toBe(5_000);
    expect(mod.env.readWebEnv({ NODE_ENV: "test", API_TIMEOUT_MS: "2500" }).API_TIMEOUT_MS).toBe(2_500);
    expect(() => mod.env.readWebEnv({ NODE_ENV: "test", API_TIMEOUT_MS: "soon" })).toThrow();
  });
});

describe("a failure as the route's answer", () => {
  test.each([
    [400, 400],
    [403, 403],
    [404, 404],
    [409, 409],
    [429, 429],
    [500, 502],
    [502, 502],
    [503, 502],
    [302, 502],
  ])("backend %i → route %i", async (backend, route) => {
    const error = new mod.http.ApiError(backend, "The backend's words");
    expect(mod.index.apiErrorStatus(error)).toBe(route);
    const response = mod.index.apiErrorResponse(error);
    expect([response.status, await response.text()]).toEqual([route, "The backend's words"]);
  });

  test("a 404 can name what was not found", async () => {
    const response = mod.index.apiErrorResponse(new mod.http.ApiError(404, "Contact not found"), {
      notFound: "Contact 12 not found",
    });
    expect([response.status, await response.text()]).toEqual([404, "Contact 12 not found"]);
    const other = mod.index.apiErrorResponse(new mod.http.ApiError(409, "Duplicate"), { notFound: "Contact 12 not found" });
    expect(await other.text()).toBe("Duplicate");
  });
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { TEST_PASSWORD, call, freshIp, hashOnce, insertUser } from "../../testing/users";

/** The per-IP login limit (docs/decisions/0105), with a limit of 3 so each test needs few scrypt runs. */
let backend: TestBackend;
const TOO_MANY = { message: "Too many failed login attempts. Please wait 15 minutes and try again." };

beforeAll(async () => {
  backend = await createTestBackend({ LOGIN_MAX_FAILURES_PER_IP: "3" });
  await hashOnce(TEST_PASSWORD);
});
afterAll(() => backend.close());

const attempt = (userName: string, ip: string, forwardedFor?: string) =>
  call(backend, "POST", "/login", {
    body: { userName, password: TEST_PASSWORD },
    ip,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

test("limits failures per client IP (the socket's address)", async () => {
  const user = await insertUser(backend);
  const ip = freshIp();
  for (let i = 0; i < 3; i++) expect((await attempt(`stranger${i}@example.com`, ip)).status).toBe(401);
  const blocked = await attempt(user.email, ip);
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toEqual(TOO_MANY);
  expect((await attempt(user.email, freshIp())).status).toBe(200);
});

test("the probe: a different x-forwarded-for on every try does not escape the per-IP limit (default settings)", async () => {
  const user = await insertUser(backend);
  const ip = freshIp();
  for (let i = 0; i < 3; i++) expect((await attempt(`spoofer${i}@example.com`, ip, `198.51.100.${i + 1}`)).status).toBe(401);
  const blocked = await attempt(user.email, ip, "198.51.100.99");
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toEqual(TOO_MANY);
});

test("through the web app on loopback, the address it forwards is the one limited", async () => {
  const user = await insertUser(backend);
  const browser = freshIp();
  for (let i = 0; i < 3; i++) expect((await attempt(`via${i}@example.com`, "127.0.0.1", browser)).status).toBe(401);
  expect((await attempt(user.email, "127.0.0.1", browser)).status).toBe(429);
  expect((await attempt(user.email, "::1", `${browser}, ${freshIp()}`)).status).toBe(200);
});

test("API_TRUST_PROXY_HOPS=1: behind one proxy, the entry it wrote is limited, not the proxy", async () => {
  const proxied = await createTestBackend({ LOGIN_MAX_FAILURES_PER_IP: "3", API_TRUST_PROXY_HOPS: "1" });
  try {
    const user = await insertUser(proxied);
    const proxy = freshIp();
    const client = freshIp();
    const viaProxy = (userName: string, forwardedFor: string) =>
      call(proxied, "POST", "/login", {
        body: { userName, password: TEST_PASSWORD },
        ip: proxy,
        headers: { "x-forwarded-for": forwardedFor },
      });
    for (let i = 0; i < 3; i++) expect((await viaProxy(`p${i}@example.com`, `198.51.100.${i + 1}, ${client}`)).status).toBe(401);
    expect((await viaProxy(user.email, `198.51.100.77, ${client}`)).status).toBe(429);
    expect((await viaProxy(user.email, freshIp())).status).toBe(200);
  } finally {
    await proxied.close();
  }
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { TEST_PASSWORD, call, freshIp, hashOnce, insertUser } from "../../testing/users";
import { clientAddressSignature } from "../../domain/client-address-signature";

/** The per-IP login limit (docs/decisions/0105, 0311), with a limit of 3 so each test needs few scrypt runs. */
let backend: TestBackend;
const SECRET = "shared-by-web-and-backend";
/** The headers the web app adds: the visitor's address it observed, signed with INTERNAL_API_SECRET. */
const signedBy = (secret: string, address: string) => ({
  "x-client-address": address,
  "x-client-address-signature": clientAddressSignature(secret, address),
});
const TOO_MANY = { message: "Too many failed login attempts. Please wait 15 minutes and try again." };

beforeAll(async () => {
  backend = await createTestBackend({ LOGIN_MAX_FAILURES_PER_IP: "3", INTERNAL_API_SECRET: SECRET });
  await hashOnce(TEST_PASSWORD);
});
afterAll(() => backend.close());

const attempt = (userName: string, ip: string, forwardedFor?: string, headers: Record<string, string> = {}) =>
  call(backend, "POST", "/login", {
    body: { userName, password: TEST_PASSWORD },
    ip,
    headers: { ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}), ...headers },
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

test("through the web app on loopback, the address it signed is the one limited", async () => {
  const user = await insertUser(backend);
  const browser = freshIp();
  for (let i = 0; i < 3; i++) {
    expect((await attempt(`via${i}@example.com`, "127.0.0.1", undefined, signedBy(SECRET, browser))).status).toBe(401);
  }
  const blocked = await attempt(user.email, "::1", undefined, signedBy(SECRET, browser));
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toEqual(TOO_MANY);
  expect((await attempt(user.email, "127.0.0.1", undefined, signedBy(SECRET, freshIp()))).status).toBe(200);
});

test("the probe: from loopback, an unsigned x-forwarded-for or a forged signature names no address", async () => {
  const user = await insertUser(backend);
  const victim = freshIp();
  // Failures with forged addresses are not counted against the address they name...
  for (let i = 0; i < 3; i++) expect((await attempt(`forger${i}@example.com`, "127.0.0.1", victim)).status).toBe(401);
  for (let i = 0; i < 3; i++) {
    expect((await attempt(`forger${i}@example.com`, "127.0.0.1", undefined, signedBy("a-guess", victim))).status).toBe(401);
  }
  // The victim through the web app (its signed address, and the x-forwarded-for a web app used to send).
  expect((await attempt(user.email, "127.0.0.1", victim, signedBy(SECRET, victim))).status).toBe(200);
  // ...nor do they escape the limit of the address they come from.
  const attacker = freshIp();
  for (let i = 0; i < 3; i++) {
    expect((await attempt(`spoof${i}@example.com`, attacker, freshIp(), signedBy("a-guess", freshIp()))).status).toBe(401);
  }
  expect((await attempt(user.email, attacker)).status).toBe(429);
});

test("default settings: 20 failures from address A through the web app and A waits; B still gets in", async () => {
  const defaults = await createTestBackend({ INTERNAL_API_SECRET: SECRET });
  try {
    const user = await insertUser(defaults);
    const [a, b] = [freshIp(), freshIp()];
    const viaWeb = (userName: string, address: string) =>
      call(defaults, "POST", "/login", {
        body: { userName, password: TEST_PASSWORD },
        ip: "127.0.0.1",
        headers: signedBy(SECRET, address),
      });
    for (let i = 0; i < 20; i++) expect((await viaWeb(`guess${i}@example.com`, a)).status).toBe(401);
    const blocked = await viaWeb(user.email, a);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(TOO_MANY);
    expect((await viaWeb(user.email, b)).status).toBe(200);
  } finally {
    await defaults.close();
  }
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

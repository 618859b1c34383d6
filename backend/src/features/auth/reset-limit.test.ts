import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, freshIp, insertUser } from "../../testing/users";
import { clientAddressSignature } from "../../domain/client-address-signature";

/**
 * POST /email/reset answers 'Email not found' for an unknown email (the spec's text), so one client
 * address may ask only 20 times in 15 minutes (docs/decisions/0311).
 */
let backend: TestBackend;
const SECRET = "shared-by-web-and-backend";
beforeAll(async () => {
  backend = await createTestBackend({ INTERNAL_API_SECRET: SECRET });
});
afterAll(() => backend.close());

const TOO_MANY = { message: "Too many password reset requests. Please wait 15 minutes and try again." };
const reset = (name: string, ip: string, headers: Record<string, string> = {}) =>
  call(backend, "POST", "/email/reset", { body: { name, newFlowResetPass: true }, ip, headers });
const viaWeb = (name: string, address: string) =>
  reset(name, "127.0.0.1", {
    "x-client-address": address,
    "x-client-address-signature": clientAddressSignature(SECRET, address),
  });

test("20 requests from one address, known emails or not, and the 21st waits; another address is still answered", async () => {
  const user = await insertUser(backend);
  const [a, b] = [freshIp(), freshIp()];
  for (let i = 0; i < 20; i++) {
    const res = await reset(`probe${i}@example.com`, a);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Email not found" });
  }
  const blocked = await reset(user.email, a);
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toEqual(TOO_MANY);
  expect(await (await reset(user.email, b)).json()).toEqual({ message: "Email sent" });

  backend.clock.advanceMinutes(16);
  expect(await (await reset(user.email, a)).json()).toEqual({ message: "Email sent" });
});

test("through the web app, the address it signed is the one limited", async () => {
  const [a, b] = [freshIp(), freshIp()];
  for (let i = 0; i < 20; i++) expect((await viaWeb(`probe${i}@example.com`, a)).status).toBe(404);
  const blocked = await viaWeb("probe-more@example.com", a);
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toEqual(TOO_MANY);
  expect((await viaWeb("probe-more@example.com", b)).status).toBe(404);
});

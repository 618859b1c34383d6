import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { socketFrom } from "../testing/users";
import { clientAddressThrough } from "../domain/client-address";
import { clientAddressSignature } from "../domain/client-address-signature";
import { clientIp, limitedIp } from "./client-ip";

const SECRET = "test-internal-secret";
const appTrusting = (hops: number) =>
  new Hono()
    .get("/", (c) => c.text(clientIp(c, { API_TRUST_PROXY_HOPS: hops, INTERNAL_API_SECRET: SECRET })))
    .get("/limited", (c) => c.text(String(limitedIp(c, { API_TRUST_PROXY_HOPS: hops, INTERNAL_API_SECRET: SECRET }))));
const seen = async (hops: number, peer: string, forwardedFor?: string) =>
  (
    await appTrusting(hops).request(
      "/",
      { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } },
      socketFrom(peer),
    )
  ).text();
const signed = (address: string, signature = clientAddressSignature(SECRET, address)) => ({
  "x-client-address": address,
  "x-client-address-signature": signature,
});
const limited = async (peer: string, headers: Record<string, string> = {}) =>
  (await appTrusting(0).request("/limited", { headers }, socketFrom(peer))).text();

test("by default a remote caller's x-forwarded-for is ignored: the socket's address", async () => {
  expect(await seen(0, "203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
  expect(await seen(0, "203.0.113.7")).toBe("203.0.113.7");
});

test("a caller on loopback is not believed either: its x-forwarded-for is ignored", async () => {
  expect(await seen(0, "127.0.0.1", "203.0.113.9")).toBe("127.0.0.1");
  expect(await seen(0, "::1", "198.51.100.1, 203.0.113.9")).toBe("::1");
});

test("the address the web app signed with INTERNAL_API_SECRET is the client's, from anywhere", async () => {
  const res = await appTrusting(0).request("/", { headers: signed("203.0.113.9") }, socketFrom("127.0.0.1"));
  expect(await res.text()).toBe("203.0.113.9");
  const viaProxy = await appTrusting(1).request(
    "/",
    { headers: { ...signed("2001:db8::7"), "x-forwarded-for": "198.51.100.1" } },
    socketFrom("10.0.0.2"),
  );
  expect(await viaProxy.text()).toBe("2001:db8::7");
});

test("a forged or wrongly signed address is not believed: the socket's address", async () => {
  const forged = signed("203.0.113.9", clientAddressSignature("another-secret", "203.0.113.9"));
  for (const headers of [
    forged,
    signed("203.0.113.9", clientAddressSignature(SECRET, "203.0.113.10")),
    signed("203.0.113.9", "00"),
    { "x-client-address": "203.0.113.9" },
    signed("not-an-ip"),
  ]) {
    const res = await appTrusting(0).request("/", { headers }, socketFrom("127.0.0.1"));
    expect(await res.text()).toBe("127.0.0.1");
  }
});

test("without INTERNAL_API_SECRET no address is believed", async () => {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, { API_TRUST_PROXY_HOPS: 0, INTERNAL_API_SECRET: undefined })));
  const res = await app.request(
    "/",
    { headers: signed("203.0.113.9", clientAddressSignature("", "203.0.113.9")) },
    socketFrom("127.0.0.1"),
  );
  expect(await res.text()).toBe("127.0.0.1");
});

test("API_TRUST_PROXY_HOPS proxies in front: the entry that many from the right", async () => {
  expect(await seen(1, "10.0.0.2", "198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
  expect(await seen(2, "10.0.0.2", "198.51.100.1, 203.0.113.9, 10.0.0.1")).toBe("203.0.113.9");
});

test("no socket (in-process requests) gives 'unknown'", async () => {
  const res = await appTrusting(0).request("/", { headers: { "x-forwarded-for": "203.0.113.7" } });
  expect(await res.text()).toBe("unknown");
});

test("clientAddressThrough: a short chain or a non-address stops at the last vouched address", () => {
  expect(clientAddressThrough("10.0.0.2", "203.0.113.9", 3)).toBe("203.0.113.9");
  expect(clientAddressThrough("10.0.0.2", "", 1)).toBe("10.0.0.2");
  expect(clientAddressThrough("10.0.0.2", "evil, not-an-ip", 2)).toBe("10.0.0.2");
  expect(clientAddressThrough("10.0.0.2", " 203.0.113.9 , 2001:db8::1 ", 1)).toBe("2001:db8::1");
  expect(clientAddressThrough("10.0.0.2", "203.0.113.9", 0)).toBe("10.0.0.2");
});

test("the socket address under the real Node server", async () => {
  const server = serve({ fetch: appTrusting(0).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe("127.0.0.1");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("the per-IP limits count a signed address (loopback too), never an unsigned caller on loopback", async () => {
  expect(await limited("203.0.113.7")).toBe("203.0.113.7");
  expect(await limited("10.1.2.3")).toBe("10.1.2.3");
  expect(await limited("127.0.0.1")).toBe("null");
  expect(await limited("::1")).toBe("null");
  expect(await limited("::ffff:127.0.0.1")).toBe("null");
  expect(await limited("127.0.0.1", signed("203.0.113.9"))).toBe("203.0.113.9");
  expect(await limited("127.0.0.1", signed("127.0.0.1"))).toBe("127.0.0.1");
  expect(await (await appTrusting(0).request("/limited")).text()).toBe("null");
});

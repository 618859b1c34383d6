import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { socketFrom } from "../testing/users";
import { clientAddressThrough } from "../domain/client-address";
import { clientIp, isAttributableIp } from "./client-ip";

const appTrusting = (hops: number) => new Hono().get("/", (c) => c.text(clientIp(c, hops)));
const seen = async (hops: number, peer: string, forwardedFor?: string) =>
  (
    await appTrusting(hops).request(
      "/",
      { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } },
      socketFrom(peer),
    )
  ).text();

test("by default a remote caller's x-forwarded-for is ignored: the socket's address", async () => {
  expect(await seen(0, "203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
  expect(await seen(0, "203.0.113.7")).toBe("203.0.113.7");
});

test("the web app on loopback is one trusted hop: the rightmost entry, never the client's own entries", async () => {
  expect(await seen(0, "127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
  expect(await seen(0, "::1", "198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
  expect(await seen(0, "127.0.0.1")).toBe("127.0.0.1");
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

test("the web app's own loopback address is not taken for a client's", () => {
  expect(isAttributableIp("203.0.113.7")).toBe(true);
  expect(isAttributableIp("10.1.2.3")).toBe(true);
  expect(isAttributableIp("127.0.0.1")).toBe(false);
  expect(isAttributableIp("::1")).toBe(false);
  expect(isAttributableIp("::ffff:127.0.0.1")).toBe(false);
  expect(isAttributableIp("unknown")).toBe(false);
});

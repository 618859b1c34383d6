import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { clientIp, isAttributableIp } from "./client-ip";

const appTrusting = (trust: boolean) => new Hono().get("/", (c) => c.text(clientIp(c, trust)));

test("the first x-forwarded-for entry when the proxy is trusted", async () => {
  const res = await appTrusting(true).request("/", { headers: { "x-forwarded-for": " 203.0.113.7 , 10.0.0.1" } });
  expect(await res.text()).toBe("203.0.113.7");
});

test("the header is ignored when the proxy is not trusted; no socket gives 'unknown'", async () => {
  const res = await appTrusting(false).request("/", { headers: { "x-forwarded-for": "203.0.113.7" } });
  expect(await res.text()).toBe("unknown");
  expect(await (await appTrusting(true).request("/")).text()).toBe("unknown");
});

test("the socket address under the real Node server", async () => {
  const server = serve({ fetch: appTrusting(false).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "203.0.113.7" } });
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

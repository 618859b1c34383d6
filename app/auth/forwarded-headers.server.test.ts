import type { IncomingHttpHeaders } from "node:http";
import { expect, test } from "vitest";
import { keepTrustedForwardedHeaders } from "./forwarded-headers.server";
import { crossOriginRefusal } from "./origin";

/** A POST as the web server hands it on (scripts/web-server.ts), after the forwarded headers are weighed. */
function postThroughServer(headers: IncomingHttpHeaders, hops: number): Request {
  keepTrustedForwardedHeaders(headers, hops);
  const clean = Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, [value].flat().join(", ")]],
  );
  return new Request(`http://${String(headers.host)}/logout`, { method: "POST", headers: clean as [string, string][] });
}

test("the probe: with no proxy in front, a client's X-Forwarded-Host does not make another site's POST our own", () => {
  const forged = postThroughServer(
    { host: "hub.example.com", origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    0,
  );
  expect(crossOriginRefusal(forged)).toBe("Origin: https://evil.example");
  expect(forged.headers.get("x-forwarded-host")).toBeNull();
  expect(forged.headers.get("x-forwarded-proto")).toBeNull();
});

test("behind TRUST_PROXY_HOPS proxies, the host and scheme the outermost one wrote are believed", () => {
  const viaProxy = postThroughServer(
    {
      host: "127.0.0.1:3000",
      origin: "https://hub.example.com",
      "x-forwarded-host": "hub.example.com",
      "x-forwarded-proto": "https",
    },
    1,
  );
  expect(crossOriginRefusal(viaProxy)).toBeNull();
  expect(viaProxy.headers.get("x-forwarded-proto")).toBe("https");

  const headers: IncomingHttpHeaders = {
    "x-forwarded-host": "evil.example, hub.example.com, inner.local",
    "x-forwarded-proto": "https, http",
  };
  keepTrustedForwardedHeaders(headers, 2);
  expect(headers).toEqual({ "x-forwarded-host": "hub.example.com", "x-forwarded-proto": "https" });
});

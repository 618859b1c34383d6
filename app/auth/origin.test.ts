import { describe, expect, it } from "vitest";
import { REFUSED_ORIGIN_HEADER, crossOriginRefusal } from "./origin";

const post = (headers: Record<string, string>, url = "http://localhost:3000/login") =>
  new Request(url, { method: "POST", headers: { host: new URL(url).host, ...headers } });

describe("crossOriginRefusal", () => {
  it("lets every GET through, whatever its origin", () => {
    const get = new Request("http://localhost:3000/home", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossOriginRefusal(get)).toBeNull();
  });

  it("accepts a POST from our own origin", () => {
    expect(crossOriginRefusal(post({ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }))).toBeNull();
  });

  it("accepts a POST without Origin (non-browser clients)", () => {
    expect(crossOriginRefusal(post({}))).toBeNull();
  });

  it("refuses a POST from another origin", () => {
    expect(crossOriginRefusal(post({ origin: "https://evil.example" }))).toMatch(/evil\.example/);
  });

  it("refuses another port on the same hostname", () => {
    expect(crossOriginRefusal(post({ origin: "http://localhost:4000" }))).not.toBeNull();
  });

  it("refuses Origin: null and malformed origins", () => {
    expect(crossOriginRefusal(post({ origin: "null" }))).not.toBeNull();
    expect(crossOriginRefusal(post({ origin: "::::" }))).not.toBeNull();
  });

  it("refuses what the web server already found cross-site, its Origin taken off", () => {
    expect(crossOriginRefusal(post({ [REFUSED_ORIGIN_HEADER]: "Origin: https://evil.example" }))).toBe(
      "Origin: https://evil.example",
    );
  });

  it("refuses Sec-Fetch-Site: cross-site even without Origin", () => {
    expect(crossOriginRefusal(post({ "sec-fetch-site": "cross-site" }))).not.toBeNull();
  });

  it("accepts the public host behind a proxy (X-Forwarded-Host)", () => {
    const request = post(
      { origin: "https://hub.example.com", "x-forwarded-host": "hub.example.com" },
      "http://127.0.0.1:3000/logout",
    );
    expect(crossOriginRefusal(request)).toBeNull();
  });

  it("applies to every non-GET method", () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const request = new Request("http://localhost:3000/x", {
        method,
        headers: { host: "localhost:3000", origin: "https://evil.example" },
      });
      expect(crossOriginRefusal(request)).not.toBeNull();
    }
  });
});

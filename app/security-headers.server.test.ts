import { describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers.server";

describe("security headers", () => {
  it("makes a fresh 128-bit nonce each time, also across refills of its random pool", () => {
    const nonces = Array.from({ length: 600 }, createNonce);
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("allows only our scripts and the nonce in production", () => {
    const csp = contentSecurityPolicy("abc", { development: false, checkoutOrigin: "https://checkout.stripe.com" });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("ws:");
  });

  it("shows images from the app itself and data: only, none from other sites", () => {
    const imgSrc = contentSecurityPolicy("abc", { development: false, checkoutOrigin: "https://checkout.stripe.com" })
      .split("; ")
      .find((d) => d.startsWith("img-src"));
    expect(imgSrc).toBe("img-src 'self' data:");
  });

  it("lets forms send the browser to our own pages and to Stripe Checkout only", () => {
    const formAction = contentSecurityPolicy("abc", { development: false, checkoutOrigin: "https://checkout.stripe.com/" })
      .split("; ")
      .find((d) => d.startsWith("form-action"));
    expect(formAction).toBe("form-action 'self' https://checkout.stripe.com");
  });

  it("lets Vite's dev server work in development", () => {
    const csp = contentSecurityPolicy("abc", { development: true, checkoutOrigin: "https://checkout.stripe.com" });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain("ws:");
  });

  it("sets nosniff, same-origin referrer and no HSTS over plain http", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, new Request("http://localhost:3000/"), "n1");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("same-origin");
    expect(headers.get("Content-Security-Policy")).toContain("'nonce-n1'");
    expect(headers.get("Strict-Transport-Security")).toBeNull();
  });
});

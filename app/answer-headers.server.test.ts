import { describe, expect, it } from "vitest";
import { answerPolicy, NON_PAGE_CSP, secureAnswer } from "./answer-headers.server";

describe("answer headers", () => {
  it("keeps a page's own policy as it is", () => {
    const page = "default-src 'self'; script-src 'self' 'nonce-a'; frame-ancestors 'none'";
    expect(answerPolicy(page, "text/html")).toBe(page);
  });
  it("adds frame-ancestors 'none' to a resource's own policy, replacing a looser one", () => {
    expect(answerPolicy("default-src 'none'; sandbox", "image/png")).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(answerPolicy("default-src 'none'; frame-ancestors 'self'", "text/csv")).toBe(NON_PAGE_CSP);
  });
  it("gives an answer without a policy the non-page one; a PDF only the framing rule", () => {
    expect(answerPolicy(null, "text/csv; charset=utf-8")).toBe(NON_PAGE_CSP);
    expect(answerPolicy(undefined, "application/pdf")).toBe("frame-ancestors 'none'");
  });
  it("sets nosniff", () => {
    const headers = new Headers({ "Content-Type": "application/pdf" });
    secureAnswer(headers);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
  });
});

import { describe, expect, test } from "vitest";
import { safeReturnPath } from "./safe-return-path";

const FALLBACK = "/home";

describe("safeReturnPath", () => {
  test.each([
    ["/profile", "/profile"],
    ["/dashboard?x=1", "/dashboard?x=1"],
    ["/settings?status=all&sort=email&dir=desc", "/settings?status=all&sort=email&dir=desc"],
    ["/search?q=Maya%20Lopez&from=%2Fhome", "/search?q=Maya%20Lopez&from=%2Fhome"],
    ["/viewContacts/12?page=2#addresses", "/viewContacts/12?page=2#addresses"],
    ["/", "/"],
    ["/caf%C3%A9", "/caf%C3%A9"],
  ])("keeps a path of this site: %j", (value, expected) => {
    expect(safeReturnPath(value, FALLBACK)).toBe(expected);
  });

  test.each([
    ["another host", "https://evil.example/"],
    ["a scheme without slashes", "javascript:alert(1)"],
    ["a relative path", "profile"],
    ["a protocol-relative host", "//evil.example"],
    ["a backslash host", "/\\evil.example"],
    ["a backslash later in the path", "/a\\b"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["an encoded second slash", "/%2F/evil.example"],
    ["a tab", "/\t/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a line feed", "/\n/evil.example"],
    ["a line feed in the query", "/home?x=\nSet-Cookie:a=b"],
    ["a space", "/ /evil.example"],
    ["a no-break space", "/\u00a0/evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["DEL", "/\u007f/evil.example"],
    ["an encoded tab", "/%09/evil.example"],
    ["an encoded carriage return", "/%0d/evil.example"],
    ["an encoded line feed", "/%0A/evil.example"],
    ["an encoded space", "/%20/evil.example"],
    ["an encoded NUL", "/%00"],
    ["a double-encoded tab", "/%2509/evil.example"],
    ["a triple-encoded tab", "/%252509/evil.example"],
    ["a malformed escape", "/%E0%A4%A"],
    ["empty", ""],
    ["null", null],
    ["undefined", undefined],
    ["a File", new File([], "x")],
  ])("falls back for %s", (_what, value) => {
    expect(safeReturnPath(value, FALLBACK)).toBe(FALLBACK);
  });

  test("non-ASCII characters come back percent-encoded, so that a redirect can carry them", () => {
    expect(safeReturnPath("/\u3002evil", FALLBACK)).toBe("/%E3%80%82evil");
    expect(safeReturnPath("/clientMgmt?search=Zoë", FALLBACK)).toBe("/clientMgmt?search=Zo%C3%AB");
    expect(safeReturnPath("/x\uD800", FALLBACK)).toBe(FALLBACK);
  });

  test("the fallback is the caller's", () => {
    expect(safeReturnPath("//evil.example", "/stripe-connect")).toBe("/stripe-connect");
    expect(safeReturnPath(null, "")).toBe("");
  });
});

import { describe, expect, test } from "vitest";
import { passwordMessages, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  test.each([
    ["Demo!2026", "a@b.co", null],
    ["Dem!202", "a@b.co", passwordMessages.weak], // 7 characters
    ["Demo2026x", "a@b.co", passwordMessages.weak], // no symbol
    ["Demo!Demo", "a@b.co", passwordMessages.weak], // no number
    ["2026!2026", "a@b.co", passwordMessages.weak], // no letter
    ["Demo_2026", "a@b.co", passwordMessages.weak], // _ is not one of the symbols
    [`Demo!2026${"x".repeat(248)}`, "a@b.co", passwordMessages.weak], // 257 characters
    [`Demo!2026${"x".repeat(247)}`, "a@b.co", null], // 256 characters
    ["Maya.l0pez@x.co", "maya.l0pez@x.co", passwordMessages.sameAsEmail],
    [" maya.l0pez@x.co ", "Maya.L0pez@x.co", passwordMessages.sameAsEmail],
    ["Maya.l0pez@x.co", "", null],
  ])("case %#: password %j, email %j", (password, email, expected) => {
    expect(passwordProblem(password, email)).toBe(expected);
  });

  test("the messages are the spec's", () => {
    expect(passwordMessages).toEqual({
      required: "Password is required.",
      weak: "Password entered does not meet minimum requirements.",
      sameAsEmail: "Your password can not be the same as your email address",
      mismatch: "Passwords do not match.",
    });
  });
});

import { expect, test } from "vitest";
import { passwordMessages, passwordProblem } from "./password-rules";

test("a password needs 8 characters with a letter, a number and one of .!@#$%^&*", () => {
  expect(passwordProblem("Demo!2026", "a@b.co")).toBeNull();
  expect(passwordProblem("Dem!202", "a@b.co")).toBe(passwordMessages.weak);
  expect(passwordProblem("Demo2026x", "a@b.co")).toBe(passwordMessages.weak);
  expect(passwordProblem("Demo!Demo", "a@b.co")).toBe(passwordMessages.weak);
  expect(passwordProblem("2026!2026", "a@b.co")).toBe(passwordMessages.weak);
  expect(passwordProblem("Demo_2026", "a@b.co")).toBe(passwordMessages.weak);
});

test("the password may not be the email address", () => {
  expect(passwordProblem("Maya.l0pez@x.co", "maya.l0pez@x.co")).toBe(passwordMessages.sameAsEmail);
});

test("the messages are the spec's", () => {
  expect(passwordMessages).toEqual({
    weak: "Password entered does not meet minimum requirements.",
    sameAsEmail: "Your password can not be the same as your email address",
    mismatch: "Passwords do not match.",
  });
});

import { expect, test } from "vitest";
import { invalidEmail, isEmail } from "./email";

test.each([
  ["maya.lopez@coachhub.local", true],
  ["a@b.co", true],
  ["a+tag@sub.example.org", true],
  ["a@b", false],
  ["nope", false],
  ["a b@c.de", false],
  ["a@@b.co", false],
  ["@b.co", false],
  ["", false],
  [`${"a".repeat(246)}@b.co.uk`, true], // 254 characters
  [`${"a".repeat(247)}@b.co.uk`, false], // 255
])("%j is an email: %j", (value, expected) => {
  expect(isEmail(value)).toBe(expected);
});

test("the message names what was entered", () => {
  expect(invalidEmail("nope@x")).toBe("Please enter a valid email (nope@x)");
});

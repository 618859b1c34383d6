import { describe, expect, test } from "vitest";
import { contactEmail, contactName, NAMES_REQUIRED } from "./contact-fields";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("a contact's name", () => {
  test.each([
    ["Maya", null],
    ["  Maya  ", null],
    ["", NAMES_REQUIRED],
    ["   ", NAMES_REQUIRED],
    [undefined, NAMES_REQUIRED],
    ["x".repeat(101), "A name can be at most 100 characters."],
  ])("%j → %s", (value, message) => {
    expect(messageOf(contactName().safeParse(value))).toBe(message);
  });
});

describe("a contact's email", () => {
  test.each([
    ["pat@example.com", null],
    ["", "Email is required"],
    [undefined, "Email is required"],
    ["pat@example", "Please enter a valid email (pat@example)"],
    [`${"p".repeat(250)}@x.io`, "The email can be at most 254 characters."],
  ])("%j → %s", (value, message) => {
    expect(messageOf(contactEmail().safeParse(value))).toBe(message);
  });
});

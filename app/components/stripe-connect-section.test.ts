import { expect, test } from "vitest";
import { StripeConnectForm } from "./stripe-connect-section";
import { safeReturnTo } from "./stripe-connect-section.server";

const messages = (email: unknown) => {
  const result = StripeConnectForm.safeParse({ email });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

test("the connect email: required, then valid (spec §5, word for word)", () => {
  expect(messages(undefined)).toEqual(["You need to add an email"]);
  expect(messages("   ")[0]).toBe("You need to add an email");
  expect(messages("coach")).toEqual(["You need to add an valid email"]);
  expect(messages("coach@example")).toEqual(["You need to add an valid email"]);
  expect(messages(" coach@example.com ")).toEqual([]);
  expect(StripeConnectForm.parse({ email: " coach@example.com " }).email).toBe("coach@example.com");
});

test("after a post the section returns only to a path of this site", () => {
  expect(safeReturnTo("/profile")).toBe("/profile");
  expect(safeReturnTo("/profile?tab=1")).toBe("/profile?tab=1");
  expect(safeReturnTo("https://evil.example/")).toBe("/stripe-connect");
  expect(safeReturnTo("//evil.example/")).toBe("/stripe-connect");
  expect(safeReturnTo("/\\evil.example")).toBe("/stripe-connect");
  expect(safeReturnTo(null)).toBe("/stripe-connect");
});

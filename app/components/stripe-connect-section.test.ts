import { expect, test } from "vitest";
import { StripeConnectForm } from "./stripe-connect-section";

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

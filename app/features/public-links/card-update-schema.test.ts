import { describe, expect, it } from "vitest";
import { CardForm } from "./card-update-schema";

const valid = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Client" };
const firstMessage = (value: Record<string, string>) => {
  const result = CardForm.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("the card form's shape", () => {
  it("takes a card as people type it", () => {
    expect(firstMessage(valid)).toBeNull();
    expect(firstMessage({ ...valid, number: "4242-4242-4242-4242", expiry: "1/2034", cvc: "1234" })).toBeNull();
  });

  it("names each missing or malformed field", () => {
    expect(firstMessage({ ...valid, number: " " })).toBe("Please enter your card number.");
    expect(firstMessage({ ...valid, number: "4242 abcd" })).toBe("Your card number is incorrect.");
    expect(firstMessage({ ...valid, expiry: "13/34" })).toBe("Please enter the expiry date as MM/YY.");
    expect(firstMessage({ ...valid, expiry: "1234" })).toBe("Please enter the expiry date as MM/YY.");
    expect(firstMessage({ ...valid, cvc: "12" })).toBe("Your card's security code is incorrect.");
    expect(firstMessage({ ...valid, name: "" })).toBe("Please enter the name on the card.");
  });
});

import { describe, expect, test } from "vitest";
import { CARD_MESSAGES, cardBrand, cardDigits, checkCard, expiryPast, luhnValid, parseExpiry } from "./cards";

const now = new Date("2026-11-22T05:00:00Z");
const card = (number: string, over: Partial<Parameters<typeof checkCard>[0]> = {}) =>
  checkCard({ number, expMonth: 12, expYear: 2030, cvc: "123", name: "Ada Client", ...over }, now);

describe("card checks of the simulated provider", () => {
  test("digits: spaces and dashes allowed between groups, nothing else", () => {
    expect(cardDigits("4242 4242 4242 4242")).toBe("4242424242424242");
    expect(cardDigits(" 4242-4242-4242-4242 ")).toBe("4242424242424242");
    expect(cardDigits("4242x4242")).toBeNull();
    expect(cardDigits("")).toBeNull();
  });

  test("Luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("378282246310005")).toBe(true);
  });

  test("brands by prefix", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("discover");
  });

  test("expiry MM/YY or MM/YYYY; good through the end of its month", () => {
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("1 / 2031")).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("1230")).toBeNull();
    expect(expiryPast({ month: 11, year: 2026 }, now)).toBe(false);
    expect(expiryPast({ month: 10, year: 2026 }, now)).toBe(true);
    expect(expiryPast({ month: 1, year: 2025 }, now)).toBe(true);
  });

  test("4242 succeeds with brand, last 4 and expiry only", () => {
    expect(card("4242 4242 4242 4242")).toEqual({
      ok: true,
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 },
    });
  });

  test("the decline test cards", () => {
    expect(card("4000 0000 0000 0002")).toEqual({ ok: false, code: "card_declined", message: CARD_MESSAGES.declined });
    expect(card("4000000000009995")).toMatchObject({ ok: false, message: "Your card has insufficient funds." });
  });

  test("refused before the decline check: bad number, past expiry, bad CVC, no name", () => {
    expect(card("4242 4242 4242 4241")).toMatchObject({ ok: false, message: "Your card number is incorrect." });
    expect(card("4242")).toMatchObject({ ok: false, code: "incorrect_number" });
    expect(card("4242424242424242", { expMonth: 10, expYear: 2026 })).toMatchObject({
      ok: false,
      message: "Your card's expiration date is in the past.",
    });
    expect(card("4242424242424242", { cvc: "12" })).toMatchObject({ ok: false, code: "invalid_cvc" });
    expect(card("378282246310005", { cvc: "123" })).toMatchObject({ ok: false, code: "invalid_cvc" });
    expect(card("378282246310005", { cvc: "1234" })).toMatchObject({ ok: true });
    expect(card("4242424242424242", { name: "  " })).toMatchObject({ ok: false, message: "Please enter the name on the card." });
    expect(card("4000 0000 0000 0002", { expMonth: 1, expYear: 2020 })).toMatchObject({ code: "invalid_expiry" });
  });
});

import { describe, expect, test } from "vitest";
import {
  applyBasisPoints,
  basisPointsToPercent,
  centsToDollars,
  dollarsToCents,
  finerThanCents,
  isWholeCents,
  typedDollars,
  moneyText,
  percentToBasisPoints,
  sumCents,
} from "./money";

describe("money", () => {
  test.each([
    [0, 0],
    [1, 100],
    [19.99, 1999],
    [0.015, 2],
    [1.005, 101],
    [-12.34, -1234],
    [250, 25000],
  ])("%s dollars is %s cents", (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  test.each([0, 1, 10.99, 0.29, 19.99, 999_999.99, -12.34, 1_000_000])("%s dollars is whole cents", (dollars) => {
    expect(isWholeCents(dollars)).toBe(true);
  });

  test.each([10.999, 0.001, 0.015, 1.005, 999_999.999, -12.345, Number.NaN, Number.POSITIVE_INFINITY])(
    "%s dollars is finer than cents: refused, not rounded",
    (dollars) => {
      expect(isWholeCents(dollars)).toBe(false);
    },
  );

  test("typed dollars: '$1,234.50' is 1234.5, '10.999' is kept for the cents rule, text is NaN", () => {
    expect(typedDollars("$1,234.50")).toBe(1234.5);
    expect(typedDollars("10.999")).toBe(10.999);
    expect(finerThanCents(typedDollars("10.999"))).toBe(true);
    expect(finerThanCents(typedDollars("10.99"))).toBe(false);
    expect(typedDollars("ten")).toBeNaN();
    expect(finerThanCents(typedDollars("ten"))).toBe(false);
  });

  test("cents to dollars", () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });

  test.each([
    [10000, 1000, 1000],
    [12345, 1300, 1605], // 1604.85
    [15, 1000, 2], // 1.5 rounds up
    [-15, 1000, -2],
    [20000, 1498, 2996],
    [0, 290, 0],
  ])("%s cents at %s bp is %s", (cents, bp, expected) => {
    expect(applyBasisPoints(cents, bp)).toBe(expected);
  });

  test("sum", () => {
    expect(sumCents([100, 250, -50])).toBe(300);
    expect(() => sumCents([0.5])).toThrow(RangeError);
  });

  test.each([
    [0, 0],
    [1300, 13],
    [1498, 14.98],
    [500, 5],
    [1, 0.01],
  ])("%s bp is %s percent, and back", (bp, percent) => {
    expect(basisPointsToPercent(bp)).toBe(percent);
    expect(percentToBasisPoints(percent)).toBe(bp);
  });

  test("a percent with more than two decimals rounds to the nearest basis point", () => {
    expect(percentToBasisPoints(14.975)).toBe(1498);
    expect(percentToBasisPoints(5.004)).toBe(500);
    expect(() => percentToBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(() => basisPointsToPercent(12.5)).toThrow(RangeError);
  });

  test("money in documents and emails: a dollar sign, separators, two decimals, the currency named", () => {
    expect(moneyText(123_456, "CAD")).toBe("$1,234.56 CAD");
    expect(moneyText(0, "USD")).toBe("$0.00 USD");
    expect(moneyText(-2_550, "USD")).toBe("-$25.50 USD");
  });
});

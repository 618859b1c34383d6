import { expect, test } from "vitest";
import { AFFILIATE_FEE_TYPES, canonicalFeeType } from "./affiliate-fee-types";

test("the spec's 14 fee types", () => {
  expect(AFFILIATE_FEE_TYPES).toHaveLength(14);
});

test.each([
  ["Standard USA", "Standard USA"],
  ["  standard   usa ", "Standard USA"],
  ["Standard USA & Canadian - No Fee", "Standard USA & Canadian – No Fee"],
  ["LEADER STANDARD CANADA – NO FEE", "Leader Standard Canada - No Fee"],
  ["Standard Mexico", undefined],
  ["", undefined],
])("%j → %j", (value, expected) => {
  expect(canonicalFeeType(value)).toBe(expected);
});

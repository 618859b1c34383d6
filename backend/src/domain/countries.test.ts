import { expect, test } from "vitest";
import { countryAllowsUser, isCanada, isUnitedStates, needsStateOrProvince } from "./countries";

test.each([
  ["Canada", false, true],
  [" canada ", false, true],
  ["CA", false, true],
  ["CAN", false, true],
  ["United States", true, false],
  ["united states", true, false],
  ["USA", true, false],
  ["US", true, false],
  ["United Kingdom", false, false],
  ["Mexico", false, false],
  ["", false, false],
  [null, false, false],
  [undefined, false, false],
])("%j: United States %j, Canada %j", (country, us, ca) => {
  expect(isUnitedStates(country)).toBe(us);
  expect(isCanada(country)).toBe(ca);
  expect(needsStateOrProvince(country)).toBe(us || ca);
  expect(countryAllowsUser(country)).toBe(us || ca);
});

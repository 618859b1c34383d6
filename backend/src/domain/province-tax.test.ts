import { describe, expect, test } from "vitest";
import { provinceOf, taxAddress, taxProvince, taxRateBp, type TaxableAddress } from "./province-tax";

const rates = [
  { provinceAbbr: "ON", provinceName: "Ontario", totalRateBp: 1300 },
  { provinceAbbr: "QC", provinceName: "Quebec", totalRateBp: 1498 },
  { provinceAbbr: "AB", provinceName: "Alberta", totalRateBp: 500 },
  { provinceAbbr: "BC", provinceName: "British Columbia", totalRateBp: 1200 },
];
const ca = (addressTypeId: number, state: string): TaxableAddress => ({ addressTypeId, state, country: "Canada" });

describe("the tax address", () => {
  test.each<[string, TaxableAddress[], string | undefined]>([
    ["Home (type 3) wins over Mailing and the rest", [ca(2, "BC"), ca(1, "AB"), ca(3, "ON")], "ON"],
    ["without a Home address, Mailing (type 1)", [ca(2, "BC"), ca(1, "AB")], "AB"],
    ["otherwise the first", [ca(2, "BC"), ca(5, "ON")], "BC"],
    ["none without addresses", [], undefined],
  ])("%s", (_, addresses, state) => {
    expect(taxAddress(addresses)?.state).toBe(state);
  });
});

describe("the province of a state field", () => {
  test.each([
    ["ON", "ON"],
    [" on ", "ON"],
    ["Ontario", "ON"],
    ["  ONTARIO ", "ON"],
    ["british columbia", "BC"],
    ["ZZ", undefined],
    ["", undefined],
    [null, undefined],
  ])("%j → %j", (state, abbr) => {
    expect(provinceOf(state, rates)?.provinceAbbr).toBe(abbr);
  });
});

describe("the contact's rate in basis points", () => {
  test.each<[string, TaxableAddress[], number]>([
    ["Home in Ontario", [ca(2, "BC"), ca(1, "AB"), ca(3, "ON")], 1300],
    ["Mailing in Alberta", [ca(2, "BC"), ca(1, "AB")], 500],
    ["the first, in British Columbia", [ca(2, "BC"), ca(5, "ON")], 1200],
    ["a province by name", [ca(3, "Quebec")], 1498],
    ["the country as a code", [{ addressTypeId: 3, state: "ON", country: "CA" }], 1300],
    ["the country as CAN in lower case", [{ addressTypeId: 3, state: "QC", country: " can " }], 1498],
    ["no address", [], 0],
    [
      "a US tax address, even with a Canadian mailing address",
      [{ addressTypeId: 3, state: "NY", country: "United States" }, ca(1, "ON")],
      0,
    ],
    ["a Canadian province name outside Canada", [{ addressTypeId: 3, state: "Ontario", country: "United States" }], 0],
    ["an unknown province", [ca(3, "ZZ")], 0],
    ["no country", [{ addressTypeId: 3, state: "ON", country: null }], 0],
  ])("%s", (_, addresses, bp) => {
    expect(taxRateBp(addresses, rates)).toBe(bp);
  });

  test("the taxing province is the whole lookup row", () => {
    expect(taxProvince([ca(3, "quebec")], rates)).toEqual({ provinceAbbr: "QC", provinceName: "Quebec", totalRateBp: 1498 });
  });
});

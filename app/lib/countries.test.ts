import { describe, expect, test } from "vitest";
import { CA_PROVINCES, COUNTRIES, isRegionOf, regionsOf, US_STATES } from "./countries";

describe("countries", () => {
  test("United States and Canada come first, then the rest by name, each once", () => {
    expect(COUNTRIES.slice(0, 2)).toEqual(["United States", "Canada"]);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.indexOf("United States", 1)).toBe(-1);
    expect(COUNTRIES).toContain("United Kingdom");
    expect(COUNTRIES.length).toBeGreaterThan(200);
  });

  test("US states and Canadian provinces", () => {
    expect(US_STATES).toHaveLength(52);
    expect(CA_PROVINCES.map((p) => p.abbr)).toEqual([
      "AB",
      "BC",
      "MB",
      "NB",
      "NL",
      "NS",
      "NT",
      "NU",
      "ON",
      "PE",
      "QC",
      "SK",
      "YT",
    ]);
    expect(regionsOf("Canada")).toBe(CA_PROVINCES);
    expect(regionsOf(" united states ")).toBe(US_STATES);
    expect(regionsOf("France")).toBeNull();
  });

  test("a US or Canadian state or province must be the country's", () => {
    expect(isRegionOf("Canada", "ON")).toBe(true);
    expect(isRegionOf("Canada", "Ontario")).toBe(true);
    expect(isRegionOf("Canada", "TX")).toBe(false);
    expect(isRegionOf("Mexico", "Jalisco")).toBe(true);
  });
});

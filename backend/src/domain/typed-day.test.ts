import { describe, expect, test } from "vitest";
import { typedDay } from "./typed-day";

describe("typedDay", () => {
  const formats = ["yyyy-MM-dd", "MM/dd/yyyy", "M/d/yyyy"];
  test("a day in any of the formats, as yyyy-MM-dd", () => {
    expect(typedDay("2026-11-24", formats)).toBe("2026-11-24");
    expect(typedDay("11/24/2026", formats)).toBe("2026-11-24");
    expect(typedDay("2/9/2027", formats)).toBe("2027-02-09");
  });
  test("null for a day the calendar lacks, another format, or outside 1900–2099", () => {
    expect(typedDay("2027-02-29", formats)).toBeNull();
    expect(typedDay("24.11.2026", formats)).toBeNull();
    expect(typedDay("1899-12-31", formats)).toBeNull();
    expect(typedDay("2100-01-01", formats)).toBeNull();
  });
});

import { describe, expect, test } from "vitest";
import { compareCells, decimalValue, nextDir, sortReportRows, type ReportColumnType, type ReportValue } from "./report-sort";

const sorted = (type: ReportColumnType, values: ReportValue[], dir: "asc" | "desc" = "asc") =>
  sortReportRows(
    values.map((v) => ({ values: [v] })),
    0,
    type,
    dir,
  ).map((r) => r.values[0]);

describe("report result sorting by column type (billing spec §4)", () => {
  test("Int32 numerically, not as text", () => {
    expect(sorted("Int32", [10, 9, 100, "2"])).toEqual(["2", 9, 10, 100]);
    expect(sorted("Int32", [10, 9, 100], "desc")).toEqual([100, 10, 9]);
  });

  test("Decimal strips $ and commas, and parentheses mean negative", () => {
    expect(decimalValue("$1,234.50")).toBe(1234.5);
    expect(decimalValue("(12.00)")).toBe(-12);
    expect(decimalValue("($1,000.00)")).toBe(-1000);
    expect(sorted("Decimal", ["$1,234.50", "(12.00)", "$99.00", 5, "-3"])).toEqual(["(12.00)", "-3", 5, "$99.00", "$1,234.50"]);
  });

  test("DateTime by date, whatever the text says", () => {
    expect(sorted("DateTime", ["2026-03-01", "2025-12-31", "2026-01-15T10:00:00Z"])).toEqual([
      "2025-12-31",
      "2026-01-15T10:00:00Z",
      "2026-03-01",
    ]);
    expect(sorted("DateTime", ["11/02/2026", "2/1/2026"])).toEqual(["2/1/2026", "11/02/2026"]);
  });

  test("anything else as case-insensitive text", () => {
    expect(sorted("String", ["banana", "Apple", "cherry", "apple pie"])).toEqual(["Apple", "apple pie", "banana", "cherry"]);
    expect(compareCells("String", "ABC", "abc")).toBe(0);
  });

  test("empty cells come first ascending and last descending; equal cells keep their order", () => {
    expect(sorted("Decimal", [3, null, 1])).toEqual([null, 1, 3]);
    expect(sorted("Decimal", [3, null, 1], "desc")).toEqual([3, 1, null]);
    expect(sorted("String", [null, "b", ""])).toEqual([null, "", "b"]);
    const rows = [
      { values: ["x"], id: 1 },
      { values: ["X"], id: 2 },
      { values: ["a"], id: 3 },
    ];
    expect(sortReportRows(rows, 0, "String", "asc").map((r) => r.id)).toEqual([3, 1, 2]);
  });

  test("clicking the sorted header toggles the direction; another header starts ascending", () => {
    expect(nextDir(2, "asc", 2)).toBe("desc");
    expect(nextDir(2, "desc", 2)).toBe("asc");
    expect(nextDir(2, "asc", 3)).toBe("asc");
    expect(nextDir(null, "asc", 0)).toBe("asc");
  });
});

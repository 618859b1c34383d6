/** Column types of a report result (billing spec §3). */
export type ReportColumnType = "Int32" | "DateTime" | "Decimal" | "String";
export type ReportValue = string | number | null;
export type SortDir = "asc" | "desc";

/** A Decimal cell as a number: '$1,234.50' → 1234.5, '(12.00)' → -12; NaN when it is not one. */
export function decimalValue(value: ReportValue): number {
  if (typeof value === "number") return value;
  if (value === null) return NaN;
  const text = value.trim();
  const negative = /^\(.*\)$/.test(text);
  const n = Number(text.replace(/[()$,\s]/g, ""));
  return negative ? -n : n;
}

function numberValue(value: ReportValue): number {
  if (typeof value === "number") return value;
  return value === null ? NaN : Number(value.trim());
}

function dateValue(value: ReportValue): number {
  return value === null ? NaN : new Date(typeof value === "number" ? value : value.trim()).getTime();
}

const textValue = (value: ReportValue) => (value === null ? "" : String(value).toLocaleLowerCase("en"));

/** Numbers compare numerically with the missing (NaN) first, as an empty text sorts first. */
function compareNumbers(a: number, b: number): number {
  const aMissing = Number.isNaN(a);
  const bMissing = Number.isNaN(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  return a - b;
}

/** How two cells of a column compare (spec §4): integer, date, decimal, otherwise case-insensitive text. */
export function compareCells(type: ReportColumnType, a: ReportValue, b: ReportValue): number {
  switch (type) {
    case "Int32":
      return compareNumbers(numberValue(a), numberValue(b));
    case "Decimal":
      return compareNumbers(decimalValue(a), decimalValue(b));
    case "DateTime":
      return compareNumbers(dateValue(a), dateValue(b));
    default: {
      const x = textValue(a);
      const y = textValue(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
  }
}

/** The rows sorted by one column (a stable sort: equal cells keep the report's order). */
export function sortReportRows<Row extends { values: ReportValue[] }>(
  rows: readonly Row[],
  column: number,
  type: ReportColumnType,
  dir: SortDir,
): Row[] {
  const sign = dir === "desc" ? -1 : 1;
  return [...rows].sort((r1, r2) => sign * compareCells(type, r1.values[column] ?? null, r2.values[column] ?? null));
}

/** The direction a header's link sets: the other one when the grid is already sorted by it (toggling). */
export const nextDir = (sortedBy: number | null, dir: SortDir, column: number): SortDir =>
  sortedBy === column && dir === "asc" ? "desc" : "asc";

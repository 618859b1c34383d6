import { formatISO } from "date-fns";

/**
 * How one column of an export is written. "text" cells are formula-escaped by csv-stringify; "number" and
 * "money" stay numbers (so a refund reads -12.00); money arrives in dollars from the wire and is summed in
 * cents so the totals row is exact.
 */
export type CsvColumnKind = "text" | "number" | "money" | "date";

export type CsvValue = string | number | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  kind?: CsvColumnKind;
  value: (row: Row) => CsvValue;
}

/** A cell ready for csv-stringify: money as whole cents (written back as dollars by `writeNumber`). */
export type CsvCell = string | number | null;

export function toCell(kind: CsvColumnKind, value: CsvValue): CsvCell {
  if (value === null || value === undefined || value === "") return null;
  switch (kind) {
    case "money":
      return Math.round(Number(value) * 100);
    case "number":
      return typeof value === "number" ? value : Number(value);
    case "date":
      return dateCell(value);
    case "text":
      return value instanceof Date ? dateCell(value) : String(value);
  }
}

function dateCell(value: string | number | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return formatISO(new Date(value), { representation: "date" });
}

/** How csv-stringify writes a number: money columns hold cents and are written as dollars with 2 decimals. */
export function writeNumber(kind: CsvColumnKind | undefined, value: number): string {
  return kind === "money" ? centsText(value) : String(value);
}

function centsText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * The totals rows: one per currency (USD and CAD are never summed), "Total" in the first column with the
 * currency when the rows have one (a CAD-only file must not read as USD), money columns summed, every other
 * column empty.
 */
export class CsvTotals<Row> {
  private readonly sums = new Map<string, number[]>();

  constructor(
    private readonly columns: readonly CsvColumn<Row>[],
    private readonly currencyOf: (row: Row) => string = () => "",
  ) {}

  get hasMoney(): boolean {
    return this.columns.some((c) => c.kind === "money");
  }

  add(row: Row, cells: readonly CsvCell[]): void {
    const currency = this.currencyOf(row);
    let sums = this.sums.get(currency);
    if (!sums) this.sums.set(currency, (sums = this.columns.map(() => 0)));
    cells.forEach((cell, i) => {
      if (this.columns[i]?.kind === "money" && typeof cell === "number") sums[i] = (sums[i] ?? 0) + cell;
    });
  }

  rows(): CsvCell[][] {
    if (!this.hasMoney) return [];
    return [...this.sums].map(([currency, sums]) =>
      this.columns.map((column, i) => {
        if (column.kind === "money") return sums[i] ?? 0;
        if (i === 0) return currency === "" ? "Total" : `Total ${currency}`;
        return null;
      }),
    );
  }
}

export type ReportColumnType = "Int32" | "DateTime" | "Decimal" | "String";
export interface ReportResult {
  columnList: { name: string; type: ReportColumnType }[];
  data: { values: (string | number | null)[] }[];
}
export interface ReportParamValue {
  name: string;
  value: string;
}

type Cell = string | number | null;

/** A ReportResult from typed columns: each column's name, type and how to read it from a row. */
export function reportOf<Row>(
  columns: { name: string; type: ReportColumnType; value: (row: Row) => Cell }[],
  rows: Row[],
): ReportResult {
  return {
    columnList: columns.map(({ name, type }) => ({ name, type })),
    data: rows.map((row) => ({ values: columns.map((c) => c.value(row)) })),
  };
}

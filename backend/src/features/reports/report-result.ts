import type { z } from "zod";
import type { ReportColumnType as ColumnTypeSchema, ReportResult as ResultSchema } from "../../../../contract/reports";

export type ReportColumnType = z.output<typeof ColumnTypeSchema>;
/** A run's rows (contract/reports.ts), without the paged mode's `next`. */
export type ReportResult = Omit<z.output<typeof ResultSchema>, "next">;
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

import type { ReportResult } from "../features/reports/report-result";

/** A report's rows as objects keyed by column name, for readable assertions. */
export const reportRows = (result: ReportResult) =>
  result.data.map((row) => Object.fromEntries(result.columnList.map((c, i) => [c.name, row.values[i]])));

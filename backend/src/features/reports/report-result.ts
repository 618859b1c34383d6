export type ReportColumnType = "Int32" | "DateTime" | "Decimal" | "String";
export interface ReportResult {
  columnList: { name: string; type: ReportColumnType }[];
  data: { values: (string | number | null)[] }[];
}
export interface ReportParamValue {
  name: string;
  value: string;
}

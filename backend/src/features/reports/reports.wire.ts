import type { reportParameters, reports } from "../../db/schema";

type ReportRow = typeof reports.$inferSelect;
type ParameterRow = typeof reportParameters.$inferSelect;

/** A report of GET /report/{role} as spec §3 names its fields. */
export function toWireReport(r: ReportRow, params: ParameterRow[]) {
  return {
    id: r.id,
    name: r.name,
    sort: r.sort,
    description: r.description,
    userRole: r.userRole,
    isCustom: r.isCustom,
    affiliateValue: r.affiliateValue,
    parameters: params.map((p) => ({
      id: p.id,
      name: p.name,
      sort: p.sort,
      sqlParamName: p.sqlParamName,
      // A text column; the seeded parameters hold only these three (billing spec §3).
      dataType: p.dataType as "String" | "DateTime" | "File",
      values: p.values,
      defaultValue: p.defaultValue,
      isHidden: p.isHidden,
    })),
  };
}
export type WireReport = ReturnType<typeof toWireReport>;

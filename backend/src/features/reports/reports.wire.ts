import { z } from "zod";
import type { reportParameters, reports } from "../../db/schema";

/** The body of POST /report/run: a JSON list of name/value parameters (spec §7). */
export const RunBody = z
  .array(
    z.object({
      name: z.string({ message: "Each parameter needs a name." }).min(1, "Each parameter needs a name.").max(100),
      value: z.string({ message: "Each parameter value must be text." }).max(1_500_000, "A parameter value is too long."),
    }),
    { message: "The body must be a list of name/value parameters." },
  )
  .max(50, "Too many parameters.");

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
      dataType: p.dataType,
      values: p.values,
      defaultValue: p.defaultValue,
      isHidden: p.isHidden,
    })),
  };
}
export type WireReport = ReturnType<typeof toWireReport>;

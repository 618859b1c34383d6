import type { SQL } from "drizzle-orm";
import type { IsoDate } from "../../../domain/billing-period";
import type { ReportColumnType } from "../report-result";

/** A parameter value after checking: DateTime as yyyy-MM-dd, File as its decoded bytes, String as given. */
export type ParamValue = string | Uint8Array;

export interface RunnerContext {
  /** The one affiliate whose data the run may read, or null for every affiliate (staff not impersonating). */
  scope: number | null;
  /** Values by sqlParamName ('@Month'), defaults applied. */
  params: ReadonlyMap<string, ParamValue>;
  today: IsoDate;
  timeZone: string;
}

/**
 * One report's SQL. `query` selects `rk` (a unique integer row key, the tiebreaker of every sort and of the
 * paging cursor) and then one column per entry of `columns`, named c0, c1, … in order. Values are bound
 * parameters; nothing is spliced into the SQL text.
 */
export interface Runner {
  columns: { name: string; type: ReportColumnType }[];
  query(ctx: RunnerContext): SQL;
}

/** The `@Month` style DateTime parameter, required by the runner's definition (checked before the run). */
export function dateParam(ctx: RunnerContext, name: string): string {
  const v = ctx.params.get(name);
  return typeof v === "string" ? v : "";
}

import type { SQL } from "drizzle-orm";
import type { AppDeps } from "../../../context";
import type { Queryable } from "../../../db/client";
import type { IsoDate } from "../../../domain/billing-period";
import type { Actor } from "../../../http/actor";
import type { ReportColumnType, ReportParamValue, ReportResult } from "../report-result";

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
  /**
   * A row's cells written from its SQL row by a pure rule, instead of its c0, c1, … columns (the accounting
   * export's layouts, docs/decisions/0401). Such a report keeps its rows in `rk` order: it is never sorted.
   */
  cells?(row: Record<string, unknown>): (string | number | null)[];
}

/**
 * A report that answers its complete result at once, from another feature's engine (the payout reports,
 * docs/decisions/0274): it takes its parameters as sent, may move money or record payments, and says which
 * runs do, so the run call never repeats those page by page. Its rows are sorted after the run.
 */
export interface WholeResultRunner {
  kind: "whole-result";
  /** Whether a run with these parameters changes data (and so runs once, never in the export's paged mode). */
  changesData(params: ReportParamValue[]): boolean;
  run(deps: AppDeps, actor: Actor, params: ReportParamValue[]): Promise<ReportResult>;
}

/**
 * A report whose rows a pure rule computes from what it reads (the tax summary, docs/decisions/0393): checked
 * parameters and scope as a SQL runner's, its whole result at once, sorted after the run. For reports of a
 * few hundred rows (sums), never for lists that grow with the data.
 */
export interface ComputedRunner {
  kind: "computed";
  columns: { name: string; type: ReportColumnType }[];
  rows(q: Queryable, ctx: RunnerContext): Promise<(string | number | null)[][]>;
}

/** A report whose columns and SQL one of its parameters chooses (the accounting export's Layout, 0401). */
export interface ChoosingRunner {
  kind: "choosing";
  choose(ctx: RunnerContext): Runner;
}

export type ReportRunner = Runner | WholeResultRunner | ComputedRunner | ChoosingRunner;

export const isWholeResult = (runner: ReportRunner): runner is WholeResultRunner =>
  "kind" in runner && runner.kind === "whole-result";
export const isComputed = (runner: ReportRunner): runner is ComputedRunner => "kind" in runner && runner.kind === "computed";
export const isChoosing = (runner: ReportRunner): runner is ChoosingRunner => "kind" in runner && runner.kind === "choosing";

/** The `@Month` style DateTime parameter, required by the runner's definition (checked before the run). */
export function dateParam(ctx: RunnerContext, name: string): string {
  const v = ctx.params.get(name);
  return typeof v === "string" ? v : "";
}

import { businessToday, type AppDeps } from "../../context";
import type { Actor } from "../../http/actor";
import { isAffiliate, isKnownRole, UNKNOWN_ROLE } from "../../http/authorize";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { affiliateFilter } from "../contacts/contacts.service";
import { reportsFor, viewerOf, visibleReport } from "./report-access";
import { resolveParams } from "./report-params";
import { BAD_CURSOR, runReportQuery, type ReportOrder, type ReportPage, type ReportPagerFields } from "./report-query";
import type { ReportParamValue, ReportResult } from "./report-result";
import { RUNNERS } from "./runners";
import {
  isChoosing,
  isComputed,
  isWholeResult,
  type ComputedRunner,
  type RunnerContext,
  type WholeResultRunner,
} from "./runners/runner";
import { sortReportRows } from "../../domain/report-sort";

export const REPORT_NOT_FOUND = "Report not found";
export const NOT_YOUR_REPORTS = "You may only see the reports of your own role.";
export const NO_RUNNER = "This report cannot be run yet.";
export const BAD_SORT = "sort must be the number of one of the report's columns.";
export const NOT_SORTABLE = "This report keeps the order of its layout: it cannot be sorted.";
export const NOT_AN_EXPORT = "This operation pays or records payments; it runs once and is not exported page by page.";

/**
 * GET /report/{roleOrMinusOne}: -1 is the caller's own role; a role number lists what that role sees, for
 * the caller's role or one below it (finance may look at office staff's list). An affiliate's list has the
 * reports their allow list names.
 */
export async function listReports(deps: AppDeps, actor: Actor, roleOrMinusOne: number) {
  const viewer = viewerOf(actor);
  if (roleOrMinusOne !== -1 && !isKnownRole(roleOrMinusOne)) throw badRequest(UNKNOWN_ROLE);
  const role = roleOrMinusOne === -1 ? viewer.role : roleOrMinusOne;
  if (role > viewer.role) throw forbidden(NOT_YOUR_REPORTS);
  return reportsFor(deps.db, role, isAffiliate(viewer.role) ? viewer.userId : null);
}

export interface RunInput {
  reportId: number;
  userId: number;
  params: ReportParamValue[];
  sort: { column: number; dir: "asc" | "desc" } | null;
  page: ReportPage | null;
  /** `?pager=1` with a page: the answer also carries total, offset and prev (docs/decisions/0342). */
  pager?: boolean;
}

type RunAnswer = ReportResult & { next?: string | null } & Partial<ReportPagerFields>;

/**
 * POST /report/run/{reportId}/{roleFlag}/{userId}: the report must be one the caller sees; its rows are the
 * caller's own when an affiliate (or impersonated), every affiliate's or the named affiliate's for staff.
 * The role flag is the web app's echo of the role and decides nothing (docs/decisions/0237).
 */
export async function runReport(deps: AppDeps, actor: Actor, input: RunInput): Promise<RunAnswer> {
  const scope = await affiliateFilter(deps.db, actor, input.userId);
  const found = await visibleReport(deps.db, viewerOf(actor), input.reportId);
  if (!found) throw notFound(REPORT_NOT_FOUND);
  const runner = RUNNERS[found.report.queryKey];
  if (!runner) throw notFound(NO_RUNNER);
  if (isWholeResult(runner)) return runWholeResult(deps, actor, runner, input);
  const params = resolveParams(found.params, input.params);
  const ctx: RunnerContext = {
    scope,
    params,
    today: businessToday(deps),
    timeZone: deps.env.BILLING_TIME_ZONE,
  };
  if (isComputed(runner)) return runComputed(deps, runner, ctx, input);
  const sql = isChoosing(runner) ? runner.choose(ctx) : runner;
  let order: ReportOrder | null = null;
  if (input.sort) {
    if (sql.cells) throw badRequest(NOT_SORTABLE);
    if (input.sort.column >= sql.columns.length) throw badRequest(BAD_SORT);
    order = input.sort;
  }
  const { next, ...result } = await runReportQuery(deps.db, sql, ctx, order, input.page, input.pager);
  return input.page ? { ...result, next } : result;
}

/**
 * A whole-result runner (the payout reports 9 and 11) runs with its parameters as sent (operation 1 needs no
 * control number). A run that changes data is refused in the export's paged mode, which would repeat it;
 * a read answers its rows in one page, sorted here (docs/decisions/0272, 0274), the pager's fields saying so.
 */
async function runWholeResult(deps: AppDeps, actor: Actor, runner: WholeResultRunner, input: RunInput): Promise<RunAnswer> {
  if (input.page && runner.changesData(input.params)) throw badRequest(NOT_AN_EXPORT);
  if (input.page?.after) throw badRequest(BAD_CURSOR);
  return oneSortedPage(await runner.run(deps, actor, input.params), input);
}

/** A computed report (docs/decisions/0393): its rows from the runner's rule, in one page sorted here. */
async function runComputed(deps: AppDeps, runner: ComputedRunner, ctx: RunnerContext, input: RunInput): Promise<RunAnswer> {
  if (input.page?.after) throw badRequest(BAD_CURSOR);
  const rows = await runner.rows(deps.db, ctx);
  return oneSortedPage({ columnList: runner.columns, data: rows.map((values) => ({ values })) }, input);
}

/** A whole result sorted by the asked column, answered as the one page of the paged mode when asked for one. */
function oneSortedPage(result: ReportResult, input: RunInput): RunAnswer {
  const sort = input.sort;
  if (sort) {
    const column = result.columnList[sort.column];
    if (!column) throw badRequest(BAD_SORT);
    result.data = sortReportRows(result.data, sort.column, column.type, sort.dir);
  }
  if (!input.page) return result;
  return input.pager ? { ...result, next: null, total: result.data.length, offset: 0, prev: null } : { ...result, next: null };
}

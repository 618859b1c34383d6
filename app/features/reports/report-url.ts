import type { Report, ReportResult } from "~/api/reports.server";
import type { SortDir } from "@domain/report-sort";

/**
 * The state of /reports in its URL (docs/decisions/0239): `report` picks a report, `p<parameterId>` holds a
 * parameter's value, `run=1` runs it, `sort=<column>&dir=` sorts the results, `after=<cursor>` is a page of
 * them past the first (0342) — so a run is a GET form, bookmarkable and the same with JavaScript off, and
 * the export link repeats it (all pages).
 */
export interface ReportUrlState {
  reportId: number | null;
  values: Map<number, string>;
  run: boolean;
  sort: { column: number; dir: SortDir } | null;
  /** The page of the results: the backend's cursor of the row before it; null for the first page. */
  after: string | null;
  /** The affiliate monthly report's month, yyyy-MM. */
  month: string | null;
}

const positiveInt = (v: string | null) => (v !== null && /^[0-9]{1,9}$/.test(v) ? Number(v) : null);

export function readReportUrl(search: URLSearchParams): ReportUrlState {
  const values = new Map<number, string>();
  for (const [key, value] of search) {
    const id = /^p([0-9]{1,9})$/.exec(key)?.[1];
    if (id) values.set(Number(id), value);
  }
  const column = positiveInt(search.get("sort"));
  const dir: SortDir = search.get("dir") === "desc" ? "desc" : "asc";
  const month = search.get("month");
  const after = search.get("after");
  return {
    reportId: positiveInt(search.get("report")),
    values,
    run: search.get("run") === "1",
    sort: column === null ? null : { column, dir },
    after: after && /^[A-Za-z0-9_-]{1,500}$/.test(after) ? after : null,
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
  };
}

/** The visible parameters of a report (hidden ones always take their default on the backend). */
export const visibleParameters = (report: Report) =>
  [...report.parameters].filter((p) => !p.isHidden).sort((a, b) => a.sort - b.sort);

/** What a file report's results carry back to re-sort or export the same run without a new upload. */
export interface FileRunCarry {
  /** The form's fields: report, the other parameters, the file parameter's content in base64, its file name. */
  fields: [string, string][];
  fileName: string;
}

/** The report's File parameter (an upload), if it has one: such a report runs from a POST (docs/decisions/0285). */
export const fileParameter = (report: Report) => visibleParameters(report).find((p) => p.dataType === "File") ?? null;

/**
 * The run's JSON list of name/value parameters; a blank value leaves the default to the backend. A File
 * parameter's value is the file's content in base64 (docs/decisions/0240), never a URL's.
 */
export function runParameters(
  report: Report,
  values: Map<number, string>,
  fileContent?: string,
): { name: string; value: string }[] {
  return visibleParameters(report).flatMap((p) => {
    const value = p.dataType === "File" ? (fileContent ?? "") : (values.get(p.id) ?? "").trim();
    return value === "" ? [] : [{ name: p.sqlParamName, value }];
  });
}

/** The search string of the same run with other `changes` (null removes a key). */
export function withSearch(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  return `?${next.toString()}`;
}

/**
 * RUN (spec §6) shows for office staff and finance (37 alike) and, for an affiliate, on any report that is
 * not one of their built-ins (custom reports, and Tuition Payments for its allow list); an affiliate's
 * built-ins have no parameters and run as soon as they are picked.
 */
export function runMode(role: number, report: Report): "button" | "auto" | "none" {
  if (role <= 2) return report.affiliateValue !== null ? "auto" : "button";
  return role === 3 || role === 8 || role === 37 ? "button" : "none";
}

export const REPORT_FAILED = "Report failed";

/** Rows on a page of a report's results, as the grids' pages (0342). */
export const REPORT_PAGE_SIZE = 100;

export interface ReportRun {
  result: ReportResult | null;
  /** 'Report failed' with the backend's reason when it gave one (a 4xx: a parameter it refused). */
  failure: { reason: string | null } | null;
}

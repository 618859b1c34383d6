import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import type { Report, ReportColumnType, ReportResult } from "~/api/reports.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { backendPages, csvExportResponse, csvFileName, type CsvColumn } from "~/lib/csv/csv-export.server";
import { badRequest, forbidden, notFound } from "~/lib/responses";
import { ACCOUNTING_EXPORT_REPORT } from "@domain/accounting-export";
import { payoutRunChangesData } from "@domain/payout-runs";
import { requireReport } from "~/features/reports/reports-data.server";
import {
  fileParameter,
  REPORT_FAILED,
  readReportUrl,
  runMode,
  runParameters,
  withSearch,
  type ReportUrlState,
} from "~/features/reports/report-url";

/**
 * Rows per backend page: one page is all the export holds at a time (docs/decisions/0241). Unsorted, a page
 * walks the row key's index and small pages keep memory flat; sorted, every page sorts the whole result
 * again, so pages grow from the first (a quick start) to the backend's largest (fewer sorts).
 */
const PAGE_SIZE = 1000;
const SORTED_FIRST_PAGE = 1000;
const SORTED_LARGEST_PAGE = 10_000;

type Row = ReportResult["data"][number];

const KIND = { Int32: "number", Decimal: "money", DateTime: "date", String: "text" } as const satisfies Record<
  ReportColumnType,
  CsvColumn<Row>["kind"]
>;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * GET /reports/export?report=&p…=&sort=&dir=: the run of the screen's URL as CSV, in the screen's sort
 * (the backend sorts, page by page), money columns totalled per currency, named
 * 'coach-hub-report-{report}-{today}.csv'; 'No data to export!' back on the screen when it has no rows.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const search = new URL(request.url).searchParams;
  const state = readReportUrl(search);
  const report = await requireReport(auth, state.reportId);
  if (fileParameter(report)) throw badRequest("This report runs from an uploaded file: export it from its results.");
  // Its file is an import layout the backend writes whole (docs/decisions/0401).
  if (report.id === ACCOUNTING_EXPORT_REPORT) throw redirect(`/reports/accounting-export${withSearch(search, {})}`);
  return exportRun(
    request,
    auth,
    report,
    state,
    runParameters(report, state.values),
    `/reports${withSearch(search, { run: "1" })}`,
  );
}

/**
 * POST /reports/export: the run a file report's results carry back (docs/decisions/0285), the file's
 * content among its fields, exported as the GET export does; back to the report when it has no rows.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  const search = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === "string") search.append(key, value);
  const state = readReportUrl(search);
  const report = await requireReport(auth, state.reportId);
  const file = fileParameter(report);
  if (!file) throw badRequest("Only a report of an uploaded file is exported by a POST.");
  const content = search.get(`p${file.id}`) ?? "";
  state.values.delete(file.id);
  return exportRun(request, auth, report, state, runParameters(report, state.values, content), `/reports?report=${report.id}`);
}

async function exportRun(
  request: Request,
  auth: AuthedSession,
  report: Report,
  state: ReportUrlState,
  params: { name: string; value: string }[],
  screen: string,
) {
  if (runMode(auth.user.userRole, report) === "none") throw forbidden("You may not run this report.");
  if (payoutRunChangesData(report.id, params))
    throw badRequest("This operation moves money: it runs from RUN, once, not from an export.");
  const fetchPage = (after: string | null, pageSize: number, sort = state.sort) =>
    api(auth).reports.run(report.id, auth.user.userRole, auth.user.id, params, { sort, page: { after, pageSize } });

  // Sorted, the first page sorts the whole result: one unsorted row says sooner whether the run works and
  // has rows, and the download starts while the sorted pages are read (docs/decisions/0290).
  let first: ReportResult;
  try {
    first = state.sort ? await fetchPage(null, 1, null) : await fetchPage(null, PAGE_SIZE);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(screen, { message: REPORT_FAILED, type: "error" });
  }
  if (state.sort && state.sort.column >= first.columnList.length) throw notFound("No such column");
  const columns: CsvColumn<Row>[] = first.columnList.map((c, i) => ({
    header: c.name,
    kind: KIND[c.type],
    value: (row) => row.values[i],
  }));
  const currencyAt = first.columnList.findIndex((c) => c.name === "Currency");

  async function* pages(): AsyncIterable<Row[]> {
    if (!state.sort) {
      yield first.data;
      if (!first.next) return;
    }
    let pageSize = state.sort ? SORTED_FIRST_PAGE : PAGE_SIZE;
    yield* backendPages(async (cursor) => {
      const page = await fetchPage(cursor ?? (state.sort ? null : first.next!), pageSize);
      if (state.sort) pageSize = Math.min(pageSize * 2, SORTED_LARGEST_PAGE);
      return { rows: page.data, next: page.next ?? null };
    });
  }

  return csvExportResponse({
    request,
    fileName: csvFileName(`report-${slug(report.name)}`),
    columns,
    pages: pages(),
    currency: currencyAt < 0 ? undefined : (row) => String(row.values[currencyAt] ?? ""),
    emptyRedirect: screen,
    hasRows: state.sort ? first.data.length > 0 : undefined,
  });
}

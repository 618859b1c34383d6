import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { ACCOUNTING_EXPORT_REPORT } from "@domain/accounting-export";
import { requireReport } from "./reports-data.server";
import { readReportUrl, REPORT_FAILED, runParameters, withSearch } from "./report-url";

/**
 * GET /reports/accounting-export?p171=&p172=&p173=&p174= (docs/decisions/0401): report 17's run, as its screen's
 * URL says it, downloaded as the import file the backend writes (GET /api/v1/accounting/export), streamed
 * through untouched — no totals row, no added column. A run the backend refuses goes back to the screen with
 * its reason.
 */
export async function accountingExportFile({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const auth = await requireSession(request, context);
  const search = new URL(request.url).searchParams;
  const report = await requireReport(auth, ACCOUNTING_EXPORT_REPORT);
  const given = new Map(runParameters(report, readReportUrl(search).values).map((p) => [p.name, p.value]));
  const byDefault = (name: string) => report.parameters.find((p) => p.sqlParamName === name)?.defaultValue ?? "";
  const value = (name: string) => given.get(name) ?? byDefault(name);
  try {
    const upstream = await api(auth).reports.accountingExport({
      layout: value("@Layout"),
      startDate: value("@StartDate"),
      endDate: value("@EndDate"),
      currency: value("@Currency") || undefined,
    });
    return new Response(upstream.body, {
      status: 200,
      headers: {
        "Content-Type": upstream.headers.get("content-type") ?? "text/csv; charset=utf-8",
        "Content-Disposition": upstream.headers.get("content-disposition") ?? "attachment",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const screen = `/reports${withSearch(search, { report: String(ACCOUNTING_EXPORT_REPORT), run: "1" })}`;
    return redirectWithToast(screen, { message: `${REPORT_FAILED}: ${error.message}`, type: "error" });
  }
}

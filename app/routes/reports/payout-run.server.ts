import { redirect } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import type { Report, ReportResult } from "~/api/reports.server";
import type { AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { billExportUrl, NO_RESULTS } from "~/features/reports/bill-export-urls";
import { BILL_PAYMENT_EXPORT_REPORT, payoutOperation, payoutRunChangesData } from "@domain/payout-runs";
import { REPORT_FAILED, runParameters, visibleParameters, withSearch, type ReportUrlState } from "~/features/reports/report-url";

const column = (result: ReportResult, name: string) => result.columnList.findIndex((c) => c.name === name);

/**
 * RUN of a payout report (docs/decisions/0272), posted: the operation runs once, then the browser goes to
 * what it made — report 9's export in its details dialog, report 11's transfers in the history of the
 * period — with a toast. Report 11's history itself is a read: it goes to the GET run of the same URL.
 */
export async function runPayoutOperation(auth: AuthedSession, report: Report, state: ReportUrlState, search: URLSearchParams) {
  const back = `/reports${withSearch(search, { intent: null, run: null })}`;
  const params = runParameters(report, state.values);
  if (!payoutRunChangesData(report.id, params)) return redirect(`/reports${withSearch(search, { intent: null, run: "1" })}`);
  let result: ReportResult;
  try {
    result = await api(auth).reports.run(report.id, auth.user.userRole, auth.user.id, params);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return redirectWithToast(back, { message: `${REPORT_FAILED}: ${error.message}`, type: "error" });
  }
  if (result.data.length === 0) return redirectWithToast(back, { message: NO_RESULTS, type: "info" });
  if (report.id === BILL_PAYMENT_EXPORT_REPORT) {
    const controlNumber = String(result.data[0]!.values[column(result, "Control Number")] ?? "");
    const done = payoutOperation(params) === 1 ? "generated" : "processed";
    return redirectWithToast(billExportUrl(controlNumber, back), {
      message: `Bill payment export ${controlNumber} ${done}.`,
      type: "success",
    });
  }
  const status = column(result, "Status");
  const paid = result.data.filter((row) => row.values[status] === "Paid").length;
  // A new transfer is made by a job after the answer (docs/decisions/0352): it is queued, not unpaid.
  const queued = result.data.filter((row) => row.values[status] === "Pending").length;
  const operation = visibleParameters(report).find((p) => p.sqlParamName === "@Operation")!;
  return redirectWithToast(`/reports${withSearch(search, { intent: null, run: "1", [`p${operation.id}`]: "2" })}`, {
    message: `Transfers: ${paid} paid, ${queued} queued, ${result.data.length - paid - queued} not paid.`,
    type: "success",
  });
}

import { api, ApiError } from "~/api/index.server";
import type { FeeInvoicePayment, InvoiceReportRow, Report } from "~/api/reports.server";
import type { AuthedSession } from "~/auth/session.server";
import { businessToday } from "~/lib/business-date.server";
import { notFound } from "~/lib/responses";
import { isAffiliate } from "~/lib/roles";
import { BILL_PAYMENT_EXPORT_REPORT, payoutRunChangesData } from "@domain/payout-runs";
import type { BillExportSummary } from "~/api/payouts.server";
import { isFinance } from "~/lib/roles";
import { sortReportRows } from "@domain/report-sort";
import { fileParameter, REPORT_PAGE_SIZE, runMode, runParameters, type ReportRun, type ReportUrlState } from "./report-url";

/** The reports the signed-in user may see (GET /report/-1) and the one the URL picks among them, if any. */
export async function reportsWithPick(
  auth: AuthedSession,
  reportId: number | null,
): Promise<{ reports: Report[]; report: Report | null }> {
  const reports = await api(auth).reports.list();
  return { reports, report: reports.find((r) => r.id === reportId) ?? null };
}

/** The report the URL picks, when the signed-in user may see it; else 404 'Report not found'. */
export async function requireReport(auth: AuthedSession, reportId: number | null): Promise<Report> {
  const { report } = await reportsWithPick(auth, reportId);
  if (!report) throw notFound("Report not found");
  return report;
}

/**
 * Runs the picked report when the URL asks for it (or it is an affiliate built-in): one page of it, sorted and
 * paged by the backend as the URL says, with the whole run's row count (docs/decisions/0342).
 */
export async function runFromUrl(auth: AuthedSession, report: Report, state: ReportUrlState): Promise<ReportRun | null> {
  const mode = runMode(auth.user.userRole, report);
  const params = runParameters(report, state.values);
  // A report of an uploaded file runs only from its POST (docs/decisions/0285): a URL cannot carry the file.
  const runs = mode === "auto" || (mode === "button" && state.run);
  if (!runs || fileParameter(report) || payoutRunChangesData(report.id, params)) return null;
  return failedRun(async () =>
    api(auth).reports.run(report.id, auth.user.userRole, auth.user.id, params, {
      sort: state.sort,
      page: { after: state.after, pageSize: REPORT_PAGE_SIZE },
      pager: true,
    }),
  );
}

/**
 * One whole run of the report, its rows sorted here by column type (spec §4): a file report's, whose upload
 * bounds its rows and which runs from a POST (docs/decisions/0285).
 */
export function runSorted(
  auth: AuthedSession,
  report: Report,
  params: { name: string; value: string }[],
  sort: ReportUrlState["sort"],
): Promise<ReportRun> {
  return failedRun(async () => {
    const result = await api(auth).reports.run(report.id, auth.user.userRole, auth.user.id, params);
    if (!sort || sort.column >= result.columnList.length) return result;
    return { ...result, data: sortReportRows(result.data, sort.column, result.columnList[sort.column]!.type, sort.dir) };
  });
}

/** A run's answer, or 'Report failed' with the backend's reason when it refused the run (a 4xx). */
async function failedRun(run: () => Promise<ReportRun["result"]>): Promise<ReportRun> {
  try {
    return { result: await run(), failure: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { result: null, failure: { reason: error.status < 500 ? error.message : null } };
  }
}

export interface MonthlyReport {
  month: string;
  invoices: InvoiceReportRow[];
  payments: FeeInvoicePayment[];
}

/** The affiliate monthly invoice report and that month's fee-invoice payments (an affiliate, or staff acting as one). */
export async function monthlyReport(auth: AuthedSession, state: ReportUrlState): Promise<MonthlyReport | null> {
  if (!isAffiliate(auth.user.userRole)) return null;
  const month = state.month ?? businessToday().slice(0, 7);
  const [year, m] = month.split("-").map(Number) as [number, number];
  const reports = api(auth).reports;
  const invoices = await reports.invoiceReport(auth.user.id, `${String(m).padStart(2, "0")}-01-${year}`);
  const payments = await reports.feeInvoicePayments(auth.user.id, year, m);
  return { month, invoices, payments };
}

/**
 * The past bill payment exports report 9's operation 2 offers to pick (docs/decisions/0394): for finance on
 * report 9 only; null elsewhere.
 */
export async function billExportsToPick(auth: AuthedSession, report: Report | null): Promise<BillExportSummary[] | null> {
  if (report?.id !== BILL_PAYMENT_EXPORT_REPORT || !isFinance(auth.user.userRole)) return null;
  return api(auth).payouts.listBillExports();
}

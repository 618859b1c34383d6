import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Flex, Text } from "~/components/primitives";
import { requireSession } from "~/auth/session.server";
import { PageHeading } from "~/components/page-heading";
import reportsStyles from "~/styles/reports.css?url";
import {
  billExportsToPick,
  monthlyReport,
  reportsWithPick,
  requireReport,
  runFromUrl,
} from "~/features/reports/reports-data.server";
import { MonthlyInvoiceReport } from "./monthly-invoice-report";
import { ReportParametersForm } from "./report-parameters-form";
import { ReportResults } from "./report-results";
import { isPayoutReport } from "@domain/payout-runs";
import { fileParameter, readReportUrl, runMode } from "~/features/reports/report-url";
import { postedReportId, readPostedForm, runFileReport } from "./file-run.server";
import { runPayoutOperation } from "./payout-run.server";
import { forbidden, notFound, unknownIntent } from "~/lib/responses";

export const meta: MetaFunction = () => [{ title: "Reports · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: reportsStyles }];

/**
 * /reports (billing spec §2): the reports the role may run, the picked one's parameters and RUN, its results
 * sorted by column type and exported to CSV; for affiliates the monthly invoice report and fee-invoice
 * payments of a month. All of it lives in the URL (report-url.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const state = readReportUrl(new URL(request.url).searchParams);
  const { reports, report } = await reportsWithPick(auth, state.reportId);
  const run = report ? await runFromUrl(auth, report, state) : null;
  const monthly = await monthlyReport(auth, state);
  const billExports = await billExportsToPick(auth, report);
  const values = Object.fromEntries(state.values);
  return { reports, report, run, monthly, billExports, role: auth.user.userRole, values, sort: state.sort };
}

/**
 * The posts of /reports: RUN of a report with a File parameter (the upload, or its results posted back to
 * re-sort; docs/decisions/0285) answers the run; RUN of the payout reports (9 and 11) runs their operation
 * once (docs/decisions/0272).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const reportInUrl = postedReportId(request);
  const form = await readPostedForm(request);
  const search = new URLSearchParams();
  if (form !== "too large")
    for (const [key, value] of form) if (typeof value === "string" && key !== "intent") search.append(key, value);
  const report = await requireReport(auth, reportInUrl ?? readReportUrl(search).reportId);
  if (runMode(auth.user.userRole, report) !== "button") throw forbidden("You may not run this report.");
  if (fileParameter(report)) {
    const fileRun = await runFileReport(auth, report, form);
    return data({ fileRun }, { status: fileRun.uploadError ? 400 : 200 });
  }
  if (form === "too large" || !isPayoutReport(report.id)) throw notFound("Report not found");
  if (form.get("intent") !== "run") return unknownIntent();
  return runPayoutOperation(auth, report, readReportUrl(search), search);
}

export default function Screen() {
  const { reports, report, run, monthly, billExports, role, values, sort } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const fileRun = posted && "fileRun" in posted ? posted.fileRun : null;
  const { search } = useLocation();
  return (
    <>
      <PageHeading>Reports</PageHeading>
      <Flex gap="5" wrap="wrap" align="start">
        <nav aria-label="Reports" className="report-picker">
          {reports.length === 0 ? <Text as="p">No reports</Text> : null}
          <ul>
            {reports.map((r) => (
              <li key={r.id}>
                <Link to={`?report=${r.id}`} aria-current={r.id === report?.id ? "page" : undefined}>
                  {r.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="report-main">
          {report ? (
            <section aria-labelledby="report-name">
              <h2 id="report-name" className="rt-Heading rt-r-size-5">
                {report.name}
              </h2>
              {report.description ? <Text as="p">{report.description}</Text> : null}
              <ReportParametersForm
                report={report}
                values={values}
                mode={runMode(role, report)}
                uploadError={fileRun?.uploadError ?? null}
                billExports={billExports}
              />
              {fileRun?.run ? (
                <ReportResults report={report} run={fileRun.run} sort={fileRun.state.sort} search="" carry={fileRun.carry} />
              ) : run ? (
                <ReportResults report={report} run={run} sort={sort} search={search} />
              ) : null}
            </section>
          ) : (
            <Text as="p">Pick a report.</Text>
          )}
        </div>
      </Flex>
      {monthly ? <MonthlyInvoiceReport monthly={monthly} /> : null}
      {/* The bill-export details dialog (reports.bill-export.$controlNumber). */}
      <Outlet />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

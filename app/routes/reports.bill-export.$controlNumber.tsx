import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { billExportDialogLoader } from "~/features/reports/bill-export.server";

/** The bill-export details modal over /reports, and its CSV confirmation (app/features/reports, docs/decisions/0251). */
export const meta: MetaFunction = () => [{ title: "Bill Export · Coach Hub" }];
export const loader = (args: LoaderFunctionArgs) => billExportDialogLoader(args);
export { BillExportDialogRoute as default } from "~/features/reports/bill-export-dialog";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

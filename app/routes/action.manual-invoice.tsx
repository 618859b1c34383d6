import type { MetaFunction } from "@remix-run/node";

/** /action: REQUEST MANUAL INVOICE for the selected contact's open plan (app/features/plan-changes, docs/decisions/0164). */
export const meta: MetaFunction = () => [{ title: "Request Manual Invoice · Coach Hub" }];
export { manualInvoiceLoader as loader, manualInvoiceAction as action } from "~/features/plan-changes/plan-changes.server";
export { ManualInvoiceDialog as default } from "~/features/plan-changes/dialogs";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

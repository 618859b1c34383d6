import type { MetaFunction } from "@remix-run/node";

/** Client details: CREATE INVOICE (role 8; app/features/invoices, docs/decisions/0213). */
export const meta: MetaFunction = () => [{ title: "Create Invoice · Coach Hub" }];
export { createInvoiceLoader as loader, createInvoiceAction as action } from "~/features/invoices/create-invoice.server";
export { CreateInvoiceDialog as default } from "~/features/invoices/dialogs";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

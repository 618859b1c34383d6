import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { invoiceDialogAction, invoiceDialogLoader } from "~/features/invoices/invoice-dialogs.server";

/** Client details: an invoice's dialog (app/features/invoices, docs/decisions/0211). */
export const meta: MetaFunction = () => [{ title: "Generate Options · Coach Hub" }];
export const loader = (args: LoaderFunctionArgs) => invoiceDialogLoader(args, "generate");
export const action = (args: ActionFunctionArgs) => invoiceDialogAction(args, "generate");
export { InvoiceDialogRoute as default } from "~/features/invoices/dialogs";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

import type { AppLoadContext } from "@remix-run/node";
import { api } from "~/api/index.server";
import { INVOICE_LISTS, type ActivityScope, type InvoiceList } from "~/lib/dashboard-lists";
import { requireSession } from "~/auth/session.server";
import { backendPages, csvExportResponse, csvFileName } from "~/lib/csv/csv-export.server";
import { ACTIVITY_COLUMNS, activityRows, INVOICE_COLUMNS } from "./columns";
import { modalHref } from "./modal-state";

/** Rows per backend page of an export: the largest the paged calls take (docs/decisions/0229). */
const EXPORT_PAGE_SIZE = 500;

const notFound = () => new Response("Not found", { status: 404 });

/** GET /dashboard/export/invoices?list=…: '{product}-invoices-{date}.csv', the spec's invoice columns, totals per currency. */
export async function invoicesExport(request: Request, context: AppLoadContext): Promise<Response> {
  const auth = await requireSession(request, context);
  const list = new URL(request.url).searchParams.get("list");
  if (!(INVOICE_LISTS as readonly string[]).includes(list ?? "")) throw notFound();
  const backend = api(auth).dashboard;
  return csvExportResponse({
    request,
    fileName: csvFileName("invoices"),
    columns: INVOICE_COLUMNS,
    pages: backendPages((after) => backend.invoices(auth.user.id, list as InvoiceList, after, EXPORT_PAGE_SIZE)),
    currency: (row) => row.chargeCurrency,
    emptyRedirect: modalHref({ kind: "invoices", list: list as InvoiceList, after: null }),
  });
}

/** GET /dashboard/export/activity?scope=month|all: '{product}-activity-{date}.csv', one row per recipient. */
export async function activityExport(request: Request, context: AppLoadContext): Promise<Response> {
  const auth = await requireSession(request, context);
  const scope = new URL(request.url).searchParams.get("scope");
  if (scope !== "month" && scope !== "all") throw notFound();
  const backend = api(auth).dashboard;
  return csvExportResponse({
    request,
    fileName: csvFileName("activity"),
    columns: ACTIVITY_COLUMNS,
    pages: backendPages(async (after) => {
      const page = await backend.activity(auth.user.id, scope as ActivityScope, after, EXPORT_PAGE_SIZE);
      return { rows: activityRows(page.rows), next: page.next };
    }),
    emptyRedirect: modalHref({ kind: "activity", scope, after: null }),
  });
}

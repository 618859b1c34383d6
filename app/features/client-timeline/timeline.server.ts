import type { AppLoadContext } from "@remix-run/node";
import { api, ApiError, apiErrorResponse } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { backendPages, csvExportResponse, csvFileName } from "~/lib/csv/csv-export.server";
import { notFoundMessage } from "~/lib/responses";
import { historyHref, kindOf, TIMELINE_COLUMNS } from "./timeline-view";

/** Events per backend page of the export: the most the call takes. */
const EXPORT_PAGE_SIZE = 500;
/** Events per page of the screen. */
export const PAGE_SIZE = 50;

/** The backend's 404 (not the caller's client) as the not-found page of client details. */
export function timelineFailure(error: unknown, contactId: number): never {
  if (error instanceof ApiError) throw apiErrorResponse(error, { notFound: notFoundMessage("Contact", contactId) });
  throw error;
}

/** GET /clientMgmt/{contactId}/history/export?kind=: '{product}-client-history-{date}.csv', newest first. */
export async function timelineExport(request: Request, context: AppLoadContext, contactId: number): Promise<Response> {
  const auth = await requireSession(request, context);
  const kind = kindOf(new URL(request.url).searchParams);
  const backend = api(auth).timeline;
  try {
    return await csvExportResponse({
      request,
      fileName: csvFileName(`client-${contactId}-history`),
      columns: TIMELINE_COLUMNS,
      pages: backendPages((after) => backend.history(contactId, { kind, after, pageSize: EXPORT_PAGE_SIZE })),
      emptyRedirect: historyHref(contactId, kind),
    });
  } catch (error) {
    return timelineFailure(error, contactId);
  }
}

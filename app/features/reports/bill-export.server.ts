import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError, apiErrorResponse } from "~/api/index.server";
import type { BillExport } from "~/api/payouts.server";
import { requireSession } from "~/auth/session.server";
import { forbidden, notFound, notFoundMessage } from "~/lib/responses";
import { isFinance } from "~/lib/roles";
import { safeReturnPath } from "~/lib/safe-return-path";
import { billExportConfirmUrl, billExportCsvUrl, billExportUrl } from "./bill-export-urls";

export const FINANCE_ONLY = "Only a Finance user can see bill payment exports.";

/** The route's control number, and the bill export it names (finance only; 404 for an unknown one). */
export async function loadBillExport({ request, params, context }: Pick<LoaderFunctionArgs, "request" | "params" | "context">) {
  const auth = await requireSession(request, context);
  if (!isFinance(auth.sysUser.userRole)) throw forbidden(FINANCE_ONLY);
  const controlNumber = (params.controlNumber ?? "").trim();
  if (!controlNumber) throw notFound(notFoundMessage("Bill export"));
  try {
    return { auth, billExport: await api(auth).payouts.findBillExport(controlNumber) };
  } catch (error) {
    if (error instanceof ApiError) throw apiErrorResponse(error, { notFound: notFoundMessage("Bill export", controlNumber) });
    throw error;
  }
}

export interface BillExportDialogView {
  controlNumber: string;
  /** Null when no export has that control number: the modal says 'No results' (spec §2, §8). */
  billExport: BillExport | null;
  /** Where closing goes: `back` (a path of this site) or /reports. */
  closeTo: string;
  detailsUrl: string;
  /** The CSV confirmation is open (`?export=confirm`). */
  confirming: boolean;
  confirmUrl: string;
  csvUrl: string;
  /** The web app's host, for the spec's confirmation text. */
  host: string;
}

/**
 * /reports/bill-export/{controlNumber}[?export=confirm][&back=…] (docs/decisions/0251): the bill-export
 * details modal and, as a state of the same URL, its CSV confirmation — both work without JavaScript.
 */
export async function billExportDialogLoader(args: LoaderFunctionArgs) {
  let billExport: BillExport | null = null;
  try {
    ({ billExport } = await loadBillExport(args));
  } catch (error) {
    // An unknown control number: the modal with 'No results' (answered 404).
    if (!(error instanceof Response && error.status === 404 && (args.params.controlNumber ?? "").trim())) throw error;
  }
  const controlNumber = billExport?.controlNumber ?? (args.params.controlNumber ?? "").trim();
  const url = new URL(args.request.url);
  const closeTo = safeReturnPath(url.searchParams.get("back"), "/reports");
  const back = closeTo === "/reports" ? undefined : closeTo;
  const view: BillExportDialogView = {
    controlNumber,
    billExport,
    closeTo,
    detailsUrl: billExportUrl(controlNumber, back),
    confirming: billExport !== null && url.searchParams.get("export") === "confirm",
    confirmUrl: billExportConfirmUrl(controlNumber, back),
    csvUrl: billExportCsvUrl(controlNumber),
    host: url.host,
  };
  return data(view, { status: billExport ? 200 : 404 });
}

import type { z } from "zod";
import { pathOf } from "@contract/define";
import {
  payoutCalls as calls,
  type BillExport as BillExportSchema,
  type BillExportSummary as BillExportSummarySchema,
} from "@contract/payouts";
import type { BackendHttp } from "./http.server";

/** A bill payment export (report 9), money in dollars. */
export type BillExport = z.output<typeof BillExportSchema>;

/** A past bill payment export as report 9's operation 2 lists it to pick (docs/decisions/0394). */
export type BillExportSummary = z.output<typeof BillExportSummarySchema>;

/** The payouts calls of the second backend (issue 15; contract/payouts.ts). */
export function payoutsApi(http2: BackendHttp) {
  return {
    findBillExport: (controlNumber: string) =>
      http2.get(pathOf(calls.findBillExport, { controlNumber }), calls.findBillExport.answers[200]),
    listBillExports: () => http2.get(pathOf(calls.listBillExports), calls.listBillExports.answers[200]),
  };
}

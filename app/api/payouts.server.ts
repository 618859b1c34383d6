import type { z } from "zod";
import { pathOf } from "@contract/define";
import { payoutCalls as calls, type BillExport as BillExportSchema } from "@contract/payouts";
import type { BackendHttp } from "./http.server";

/** A bill payment export (report 9), money in dollars. */
export type BillExport = z.output<typeof BillExportSchema>;

/** The payouts calls of the second backend (issue 15; contract/payouts.ts). */
export function payoutsApi(http2: BackendHttp) {
  return {
    findBillExport: (controlNumber: string) =>
      http2.get(pathOf(calls.findBillExport, { controlNumber }), calls.findBillExport.answers[200]),
  };
}

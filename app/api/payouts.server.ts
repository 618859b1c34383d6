import { z } from "zod";
import type { BackendHttp } from "./http.server";

const Currency = z.enum(["USD", "CAD"]);

/** GET {backend2}/api/v1/bill/find-export/{controlNumber}: a bill payment export (report 9), money in dollars. */
export const BillExport = z.object({
  controlNumber: z.string(),
  status: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdOn: z.string(),
  createdBy: z.string(),
  processedOn: z.string().nullable(),
  processedBy: z.string().nullable(),
  payments: z.array(
    z.object({
      affiliateID: z.number().int(),
      affiliateName: z.string(),
      email: z.string(),
      currency: Currency,
      amount: z.number(),
      invoiceCount: z.number().int(),
      status: z.string(),
    }),
  ),
  totals: z.array(z.object({ currency: Currency, amount: z.number(), count: z.number().int() })),
});
export type BillExport = z.infer<typeof BillExport>;

/** The payouts calls of the second backend (issue 15). */
export function payoutsApi(http2: BackendHttp) {
  return {
    findBillExport: (controlNumber: string) =>
      http2.get(`/api/v1/bill/find-export/${encodeURIComponent(controlNumber)}`, BillExport),
  };
}

import { z } from "zod";
import type { BackendHttp } from "./http.server";

const Currency = z.enum(["USD", "CAD"]);
const CountAndTotal = z.object({ count: z.number().int(), totalCents: z.number().int() });

export const BillingPreview = z.object({
  date: z.string(),
  month: z.string(),
  currencies: z.array(
    z.object({
      currency: Currency,
      affiliates: z.array(
        z.object({ affiliateId: z.number().int(), affiliateName: z.string(), issued: CountAndTotal, charged: CountAndTotal }),
      ),
      total: z.object({ issued: CountAndTotal, charged: CountAndTotal }),
    }),
  ),
  anomalies: z.array(
    z.object({
      kind: z.enum(["no-card", "no-province", "plan-ending", "pause-ending"]),
      billingPlanId: z.number().int(),
      contactId: z.number().int(),
      clientName: z.string(),
      affiliateId: z.number().int(),
      affiliateName: z.string(),
      detail: z.string(),
    }),
  ),
  errors: z.array(z.string()),
});
export type BillingPreview = z.infer<typeof BillingPreview>;

/** GET /api/v1/billing/preview?date= (staff): the billing run's dry run of a date, per currency and affiliate. */
export function billingApi(http2: BackendHttp) {
  return {
    preview: (date: string | undefined) =>
      http2.get("/api/v1/billing/preview", BillingPreview, { query: { date: date || undefined } }),
  };
}

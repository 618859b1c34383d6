import type { z } from "zod";
import { billingRunCalls as calls, type BillingPreview as BillingPreviewSchema } from "@contract/billing-run";
import type { BackendHttp } from "./http.server";

export type BillingPreview = z.output<typeof BillingPreviewSchema>;

/** GET /api/v1/billing/preview?date= (staff): the billing run's dry run of a date, per currency and affiliate. */
export function billingApi(http2: BackendHttp) {
  return {
    preview: (date: string | undefined) =>
      http2.get(calls.preview.path, calls.preview.answers[200], { query: { date: date || undefined } }),
  };
}

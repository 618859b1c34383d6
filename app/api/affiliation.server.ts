import { z } from "zod";
import type { BackendHttp } from "./http.server";

/** GET /invoice/affiliation-progress/{userId}: the percent (0–100) and what it is made of (ADR 0050). */
export const AffiliationProgress = z.object({
  percent: z.number().min(0).max(100),
  paidRevenue: z.number().nullish(),
  threshold: z.number().nullish(),
});
export type AffiliationProgress = z.infer<typeof AffiliationProgress>;

export function affiliationApi(http: BackendHttp) {
  return {
    progress: (userId: number) => http.get(`/invoice/affiliation-progress/${userId}`, AffiliationProgress),
  };
}

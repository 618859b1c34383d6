import type { z } from "zod";
import { pathOf } from "@contract/define";
import { affiliationCalls as calls, type AffiliationProgress as ProgressSchema } from "@contract/affiliation";
import type { BackendHttp } from "./http.server";

/** GET /invoice/affiliation-progress/{userId}: the percent (0–100) and what it is made of (ADR 0050). */
export type AffiliationProgress = z.output<typeof ProgressSchema>;

export function affiliationApi(http: BackendHttp) {
  return {
    progress: (userId: number) => http.get(pathOf(calls.progress, { userId }), calls.progress.answers[200]),
  };
}

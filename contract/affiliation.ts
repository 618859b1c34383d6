import { z } from "zod";
import { defineCall } from "./define";
import { Dollars, Id, pathId } from "./fields";

/** The affiliate's progress toward the next tier, from their paid invoices of the last 12 months (ADR 0050). */
export const AffiliationProgress = z
  .object({
    userId: Id,
    percent: z.number().int().min(0).max(100).meta({ description: "Whole percent, 0 to 100, rounded down." }),
    paidRevenue: Dollars.meta({ description: "Paid in the last 12 months, refunds deducted, in dollars." }),
    threshold: Dollars.meta({ description: "The revenue of the next tier, in dollars." }),
  })
  .meta({ id: "AffiliationProgress" });

/** GET /invoice/affiliation-progress/{userId}. */
export const affiliationCalls = {
  progress: defineCall({
    method: "GET",
    path: "/invoice/affiliation-progress/{userId}",
    resource: "Affiliation",
    summary: "An affiliate's progress toward the next tier",
    description: "An affiliate their own, staff anyone's.",
    access: "token",
    params: z.object({ userId: pathId("userId") }),
    answers: { 200: AffiliationProgress },
    errors: [403],
  }),
};

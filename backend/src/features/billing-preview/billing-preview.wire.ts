import { z } from "zod";
import { isCalendarDay } from "../../domain/wire-fields";

export const invalidPreviewDate = (value: string) => `The date is not a valid date: ${value.slice(0, 40)}`;

/** GET /api/v1/billing/preview?date=YYYY-MM-DD: absent or empty is the next issue day (the 25th). */
export const BillingPreviewQuery = z.object({
  date: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isCalendarDay(value), {
      error: (issue) => invalidPreviewDate(String(issue.input)),
    }),
});

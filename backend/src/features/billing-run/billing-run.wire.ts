import { z } from "zod";
import { isCalendarDay } from "../../domain/wire-fields";

export const DATE_REQUIRED = "Please give the date to run, as YYYY-MM-DD.";
export const invalidRunDate = (value: string) => `The date is not a valid date: ${value.slice(0, 40)}`;
export const AFFILIATE_ID_INVALID = "affiliateId must be a user id.";
export const ONE_AFFILIATE_NEEDS_TEST_CLOCK =
  "A billing run for one affiliate is a test-clock run; set BILLING_TEST_CLOCK=true to use affiliateId.";
export const NOT_TODAY = "The billing run only takes today's date; set BILLING_TEST_CLOCK=true to run another date.";

/** POST /api/v1/billing/run: `{ "date": "YYYY-MM-DD", "dryRun": false }`. */
export const BillingRunBody = z.object({
  date: z
    .string({ error: DATE_REQUIRED })
    .trim()
    .min(1, { error: DATE_REQUIRED })
    .refine(isCalendarDay, { error: (issue) => invalidRunDate(String(issue.input)) }),
  dryRun: z.boolean({ error: "dryRun must be true or false." }).default(false),
  affiliateId: z
    .number({ error: AFFILIATE_ID_INVALID })
    .int({ error: AFFILIATE_ID_INVALID })
    .positive({ error: AFFILIATE_ID_INVALID })
    .max(2_147_483_647, { error: AFFILIATE_ID_INVALID })
    .optional(),
});

import { z } from "zod";
import { isCalendarDay } from "../backend/src/domain/wire-fields";
import { defineCall, raw } from "./define";
import { Day, Id, pathText } from "./fields";

export const DATE_REQUIRED = "Please give the date to run, as YYYY-MM-DD.";
export const invalidRunDate = (value: string) => `The date is not a valid date: ${value.slice(0, 40)}`;
export const invalidPreviewDate = (value: string) => `The date is not a valid date: ${value.slice(0, 40)}`;
export const AFFILIATE_ID_INVALID = "affiliateId must be a user id.";
export const ONE_AFFILIATE_NEEDS_TEST_CLOCK =
  "A billing run for one affiliate is a test-clock run; set BILLING_TEST_CLOCK=true to use affiliateId.";
export const NOT_TODAY = "The billing run only takes today's date; set BILLING_TEST_CLOCK=true to run another date.";

// ——— Inputs ———

/** POST /api/v1/billing/run: `{ "date": "YYYY-MM-DD", "dryRun": false }`. */
export const BillingRunBody = z.object({
  date: z
    .string({ error: DATE_REQUIRED })
    .trim()
    .min(1, { error: DATE_REQUIRED })
    .refine(isCalendarDay, { error: (issue) => invalidRunDate(String(issue.input)) })
    .meta({ description: "The day to run, YYYY-MM-DD: today in the business zone unless BILLING_TEST_CLOCK=true." }),
  dryRun: z.boolean({ error: "dryRun must be true or false." }).default(false),
  affiliateId: z
    .number({ error: AFFILIATE_ID_INVALID })
    .int({ error: AFFILIATE_ID_INVALID })
    .positive({ error: AFFILIATE_ID_INVALID })
    .max(2_147_483_647, { error: AFFILIATE_ID_INVALID })
    .optional()
    .meta({ description: "Only this affiliate's plans and invoices (a test-clock run; BILLING_TEST_CLOCK=true)." }),
});

/** GET /api/v1/billing/preview?date=YYYY-MM-DD: absent or empty is the next issue day (the 25th). */
export const BillingPreviewQuery = z.object({
  date: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isCalendarDay(value), {
      error: (issue) => invalidPreviewDate(String(issue.input)),
    })
    .meta({ description: "The run's day, YYYY-MM-DD; absent or empty: the next 25th on or after today." }),
});

// ——— Answers ———

const Currency = z.enum(["USD", "CAD"]);
const Cents = (description: string) => z.number().int().meta({ description });

const RunItem = z.object({
  invoiceId: Id.nullable().meta({ description: "The invoice; null where a dry run would create it." }),
  billingPlanId: Id.nullable(),
  contactId: Id,
  clientName: z.string(),
  affiliateId: Id,
  month: Day.nullable().meta({ description: "The billing month's first day, for plan invoices; null otherwise." }),
  currency: Currency,
  amountCents: Cents("The amount in cents (not dollars)."),
  detail: z.string().meta({ description: "What happened: the invoice status, the decline's message, the reminder's day." }),
});

const ItemList = z.object({
  count: z.number().int(),
  totals: z
    .object({ USD: z.number().int(), CAD: z.number().int() })
    .meta({ description: "The amounts per currency, in cents (not dollars); never summed across currencies." }),
  items: z.array(RunItem),
});

const PlanList = z.object({
  count: z.number().int(),
  plans: z.array(z.object({ billingPlanId: Id, contactId: Id, clientName: z.string() })),
});

/** What a billing run did (or, dry, would do): lists and totals per currency. */
export const RunSummary = z
  .object({
    date: Day,
    dryRun: z.boolean(),
    issued: ItemList,
    charged: ItemList,
    declined: ItemList,
    overdue: ItemList,
    reminded: ItemList,
    expired: PlanList,
    resumed: PlanList,
    errors: z
      .array(z.string())
      .meta({ description: "Charges the provider did not answer: left pending, resolved by the next run." }),
  })
  .meta({ id: "BillingRunSummary" });

const CountAndTotal = z.object({ count: z.number().int(), totalCents: Cents("In cents (not dollars).") });

/** The billing run's dry run of a date, per currency and affiliate, and the plans that would bill wrongly or change. */
export const BillingPreview = z
  .object({
    date: Day,
    month: Day.meta({ description: "The billing month the run issues invoices for (its first day)." }),
    currencies: z.array(
      z.object({
        currency: Currency,
        affiliates: z.array(
          z.object({ affiliateId: Id, affiliateName: z.string(), issued: CountAndTotal, charged: CountAndTotal }),
        ),
        total: z.object({ issued: CountAndTotal, charged: CountAndTotal }),
      }),
    ),
    anomalies: z.array(
      z.object({
        kind: z.enum(["no-card", "no-province", "plan-ending", "pause-ending"]),
        billingPlanId: Id,
        contactId: Id,
        clientName: z.string(),
        affiliateId: Id,
        affiliateName: z.string(),
        detail: z.string(),
      }),
    ),
    errors: z.array(z.string()).meta({ description: "The dry run's own warnings (a plan with no monthly fees)." }),
  })
  .meta({ id: "BillingPreview" });

const resource = "Billing run";

/** The billing clock (issue 14): its run, its preview, and the simulated provider's receipt page. */
export const billingRunCalls = {
  run: defineCall({
    method: "POST",
    path: "/api/v1/billing/run",
    resource,
    summary: "Run the billing clock for a day (finance)",
    description:
      "Finance only (roles 8, 37). Resumes ended pauses, issues invoices, expires plans, charges, marks Overdue and sends reminders; idempotent for a day. One run at a time (409).",
    access: "token",
    body: BillingRunBody,
    answers: { 200: RunSummary },
    errors: [403, 409],
  }),
  preview: defineCall({
    method: "GET",
    path: "/api/v1/billing/preview",
    resource,
    summary: "What the run of a day would issue and charge (staff)",
    description: "Staff (office and finance). Writes nothing; any day.",
    access: "token",
    query: BillingPreviewQuery,
    answers: { 200: BillingPreview },
    errors: [403],
  }),
  simulatedReceipt: defineCall({
    method: "GET",
    path: "/api/v1/payments/simulated/receipts/{chargeId}",
    resource,
    summary: "The simulated payment provider's receipt page",
    description: "Only when the simulated provider is in use (Stripe hosts its own). Public: the charge id is unguessable.",
    access: "public",
    params: z.object({
      chargeId: pathText("The simulated charge's id, ch_sim_…", { pattern: "ch_sim_[0-9a-f]+" }),
    }),
    answers: { 200: raw("text/html", "The receipt, as an HTML page.") },
    errors: [404],
  }),
};

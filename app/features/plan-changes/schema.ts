import { MONTH_NAMES, type IsoDate } from "@domain/billing-period";
import { FIELD_MAX, tooLong } from "@domain/field-limits";
import { AT_MOST_CENTS, finerThanCents, typedDollars } from "@domain/money";
import { defaultPauseUntil, extendedLastFullBill, ONGOING_YEAR, pauseUntilMonth } from "@domain/plan-dates";
import { z } from "zod";

/** Spec §4 and §8, word for word. */
export const PAUSE_QUESTION = "Pause this billing plan?";
export const ACTIVATE_QUESTION = "Activate this billing plan?";
export const TERMINATE_QUESTION = "Terminate this billing plan?";
export const TERMINATE_SURE = "Are you sure? This process is irreversible.";
export const PAUSE_NOTE =
  "The invoice for the first month back is issued on the 25th of the month before, and the client is charged on the 1st of that month.";
export const MANUAL_INVOICE_NOTICE =
  "Please make this request before the 25th of the month, so that the standard invoice is not issued on the 1st.";
export const MANUAL_INVOICE_AMOUNT = "Please enter a positive invoice amount";
export const CHOOSE_PAUSE_UNTIL = "Please choose the month to pause until, or Indefinitely.";
export const CHOOSE_LAST_FULL_BILL = "Please choose the month and year of the last full bill.";
export const CHOOSE_EXTEND_TO = "Please choose the month and year to extend to, or Ongoing.";

/** The plan changes of spec §4 and the verb of their failure message (§8). */
export type PlanChange = "pause" | "unpause" | "extend" | "edit" | "terminate";
const FAILURE_VERB: Record<PlanChange, string> = {
  pause: "deactivate",
  unpause: "activate",
  extend: "update",
  edit: "update",
  terminate: "cancel",
};
/** 'Could not activate/update/cancel/deactivate billing plan' (spec §8), the verb matching the change. */
export const changeFailed = (change: PlanChange) => `Could not ${FAILURE_VERB[change]} billing plan`;

/** 'March 2027', or the spec's word for year 2099 (§9). */
export function monthLabel(month: IsoDate, ongoingWord: "Indefinitely" | "Ongoing"): string {
  const year = Number(month.slice(0, 4));
  if (year === ONGOING_YEAR) return ongoingWord;
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${year}`;
}

/** The year selector of spec §5: from the current year (`firstYear`) up to 2099. */
export function yearOptions(firstYear: number): number[] {
  return Array.from({ length: ONGOING_YEAR - firstYear + 1 }, (_, i) => firstYear + i);
}

/** The month selector: 1 January … 12 December. */
export const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ id: i + 1, name }));

/** A month and year chosen in the selects, as the 1st of that month. */
export const monthDate = (year: number, month: number): IsoDate => `${year}-${String(month).padStart(2, "0")}-01`;

let lastMonthAhead: { today: IsoDate; ahead: { month: number; year: number } } | null = null;

/** The selects' default month and year: two months ahead, on day 1 (spec §9). */
export function defaultMonthAhead(today: IsoDate): { month: number; year: number } {
  // The same all day, and date-fns's parse and format were a dialog page's largest own cost: once a day.
  if (lastMonthAhead?.today !== today) lastMonthAhead = { today, ahead: monthAndYearOf(defaultPauseUntil(today)) };
  return { ...lastMonthAhead.ahead };
}

/** The selects' values for a stored month ('2027-03-01' → March, 2027). */
export const monthAndYearOf = (date: IsoDate) => ({ month: Number(date.slice(5, 7)), year: Number(date.slice(0, 4)) });

const month = z.number().int().min(1).max(12).optional();
const year = z.number().int().min(2000).max(ONGOING_YEAR).optional();
const checkbox = z.boolean().optional();

/** A month and year, or the 2099 box (Indefinitely / Ongoing), as the 1st of the chosen month ('2099-12-01' for the box). */
function chosenMonth(v: { month?: number; year?: number }, forever: boolean | undefined): IsoDate | null {
  if (forever) return monthDate(ONGOING_YEAR, 12);
  return v.month === undefined || v.year === undefined ? null : monthDate(v.year, v.month);
}

function requireMonth(message: string) {
  return (v: { month?: number; year?: number; forever?: boolean }, ctx: z.RefinementCtx) => {
    if (chosenMonth(v, v.forever) === null) ctx.addIssue({ code: "custom", message, path: ["month"] });
  };
}

/** A manual invoice's amount: positive dollars, at most cents (spec §5 'Please enter a positive invoice amount'). */
function invoiceAmountProblem(raw: string | undefined): string | null {
  const amount = typedDollars(raw ?? "");
  return finerThanCents(amount) ? AT_MOST_CENTS : amount > 0 && amount <= 1_000_000 ? null : MANUAL_INVOICE_AMOUNT;
}

/**
 * Pause: until a month and year, or Indefinitely (2099). `date` is the pauseUntilDate to send. Client
 * details' dialog also offers the manual-invoice part (spec §5 "Client-details pause with manual invoice"):
 * with `withInvoice` checked the pause is sent as a manual invoice request with statusID 3.
 */
export const PauseForm = z
  .object({
    month,
    year,
    forever: checkbox,
    withInvoice: checkbox,
    invoiceAmount: z.string().optional(),
    invoiceName: z
      .string()
      .trim()
      .max(FIELD_MAX.shortText, { error: tooLong("The invoice name", FIELD_MAX.shortText) })
      .optional(),
    invoiceMonth: z.enum(MONTH_NAMES).optional(),
    invoiceYear: year,
  })
  .superRefine(requireMonth(CHOOSE_PAUSE_UNTIL))
  .superRefine((v, ctx) => {
    if (!v.withInvoice) return;
    const problem = invoiceAmountProblem(v.invoiceAmount);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["invoiceAmount"] });
    if (!v.invoiceMonth) ctx.addIssue({ code: "custom", message: "Invoice Month is required", path: ["invoiceMonth"] });
    if (v.invoiceYear === undefined) ctx.addIssue({ code: "custom", message: "Invoice Year is required", path: ["invoiceYear"] });
  })
  .transform((v) => ({
    ...v,
    date: pauseUntilMonth(chosenMonth(v, v.forever)!),
    manualInvoice: v.withInvoice
      ? {
          invoiceAmount: typedDollars(v.invoiceAmount ?? ""),
          invoiceName: v.invoiceName || defaultInvoiceName(v.invoiceMonth!),
          invoiceMonth: v.invoiceMonth!,
          invoiceYear: v.invoiceYear!,
        }
      : null,
  }));

/** Extend: lastFullBill becomes a month and year, or Ongoing (2099). */
export const ExtendForm = z
  .object({ month, year, forever: checkbox })
  .superRefine(requireMonth(CHOOSE_EXTEND_TO))
  .transform((v) => ({ ...v, date: extendedLastFullBill(chosenMonth(v, v.forever)!) }));

/** Edit: the last full bill's month and year (the backend moves lastDayOfService with it). */
export const EditForm = z
  .object({
    month: z.number({ error: CHOOSE_LAST_FULL_BILL }).int().min(1).max(12),
    year: z.number({ error: CHOOSE_LAST_FULL_BILL }).int().min(2000).max(ONGOING_YEAR),
  })
  .transform((v) => ({ ...v, date: monthDate(v.year, v.month) }));

/** Unpause and terminate: the question answered Yes (the button), nothing to fill in. */
export const Confirmed = z.object({});

/** What a manual invoice request does to the plan: nothing (statusID 0), pause (3) or terminate (4). */
export const WITH_REQUEST = { none: 0, pause: 3, terminate: 4 } as const;
export type WithRequest = keyof typeof WITH_REQUEST;

/** The default invoice name of spec §9. */
export const defaultInvoiceName = (monthName: string) => `${monthName} coaching services`;

/** REQUEST MANUAL INVOICE's form (/action/manual-invoice). */
export const ManualInvoiceForm = z
  .object({
    invoiceName: z
      .string()
      .trim()
      .max(FIELD_MAX.shortText, { error: tooLong("The invoice name", FIELD_MAX.shortText) })
      .optional(),
    invoiceAmount: z.string({ error: MANUAL_INVOICE_AMOUNT }).transform((raw, ctx) => {
      const amount = typedDollars(raw);
      const problem = invoiceAmountProblem(raw);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return amount;
    }),
    invoiceMonth: z.enum(MONTH_NAMES, { error: "Invoice Month is required" }),
    invoiceYear: z.number({ error: "Invoice Year is required" }).int().min(2000).max(ONGOING_YEAR),
    notes: z
      .string()
      .trim()
      .max(FIELD_MAX.notes, { error: tooLong("Notes", FIELD_MAX.notes) })
      .optional(),
    withRequest: z.enum(["none", "pause", "terminate"]).default("none"),
    pauseMonth: month,
    pauseYear: year,
    pauseIndefinitely: checkbox,
  })
  .superRefine((v, ctx) => {
    if (v.withRequest === "pause" && chosenMonth({ month: v.pauseMonth, year: v.pauseYear }, v.pauseIndefinitely) === null)
      ctx.addIssue({ code: "custom", message: CHOOSE_PAUSE_UNTIL, path: ["pauseMonth"] });
  })
  .transform((v) => ({
    ...v,
    pauseUntilDate:
      v.withRequest !== "pause"
        ? null
        : pauseUntilMonth(chosenMonth({ month: v.pauseMonth, year: v.pauseYear }, v.pauseIndefinitely)!),
  }));

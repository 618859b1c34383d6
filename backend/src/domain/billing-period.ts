import { addDays, addMonths, endOfMonth, setDate, subMonths } from "date-fns";

/**
 * The billing calendar of design §5: on the 25th the backend issues next month's invoice, due on the 1st;
 * unpaid after the due date is Overdue. Dates are calendar dates, 'YYYY-MM-DD' (the business's, design §3);
 * a billing month is the first day of its month ('2026-04-01'), as stored in invoices.billing_month.
 */
export type IsoDate = string;
export type BillingMonth = IsoDate;

/** The day of the month on which next month's invoices are issued. */
export const ISSUE_DAY = 25;
/** lastFullBill in December 2099 means the plan is ongoing (no end). */
export const ONGOING_LAST_FULL_BILL: BillingMonth = "2099-12-01";

// Local-time midnight in and out: date-fns then does calendar arithmetic, whatever the process's time zone.
function toDate(date: IsoDate): Date {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}
const pad = (n: number) => String(n).padStart(2, "0");
const toIso = (date: Date): IsoDate => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The billing month a date falls in (its first day). */
export function billingMonthOf(date: IsoDate): BillingMonth {
  return `${date.slice(0, 7)}-01`;
}

/** The billing month `months` after (or, negative, before) another. */
export function addBillingMonths(month: BillingMonth, months: number): BillingMonth {
  return toIso(addMonths(toDate(billingMonthOf(month)), months));
}

/** A calendar date `days` after (or, negative, before) another. */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return toIso(addDays(toDate(date), days));
}

/** The 25th of the month before: the day the invoice for `month` is issued. */
export function invoiceIssueDate(month: BillingMonth): IsoDate {
  return toIso(setDate(subMonths(toDate(billingMonthOf(month)), 1), ISSUE_DAY));
}

/** The 1st of the billing month: the due date of its invoice and the day an auto-charge plan is charged. */
export function invoiceDueDate(month: BillingMonth): IsoDate {
  return billingMonthOf(month);
}

/** The default due date of a new (manual) invoice: the day after it is created (billing spec, defaults). */
export function newInvoiceDueDate(createdOn: IsoDate): IsoDate {
  return addCalendarDays(createdOn, 1);
}

/** The latest billing month whose invoice has been issued by `today`: next month from the 25th on. */
export function latestIssuedBillingMonth(today: IsoDate): BillingMonth {
  const month = billingMonthOf(today);
  return today >= invoiceIssueDate(addBillingMonths(month, 1)) ? addBillingMonths(month, 1) : month;
}

/** Unpaid after the due date is Overdue; on the due date itself it is not yet. */
export function isPastDue(dueDate: IsoDate, today: IsoDate): boolean {
  return today > dueDate;
}

/** The last day of service of a plan: the end of its last full bill's month (2099-12-31 when ongoing). */
export function lastDayOfService(lastFullBill: BillingMonth): IsoDate {
  return toIso(endOfMonth(toDate(lastFullBill)));
}

export interface BillingWindow {
  fullBillingStart: BillingMonth;
  lastFullBill: BillingMonth;
  /** Paused from `from` (included) until `until` (excluded: billing resumes on the 1st of `until`). */
  pause?: { from: BillingMonth; until: BillingMonth } | null;
}

/**
 * Whether a plan's window bills `month`: inside fullBillingStart..lastFullBill and not paused for it.
 * The plan's status (only Active plans are billed) is the caller's to check.
 */
export function billsInMonth(window: BillingWindow, month: BillingMonth): boolean {
  const m = billingMonthOf(month);
  if (m < billingMonthOf(window.fullBillingStart) || m > billingMonthOf(window.lastFullBill)) return false;
  const pause = window.pause;
  return !(pause && m >= billingMonthOf(pause.from) && m < billingMonthOf(pause.until));
}

/** The months from `first` through `last`, both included (none when last is before first). */
export function billingMonthsBetween(first: BillingMonth, last: BillingMonth): BillingMonth[] {
  const months: BillingMonth[] = [];
  for (let m = billingMonthOf(first); m <= billingMonthOf(last); m = addBillingMonths(m, 1)) months.push(m);
  return months;
}

// Building an Intl.DateTimeFormat costs far more than using one (the demo seed's history calls this thousands of times).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date of an instant in the business's time zone (BILLING_TIME_ZONE, e.g. America/Toronto). */
export function businessDate(instant: Date, timeZone: string): IsoDate {
  const parts = dateFormatOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The month's name alone: 'March'. */
export function monthNameOf(month: BillingMonth): string {
  return MONTH_NAMES[Number(month.slice(5, 7)) - 1]!;
}

/** The month's name and year, as invoices name it: 'March 2026'. */
export function monthAndYear(month: BillingMonth): string {
  return `${monthNameOf(month)} ${month.slice(0, 4)}`;
}

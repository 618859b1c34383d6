import { z } from "zod";
import { typedDay } from "../backend/src/domain/typed-day";
import { defineCall } from "./define";
import { Day, Dollars, Id, InvoiceNumber, pathId } from "./fields";
import { queryId } from "./query-id";

export const MAX_PAGE_SIZE = 10_000;
export const BAD_ROLE = "role must be a role number or -1.";
export const BAD_ROLE_FLAG = "roleFlag must be a number.";
export const BAD_PAGE_SIZE = `pageSize must be a number from 1 to ${MAX_PAGE_SIZE}.`;
export const BAD_DIR = "dir must be asc or desc.";
export const BAD_SORT_COLUMN = "sort must be a column number.";
export const DUE_DATE_FORMAT = "dueDate must be a date as month-day-year (11-01-2026).";
export const YEAR_INVALID = "year must be a year from 2000 to 2099.";
export const MONTH_INVALID = "month must be a month number from 1 to 12.";

/** A signed whole number in the path (the route admits `-?[0-9]+`; a leading zero or too many digits is refused). */
const signedInt = (message: string, description: string) =>
  z
    .string()
    .regex(/^-?(0|[1-9][0-9]{0,8})$/, message)
    .transform(Number)
    .meta({ pathPattern: "-?[0-9]+", description });

/** A report parameter of billing spec §3: String, DateTime or File, with a picker's values and a default. */
export const ReportParameter = z
  .object({
    id: Id,
    name: z.string(),
    sort: z.number().int(),
    sqlParamName: z.string().meta({ description: "The name a run may also give it by, e.g. `@StartDate`." }),
    dataType: z.enum(["String", "DateTime", "File"]),
    values: z.array(z.string()).nullable().meta({ description: "The values a picker offers; null: free entry." }),
    defaultValue: z.string().nullable(),
    isHidden: z.boolean().meta({ description: "A hidden parameter always takes its default." }),
  })
  .meta({ id: "ReportParameter" });

export const Report = z
  .object({
    id: Id,
    name: z.string(),
    sort: z.number().int(),
    description: z.string(),
    userRole: z.number().int().meta({ description: "The role whose list it is in." }),
    isCustom: z.boolean(),
    affiliateValue: z.number().int().nullable(),
    parameters: z.array(ReportParameter),
  })
  .meta({ id: "Report" });

export const ReportColumnType = z.enum(["Int32", "DateTime", "Decimal", "String"]);
export const ReportColumn = z.object({ name: z.string(), type: ReportColumnType });

/** A run's rows: each row's values in the order of `columnList` (money in dollars, dates yyyy-MM-dd). */
export const ReportResult = z
  .object({
    columnList: z.array(ReportColumn),
    data: z.array(z.object({ values: z.array(z.union([z.string(), z.number(), z.null()])) })),
    next: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "Paged mode only (with `pageSize` or `after`): the `after` of the next page, null on the last." }),
    total: z.number().int().optional().meta({ description: "With `pager=1` in paged mode: the rows of the whole run." }),
    offset: z.number().int().optional().meta({ description: "With `pager=1` in paged mode: the rows before this page." }),
    prev: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "With `pager=1` in paged mode: the `after` of the page before, null on the first page." }),
  })
  .meta({ id: "ReportResult" });

/** The body of POST /report/run: a JSON list of name/value parameters (spec §7). */
export const RunBody = z
  .array(
    z.object({
      name: z.string({ message: "Each parameter needs a name." }).min(1, "Each parameter needs a name.").max(100),
      value: z.string({ message: "Each parameter value must be text." }).max(1_500_000, "A parameter value is too long."),
    }),
    { message: "The body must be a list of name/value parameters." },
  )
  .max(50, "Too many parameters.");

/** `?sort=<column>&dir=` of a run, and `?after=&pageSize=` (its paged mode, for the CSV export). */
const RunQuery = z.object({
  dir: z
    .string()
    .optional()
    .transform((v) => v || "asc")
    .pipe(z.enum(["asc", "desc"], { error: BAD_DIR }))
    .meta({ description: "asc (the default) or desc." }),
  sort: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,2})?$/, BAD_SORT_COLUMN)
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .meta({ description: "The number (from 0) of the column to sort by; empty: the report's own order." }),
  pageSize: z
    .string()
    .regex(/^[1-9][0-9]{0,4}$/, BAD_PAGE_SIZE)
    .transform(Number)
    .refine((n) => n <= MAX_PAGE_SIZE, BAD_PAGE_SIZE)
    .optional()
    .meta({ description: `Rows per page (paged mode), at most ${MAX_PAGE_SIZE}, the most when only \`after\` is given.` }),
  after: z.string().optional().meta({ description: "The `next` of the previous page (paged mode)." }),
  pager: z
    .string()
    .optional()
    .meta({ description: "`1` in paged mode: the answer also carries `total`, `offset` and `prev` (the screen's pager)." }),
});

/** The invoice report row of billing spec §3, with the invoice it is about (money in dollars). */
export const InvoiceReportRow = z
  .object({
    invoiceID: Id,
    invoiceNumber: InvoiceNumber,
    invoiceName: z.string(),
    dueDate: Day,
    currency: z.string(),
    ClientName: z.string(),
    PaymentType: z.string(),
    NetPayment: Dollars,
    BillingFee: Dollars,
    MerchantFee: Dollars,
    AffiliateTax: Dollars,
    TotalTax: Dollars,
    NetIncome: Dollars,
    NetIncomeBeforeTax: Dollars,
    TotalBeforeTax: Dollars,
    AffiliateTotal: Dollars,
    Total: Dollars,
  })
  .meta({ id: "InvoiceReportRow" });

/** `dueDate=month-day-year`, as yyyy-MM-dd; only its month matters. */
const DueDate = z
  .string({ error: DUE_DATE_FORMAT })
  .transform((value, ctx) => {
    const v = value.trim();
    const day = /^\d{1,2}-\d{1,2}-\d{4}$/.test(v) ? typedDay(v, ["M-d-yyyy"]) : null;
    if (day === null) {
      ctx.addIssue({ code: "custom", message: DUE_DATE_FORMAT });
      return z.NEVER;
    }
    return day;
  })
  .meta({ description: "Any day of the month, as month-day-year (11-01-2026)." });

/** The fee-invoice payment detail of billing spec §3 (a refund is negative). */
export const FeeInvoicePayment = z
  .object({
    paymentID: Id,
    invoiceID: Id,
    invoiceName: z.string(),
    datePaid: Day,
    contactName: z.string(),
    amount: Dollars,
    currency: z.string(),
  })
  .meta({ id: "FeeInvoicePayment" });

const resource = "Reports";

/** The report calls of spec §7: the list, the run, the monthly invoice report and the fee-invoice payments. */
export const reportCalls = {
  list: defineCall({
    method: "GET",
    path: "/report/{roleOrMinusOne}",
    resource,
    summary: "The reports a role sees",
    description:
      "-1 is the caller's own role; a role number lists what that role sees, for the caller's role or one below it. An affiliate's list has the reports their allow list names.",
    access: "token",
    params: z.object({ roleOrMinusOne: signedInt(BAD_ROLE, "A role number, or -1 for the caller's own.") }),
    answers: { 200: z.array(Report) },
    errors: [403],
  }),
  run: defineCall({
    method: "POST",
    path: "/report/run/{reportId}/{roleFlag}/{userId}",
    resource,
    summary: "Run a report",
    description:
      "The report must be one the caller sees. Its rows are the affiliate's own for an affiliate (or staff acting as one), every affiliate's or the named affiliate's for staff. With `pageSize` or `after` it answers page by page (`next`); a run that pays or records payments is refused in that mode.",
    access: "token",
    params: z.object({
      roleFlag: signedInt(BAD_ROLE_FLAG, "The web app's echo of the caller's role; it decides nothing."),
      reportId: pathId("reportId", { pattern: "[0-9]+" }),
      userId: pathId("userId", { pattern: "[0-9]+" }),
    }),
    query: RunQuery,
    body: RunBody,
    answers: { 200: ReportResult },
    errors: [403, 404],
  }),
  invoiceReport: defineCall({
    method: "GET",
    path: "/invoice/report/{userId}",
    resource,
    summary: "The affiliate's monthly invoice report",
    description: "One row per invoice due in the month of `dueDate`, not void; USD and CAD rows apart. Money in dollars.",
    access: "token",
    params: z.object({ userId: pathId("userId", { pattern: "[0-9]+" }) }),
    query: z.object({ dueDate: DueDate }),
    answers: { 200: z.array(InvoiceReportRow) },
    errors: [403, 404],
  }),
  feeInvoicePayments: defineCall({
    method: "POST",
    path: "/api/v1/coach/fee-invoices/detail",
    resource,
    summary: "The payments received in a month on the affiliate's invoices",
    description: "Refunds are negative, voided payments left out; the month is of the received date (UTC). Money in dollars.",
    access: "token",
    query: z.object({
      userId: queryId("userId"),
      year: z.string({ error: YEAR_INVALID }).regex(/^(20\d\d)$/, YEAR_INVALID),
      month: z
        .string({ error: MONTH_INVALID })
        .regex(/^(0?[1-9]|1[0-2])$/, MONTH_INVALID)
        .meta({ description: "1 to 12." }),
    }),
    answers: { 200: z.object({ data: z.object({ data: z.array(FeeInvoicePayment) }) }) },
    errors: [403, 404],
  }),
};

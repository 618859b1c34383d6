import { z } from "zod";
import type { BackendHttp } from "./http.server";

/** A report parameter of billing spec §3: String, DateTime or File, with a picker's values and a default. */
export const ReportParameter = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  sqlParamName: z.string(),
  dataType: z.enum(["String", "DateTime", "File"]),
  values: z.array(z.string()).nullable(),
  defaultValue: z.string().nullable(),
  isHidden: z.boolean(),
});
export type ReportParameter = z.infer<typeof ReportParameter>;

export const Report = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  description: z.string(),
  userRole: z.number().int(),
  isCustom: z.boolean(),
  affiliateValue: z.number().int().nullable(),
  parameters: z.array(ReportParameter),
});
export type Report = z.infer<typeof Report>;

export const ReportColumnType = z.enum(["Int32", "DateTime", "Decimal", "String"]);
export type ReportColumnType = z.infer<typeof ReportColumnType>;
export const ReportColumn = z.object({ name: z.string(), type: ReportColumnType });
export type ReportColumn = z.infer<typeof ReportColumn>;
export type ReportValue = string | number | null;

/**
 * A run's answer (backend features/reports/report-result.ts); `next` in the paged mode of the export, and
 * with `pager` the whole run's `total`, the rows before the page and the cursor a page back (0342).
 */
export const ReportResult = z.object({
  columnList: z.array(ReportColumn),
  data: z.array(z.object({ values: z.array(z.union([z.string(), z.number(), z.null()])) })),
  next: z.string().nullish(),
  total: z.number().int().optional(),
  offset: z.number().int().optional(),
  prev: z.string().nullish(),
});
export type ReportResult = z.infer<typeof ReportResult>;

/** The invoice report row of billing spec §3, with the invoice it is about. */
export const InvoiceReportRow = z.object({
  invoiceID: z.number().int(),
  invoiceName: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  ClientName: z.string(),
  PaymentType: z.string(),
  NetPayment: z.number(),
  BillingFee: z.number(),
  MerchantFee: z.number(),
  AffiliateTax: z.number(),
  TotalTax: z.number(),
  NetIncome: z.number(),
  NetIncomeBeforeTax: z.number(),
  TotalBeforeTax: z.number(),
  AffiliateTotal: z.number(),
  Total: z.number(),
});
export type InvoiceReportRow = z.infer<typeof InvoiceReportRow>;

/** The fee-invoice payment detail of billing spec §3. */
export const FeeInvoicePayment = z.object({
  invoiceID: z.number().int(),
  invoiceName: z.string(),
  datePaid: z.string(),
  contactName: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type FeeInvoicePayment = z.infer<typeof FeeInvoicePayment>;
const FeeInvoicePayments = z.object({ data: z.object({ data: z.array(FeeInvoicePayment) }) });

export interface RunOptions {
  sort?: { column: number; dir: "asc" | "desc" } | null;
  page?: { after: string | null; pageSize: number } | null;
  /** With a page: also total, offset and prev, for the screen's pager. */
  pager?: boolean;
}

function runQuery({ sort, page, pager }: RunOptions): string {
  const q = new URLSearchParams();
  if (sort) {
    q.set("sort", String(sort.column));
    q.set("dir", sort.dir);
  }
  if (page) {
    q.set("pageSize", String(page.pageSize));
    if (page.after) q.set("after", page.after);
    if (pager) q.set("pager", "1");
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function reportsApi(http: BackendHttp, http2: BackendHttp) {
  return {
    /** GET /report/{roleOrMinusOne}: -1 is the caller's own role. */
    list: (role = -1) => http.get(`/report/${role}`, z.array(Report)),
    /** POST /report/run/{reportId}/{roleFlag}/{userId} with the JSON list of name/value parameters. */
    run: (reportId: number, role: number, userId: number, params: { name: string; value: string }[], options: RunOptions = {}) =>
      http.post(`/report/run/${reportId}/${role}/${userId}${runQuery(options)}`, params, ReportResult),
    /** GET /invoice/report/{userId}?dueDate=month-day-year (any day of the month). */
    invoiceReport: (userId: number, dueDate: string) =>
      http.get(`/invoice/report/${userId}?dueDate=${encodeURIComponent(dueDate)}`, z.array(InvoiceReportRow)),
    /** POST {backend2}/api/v1/coach/fee-invoices/detail: reads data.data. */
    feeInvoicePayments: async (userId: number, year: number, month: number) =>
      (
        await http2.post(
          `/api/v1/coach/fee-invoices/detail?userId=${userId}&year=${year}&month=${month}`,
          undefined,
          FeeInvoicePayments,
        )
      ).data.data,
  };
}

import type { z } from "zod";
import { accountingCalls } from "@contract/accounting";
import { pathOf } from "@contract/define";
import {
  reportCalls as calls,
  type FeeInvoicePayment as FeeInvoicePaymentSchema,
  type InvoiceReportRow as InvoiceReportRowSchema,
  type Report as ReportSchema,
  type ReportColumn as ReportColumnSchema,
  type ReportColumnType as ReportColumnTypeSchema,
  type ReportParameter as ReportParameterSchema,
  type ReportResult as ReportResultSchema,
} from "@contract/reports";
import type { BackendHttp } from "./http.server";

export type ReportParameter = z.output<typeof ReportParameterSchema>;
export type Report = z.output<typeof ReportSchema>;
export type ReportColumnType = z.output<typeof ReportColumnTypeSchema>;
export type ReportColumn = z.output<typeof ReportColumnSchema>;
export type ReportValue = string | number | null;
export type ReportResult = z.output<typeof ReportResultSchema>;
export type InvoiceReportRow = z.output<typeof InvoiceReportRowSchema>;
export type FeeInvoicePayment = z.output<typeof FeeInvoicePaymentSchema>;

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

/** The report calls of spec §7 (contract/reports.ts). */
export function reportsApi(http: BackendHttp, http2: BackendHttp) {
  return {
    /** GET /report/{roleOrMinusOne}: -1 is the caller's own role. */
    list: (role = -1) => http.get(pathOf(calls.list, { roleOrMinusOne: role }), calls.list.answers[200]),
    /** POST /report/run/{reportId}/{roleFlag}/{userId} with the JSON list of name/value parameters. */
    run: (reportId: number, role: number, userId: number, params: { name: string; value: string }[], options: RunOptions = {}) =>
      http.post(`${pathOf(calls.run, { reportId, roleFlag: role, userId })}${runQuery(options)}`, params, calls.run.answers[200]),
    /** GET /invoice/report/{userId}?dueDate=month-day-year (any day of the month). */
    invoiceReport: (userId: number, dueDate: string) =>
      http.get(pathOf(calls.invoiceReport, { userId }), calls.invoiceReport.answers[200], { query: { dueDate } }),
    /** POST {backend2}/api/v1/coach/fee-invoices/detail: reads data.data. */
    feeInvoicePayments: async (userId: number, year: number, month: number) =>
      (
        await http2.post(calls.feeInvoicePayments.path, undefined, calls.feeInvoicePayments.answers[200], {
          query: { userId, year, month },
        })
      ).data.data,
    /** GET {backend2}/api/v1/accounting/export: report 17's import file, a CSV streamed through as it comes (the backend checks the query). */
    accountingExport: (query: { layout: string; startDate: string; endDate: string; currency?: string }) =>
      http2.raw(accountingCalls.export.path, { query: { ...query } }),
  };
}

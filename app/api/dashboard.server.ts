import type { z } from "zod";
import { pathOf } from "@contract/define";
import type { Activity as ActivitySchema } from "@contract/activity";
import {
  dashboardCalls as calls,
  type ChartMonth as ChartMonthSchema,
  type DashboardData as DashboardDataSchema,
  type DashboardInvoice as DashboardInvoiceSchema,
} from "@contract/dashboard";
import type { ActivityScope, InvoiceList } from "~/lib/dashboard-lists";
import type { BackendHttp } from "./http.server";

/** A row of the dashboard's invoice lists: the invoice CSV columns of billing spec §9 (money in dollars). */
export type DashboardInvoice = z.output<typeof DashboardInvoiceSchema>;
/** An activity (info packet) of billing spec §3. */
export type Activity = z.output<typeof ActivitySchema>;
export type ChartMonth = z.output<typeof ChartMonthSchema>;
export type PerCurrency = ChartMonth["invoiced"];

/** The dashboard's figures without the lists' first rows, which the screen reads page by page instead. */
export type DashboardData = Omit<
  z.output<typeof DashboardDataSchema>,
  "invoicesIssued" | "invoicesPaid" | "invoicesOverdue" | "invoicesUnpaid"
>;
export type Page<T> = { rows: T[]; next: string | null };

/** The dashboard calls (contract/dashboard.ts). */
export function dashboardApi(http: BackendHttp) {
  return {
    data: async (userId: number): Promise<DashboardData> => {
      const answer = await http.get(pathOf(calls.data, { userId }), calls.data.answers[200]);
      // Kept out of the loader's data sent to the browser: the modals read the lists themselves.
      const { invoicesIssued: _i, invoicesPaid: _p, invoicesOverdue: _o, invoicesUnpaid: _u, ...figures } = answer;
      return figures;
    },
    /** One keyset page of an invoice list (report ids 1–4): `after` is the previous page's `next`. */
    invoices: (userId: number, list: InvoiceList, after: string | null, pageSize: number) =>
      http.get(pathOf(calls.invoices, { userId }), calls.invoices.answers[200], {
        query: { list, after: after ?? undefined, pageSize },
      }),
    /** One keyset page of the info packets sent this month or to date. */
    activity: (userId: number, scope: ActivityScope, after: string | null, pageSize: number) =>
      http.get(pathOf(calls.activity, { userId }), calls.activity.answers[200], {
        query: { scope, after: after ?? undefined, pageSize },
      }),
  };
}

import { z } from "zod";
import type { ActivityScope, InvoiceList } from "~/lib/dashboard-lists";
import type { BackendHttp } from "./http.server";

const perCurrency = z.object({ USD: z.number(), CAD: z.number() });
export type PerCurrency = z.infer<typeof perCurrency>;

/** A row of the dashboard's invoice lists: the invoice CSV columns of billing spec §9 (money in dollars). */
export const DashboardInvoice = z.object({
  invoiceID: z.number().int(),
  contactID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  invoiceName: z.string(),
  createdDateUTC: z.string(),
  paymentMethod: z.string(),
  invoiceTotal: z.number(),
  chargeCurrency: z.string(),
  dueDate: z.string(),
  invoiceStatus: z.string(),
});
export type DashboardInvoice = z.infer<typeof DashboardInvoice>;

/** An activity (info packet) of billing spec §3. */
export const Activity = z.object({
  activityID: z.number().int(),
  activityType: z.string(),
  title: z.string(),
  detail: z.string(),
  lastUpdatedDateUTC: z.string(),
  contacts: z.array(z.object({ firstName: z.string(), lastName: z.string(), email: z.string() })),
});
export type Activity = z.infer<typeof Activity>;

const ChartMonth = z.object({ month: z.string(), invoiced: perCurrency, received: perCurrency });
export type ChartMonth = z.infer<typeof ChartMonth>;

/** GET /report/dashboard/{userId}: access spec §3 "Dashboard data", money per currency (docs/decisions/0227). */
export const DashboardData = z.object({
  totalActive: z.number().int(),
  totalPaused: z.number().int(),
  totalUnpaid: perCurrency,
  totalUnpaidCount: z.number().int(),
  contractsEnding60Days: z.number().int(),
  invoicesIssuedThisMonthCount: z.number().int(),
  invoicesPaidThisMonthCount: z.number().int(),
  invoicesOverdueCount: z.number().int(),
  invoicesUnpaidCount: z.number().int(),
  totalRevenueYTD: perCurrency,
  totalInvoiceThisMonth: perCurrency,
  revenueThisMonth: perCurrency,
  infoPacketsSentThisMonth: z.number().int(),
  infoPacketsSentTotal: z.number().int(),
  potentialClients: z.number().int(),
  monthly: z.array(ChartMonth),
  today: z.string(),
});
export type DashboardData = z.infer<typeof DashboardData>;

const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), next: z.string().nullable() });
export type Page<T> = { rows: T[]; next: string | null };

// Made once: a parsed answer is kept under its schema's identity (docs/decisions/0303).
const InvoicePage = page(DashboardInvoice);
const ActivityPage = page(Activity);

const pageParams = (params: Record<string, string | number | null | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]])));

export function dashboardApi(http: BackendHttp) {
  return {
    data: (userId: number) => http.get(`/report/dashboard/${userId}`, DashboardData),
    /** One keyset page of an invoice list (report ids 1–4): `after` is the previous page's `next`. */
    invoices: (userId: number, list: InvoiceList, after: string | null, pageSize: number) =>
      http.get(`/report/dashboard/${userId}/invoices?${pageParams({ list, after, pageSize })}`, InvoicePage),
    /** One keyset page of the info packets sent this month or to date. */
    activity: (userId: number, scope: ActivityScope, after: string | null, pageSize: number) =>
      http.get(`/report/dashboard/${userId}/activity?${pageParams({ scope, after, pageSize })}`, ActivityPage),
  };
}

import { z } from "zod";
import type { BillingMonth } from "../../domain/billing-period";
import type { PerCurrency } from "../../domain/dashboard-period";
import { pageQuery } from "../../http/keyset-page";

/** Report ids 1–4 of billing spec §9: the dashboard's invoice lists. */
export const INVOICE_LISTS = ["issued", "paid", "overdue", "unpaid"] as const;
export type InvoiceList = (typeof INVOICE_LISTS)[number];

/** Rows of each list the dashboard call carries; the rest come from the list call, page by page. */
export const LIST_PREVIEW_ROWS = 10;

/** One row of the invoice lists: the invoice CSV columns of billing spec §9, money in dollars. */
export interface DashboardInvoice {
  invoiceID: number;
  contactID: number;
  firstName: string;
  lastName: string;
  email: string;
  invoiceName: string;
  /** When the invoice was issued (sent): its creation instant, ISO. */
  createdDateUTC: string;
  paymentMethod: string;
  invoiceTotal: number;
  chargeCurrency: string;
  dueDate: string;
  invoiceStatus: string;
}

export interface ChartMonth {
  month: BillingMonth;
  invoiced: PerCurrency;
  received: PerCurrency;
}

/** GET /report/dashboard/{userId} (access spec §3 "Dashboard data", docs/decisions/0227). */
export interface DashboardData {
  totalActive: number;
  totalPaused: number;
  totalUnpaid: PerCurrency;
  totalUnpaidCount: number;
  contractsEnding60Days: number;
  invoicesIssuedThisMonthCount: number;
  invoicesPaidThisMonthCount: number;
  invoicesOverdueCount: number;
  invoicesUnpaidCount: number;
  invoicesIssued: DashboardInvoice[];
  invoicesPaid: DashboardInvoice[];
  invoicesOverdue: DashboardInvoice[];
  invoicesUnpaid: DashboardInvoice[];
  totalRevenueYTD: PerCurrency;
  totalInvoiceThisMonth: PerCurrency;
  revenueThisMonth: PerCurrency;
  infoPacketsSentThisMonth: number;
  infoPacketsSentTotal: number;
  potentialClients: number;
  /** Beyond the spec: invoiced and received per month, the 12 months ending with this one. */
  monthly: ChartMonth[];
  /** The business date the figures are for. */
  today: string;
}

export const InvoiceListQuery = z.object({
  list: z.enum(INVOICE_LISTS, { error: `list must be one of ${INVOICE_LISTS.join(", ")}` }),
  ...pageQuery,
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

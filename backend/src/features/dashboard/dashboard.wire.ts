import type { z } from "zod";
import {
  INVOICE_LISTS,
  type ChartMonth as ChartMonthAnswer,
  type DashboardData as DashboardDataAnswer,
  type DashboardInvoice as DashboardInvoiceAnswer,
} from "../../../../contract/dashboard";

export { INVOICE_LISTS };
export type InvoiceList = (typeof INVOICE_LISTS)[number];

/** Rows of each list the dashboard call carries; the rest come from the list call, page by page. */
export const LIST_PREVIEW_ROWS = 10;

/** One row of the invoice lists (contract/dashboard.ts). */
export type DashboardInvoice = z.output<typeof DashboardInvoiceAnswer>;
export type ChartMonth = z.output<typeof ChartMonthAnswer>;
/** GET /report/dashboard/{userId} (access spec §3 "Dashboard data", docs/decisions/0227). */
export type DashboardData = z.output<typeof DashboardDataAnswer>;

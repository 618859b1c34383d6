/** The dashboard's invoice lists: report ids 1–4 of billing spec §9 (issued, paid, overdue, unpaid). */
export const INVOICE_LISTS = ["issued", "paid", "overdue", "unpaid"] as const;
export type InvoiceList = (typeof INVOICE_LISTS)[number];
export type ActivityScope = "month" | "all";

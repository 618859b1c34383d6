/** A contact's paymentStatus (spec §3 Contact): whether its latest invoice is paid. */
export type PaymentStatus = "Paid" | "Unpaid" | "";

/** "Paid" when the latest invoice has a paid date, "Unpaid" when it has none, "" for a contact without invoices. */
export function paymentStatusOf(latestInvoice: { paidOn: Date | null } | undefined): PaymentStatus {
  if (!latestInvoice) return "";
  return latestInvoice.paidOn ? "Paid" : "Unpaid";
}

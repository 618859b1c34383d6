import type { Activity, DashboardInvoice } from "~/api/dashboard.server";
import type { CsvColumn } from "~/lib/csv/csv-cells";
import { fullName } from "~/lib/format";

/** A column of the dashboard's modals and of their CSV exports: a modal shows what its file holds, and the invoice number. */
export type ListColumn<Row> = CsvColumn<Row>;

/** Billing spec §9: the invoice CSV columns, in order. */
export const INVOICE_COLUMNS: ListColumn<DashboardInvoice>[] = [
  { header: "First Name", value: (r) => r.firstName },
  { header: "Last Name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Invoice Name", value: (r) => r.invoiceName },
  { header: "Sent Date", kind: "date", value: (r) => r.createdDateUTC },
  { header: "Payment Method", value: (r) => r.paymentMethod },
  { header: "Total", kind: "money", value: (r) => r.invoiceTotal },
  { header: "Due Date", kind: "date", value: (r) => r.dueDate },
  { header: "Current Status", value: (r) => r.invoiceStatus },
];

/**
 * The invoice modals' columns: the invoice number (docs/decisions/0384), then the CSV's; the spec's CSV
 * columns stay as they are.
 */
export const INVOICE_MODAL_COLUMNS: ListColumn<DashboardInvoice>[] = [
  { header: "Invoice Number", value: (r) => r.invoiceNumber },
  ...INVOICE_COLUMNS,
];

/** One row per recipient of an activity (an info packet has one); an activity without any still shows. */
export type ActivityRow = Activity & { recipient: Activity["contacts"][number] | null };

export function activityRows(activities: Activity[]): ActivityRow[] {
  return activities.flatMap((a): ActivityRow[] =>
    a.contacts.length === 0 ? [{ ...a, recipient: null }] : a.contacts.map((recipient) => ({ ...a, recipient })),
  );
}

/** Billing spec §9: the activity CSV columns, in order. */
export const ACTIVITY_COLUMNS: ListColumn<ActivityRow>[] = [
  { header: "Activity Type", value: (r) => r.activityType },
  { header: "Title", value: (r) => r.title },
  { header: "Detail", value: (r) => r.detail },
  { header: "Activity Date", kind: "date", value: (r) => r.lastUpdatedDateUTC },
  { header: "Recipient Name", value: (r) => fullName(r.recipient?.firstName, r.recipient?.lastName) },
  { header: "Recipient Email", value: (r) => r.recipient?.email ?? "" },
];

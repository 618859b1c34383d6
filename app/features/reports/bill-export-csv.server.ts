import type { LoaderFunctionArgs } from "@remix-run/node";
import type { BillExport } from "~/api/payouts.server";
import { csvExportResponse, csvFileName, type CsvColumn } from "~/lib/csv/csv-export.server";
import { loadBillExport } from "./bill-export.server";
import { billExportUrl } from "./bill-export-urls";

type Payment = BillExport["payments"][number] & { controlNumber: string; periodStart: string; periodEnd: string };

const COLUMNS: CsvColumn<Payment>[] = [
  { header: "Control Number", value: (p) => p.controlNumber },
  { header: "Affiliate ID", kind: "number", value: (p) => p.affiliateID },
  { header: "Affiliate", value: (p) => p.affiliateName },
  { header: "Email", value: (p) => p.email },
  { header: "Currency", value: (p) => p.currency },
  { header: "Amount", kind: "money", value: (p) => p.amount },
  { header: "Invoices", kind: "number", value: (p) => p.invoiceCount },
  { header: "Status", value: (p) => p.status },
  { header: "Period Start", kind: "date", value: (p) => p.periodStart },
  { header: "Period End", kind: "date", value: (p) => p.periodEnd },
];

/**
 * GET /reports/bill-export/{controlNumber}/csv (docs/decisions/0251): the export's payments as a streamed
 * CSV through the shared module, with a total per currency; none → back to the modal with 'No data to export!'.
 * One backend answer holds the whole export (one row per affiliate and currency), so it is one page.
 */
export async function billExportCsv(args: LoaderFunctionArgs): Promise<Response> {
  const { billExport } = await loadBillExport(args);
  const { controlNumber, periodStart, periodEnd } = billExport;
  async function* pages() {
    yield billExport.payments.map((p) => ({ ...p, controlNumber, periodStart, periodEnd }));
  }
  return csvExportResponse({
    request: args.request,
    fileName: csvFileName(`bill-export-${controlNumber}`),
    columns: COLUMNS,
    pages: pages(),
    currency: (p) => p.currency,
    emptyRedirect: billExportUrl(controlNumber),
  });
}

import type { ChargeCurrency } from "../../../../contract/invoices";
import { businessDate } from "../../domain/billing-period";
import { centsToDollars, sumCents } from "../../domain/money";
import type { BillExportSummaryRow, BillExportView } from "./bill-exports.service";
import { STATUS_LABEL } from "./payout-rows";

/** GET /api/v1/bill/find-export/{controlNumber}: the bill-export details modal (docs/decisions/0249). Money in dollars. */
export function wireBillExport(view: BillExportView, timeZone: string) {
  const e = view.export;
  const currencies = [...new Set(view.payments.map((p) => p.currency))].sort().reverse();
  return {
    controlNumber: e.controlNumber,
    status: e.status,
    periodStart: e.periodStart,
    periodEnd: e.periodEnd,
    createdOn: businessDate(e.createdAt, timeZone),
    createdBy: view.createdBy,
    processedOn: e.processedAt ? businessDate(e.processedAt, timeZone) : null,
    processedBy: view.processedBy,
    payments: view.payments.map((p) => ({
      affiliateID: p.affiliateId,
      affiliateName: p.affiliate,
      email: p.email,
      currency: p.currency as ChargeCurrency, // USD or CAD (payouts_currency_check)
      amount: centsToDollars(p.amountCents),
      invoiceCount: p.invoiceCount,
      status: STATUS_LABEL[p.status] ?? p.status,
    })),
    totals: currencies.map((currency) => {
      const of = view.payments.filter((p) => p.currency === currency);
      return {
        currency: currency as ChargeCurrency,
        amount: centsToDollars(sumCents(of.map((p) => p.amountCents))),
        count: of.length,
      };
    }),
  };
}

export type WireBillExport = ReturnType<typeof wireBillExport>;

/** GET /api/v1/bill/exports: one past export as report 9's picker lists it (docs/decisions/0394). Money in dollars. */
export function wireBillExportSummary(row: BillExportSummaryRow, timeZone: string) {
  const e = row.export;
  return {
    controlNumber: e.controlNumber,
    status: e.status,
    periodStart: e.periodStart,
    periodEnd: e.periodEnd,
    createdOn: businessDate(e.createdAt, timeZone),
    processedOn: e.processedAt ? businessDate(e.processedAt, timeZone) : null,
    paymentCount: row.totals.reduce((n, t) => n + t.count, 0),
    totals: row.totals.map((t) => ({
      currency: t.currency as ChargeCurrency, // USD or CAD (payouts_currency_check)
      amount: centsToDollars(t.amountCents),
      count: t.count,
    })),
  };
}

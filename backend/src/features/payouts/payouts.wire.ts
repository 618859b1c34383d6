import { z } from "zod";
import { businessDate } from "../../domain/billing-period";
import { centsToDollars, sumCents } from "../../domain/money";
import { CONTROL_NUMBER_PATTERN, invalidControlNumber } from "../../domain/payouts";
import type { BillExportView } from "./bill-exports.service";
import { STATUS_LABEL } from "./payout-rows";

/** The path's control number: letters, digits and dashes, at most 40 (else 400 with the reason). */
export const ControlNumberParam = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => CONTROL_NUMBER_PATTERN.test(value), { error: (issue) => invalidControlNumber(String(issue.input)) });

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
      currency: p.currency,
      amount: centsToDollars(p.amountCents),
      invoiceCount: p.invoiceCount,
      status: STATUS_LABEL[p.status] ?? p.status,
    })),
    totals: currencies.map((currency) => {
      const of = view.payments.filter((p) => p.currency === currency);
      return { currency, amount: centsToDollars(sumCents(of.map((p) => p.amountCents))), count: of.length };
    }),
  };
}

export type WireBillExport = ReturnType<typeof wireBillExport>;

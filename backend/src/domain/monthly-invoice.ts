import {
  billingMonthOf,
  invoiceDueDate,
  invoiceIssueDate,
  monthAndYear,
  monthNameOf,
  type BillingMonth,
  type IsoDate,
} from "./billing-period";
import { computePlanFees, type PlanFees } from "./fees";
import { invoiceAmounts, invoiceLines, type InvoiceLine, type NamedFeeSchedule } from "./invoice-lines";
import type { Cents } from "./money";
import { isCardPayment } from "./payment-methods";

/** Invoice type ids (ADR 0004); type 5 is the only one offered for manual invoices. */
export const INVOICE_TYPE = { monthly: 1, feeInvoice: 2, prorated: 3, reissued: 4, manual: 5 } as const;

/** What the billing clock needs of a plan to bill one month. */
export interface MonthlyBilling {
  affiliateRateCents: Cents;
  sessionsPerMonth: number;
  sessionLength: number;
  paymentMethodId: number;
  /** The client's province total rate in basis points (0 outside Canada) and its province's code ('ON'). */
  taxRateBp: number;
  province: string;
  schedule: NamedFeeSchedule;
}

export interface MonthlyInvoice {
  billingMonth: BillingMonth;
  name: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  fees: PlanFees;
  lines: InvoiceLine[];
  totalCents: Cents;
  subTotalCents: Cents;
  taxCents: Cents;
  /** The province code the tax is of ('ON'); '' outside Canada. */
  province: string;
}

/** The monthly invoice of `month` for a plan: issued on the 25th before, due on the 1st, at the plan's fees. */
export function monthlyInvoice(billing: MonthlyBilling, month: BillingMonth): MonthlyInvoice {
  const fees = computePlanFees({
    affiliateRateCents: billing.affiliateRateCents,
    taxRateBp: billing.taxRateBp,
    schedule: billing.schedule,
    isCard: isCardPayment(billing.paymentMethodId),
  });
  const lines = invoiceLines({
    fees,
    serviceDescription: sessionsDescription(month, billing.sessionsPerMonth, billing.sessionLength),
    schedule: billing.schedule,
    taxRateBp: billing.taxRateBp,
    province: billing.province,
  });
  return {
    billingMonth: billingMonthOf(month),
    name: monthlyInvoiceName(month),
    issueDate: invoiceIssueDate(month),
    dueDate: invoiceDueDate(month),
    fees,
    lines,
    ...invoiceAmounts(lines),
    province: billing.province,
  };
}

/** 'March 2026 coaching services'. */
export function monthlyInvoiceName(month: BillingMonth): string {
  return `${monthAndYear(month)} coaching services`;
}

/** The default name of a manual invoice (billing spec, defaults): '{month} coaching services'. */
export function manualInvoiceName(month: BillingMonth): string {
  return `${monthNameOf(month)} coaching services`;
}

/** 'March 2026: 4 × 60-minute sessions'. */
export function sessionsDescription(month: BillingMonth, sessionsPerMonth: number, sessionLength: number): string {
  return `${monthAndYear(month)}: ${sessionsPerMonth} × ${sessionLength}-minute sessions`;
}

import { applyBasisPoints, type Cents } from "./money";

/**
 * The fee rules of design §5, pure. The schedule is data (table fee_schedules, keyed by the affiliate's
 * fee type); these functions only do the arithmetic.
 *
 *   client tax          = province total rate (province-tax.ts) × affiliate rate
 *   client charge       = affiliate rate + client tax                     (totalInvoiceCharge)
 *   billing fee         = Standard 10 % / Leader 7 % of the affiliate rate, Flat Rate $25 a month, No Fee 0
 *   merchant fee        = 2.9 % of the client charge + $0.30, card methods only
 *   affiliate net pay   = client charge − billing fee − merchant fee      (affiliateNetPayment)
 *   affiliate tax       = the client tax, which the affiliate collects and remits
 *   net income          = affiliate net payment                           (affiliateNetIncome)
 *   net income pre-tax  = affiliate net payment − affiliate tax           (affiliateNetIncome_BeforeTax)
 */
export interface FeeSchedule {
  kind: "percent" | "flat" | "none" | (string & {});
  billingFeeBp: number;
  flatMonthlyFeeCents: Cents;
  merchantFeeBp: number;
  merchantFeeFixedCents: Cents;
}

export interface PlanFeeInput {
  affiliateRateCents: Cents;
  /** The client's province total rate in basis points; 0 for a non-Canadian client. */
  taxRateBp: number;
  schedule: FeeSchedule;
  /** Whether the client pays by card (merchant fee applies). */
  isCard: boolean;
}

export interface PlanFees {
  affiliateRateCents: Cents;
  totalTaxCents: Cents;
  totalInvoiceChargeCents: Cents;
  totalInvoiceChargeBeforeTaxCents: Cents;
  acBillingFeeCents: Cents;
  merchantFeeCents: Cents;
  affiliateTaxCents: Cents;
  affiliateNetPaymentCents: Cents;
  affiliateNetIncomeCents: Cents;
  affiliateNetIncomeBeforeTaxCents: Cents;
}

export function billingFee(affiliateRateCents: Cents, schedule: FeeSchedule): Cents {
  switch (schedule.kind) {
    case "percent":
      return applyBasisPoints(affiliateRateCents, schedule.billingFeeBp);
    case "flat":
      return schedule.flatMonthlyFeeCents;
    default:
      return 0;
  }
}

export function merchantFee(chargeCents: Cents, schedule: FeeSchedule, isCard: boolean): Cents {
  if (!isCard || chargeCents <= 0) return 0;
  return applyBasisPoints(chargeCents, schedule.merchantFeeBp) + schedule.merchantFeeFixedCents;
}

export function computePlanFees({ affiliateRateCents, taxRateBp, schedule, isCard }: PlanFeeInput): PlanFees {
  const totalTaxCents = applyBasisPoints(affiliateRateCents, taxRateBp);
  const totalInvoiceChargeCents = affiliateRateCents + totalTaxCents;
  const acBillingFeeCents = billingFee(affiliateRateCents, schedule);
  const merchantFeeCents = merchantFee(totalInvoiceChargeCents, schedule, isCard);
  const affiliateNetPaymentCents = totalInvoiceChargeCents - acBillingFeeCents - merchantFeeCents;
  return {
    affiliateRateCents,
    totalTaxCents,
    totalInvoiceChargeCents,
    totalInvoiceChargeBeforeTaxCents: affiliateRateCents,
    acBillingFeeCents,
    merchantFeeCents,
    affiliateTaxCents: totalTaxCents,
    affiliateNetPaymentCents,
    affiliateNetIncomeCents: affiliateNetPaymentCents,
    affiliateNetIncomeBeforeTaxCents: affiliateNetPaymentCents - totalTaxCents,
  };
}

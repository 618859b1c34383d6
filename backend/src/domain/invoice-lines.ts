import type { FeeSchedule, PlanFees } from "./fees";
import { basisPointsToPercent, centsToDollars, sumCents, type Cents } from "./money";
import { provinceTaxes } from "./tax-summary";

/**
 * The lines of an invoice (billing spec, Invoice: "The invoice total is the sum of rows where
 * isClientBillable"). The client is billed the service and, for a Canadian client, the sales tax; the
 * affiliate's lines (billing fee, merchant fee, net payment) ride along, not billable, so that the invoice
 * shows where the money goes.
 */
export interface InvoiceLine {
  itemName: string;
  itemDescription: string;
  priceCents: Cents;
  totalCents: Cents;
  isClientBillable: boolean;
  groupName: "Services" | "Tax" | "Affiliate";
}

/** A fee schedule row with its names (fee_schedules: plan 'Standard', fee type 'Standard USA'). */
export interface NamedFeeSchedule extends FeeSchedule {
  plan: string;
  feeType: string;
}

export interface InvoiceLinesInput {
  /** The fees of the amount billed (fees.ts computePlanFees). */
  fees: PlanFees;
  serviceDescription: string;
  schedule: NamedFeeSchedule;
  /** The client's province total rate in basis points and the code of the province it comes from ('ON'; '' outside Canada). */
  taxRateBp: number;
  province: string;
}

function line(itemName: string, itemDescription: string, cents: Cents, groupName: InvoiceLine["groupName"]): InvoiceLine {
  return {
    itemName,
    itemDescription,
    priceCents: cents,
    totalCents: cents,
    isClientBillable: groupName !== "Affiliate",
    groupName,
  };
}

export function invoiceLines({ fees, serviceDescription, schedule, taxRateBp, province }: InvoiceLinesInput): InvoiceLine[] {
  const lines = [line("Coaching services", serviceDescription, fees.affiliateRateCents, "Services")];
  if (fees.totalTaxCents > 0) lines.push(line("Sales tax", salesTaxLabel(taxRateBp, province), fees.totalTaxCents, "Tax"));
  lines.push(
    line("Billing fee", `${schedule.plan} (${schedule.feeType})`, -fees.acBillingFeeCents, "Affiliate"),
    line("Merchant fee", merchantFeeLabel(schedule, fees.merchantFeeCents), -fees.merchantFeeCents, "Affiliate"),
    line("Affiliate net payment", "Paid to the affiliate after fees", fees.affiliateNetPaymentCents, "Affiliate"),
  );
  return lines;
}

/** The invoice's amounts from its lines: total = the client-billable lines, tax = the tax lines. */
export function invoiceAmounts(lines: readonly InvoiceLine[]): { totalCents: Cents; subTotalCents: Cents; taxCents: Cents } {
  const totalCents = sumCents(lines.filter((l) => l.isClientBillable).map((l) => l.totalCents));
  const taxCents = sumCents(lines.filter((l) => l.isClientBillable && l.groupName === "Tax").map((l) => l.totalCents));
  return { totalCents, subTotalCents: totalCents - taxCents, taxCents };
}

/** A rate in basis points as a percent: 1300 → '13%', 1498 → '14.98%', 290 → '2.9%'. */
export function percentLabel(basisPoints: number): string {
  return `${basisPointsToPercent(basisPoints)
    .toFixed(2)
    .replace(/\.?0+$/, "")}%`;
}

/** The name of a province's sales tax with its total rate: 'HST (13%)', 'GST + QST (14.98%)', 'GST (5%)' (its taxes: tax-summary.ts). */
export function salesTaxLabel(taxRateBp: number, province: string): string {
  const names = provinceTaxes(province)?.map((t) => t.name) ?? ["GST"];
  return `${names.join(" + ")} (${percentLabel(taxRateBp)})`;
}

/** '2.9% + $0.30 card processing' when a merchant fee applies, else 'No card processing'. */
export function merchantFeeLabel(schedule: FeeSchedule, merchantFeeCents: Cents): string {
  if (merchantFeeCents <= 0) return "No card processing";
  return `${percentLabel(schedule.merchantFeeBp)} + $${centsToDollars(schedule.merchantFeeFixedCents).toFixed(2)} card processing`;
}

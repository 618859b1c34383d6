import { describe, expect, test } from "vitest";
import { computePlanFees, type FeeSchedule } from "./fees";

const card = { merchantFeeBp: 290, merchantFeeFixedCents: 30 };
const standard: FeeSchedule = { kind: "percent", billingFeeBp: 1000, flatMonthlyFeeCents: 0, ...card };
const leader: FeeSchedule = { kind: "percent", billingFeeBp: 700, flatMonthlyFeeCents: 0, ...card };
const flat: FeeSchedule = { kind: "flat", billingFeeBp: 0, flatMonthlyFeeCents: 2500, ...card };
const noFee: FeeSchedule = { kind: "none", billingFeeBp: 0, flatMonthlyFeeCents: 0, ...card };

describe("computePlanFees", () => {
  test.each([
    // schedule, rate, tax bp, card, [charge, tax, billing fee, merchant fee, net payment]
    ["Standard, US card", standard, 40000, 0, true, [40000, 0, 4000, 1190, 34810]],
    ["Leader, US card", leader, 40000, 0, true, [40000, 0, 2800, 1190, 36010]],
    ["Flat Rate, US check", flat, 40000, 0, false, [40000, 0, 2500, 0, 37500]],
    ["No Fee, US card", noFee, 40000, 0, true, [40000, 0, 0, 1190, 38810]],
    ["Standard, Ontario card", standard, 50000, 1300, true, [56500, 6500, 5000, 1669, 49831]],
    ["Leader, Quebec e-transfer", leader, 30000, 1498, false, [34494, 4494, 2100, 0, 32394]],
  ] as const)("%s", (_, schedule, rate, taxBp, isCard, [charge, tax, fee, merchant, net]) => {
    const fees = computePlanFees({ affiliateRateCents: rate, taxRateBp: taxBp, schedule, isCard });
    expect(fees.totalInvoiceChargeCents).toBe(charge);
    expect(fees.totalTaxCents).toBe(tax);
    expect(fees.affiliateTaxCents).toBe(tax);
    expect(fees.totalInvoiceChargeBeforeTaxCents).toBe(rate);
    expect(fees.acBillingFeeCents).toBe(fee);
    expect(fees.merchantFeeCents).toBe(merchant);
    expect(fees.affiliateNetPaymentCents).toBe(net);
    expect(fees.affiliateNetIncomeCents).toBe(net);
    expect(fees.affiliateNetIncomeBeforeTaxCents).toBe(net - tax);
    expect(fees.affiliateNetPaymentCents + fees.acBillingFeeCents + fees.merchantFeeCents).toBe(charge);
  });

  test("a zero rate (pro bono) costs nothing", () => {
    const fees = computePlanFees({ affiliateRateCents: 0, taxRateBp: 1300, schedule: standard, isCard: true });
    expect(fees.totalInvoiceChargeCents).toBe(0);
    expect(fees.merchantFeeCents).toBe(0);
    expect(fees.acBillingFeeCents).toBe(0);
  });
});

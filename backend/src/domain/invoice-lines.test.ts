import { describe, expect, test } from "vitest";
import { computePlanFees } from "./fees";
import {
  invoiceAmounts,
  invoiceLines,
  merchantFeeLabel,
  percentLabel,
  salesTaxLabel,
  type NamedFeeSchedule,
} from "./invoice-lines";

const card = { merchantFeeBp: 290, merchantFeeFixedCents: 30 };
const standardCa: NamedFeeSchedule = {
  plan: "Standard",
  feeType: "Standard Canadian",
  kind: "percent",
  billingFeeBp: 1000,
  flatMonthlyFeeCents: 0,
  ...card,
};
const flatUsa: NamedFeeSchedule = {
  plan: "Flat Rate",
  feeType: "Flat Rate USA",
  kind: "flat",
  billingFeeBp: 0,
  flatMonthlyFeeCents: 2500,
  ...card,
};

const row = (l: {
  itemName: string;
  itemDescription: string;
  totalCents: number;
  isClientBillable: boolean;
  groupName: string;
}) => `${l.groupName} | ${l.itemName} | ${l.itemDescription} | ${l.totalCents} | ${l.isClientBillable ? "billable" : "-"}`;

describe("invoiceLines", () => {
  test("an Ontario client paying by card: service, HST, and the affiliate's fee lines", () => {
    const fees = computePlanFees({ affiliateRateCents: 50000, taxRateBp: 1300, schedule: standardCa, isCard: true });
    const lines = invoiceLines({
      fees,
      serviceDescription: "April 2026: 4 × 60-minute sessions",
      schedule: standardCa,
      taxRateBp: 1300,
      province: "ON",
    });
    expect(lines.map(row)).toEqual([
      "Services | Coaching services | April 2026: 4 × 60-minute sessions | 50000 | billable",
      "Tax | Sales tax | HST (13%) | 6500 | billable",
      "Affiliate | Billing fee | Standard (Standard Canadian) | -5000 | -",
      "Affiliate | Merchant fee | 2.9% + $0.30 card processing | -1669 | -",
      "Affiliate | Affiliate net payment | Paid to the affiliate after fees | 49831 | -",
    ]);
    expect(lines.every((l) => l.priceCents === l.totalCents)).toBe(true);
    expect(invoiceAmounts(lines)).toEqual({ totalCents: 56500, subTotalCents: 50000, taxCents: 6500 });
  });

  test("a US client paying by check: no tax line, no merchant fee", () => {
    const fees = computePlanFees({ affiliateRateCents: 40000, taxRateBp: 0, schedule: flatUsa, isCard: false });
    const lines = invoiceLines({ fees, serviceDescription: "x", schedule: flatUsa, taxRateBp: 0, province: "NY" });
    expect(lines.map(row)).toEqual([
      "Services | Coaching services | x | 40000 | billable",
      "Affiliate | Billing fee | Flat Rate (Flat Rate USA) | -2500 | -",
      "Affiliate | Merchant fee | No card processing | 0 | -",
      "Affiliate | Affiliate net payment | Paid to the affiliate after fees | 37500 | -",
    ]);
    expect(invoiceAmounts(lines)).toEqual({ totalCents: 40000, subTotalCents: 40000, taxCents: 0 });
  });

  test("net payment plus the two fees is what the client pays (Quebec, card)", () => {
    const fees = computePlanFees({ affiliateRateCents: 30000, taxRateBp: 1498, schedule: standardCa, isCard: true });
    const lines = invoiceLines({ fees, serviceDescription: "x", schedule: standardCa, taxRateBp: 1498, province: "QC" });
    const [billingFee, merchantFee, net] = lines.filter((l) => !l.isClientBillable).map((l) => l.totalCents);
    expect(net! - billingFee! - merchantFee!).toBe(invoiceAmounts(lines).totalCents);
    expect(invoiceAmounts(lines)).toEqual({ totalCents: 34494, subTotalCents: 30000, taxCents: 4494 });
  });
});

describe("salesTaxLabel", () => {
  test.each([
    [1300, "ON", "HST (13%)"],
    [1400, "NS", "HST (14%)"],
    [1500, "nb", "HST (15%)"],
    [1498, "QC", "GST + QST (14.98%)"],
    [1200, "BC", "GST + PST (12%)"],
    [1100, "SK", "GST + PST (11%)"],
    [500, "AB", "GST (5%)"],
    [500, "YT", "GST (5%)"],
  ])("%s bp in %s is %s", (bp, province, label) => {
    expect(salesTaxLabel(bp, province)).toBe(label);
  });
});

describe("labels", () => {
  test("percentLabel drops needless zeros", () => {
    expect([1300, 1498, 290, 1250, 0].map(percentLabel)).toEqual(["13%", "14.98%", "2.9%", "12.5%", "0%"]);
  });
  test("merchantFeeLabel reads the schedule", () => {
    expect(merchantFeeLabel(standardCa, 1669)).toBe("2.9% + $0.30 card processing");
    expect(merchantFeeLabel({ ...standardCa, merchantFeeBp: 350, merchantFeeFixedCents: 25 }, 100)).toBe(
      "3.5% + $0.25 card processing",
    );
    expect(merchantFeeLabel(standardCa, 0)).toBe("No card processing");
  });
});

import { describe, expect, test } from "vitest";
import type { NamedFeeSchedule } from "./invoice-lines";
import { manualInvoiceName, monthlyInvoice, monthlyInvoiceName, sessionsDescription } from "./monthly-invoice";
import { PAYMENT_TYPE } from "./payment-methods";

const leaderCa: NamedFeeSchedule = {
  plan: "Leader",
  feeType: "Leader Standard Canadian",
  kind: "percent",
  billingFeeBp: 700,
  flatMonthlyFeeCents: 0,
  merchantFeeBp: 290,
  merchantFeeFixedCents: 30,
};
const plan = {
  affiliateRateCents: 35000,
  sessionsPerMonth: 3,
  sessionLength: 45,
  paymentMethodId: PAYMENT_TYPE.creditCardCanada,
  taxRateBp: 1400,
  province: "NS",
  schedule: leaderCa,
};

describe("monthlyInvoice", () => {
  test("next month's invoice: issued on the 25th, due on the 1st, client lines at the plan's rate plus the province's tax", () => {
    const invoice = monthlyInvoice(plan, "2026-04-01");
    expect(invoice).toMatchObject({
      billingMonth: "2026-04-01",
      name: "April 2026 coaching services",
      issueDate: "2026-03-25",
      dueDate: "2026-04-01",
      totalCents: 39900,
      subTotalCents: 35000,
      taxCents: 4900,
    });
    expect(invoice.lines.map((l) => [l.itemName, l.itemDescription, l.totalCents])).toEqual([
      ["Coaching services", "April 2026: 3 × 45-minute sessions", 35000],
      ["Sales tax", "HST (14%)", 4900],
      ["Billing fee", "Leader (Leader Standard Canadian)", -2450],
      ["Merchant fee", "2.9% + $0.30 card processing", -1187],
      ["Affiliate net payment", "Paid to the affiliate after fees", 36263],
    ]);
    expect(invoice.fees.totalInvoiceChargeCents).toBe(invoice.totalCents);
  });

  test("a client paying by e-transfer has no merchant fee", () => {
    const invoice = monthlyInvoice({ ...plan, paymentMethodId: PAYMENT_TYPE.eTransfer }, "2026-01-01");
    expect(invoice.issueDate).toBe("2025-12-25");
    expect(invoice.fees.merchantFeeCents).toBe(0);
    expect(invoice.lines.find((l) => l.itemName === "Merchant fee")?.itemDescription).toBe("No card processing");
  });
});

describe("names", () => {
  test("monthly, manual and the service line", () => {
    expect(monthlyInvoiceName("2026-03-01")).toBe("March 2026 coaching services");
    expect(manualInvoiceName("2026-03-01")).toBe("March coaching services");
    expect(sessionsDescription("2026-03-01", 2, 90)).toBe("March 2026: 2 × 90-minute sessions");
  });
});

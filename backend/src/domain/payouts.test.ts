import { describe, expect, test } from "vitest";
import { controlNumberOf, groupOwed, invoiceNetPaymentCents, transferIdempotencyKey } from "./payouts";

describe("affiliate payouts", () => {
  const base = {
    totalCents: 22_600,
    refundedCents: 0,
    billingFeeCents: 2_000,
    merchantFeeCents: 685,
    merchantFeeOverrideCents: null,
  };

  test("net payment: total − billing fee − merchant fee, the override replacing the computed merchant fee", () => {
    expect(invoiceNetPaymentCents(base)).toBe(19_915);
    expect(invoiceNetPaymentCents({ ...base, merchantFeeOverrideCents: 0 })).toBe(20_600);
    expect(invoiceNetPaymentCents({ ...base, billingFeeCents: 0, merchantFeeCents: 0 })).toBe(22_600);
  });

  test("what was refunded to the client before the payout is not the affiliate's; the fees stay charged", () => {
    expect(invoiceNetPaymentCents({ ...base, refundedCents: 5_000 })).toBe(14_915);
    expect(invoiceNetPaymentCents({ ...base, refundedCents: 22_600 })).toBe(-2_685);
    expect(
      invoiceNetPaymentCents({ ...base, totalCents: 10_000, refundedCents: 10_000, billingFeeCents: 0, merchantFeeCents: 0 }),
    ).toBe(0);
  });

  test("groups per affiliate and currency, never summing USD and CAD; nothing owed is left out", () => {
    const groups = groupOwed([
      { invoiceId: 1, affiliateId: 7, currency: "USD", netPaymentCents: 100 },
      { invoiceId: 2, affiliateId: 7, currency: "CAD", netPaymentCents: 200 },
      { invoiceId: 3, affiliateId: 7, currency: "USD", netPaymentCents: 50 },
      { invoiceId: 4, affiliateId: 3, currency: "USD", netPaymentCents: -10 },
    ]);
    expect(groups).toEqual([
      { affiliateId: 7, currency: "CAD", amountCents: 200, invoices: [{ invoiceId: 2, netPaymentCents: 200 }] },
      {
        affiliateId: 7,
        currency: "USD",
        amountCents: 150,
        invoices: [
          { invoiceId: 1, netPaymentCents: 100 },
          { invoiceId: 3, netPaymentCents: 50 },
        ],
      },
    ]);
  });

  test("keys and control numbers", () => {
    expect(transferIdempotencyKey(7, { start: "2026-10-01", end: "2026-10-31" }, "CAD", 2)).toBe(
      "coachhub-payout-7-2026-10-01-2026-10-31-CAD-attempt-2",
    );
    expect(controlNumberOf("2026-11-24", 7)).toBe("BPE-20261124-0007");
  });
});

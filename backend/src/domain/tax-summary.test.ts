import { describe, expect, test } from "vitest";
import { proRata, refundTax, splitTax, taxSummary, type TaxEvent } from "./tax-summary";

describe("splitTax", () => {
  test.each([
    ["ON", 2600, [["HST", 2600]]],
    ["AB", 1000, [["GST", 1000]]],
    // 5 / 12 of 2400 = 1000; PST the rest.
    [
      "BC",
      2400,
      [
        ["GST", 1000],
        ["PST", 1400],
      ],
    ],
    // 5 / 14.975 of 2995 = 1000.0; QST the rest.
    [
      "qc",
      2995,
      [
        ["GST", 1000],
        ["QST", 1995],
      ],
    ],
    // 5 / 14.975 of 1498 = 500.17 → 500.
    [
      "QC",
      1498,
      [
        ["GST", 500],
        ["QST", 998],
      ],
    ],
    // Negative amounts round away from zero the same way: 5 / 12 of −1001 = −417.08 → −417.
    [
      "BC",
      -1001,
      [
        ["GST", -417],
        ["PST", -584],
      ],
    ],
    [null, 700, [["Sales tax", 700]]],
    ["XX", 700, [["Sales tax", 700]]],
  ] as const)("%s: %i cents", (province, cents, parts) => {
    expect(splitTax(cents, province).map((p) => [p.name, p.cents])).toEqual(parts);
  });
});

describe("proRata and refundTax", () => {
  test("half away from zero", () => {
    expect(proRata(5, 1, 2)).toBe(3);
    expect(proRata(-5, 1, 2)).toBe(-3);
    expect(proRata(100, 0, 3)).toBe(0);
    expect(proRata(100, 1, 0)).toBe(0);
  });
  test("a refund gives back its share of the invoice's tax", () => {
    // $56.50 of a $113.00 invoice with $13.00 HST: $6.50.
    expect(refundTax(-5650, 11300, 1300)).toBe(-650);
    // $10.00 of $113.00: 1.1504… → $1.15.
    expect(refundTax(-1000, 11300, 1300)).toBe(-115);
  });
});

describe("taxSummary", () => {
  const invoice = (
    id: number,
    period: string,
    province: string | null,
    total: number,
    tax: number,
    currency = "CAD",
  ): TaxEvent => ({
    kind: "invoice",
    invoiceId: id,
    period,
    currency,
    province,
    provinceName: province === "ON" ? "Ontario" : province === "QC" ? "Quebec" : province,
    invoiceTotalCents: total,
    invoiceTaxCents: tax,
  });

  test("per period, currency, province and tax; refunds netted at their invoice's share; currencies apart", () => {
    const rows = taxSummary([
      invoice(1, "2027-01", "ON", 11300, 1300),
      invoice(2, "2027-01", "ON", 22600, 2600),
      invoice(3, "2027-01", "ON", 11300, 1300, "USD"),
      invoice(4, "2027-01", "QC", 11498, 1498),
      { ...invoice(1, "2027-02", "ON", 11300, 1300), kind: "refund", refundCents: -5650 },
      invoice(5, "2027-01", null, 10700, 700),
    ]);
    expect(rows.map((r) => [r.period, r.currency, r.province, r.tax, r.invoices, r.taxableSalesCents, r.taxCents])).toEqual([
      ["2027-01", "CAD", "Ontario", "HST", 2, 30000, 3900],
      ["2027-01", "CAD", "Quebec", "GST", 1, 10000, 500],
      ["2027-01", "CAD", "Quebec", "QST", 1, 10000, 998],
      ["2027-01", "CAD", "Unknown", "Sales tax", 1, 10000, 700],
      ["2027-01", "USD", "Ontario", "HST", 1, 10000, 1300],
      ["2027-02", "CAD", "Ontario", "HST", 0, -5000, -650],
    ]);
  });
});

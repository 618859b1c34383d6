import { describe, expect, test } from "vitest";
import { QUICKBOOKS, XERO } from "./accounting-accounts";
import { formatDay, journalLines, LAYOUT_COLUMNS, LAYOUTS, PROVINCE_TAX_COUNTS, type MoneyEvent } from "./accounting-export";
import { PROVINCE_TAXES, UNSPLIT_TAX } from "./tax-summary";

const refund = (province: string | null, amountCents: number): MoneyEvent => ({
  kind: "refund",
  sourceId: 1,
  day: "2027-01-10",
  currency: "CAD",
  amountCents,
  method: "Check",
  invoiceNumber: "7",
  customer: { contactId: 3, firstName: "Ada", lastName: "Lovelace" },
  invoiceTotalCents: 22_996,
  invoiceTaxCents: 2_996,
  province,
});

describe("the accounting export's mapping and layouts", () => {
  test("every province the tax summary knows has a QuickBooks tax code and a Xero tax type; every tax name a payable account", () => {
    for (const province of Object.keys(PROVINCE_TAXES)) {
      expect(QUICKBOOKS.taxCodes, province).toHaveProperty(province);
      expect(XERO.taxTypes, province).toHaveProperty(province);
    }
    const names = new Set([...Object.values(PROVINCE_TAXES).flatMap((taxes) => taxes.map((t) => t.name)), UNSPLIT_TAX]);
    for (const name of names) expect(QUICKBOOKS.taxPayable, name).toHaveProperty(name);
  });

  test("each layout has its columns, each named once", () => {
    for (const layout of LAYOUTS) {
      const names = LAYOUT_COLUMNS[layout].map((c) => c.name);
      expect(new Set(names).size, layout).toBe(names.length);
    }
  });

  test("dates in the tool's pattern", () => {
    expect(formatDay("2027-01-31", "MM/dd/yyyy")).toBe("01/31/2027");
    expect(formatDay("2027-01-31", "yyyy-MM-dd")).toBe("2027-01-31");
  });

  test("a refund's journal entry balances, its tax back per tax name — as many lines as the database lists", () => {
    for (const [province, taxes] of [...PROVINCE_TAX_COUNTS, [null, 1] as const]) {
      for (const amount of [1, 3, 5_000, 22_996]) {
        const lines = journalLines(refund(province, amount));
        expect(lines, `${province} ${amount}`).toHaveLength(2 + taxes);
        const debits = lines.reduce((sum, l) => sum + (l.debitCents ?? 0), 0);
        const credits = lines.reduce((sum, l) => sum + (l.creditCents ?? 0), 0);
        expect(debits).toBe(credits);
        expect(credits).toBe(amount);
      }
    }
    expect(journalLines(refund("QC", 5_000)).map((l) => [l.account, l.debitCents ?? -l.creditCents!])).toEqual([
      ["Refunds", 4_349],
      ["GST/HST Payable", 217],
      ["QST Payable", 434],
      ["Card clearing CAD", -5_000],
    ]);
  });
});

import { describe, expect, test } from "vitest";
import { formatRate, gstRateOf, taxAddress } from "./contact-gst";

const rates = [
  { provinceAbbr: "ON", provinceName: "Ontario", totalRate: 13 },
  { provinceAbbr: "QC", provinceName: "Quebec", totalRate: 14.975 },
  { provinceAbbr: "AB", provinceName: "Alberta", totalRate: 5 },
];
const a = (addressTypeId: number, state: string, country = "Canada") => ({ addressTypeId, state, country });

describe("GST rate of a contact (spec §5)", () => {
  test("the home address (type 3) wins, else mailing (type 1), else the first", () => {
    expect(taxAddress([a(2, "AB"), a(1, "QC"), a(3, "ON")])?.state).toBe("ON");
    expect(taxAddress([a(2, "AB"), a(1, "QC")])?.state).toBe("QC");
    expect(taxAddress([a(2, "AB"), a(4, "QC")])?.state).toBe("AB");
    expect(taxAddress([])).toBeUndefined();
  });

  test("the province's total rate in Canada; 0 elsewhere or for an unknown province", () => {
    expect(gstRateOf([a(2, "AB"), a(3, "QC")], rates)).toEqual({ rate: 14.975, province: "Quebec" });
    expect(gstRateOf([a(3, "Ontario")], rates)).toEqual({ rate: 13, province: "Ontario" });
    expect(gstRateOf([a(3, "TX", "United States"), a(1, "ON")], rates)).toEqual({ rate: 0, province: null });
    expect(gstRateOf([a(3, "ZZ")], rates).rate).toBe(0);
    expect(gstRateOf([], rates).rate).toBe(0);
  });

  test("shown as a percent", () => {
    expect(formatRate(13)).toBe("13%");
    expect(formatRate(14.975)).toBe("14.975%");
    expect(formatRate(0)).toBe("0%");
  });
});

import { describe, expect, test } from "vitest";
import { gstRateBp, taxAddress } from "./gst";

const rates = new Map([
  ["ON", 1300],
  ["AB", 500],
  ["BC", 1200],
]);
const ca = (addressTypeId: number, state: string) => ({ addressTypeId, state, country: "Canada" });

describe("GST rate of a contact", () => {
  test("the Home address (type 3) wins over Mailing and the rest", () => {
    expect(gstRateBp([ca(2, "BC"), ca(1, "AB"), ca(3, "ON")], rates)).toBe(1300);
  });
  test("without a Home address the Mailing address (type 1) decides", () => {
    expect(gstRateBp([ca(2, "BC"), ca(1, "AB")], rates)).toBe(500);
  });
  test("otherwise the first address", () => {
    expect(gstRateBp([ca(2, "BC"), ca(5, "ON")], rates)).toBe(1200);
    expect(taxAddress([])).toBeUndefined();
  });
  test("no address, a non-Canadian tax address or an unknown province: 0", () => {
    expect(gstRateBp([], rates)).toBe(0);
    expect(gstRateBp([{ addressTypeId: 3, state: "NY", country: "United States" }, ca(1, "ON")], rates)).toBe(0);
    expect(gstRateBp([ca(3, "ZZ")], rates)).toBe(0);
  });
  test("province codes are matched case-insensitively", () => {
    expect(gstRateBp([ca(3, " on ")], rates)).toBe(1300);
  });
});

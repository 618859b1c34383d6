import { describe, expect, test } from "vitest";
import {
  AFFILIATION_THRESHOLD_CENTS,
  affiliationPercent,
  affiliationProgress,
  affiliationWindowStart,
  countedRevenueCents,
} from "./affiliation";

const now = new Date("2026-11-22T12:00:00Z");
const paid = (totalCents: number, paidOn: string | null, isVoid = false) => ({
  totalCents,
  paidOn: paidOn ? new Date(paidOn) : null,
  isVoid,
});

describe("affiliationPercent", () => {
  test.each([
    [0, 0],
    [-500, 0],
    [1, 0],
    [150_000, 1],
    [7_500_000, 50],
    [14_999_999, 99],
    [15_000_000, 100],
    [90_000_000, 100],
  ])("%i cents of $150,000 is %i %%", (cents, percent) => {
    expect(affiliationPercent(cents)).toBe(percent);
  });

  test("a custom threshold", () => {
    expect(affiliationPercent(250, 1000)).toBe(25);
  });

  test("refuses fractions of cents and a threshold of zero", () => {
    expect(() => affiliationPercent(1.5)).toThrow(RangeError);
    expect(() => affiliationPercent(100, 0)).toThrow(RangeError);
  });
});

describe("the 12-month window", () => {
  test("starts twelve calendar months before now, clamped to the month's last day", () => {
    expect(affiliationWindowStart(now).toISOString()).toBe("2025-11-22T12:00:00.000Z");
    expect(affiliationWindowStart(new Date("2024-02-29T00:00:00Z")).toISOString()).toBe("2023-02-28T00:00:00.000Z");
  });

  test("counts paid, non-void invoices paid inside the window only", () => {
    const invoices = [
      paid(100_000, "2026-11-01T00:00:00Z"), // counts
      paid(50_000, "2025-11-23T00:00:00Z"), // counts (inside)
      paid(70_000, "2025-11-22T12:00:00Z"), // exactly 12 months ago: outside
      paid(30_000, "2026-11-23T00:00:00Z"), // in the future: outside
      paid(40_000, "2026-10-01T00:00:00Z", true), // void
      paid(60_000, null), // unpaid
      paid(-20_000, "2026-10-01T00:00:00Z"), // a credit does not reduce progress
    ];
    expect(countedRevenueCents(invoices, now)).toBe(150_000);
  });

  test("less what refunds gave back, never below zero", () => {
    const invoices = [
      { ...paid(100_000, "2026-11-01T00:00:00Z"), refundedCents: 25_000 },
      { ...paid(50_000, "2026-10-01T00:00:00Z"), refundedCents: 50_000 },
      { ...paid(10_000, "2026-10-01T00:00:00Z"), refundedCents: 20_000 },
    ];
    expect(countedRevenueCents(invoices, now)).toBe(75_000);
  });

  test("progress combines both", () => {
    const result = affiliationProgress([paid(3_750_000, "2026-06-01T00:00:00Z"), paid(3_750_000, "2026-07-01T00:00:00Z")], now);
    expect(result).toEqual({ percent: 50, revenueCents: 7_500_000, thresholdCents: AFFILIATION_THRESHOLD_CENTS });
  });
});

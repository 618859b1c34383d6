import { describe, expect, test } from "vitest";
import { chartGeometry, monthLabel, niceCeiling } from "./chart";

const month = (m: string, invoiced: number, received: number) => ({
  month: m,
  invoiced: { USD: invoiced, CAD: 0 },
  received: { USD: received, CAD: 0 },
});

describe("niceCeiling", () => {
  test("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(130)).toBe(200);
    expect(niceCeiling(4000)).toBe(5000);
    expect(niceCeiling(5001)).toBe(10000);
  });
});

test("month labels use the spec's abbreviations", () => {
  expect(monthLabel("2027-05-01")).toBe("May. 2027");
});

describe("chartGeometry", () => {
  test("the tallest bar reaches the round top of the axis; bars stand on the same baseline", () => {
    const g = chartGeometry([month("2027-01-01", 1000, 500), month("2027-02-01", 2000, 0)], "USD");
    expect(g.max).toBe(2000);
    const [jan, feb] = g.months;
    expect(feb!.bars[0]!.height).toBeCloseTo(2 * jan!.bars[0]!.height);
    expect(jan!.bars[1]!.height).toBeCloseTo(jan!.bars[0]!.height / 2);
    expect(feb!.bars[1]!.height).toBe(0);
    expect(new Set(g.months.flatMap((m) => m.bars.map((b) => b.y + b.height))).size).toBe(1);
  });

  test("another currency is charted on its own scale", () => {
    expect(chartGeometry([month("2027-01-01", 1000, 500)], "CAD").max).toBe(1);
  });
});

import { describe, expect, test } from "vitest";
import { dashboardPeriod, perCurrency } from "./dashboard-period";

describe("dashboardPeriod", () => {
  test("months and the year start at midnight in the business time zone", () => {
    const p = dashboardPeriod("2027-03-15", "America/Toronto");
    expect(p.month).toBe("2027-03-01");
    expect(p.monthStart.toISOString()).toBe("2027-03-01T05:00:00.000Z");
    // Daylight saving time starts on 2027-03-14: April begins at UTC-4.
    expect(p.nextMonthStart.toISOString()).toBe("2027-04-01T04:00:00.000Z");
    expect(p.yearStart.toISOString()).toBe("2027-01-01T05:00:00.000Z");
  });

  test("the chart covers the 12 months ending with the current one", () => {
    const p = dashboardPeriod("2027-01-31", "America/Toronto");
    expect(p.chartMonths).toHaveLength(12);
    expect(p.chartMonths[0]).toBe("2026-02-01");
    expect(p.chartMonths[11]).toBe("2027-01-01");
    expect(p.chartStart.toISOString()).toBe("2026-02-01T05:00:00.000Z");
  });
});

describe("perCurrency", () => {
  test("keeps USD and CAD apart and turns cents into dollars", () => {
    expect(
      perCurrency([
        { currency: "USD", cents: "123456" },
        { currency: "CAD", cents: 5 },
      ]),
    ).toEqual({ USD: 1234.56, CAD: 0.05 });
  });

  test("a currency with no rows is 0", () => {
    expect(perCurrency([])).toEqual({ USD: 0, CAD: 0 });
  });
});

import { describe, expect, test } from "vitest";
import { defaultPauseUntil, extendedLastFullBill, pauseUntilMonth, shiftedLastDayOfService } from "./plan-dates";

describe("the default pause-until and extend month: two months ahead, on day 1", () => {
  test.each([
    ["2026-03-15", "2026-05-01"],
    ["2026-11-30", "2027-01-01"],
    ["2026-12-31", "2027-02-01"],
    ["2024-02-29", "2024-04-01"],
    ["2026-01-31", "2026-03-01"],
  ])("on %s it is %s", (today, month) => {
    expect(defaultPauseUntil(today)).toBe(month);
  });
});

describe("pause until a month, or Indefinitely (2099)", () => {
  test("any day of the chosen month is stored as its 1st", () => {
    expect(pauseUntilMonth("2026-07-19")).toBe("2026-07-01");
  });
  test("any 2099 date is Indefinitely", () => {
    expect(pauseUntilMonth("2099-01-01")).toBe("2099-12-01");
  });
});

describe("extend", () => {
  test("to the chosen month and year", () => {
    expect(extendedLastFullBill("2027-06-15")).toBe("2027-06-01");
  });
  test("Ongoing is 2099", () => {
    expect(extendedLastFullBill("ongoing")).toBe("2099-12-01");
    expect(extendedLastFullBill("2099-03-01")).toBe("2099-12-01");
  });
});

describe("editing lastFullBill moves lastDayOfService by as many days, then to a month end", () => {
  test.each([
    // last day of service, old last full bill, new last full bill → new last day of service
    ["2026-01-31", "2026-01-01", "2026-02-01", "2026-02-28"],
    ["2024-01-31", "2024-01-01", "2024-02-01", "2024-02-29"],
    ["2024-02-29", "2024-02-01", "2024-03-01", "2024-03-31"],
    ["2024-03-31", "2024-03-01", "2024-02-01", "2024-02-29"],
    ["2025-02-28", "2025-02-01", "2024-02-01", "2024-02-29"],
    ["2024-02-29", "2024-02-01", "2025-02-01", "2025-02-28"],
    ["2026-12-31", "2026-12-01", "2027-01-01", "2027-01-31"],
    ["2027-01-31", "2027-01-01", "2026-12-01", "2026-12-31"],
    ["2026-04-30", "2026-04-01", "2026-05-01", "2026-05-31"],
    ["2026-05-31", "2026-05-01", "2026-06-01", "2026-06-30"],
    ["2026-08-31", "2026-08-01", "2099-12-01", "2099-12-31"],
    ["2099-12-31", "2099-12-01", "2026-09-01", "2026-09-30"],
    ["2026-03-31", "2026-03-01", "2026-03-01", "2026-03-31"],
  ])("%s with %s → %s is %s", (lastDay, oldBill, newBill, expected) => {
    expect(shiftedLastDayOfService(lastDay, oldBill, newBill)).toBe(expected);
  });

  test("a last day of service past the last full bill's month keeps its distance", () => {
    // Service runs a month beyond the last full bill: still a month beyond after the edit.
    expect(shiftedLastDayOfService("2026-04-30", "2026-03-01", "2026-06-01")).toBe("2026-07-31");
  });
});

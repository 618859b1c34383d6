import { describe, expect, test } from "vitest";
import { calendarDaysBetween, dateInWords, daysInWords } from "./dates-in-words";

describe("dates in words", () => {
  test.each([
    ["2026-12-01", "December 1, 2026"],
    ["2027-01-04", "January 4, 2027"],
    ["2028-02-29", "February 29, 2028"],
    ["2027-10-31", "October 31, 2027"],
    ["2026-05-07T10:00:00.000Z", "May 7, 2026"],
  ])("%s is %s", (date, words) => {
    expect(dateInWords(date)).toBe(words);
  });

  test.each([
    ["2026-12-01", "2026-12-25", 24],
    ["2026-12-01", "2026-12-01", 0],
    ["2026-12-31", "2027-01-01", 1],
    ["2027-03-01", "2027-03-15", 14],
    ["2028-02-01", "2028-03-01", 29],
  ])("from %s to %s is %i days", (from, to, days) => {
    expect(calendarDaysBetween(from, to)).toBe(days);
  });

  test("one day, many days", () => {
    expect(daysInWords(1)).toBe("1 day");
    expect(daysInWords(24)).toBe("24 days");
  });
});

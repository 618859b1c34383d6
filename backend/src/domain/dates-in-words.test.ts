import { expect, test } from "vitest";
import { dateInWords } from "./dates-in-words";

test("a day in words: month name, day without a leading zero, year", () => {
  expect(dateInWords("2026-12-01")).toBe("December 1, 2026");
  expect(dateInWords("2027-01-25")).toBe("January 25, 2027");
  expect(dateInWords("2026-05-07T10:00:00.000Z")).toBe("May 7, 2026");
});

import { describe, expect, test } from "vitest";
import {
  formatDate,
  formatSavedCard,
  formatExpiration,
  formatMoney,
  formatMoneyIn,
  formatNotificationDate,
  formatPercent,
  formatPhone,
  fullName,
} from "./format";

describe("formatDate", () => {
  test("shows 'Mon. DD, YYYY' with the spec's month abbreviations", () => {
    expect(formatDate("2026-01-05")).toBe("Jan. 05, 2026");
    expect(formatDate("2025-09-30T23:30:00.000Z")).toBe("Sep. 30, 2025");
    expect(formatDate(new Date(Date.UTC(2024, 4, 1)))).toBe("May. 01, 2024");
  });
  test("keeps the calendar date of a plain date whatever the time zone", () => {
    expect(formatDate("2026-12-31")).toBe("Dec. 31, 2026");
  });
  test("year 2099 means Ongoing", () => {
    expect(formatDate("2099-12-31")).toBe("Ongoing");
  });
  test("nothing to show stays empty", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

test("contract ends in 1900 are Non-Billable", () => {
  expect(formatExpiration("1900-01-01")).toBe("Non-Billable");
  expect(formatExpiration("2099-01-01")).toBe("Ongoing");
  expect(formatExpiration("2027-03-31")).toBe("Mar. 31, 2027");
});

test("notification dates: 2099 and 0001 are Ongoing, none when empty", () => {
  expect(formatNotificationDate("0001-01-01T00:00:00Z")).toBe("Ongoing");
  expect(formatNotificationDate("2099-12-31")).toBe("Ongoing");
  expect(formatNotificationDate(null)).toBe("none");
  expect(formatNotificationDate("2026-11-02")).toBe("Nov. 02, 2026");
});

describe("formatPhone", () => {
  test("ten digits become (xxx) xxx-xxxx however they were typed", () => {
    expect(formatPhone("4165550182")).toBe("(416) 555-0182");
    expect(formatPhone("416.555.0182")).toBe("(416) 555-0182");
  });
  test("a leading 1 is shown as +1", () => {
    expect(formatPhone("+1 416 555 0182")).toBe("+1 (416) 555-0182");
    expect(formatPhone("14165550182")).toBe("+1 (416) 555-0182");
  });
  test("numbers of another shape are left as typed", () => {
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatPhone("")).toBe("");
  });
});

test("money shows a dollar sign, thousands separators and two decimals", () => {
  expect(formatMoney(1234.5)).toBe("$1,234.50");
  expect(formatMoney(0)).toBe("$0.00");
  expect(formatMoney(-12)).toBe("-$12.00");
  expect(formatMoney(1_000_000)).toBe("$1,000,000.00");
});

test("money where USD and CAD meet carries its currency", () => {
  expect(formatMoneyIn(1394.99, "CAD")).toBe("$1,394.99 CAD");
  expect(formatMoneyIn(261, "USD")).toBe("$261.00 USD");
});

test.each([
  [13, "13%"],
  [14.975, "14.975%"],
  [14.98, "14.98%"],
  [0, "0%"],
  [5.0001, "5%"],
])("the rate %s shows as %s", (rate, shown) => {
  expect(formatPercent(rate)).toBe(shown);
});

test("full names skip missing parts", () => {
  expect(fullName("Maya", "Lopez")).toBe("Maya Lopez");
  expect(fullName("Maya", "")).toBe("Maya");
});

test("a saved card: brand in words, last four, expiry month and year", () => {
  expect(formatSavedCard({ brand: "visa", last4: "4242", expMonth: 11, expYear: 2031 })).toBe(
    "Visa ending 4242, expires 11/2031",
  );
  expect(formatSavedCard({ brand: "amex", last4: "0005", expMonth: 3, expYear: 2030 })).toBe(
    "American Express ending 0005, expires 03/2030",
  );
  expect(formatSavedCard({ brand: "unknown", last4: "1111", expMonth: 1, expYear: 2029 })).toBe(
    "Card ending 1111, expires 01/2029",
  );
});

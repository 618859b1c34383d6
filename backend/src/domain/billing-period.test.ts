import { describe, expect, test } from "vitest";
import {
  addBillingMonths,
  billingMonthOf,
  billingMonthsBetween,
  billsInMonth,
  businessDate,
  invoiceDueDate,
  invoiceIssueDate,
  isPastDue,
  lastDayOfService,
  latestIssuedBillingMonth,
  monthAndYear,
  monthNameOf,
  newInvoiceDueDate,
  ONGOING_LAST_FULL_BILL,
} from "./billing-period";

describe("the invoice of a billing month", () => {
  test.each([
    // billing month, issued on, due on
    ["2026-04-01", "2026-03-25", "2026-04-01"],
    ["2026-01-01", "2025-12-25", "2026-01-01"],
    ["2026-03-01", "2026-02-25", "2026-03-01"],
    ["2024-03-01", "2024-02-25", "2024-03-01"],
  ])("%s is issued on %s and due on %s", (month, issued, due) => {
    expect(invoiceIssueDate(month)).toBe(issued);
    expect(invoiceDueDate(month)).toBe(due);
  });

  test("any date of the month names the same billing month", () => {
    expect(billingMonthOf("2026-02-28")).toBe("2026-02-01");
    expect(invoiceIssueDate("2026-04-17")).toBe("2026-03-25");
    expect(invoiceDueDate("2026-04-30")).toBe("2026-04-01");
  });
});

describe("latestIssuedBillingMonth", () => {
  test.each([
    ["2026-03-01", "2026-03-01"],
    ["2026-03-24", "2026-03-01"],
    ["2026-03-25", "2026-04-01"], // issued on the 25th
    ["2026-03-31", "2026-04-01"],
    ["2025-12-27", "2026-01-01"], // across the year
    ["2024-02-29", "2024-03-01"],
  ])("on %s the latest issued month is %s", (today, month) => {
    expect(latestIssuedBillingMonth(today)).toBe(month);
  });
});

describe("isPastDue", () => {
  test("unpaid after the due date is overdue; on the due date it is not yet", () => {
    expect(isPastDue("2026-04-01", "2026-03-31")).toBe(false);
    expect(isPastDue("2026-04-01", "2026-04-01")).toBe(false);
    expect(isPastDue("2026-04-01", "2026-04-02")).toBe(true);
  });
});

describe("plan dates", () => {
  test("the last day of service is the end of the last full bill's month", () => {
    expect(lastDayOfService("2026-02-01")).toBe("2026-02-28");
    expect(lastDayOfService("2024-02-01")).toBe("2024-02-29");
    expect(lastDayOfService("2026-12-01")).toBe("2026-12-31");
    expect(lastDayOfService(ONGOING_LAST_FULL_BILL)).toBe("2099-12-31");
  });

  test("a new invoice is due the next day", () => {
    expect(newInvoiceDueDate("2026-03-31")).toBe("2026-04-01");
    expect(newInvoiceDueDate("2025-12-31")).toBe("2026-01-01");
  });

  test("months add across years", () => {
    expect(addBillingMonths("2025-11-01", 3)).toBe("2026-02-01");
    expect(addBillingMonths("2026-01-31", -1)).toBe("2025-12-01");
    expect(billingMonthsBetween("2025-11-01", "2026-02-01")).toEqual(["2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01"]);
    expect(billingMonthsBetween("2026-02-01", "2026-01-01")).toEqual([]);
  });
});

describe("billsInMonth", () => {
  const plan = { fullBillingStart: "2026-01-01", lastFullBill: "2026-06-01" };
  test.each([
    ["2025-12-01", false], // before the start
    ["2026-01-01", true],
    ["2026-06-01", true],
    ["2026-07-01", false], // after the last full bill
  ])("a January–June plan bills %s: %s", (month, bills) => {
    expect(billsInMonth(plan, month)).toBe(bills);
  });

  test("a pause skips its months; billing resumes on the 1st of the pause-until month", () => {
    const paused = { ...plan, pause: { from: "2026-03-01", until: "2026-05-01" } };
    expect(["2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01"].map((m) => billsInMonth(paused, m))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  test("an ongoing plan paused indefinitely never bills again", () => {
    const ongoing = {
      fullBillingStart: "2026-01-01",
      lastFullBill: ONGOING_LAST_FULL_BILL,
      pause: { from: "2026-03-01", until: ONGOING_LAST_FULL_BILL },
    };
    expect(billsInMonth(ongoing, "2026-02-01")).toBe(true);
    expect(billsInMonth(ongoing, "2030-01-01")).toBe(false);
  });
});

describe("businessDate", () => {
  test("the calendar date in the business's time zone, not UTC's", () => {
    expect(businessDate(new Date("2026-03-25T03:30:00Z"), "America/Toronto")).toBe("2026-03-24");
    expect(businessDate(new Date("2026-03-25T04:30:00Z"), "America/Toronto")).toBe("2026-03-25");
    expect(businessDate(new Date("2026-03-25T03:30:00Z"), "UTC")).toBe("2026-03-25");
  });

  test("asked again within one minute, across local midnight, and the same minute in another zone", () => {
    expect(businessDate(new Date("2026-03-25T03:59:30Z"), "America/Toronto")).toBe("2026-03-24");
    expect(businessDate(new Date("2026-03-25T03:59:59.999Z"), "America/Toronto")).toBe("2026-03-24");
    expect(businessDate(new Date("2026-03-25T04:00:00Z"), "America/Toronto")).toBe("2026-03-25");
    expect(businessDate(new Date("2026-03-25T04:00:10Z"), "America/Vancouver")).toBe("2026-03-24");
    expect(businessDate(new Date("2026-03-25T04:00:20Z"), "America/Toronto")).toBe("2026-03-25");
  });

  test("a zone whose midnight fell inside a UTC minute (Monrovia, 44 min 30 s behind UTC in 1960)", () => {
    expect(businessDate(new Date("1960-06-02T00:44:00Z"), "Africa/Monrovia")).toBe("1960-06-01");
    expect(businessDate(new Date("1960-06-02T00:44:40Z"), "Africa/Monrovia")).toBe("1960-06-02");
    expect(businessDate(new Date("1960-06-02T00:44:10Z"), "Africa/Monrovia")).toBe("1960-06-01");
  });
});

describe("month names", () => {
  test("as invoices name them", () => {
    expect(monthAndYear("2026-03-01")).toBe("March 2026");
    expect(monthNameOf("2025-12-01")).toBe("December");
  });
});

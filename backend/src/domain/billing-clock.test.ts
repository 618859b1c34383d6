import { describe, expect, test } from "vitest";
import { businessDate, latestIssuedBillingMonth } from "./billing-period";
import {
  chargeAttemptDue,
  chargeIdempotencyKey,
  monthsToIssue,
  nextRetryOn,
  pauseEnded,
  planExpired,
  reminderDue,
} from "./billing-clock";

const plan = { fullBillingStart: "2026-01-01", lastFullBill: "2099-12-01", billsFrom: null, lastInvoicedMonth: null };

describe("monthsToIssue", () => {
  test.each([
    // date, plan overrides, months
    ["2026-01-24", {}, ["2026-01-01"]],
    ["2025-12-24", {}, []],
    ["2025-12-25", {}, ["2026-01-01"]],
    ["2026-01-25", { lastInvoicedMonth: "2026-01-01" }, ["2026-02-01"]],
    ["2026-01-26", { lastInvoicedMonth: "2026-02-01" }, []],
    // Server down from the 25th of January to the 3rd of March: both months caught up.
    ["2026-03-03", { lastInvoicedMonth: "2026-01-01" }, ["2026-02-01", "2026-03-01"]],
    // Signed on the 27th for next month.
    ["2026-02-27", { fullBillingStart: "2026-03-01" }, ["2026-03-01"]],
    // Never before fullBillingStart, never after lastFullBill.
    ["2026-06-30", { fullBillingStart: "2026-05-01", lastFullBill: "2026-06-01" }, ["2026-05-01", "2026-06-01"]],
    // A resumed plan never reaches into its pause.
    ["2026-07-25", { lastInvoicedMonth: "2026-04-01", billsFrom: "2026-08-01" }, ["2026-08-01"]],
    // Month ends: 31 January, 28 and 29 February, 31 December.
    ["2026-01-31", { lastInvoicedMonth: "2026-01-01" }, ["2026-02-01"]],
    ["2028-02-29", { lastInvoicedMonth: "2028-02-01" }, ["2028-03-01"]],
    ["2026-12-31", { lastInvoicedMonth: "2026-12-01" }, ["2027-01-01"]],
  ] as const)("on %s with %j: %j", (date, overrides, months) => {
    expect(monthsToIssue({ ...plan, ...overrides }, date)).toEqual(months);
  });
});

describe("latest issued month around the 25th and month ends", () => {
  test.each([
    ["2026-02-24", "2026-02-01"],
    ["2026-02-25", "2026-03-01"],
    ["2028-02-29", "2028-03-01"],
    ["2026-12-25", "2027-01-01"],
  ])("%s → %s", (date, month) => expect(latestIssuedBillingMonth(date)).toBe(month));
});

describe("the business date of an instant", () => {
  test.each([
    // 23:30 on the 24th in Toronto (EDT, UTC−4) is already the 25th in UTC: still the 24th for the business.
    ["2026-06-25T03:30:00Z", "America/Toronto", "2026-06-24"],
    ["2026-06-25T04:00:00Z", "America/Toronto", "2026-06-25"],
    // Vancouver (PDT, UTC−7) at 23:30 on the 24th.
    ["2026-06-25T06:30:00Z", "America/Vancouver", "2026-06-24"],
    ["2026-06-25T07:00:00Z", "America/Vancouver", "2026-06-25"],
    // Winter (EST UTC−5, PST UTC−8).
    ["2026-01-25T04:30:00Z", "America/Toronto", "2026-01-24"],
    ["2026-01-25T07:30:00Z", "America/Vancouver", "2026-01-24"],
    ["2026-01-25T08:00:00Z", "America/Vancouver", "2026-01-25"],
    // DST starts 2026-03-08 02:00 and ends 2026-11-01 02:00 in Toronto: the calendar day is unbroken.
    ["2026-03-08T04:59:00Z", "America/Toronto", "2026-03-07"],
    ["2026-03-08T05:00:00Z", "America/Toronto", "2026-03-08"],
    ["2026-03-09T03:59:00Z", "America/Toronto", "2026-03-08"],
    ["2026-11-01T03:59:00Z", "America/Toronto", "2026-10-31"],
    ["2026-11-02T04:59:00Z", "America/Toronto", "2026-11-01"],
    ["2026-11-02T05:00:00Z", "America/Toronto", "2026-11-02"],
    // Feb 29 of a leap year at 23:30 in Toronto.
    ["2028-03-01T04:30:00Z", "America/Toronto", "2028-02-29"],
  ])("%s in %s is %s", (instant, zone, date) => expect(businessDate(new Date(instant), zone)).toBe(date));
});

describe("pauses and expiry", () => {
  test.each([
    [null, "2026-07-25", false],
    ["2099-12-01", "2098-12-31", false],
    ["2026-08-01", "2026-07-24", false],
    ["2026-08-01", "2026-07-25", true],
    ["2026-08-01", "2026-09-03", true],
  ] as const)("pause until %s on %s: ended %s", (until, date, ended) => expect(pauseEnded(until, date)).toBe(ended));

  test.each([
    ["2026-06-30", "2026-06-30", false],
    ["2026-06-30", "2026-07-01", true],
    ["2099-12-31", "2099-12-31", false],
    ["2099-12-31", "2100-01-01", false],
  ])("last day %s on %s: expired %s", (last, date, expired) => expect(planExpired(last, date)).toBe(expired));
});

describe("charge attempts: the 1st, then 3 and 7 days after the first", () => {
  const failed = (attemptNumber: number, attemptedOn: string) => ({ attemptNumber, attemptedOn, status: "failed" as const });
  test.each([
    [[], "2026-03-31", null],
    [[], "2026-04-01", 1],
    [[], "2026-04-05", 1],
    [[failed(1, "2026-04-01")], "2026-04-03", null],
    [[failed(1, "2026-04-01")], "2026-04-04", 2],
    [[failed(1, "2026-04-01"), failed(2, "2026-04-04")], "2026-04-07", null],
    [[failed(1, "2026-04-01"), failed(2, "2026-04-04")], "2026-04-08", 3],
    // A late first attempt moves its retries with it.
    [[failed(1, "2026-04-02")], "2026-04-04", null],
    [[failed(1, "2026-04-01"), failed(2, "2026-04-04"), failed(3, "2026-04-08")], "2026-04-30", null],
    [[{ attemptNumber: 1, attemptedOn: "2026-04-01", status: "succeeded" as const }], "2026-04-08", null],
    [[{ attemptNumber: 1, attemptedOn: "2026-04-01", status: "pending" as const }], "2026-04-08", null],
    // A late run made attempt 2 on the 8th: attempt 3's day (the 8th) moves to the day after, not the same day.
    [[failed(1, "2026-04-01"), failed(2, "2026-04-08")], "2026-04-08", null],
    [[failed(1, "2026-04-01"), failed(2, "2026-04-08")], "2026-04-09", 3],
    // Staff charged after the schedule: the clock makes no more.
    [[failed(1, "2026-04-01"), failed(2, "2026-04-04"), failed(3, "2026-04-08"), failed(4, "2026-04-20")], "2026-05-30", null],
  ] as const)("%j on %s → %s", (attempts, date, next) => expect(chargeAttemptDue("2026-04-01", attempts, date)).toBe(next));

  test.each([
    [[failed(1, "2026-04-01")], 1, "2026-04-04"],
    [[failed(1, "2026-04-01"), failed(2, "2026-04-04")], 2, "2026-04-08"],
    [[failed(1, "2026-04-01"), failed(2, "2026-04-04"), failed(3, "2026-04-08")], 3, null],
    [[failed(1, "2026-04-01"), failed(2, "2026-04-08")], 2, "2026-04-09"],
    [[failed(1, "2026-04-06")], 1, "2026-04-09"],
    [[{ attemptNumber: 1, attemptedOn: "2026-04-01", status: "succeeded" as const }], 1, null],
    [[{ attemptNumber: 1, attemptedOn: "2026-04-01", status: "pending" as const }], 1, null],
    [[failed(1, "2026-04-01")], 2, null],
  ] as const)("next retry after %j's attempt %s: %s", (attempts, n, day) => expect(nextRetryOn(attempts, n)).toBe(day));

  test("keys are the invoice and the attempt", () => expect(chargeIdempotencyKey(42, 2)).toBe("coachhub-invoice-42-attempt-2"));
});

describe("reminders on day 3, 7, 14 after due", () => {
  test.each([
    [[], "2026-04-03", null],
    [[], "2026-04-04", 3],
    [[3], "2026-04-07", null],
    [[3], "2026-04-08", 7],
    [[3, 7], "2026-04-15", 14],
    [[3, 7, 14], "2026-05-30", null],
    // A late run sends only the latest reminder due.
    [[], "2026-04-20", 14],
    [[14], "2026-04-20", null],
  ] as const)("sent %j on %s → %s", (sent, date, day) => expect(reminderDue("2026-04-01", sent, date)).toBe(day));
});

import { describe, expect, test } from "vitest";
import { isPayoutReport, payoutOperation, payoutParam, payoutRunChangesData } from "./payout-runs";

const operation = (value: string) => [{ name: "@Operation", value }];

describe("payout report runs (docs/decisions/0272)", () => {
  test("the operation is 1 when blank or missing, 2 when asked, and unknown otherwise", () => {
    expect(payoutOperation([])).toBe(1);
    expect(payoutOperation(operation(" "))).toBe(1);
    expect(payoutOperation(operation("1"))).toBe(1);
    expect(payoutOperation(operation(" 2 "))).toBe(2);
    expect(payoutOperation([{ name: "operation", value: "2" }])).toBe(2);
    expect(payoutOperation(operation("3"))).toBeNull();
  });

  test("parameters are found by sqlParamName whatever the '@', case and spaces", () => {
    const params = [{ name: "Start Date", value: " 2026-10-01 " }];
    expect(payoutParam(params, "@StartDate")).toBe("2026-10-01");
    expect(payoutParam(params, "@EndDate")).toBe("");
  });

  test("every run of report 9 changes data, whatever its operation", () => {
    expect(payoutRunChangesData(9, operation("1"))).toBe(true);
    expect(payoutRunChangesData(9, operation("2"))).toBe(true);
  });

  test("report 11 changes data except in its history (operation 2); an unknown operation is not a read", () => {
    expect(payoutRunChangesData(11, [])).toBe(true);
    expect(payoutRunChangesData(11, operation("1"))).toBe(true);
    expect(payoutRunChangesData(11, operation("2"))).toBe(false);
    expect(payoutRunChangesData(11, operation("3"))).toBe(true);
  });

  test("other reports only read", () => {
    expect(payoutRunChangesData(1, operation("1"))).toBe(false);
    expect(isPayoutReport(9)).toBe(true);
    expect(isPayoutReport(11)).toBe(true);
    expect(isPayoutReport(10)).toBe(false);
  });
});

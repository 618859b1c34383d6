import { describe, expect, test } from "vitest";
import { acceptedInvoiceChange, pickRequestedInvoice, requestedMonth, requestYears, VOID_REFUSED_PAID } from "./client-request";

const invoice = (id: number, values: Partial<Parameters<typeof pickRequestedInvoice>[0][number]> = {}) => ({
  id,
  billingMonth: "2027-03-01" as string | null,
  dueDate: "2027-03-01",
  totalCents: 30_000,
  invoiceStatusId: 3,
  isVoid: false,
  ...values,
});

describe("pickRequestedInvoice", () => {
  test.each([
    ["the month's plan invoice", [invoice(1), invoice(2, { billingMonth: "2027-04-01", dueDate: "2027-04-01" })], 30_000, 1],
    ["a manual invoice due that month", [invoice(3, { billingMonth: null, dueDate: "2027-03-20" })], null, 3],
    ["not a manual invoice due another month", [invoice(4, { billingMonth: null, dueDate: "2027-04-01" })], null, null],
    ["not a void one", [invoice(5, { isVoid: true }), invoice(6, { billingMonth: null, dueDate: "2027-03-09" })], null, 6],
    ["not a paid one", [invoice(13, { invoiceStatusId: 5 })], null, null],
    ["a partly paid one", [invoice(14, { invoiceStatusId: 6 })], null, 14],
    ["the amount asked for", [invoice(7), invoice(8, { totalCents: 12_345 })], 12_345, 8],
    ["the plan invoice before a manual one", [invoice(9), invoice(10, { billingMonth: null })], null, 9],
    ["the newest of equals", [invoice(11), invoice(12)], null, 12],
    ["none", [], 100, null],
  ])("%s", (_what, candidates, amount, expected) => {
    expect(pickRequestedInvoice(candidates, "2027-03-01", amount)?.id ?? null).toBe(expected);
  });
});

test("requestedMonth and requestYears", () => {
  expect(requestedMonth("March", 2027)).toBe("2027-03-01");
  expect(requestedMonth("December", 2099)).toBe("2099-12-01");
  expect(requestedMonth("Marchember", 2027)).toBeNull();
  const years = requestYears("2026-01-05");
  expect([years[0], years.at(-1), years.length]).toEqual([2026, 2099, 74]);
});

describe("acceptedInvoiceChange", () => {
  const open = { invoiceStatusId: 3, isVoid: false, autoPayStopped: false, remindersPaused: false };
  test("stop auto-payment and pause reminders set their flag once", () => {
    expect(acceptedInvoiceChange("Stop Auto-Payment Collection", open, [])).toEqual({ change: { autoPayStopped: true } });
    expect(acceptedInvoiceChange("Pause Reminder Notifications", open, [])).toEqual({ change: { remindersPaused: true } });
    expect(acceptedInvoiceChange("Stop Auto-Payment Collection", { ...open, autoPayStopped: true }, [])).toEqual({ change: {} });
  });
  test("void: status 7 and isVoid, unless a payment that is not void stands", () => {
    expect(acceptedInvoiceChange("Void Invoice", open, [])).toEqual({ change: { isVoid: true, invoiceStatusId: 7 } });
    expect(acceptedInvoiceChange("Void Invoice", open, [{ amountCents: 100, isVoid: true }])).toEqual({
      change: { isVoid: true, invoiceStatusId: 7 },
    });
    expect(acceptedInvoiceChange("Void Invoice", open, [{ amountCents: 100 }])).toEqual({ refusal: VOID_REFUSED_PAID });
    expect(acceptedInvoiceChange("Void Invoice", open, [{ amountCents: 0 }])).toEqual({ refusal: VOID_REFUSED_PAID });
    expect(acceptedInvoiceChange("Void Invoice", open, [{ amountCents: -100, isRefund: true }])).toEqual({
      refusal: VOID_REFUSED_PAID,
    });
    expect(acceptedInvoiceChange("Void Invoice", { ...open, isVoid: true, invoiceStatusId: 7 }, [])).toEqual({ change: {} });
  });
});

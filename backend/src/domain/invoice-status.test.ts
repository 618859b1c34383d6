import { describe, expect, test } from "vitest";
import {
  amountPaidCents,
  INVOICE_STATUS,
  invoiceBalanceCents,
  invoiceStatus,
  refundableCents,
  refundableOfPaymentCents,
  refundTargetOf,
  statusAfterPayments,
} from "./invoice-status";

describe("amountPaidCents", () => {
  test("counts non-void payments; refunds do not reduce it", () => {
    expect(
      amountPaidCents([
        { amountCents: 40000, isVoid: true }, // returned NSF
        { amountCents: 40000 },
        { amountCents: -10000, isRefund: true },
      ]),
    ).toBe(40000);
    expect(amountPaidCents([])).toBe(0);
  });
});

describe("invoiceStatus", () => {
  const invoice = { totalCents: 40000, paidCents: 0, isVoid: false, dueDate: "2026-04-01", autoCharge: false };
  test.each([
    ["sent, before the due date", {}, "2026-03-27", INVOICE_STATUS.sentToClient],
    ["auto-charge, waiting for the card on the 1st", { autoCharge: true }, "2026-03-27", INVOICE_STATUS.sentToStripe],
    ["unpaid on the due date: not overdue yet", {}, "2026-04-01", INVOICE_STATUS.sentToClient],
    ["unpaid after the due date", {}, "2026-04-02", INVOICE_STATUS.overdue],
    ["auto-charge declined, after the due date", { autoCharge: true }, "2026-04-02", INVOICE_STATUS.overdue],
    ["paid in full", { paidCents: 40000 }, "2026-04-10", INVOICE_STATUS.paid],
    ["paid in part, overdue or not", { paidCents: 20000 }, "2026-04-10", INVOICE_STATUS.partiallyPaid],
    ["paid in part before the due date", { paidCents: 20000 }, "2026-03-27", INVOICE_STATUS.partiallyPaid],
    ["void, whatever was paid", { isVoid: true, paidCents: 40000 }, "2026-04-10", INVOICE_STATUS.void],
  ] as const)("%s", (_, change, today, status) => {
    expect(invoiceStatus({ ...invoice, ...change }, today)).toBe(status);
  });
});

describe("invoiceBalanceCents", () => {
  test("total less non-void, non-refund payments in the invoice's currency", () => {
    const payments = [
      { amountCents: 10000, currency: "USD" },
      { amountCents: 5000, currency: "USD", isVoid: true },
      { amountCents: -2000, currency: "USD", isRefund: true },
      { amountCents: 7000, currency: "CAD" },
    ];
    expect(invoiceBalanceCents(40000, "USD", payments)).toBe(30000);
    expect(invoiceBalanceCents(40000, "CAD", payments)).toBe(33000);
    expect(invoiceBalanceCents(40000, "USD", [])).toBe(40000);
    expect(invoiceBalanceCents(100, "USD", [{ amountCents: 200, currency: "USD" }])).toBe(0);
  });
});

describe("statusAfterPayments", () => {
  const invoice = { totalCents: 40000, paidCents: 0, isVoid: false, dueDate: "2026-04-01", autoCharge: false };
  test.each([
    ["paid in full", INVOICE_STATUS.sentToClient, { paidCents: 40000 }, INVOICE_STATUS.paid],
    ["paid in part", INVOICE_STATUS.overdue, { paidCents: 100 }, INVOICE_STATUS.partiallyPaid],
    ["nothing paid keeps its waiting status", INVOICE_STATUS.sentToStripe, {}, INVOICE_STATUS.sentToStripe],
    ["a voided payment takes Paid back to the date's status", INVOICE_STATUS.paid, {}, INVOICE_STATUS.overdue],
    ["void stays void", INVOICE_STATUS.void, { paidCents: 40000 }, INVOICE_STATUS.void],
  ] as const)("%s", (_, current, change, status) => {
    expect(statusAfterPayments(current, { ...invoice, ...change }, "2026-04-10")).toBe(status);
  });
});

describe("refundable amounts", () => {
  const payments = [
    { id: 1, amountCents: 10000 },
    { id: 2, amountCents: 5000 },
    { id: 3, amountCents: -3000, isRefund: true, refundOfPaymentId: 1 },
    { id: 4, amountCents: -1000, isRefund: true, refundOfPaymentId: 1, isVoid: true },
    { id: 5, amountCents: 8000, isVoid: true },
  ];
  test("of a payment: its amount less its non-void refunds", () => {
    expect(refundableOfPaymentCents(payments, 1)).toBe(7000);
    expect(refundableOfPaymentCents(payments, 2)).toBe(5000);
    expect(refundableOfPaymentCents(payments, 5)).toBe(0);
    expect(refundableOfPaymentCents(payments, 3)).toBe(0);
  });
  test("of an invoice: paid less refunded", () => {
    expect(refundableCents(payments)).toBe(12000);
    expect(refundableCents([])).toBe(0);
  });
});

describe("refundTargetOf", () => {
  const payments = [
    { id: 1, amountCents: 5000 },
    { id: 2, amountCents: 5000 },
    { id: 3, amountCents: -3000, isRefund: true, refundOfPaymentId: 1 },
  ];
  test("the named payment, within what it and the invoice have left", () => {
    expect(refundTargetOf(payments, 1, 2000)).toEqual({ payment: payments[0] });
    expect(refundTargetOf(payments, 1, 2001)).toEqual({ atMostCents: 2000 });
    expect(refundTargetOf(payments, 3, 100)).toEqual({ notThisInvoices: true });
  });
  test("unnamed: the latest payment that covers it; none covering is refused, never unlinked", () => {
    expect(refundTargetOf(payments, null, 4000)).toEqual({ payment: payments[1] });
    expect(refundTargetOf(payments, null, 6000)).toEqual({ atMostCents: 5000 });
  });
});

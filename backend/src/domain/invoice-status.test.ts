import { describe, expect, test } from "vitest";
import { amountPaidCents, INVOICE_STATUS, invoiceStatus } from "./invoice-status";

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

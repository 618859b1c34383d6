import { expect, test } from "vitest";
import { paymentStatusOf } from "./payment-status";

test.each([
  ["no invoice", undefined, ""],
  ["a latest invoice with a paid date", { paidOn: new Date("2026-03-02T15:00:00Z") }, "Paid"],
  ["a latest invoice without one", { paidOn: null }, "Unpaid"],
])("%s → %j", (_, invoice, status) => {
  expect(paymentStatusOf(invoice)).toBe(status);
});

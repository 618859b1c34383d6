import { describe, expect, test } from "vitest";
import { CHARGE_TYPE, isAutoCharge, isCardPayment, PAYMENT_TYPE, paymentTypesForCurrency } from "./payment-methods";

test("card methods are the two credit card types", () => {
  expect(Object.values(PAYMENT_TYPE).filter(isCardPayment)).toEqual([PAYMENT_TYPE.creditCardUsa, PAYMENT_TYPE.creditCardCanada]);
});

test("auto-charge needs a card and charge type 2", () => {
  expect(isAutoCharge(PAYMENT_TYPE.creditCardUsa, CHARGE_TYPE.autoCharge)).toBe(true);
  expect(isAutoCharge(PAYMENT_TYPE.creditCardCanada, CHARGE_TYPE.sendInvoice)).toBe(false);
  expect(isAutoCharge(PAYMENT_TYPE.check, CHARGE_TYPE.autoCharge)).toBe(false);
});

describe("paymentTypesForCurrency", () => {
  const types = [
    { id: 1, name: "Credit Card USA", description: "USA" },
    { id: 2, name: "Credit Card Canada", description: "CAN" },
    { id: 3, name: "Check", description: "" },
    { id: 6, name: "E-Transfer", description: "CAN" },
    { id: 7, name: "ACH", description: "USA" },
  ];
  test("USD leaves out the methods described CAN; the last offered is the default", () => {
    expect(paymentTypesForCurrency(types, "USD").map((t) => t.id)).toEqual([1, 3, 7]);
  });
  test("CAD leaves out the methods described USA", () => {
    expect(paymentTypesForCurrency(types, "CAD").map((t) => t.id)).toEqual([2, 3, 6]);
  });
});

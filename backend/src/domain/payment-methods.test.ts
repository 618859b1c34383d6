import { expect, test } from "vitest";
import { CHARGE_TYPE, isAutoCharge, isCardPayment, PAYMENT_TYPE } from "./payment-methods";

test("card methods are the two credit card types", () => {
  expect(Object.values(PAYMENT_TYPE).filter(isCardPayment)).toEqual([PAYMENT_TYPE.creditCardUsa, PAYMENT_TYPE.creditCardCanada]);
});

test("auto-charge needs a card and charge type 2", () => {
  expect(isAutoCharge(PAYMENT_TYPE.creditCardUsa, CHARGE_TYPE.autoCharge)).toBe(true);
  expect(isAutoCharge(PAYMENT_TYPE.creditCardCanada, CHARGE_TYPE.sendInvoice)).toBe(false);
  expect(isAutoCharge(PAYMENT_TYPE.check, CHARGE_TYPE.autoCharge)).toBe(false);
});

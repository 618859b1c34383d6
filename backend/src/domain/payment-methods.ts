/**
 * Payment methods (payment_types) and card charge types (credit_card_charge_types) of the reference data
 * (ADR 0004). Ids are part of the contract: never renumber.
 */
export const PAYMENT_TYPE = {
  creditCardUsa: 1,
  creditCardCanada: 2,
  check: 3,
  cash: 4,
  proBono: 5,
  eTransfer: 6,
  ach: 7,
} as const;

export const CARD_PAYMENT_TYPES: readonly number[] = [PAYMENT_TYPE.creditCardUsa, PAYMENT_TYPE.creditCardCanada];

export const CHARGE_TYPE = { sendInvoice: 1, autoCharge: 2, manual: 3 } as const;

/** Card methods pay the merchant fee and are charged through the payment provider. */
export function isCardPayment(paymentTypeId: number): boolean {
  return CARD_PAYMENT_TYPES.includes(paymentTypeId);
}

/** An auto-charge plan: a card method with charge type 2, charged on the due date (design §5). */
export function isAutoCharge(paymentTypeId: number, chargeTypeId: number): boolean {
  return isCardPayment(paymentTypeId) && chargeTypeId === CHARGE_TYPE.autoCharge;
}

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

/** The payment methods' names (the reference data's payment_types.name; 5 shows as Pro-Bono, billing spec §2). */
export const PAYMENT_METHOD_NAMES: Record<number, string> = {
  [PAYMENT_TYPE.creditCardUsa]: "Credit Card USA",
  [PAYMENT_TYPE.creditCardCanada]: "Credit Card Canada",
  [PAYMENT_TYPE.check]: "Check",
  [PAYMENT_TYPE.cash]: "Cash",
  [PAYMENT_TYPE.proBono]: "Pro-Bono",
  [PAYMENT_TYPE.eTransfer]: "E-Transfer",
  [PAYMENT_TYPE.ach]: "ACH",
};

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

/** Billing spec §2: charge type 1 shows Send Invoice, 2 Auto-charge, anything else Manual. */
export function chargeTypeLabel(chargeTypeId: number | null | undefined): string {
  if (chargeTypeId === CHARGE_TYPE.sendInvoice) return "Send Invoice";
  if (chargeTypeId === CHARGE_TYPE.autoCharge) return "Auto-charge";
  return "Manual";
}

export interface PaymentTypeOption {
  id: number;
  name: string;
  /** 'USA' → USD only, 'CAN' → CAD only, '' → both (the reference data's payment_types.description). */
  description: string;
}

/**
 * The payment types offered for an invoice's currency (billing spec §5): USD leaves out the methods
 * described CAN, CAD those described USA. The last one offered is the form's default.
 */
export function paymentTypesForCurrency<T extends PaymentTypeOption>(types: readonly T[], currency: string): T[] {
  const excluded = currency === "CAD" ? "USA" : "CAN";
  return types.filter((t) => t.description.trim().toUpperCase() !== excluded);
}

import { billingMonthOf, type IsoDate } from "./billing-period";
import { CHARGE_TYPE, isAutoCharge, PAYMENT_TYPE } from "./payment-methods";

/** The terms of a new agreement that must agree with each other (POST /billingPlan, docs/decisions/0146). */
export interface PlanTerms {
  paymentMethodId: number;
  creditCardChargeTypeId: number;
  chargeCurrency: "USD" | "CAD";
  firstDayOfService: IsoDate;
  fullBillingStart: IsoDate;
  lastFullBill: IsoDate;
  lastDayOfService: IsoDate;
  affiliateRateCents: number;
}

export const PRO_BONO_NO_EXTEND = "A Pro-Bono billing plan cannot be extended.";
export const LAST_FULL_BILL_BEFORE_START = "The last full bill cannot be before the full billing start.";
export const SERVICE_ENDS_BEFORE_START = "The last day of service cannot be before the first day of service.";
export const CARD_USA_IN_USD = "A Credit Card USA plan is charged in USD.";
export const CARD_CANADA_IN_CAD = "A Credit Card Canada plan is charged in CAD.";
export const AUTO_CHARGE_NEEDS_CARD = "Auto-charge needs a credit card payment method.";
export const POSITIVE_RATE = "Please enter a positive affiliate rate.";

/** Why the terms do not hold together (a 400 message), or null. */
export function planTermsProblem(t: PlanTerms): string | null {
  if (billingMonthOf(t.lastFullBill) < billingMonthOf(t.fullBillingStart)) return LAST_FULL_BILL_BEFORE_START;
  if (t.lastDayOfService < t.firstDayOfService) return SERVICE_ENDS_BEFORE_START;
  return paymentTermsProblem(t);
}

/** The money terms a plan and the fee calculator (POST /billingPlan/fees) share. */
export type PaymentTerms = Pick<
  PlanTerms,
  "paymentMethodId" | "creditCardChargeTypeId" | "chargeCurrency" | "affiliateRateCents"
>;

/** Why the payment method, charge type, currency and rate do not hold together (a 400 message), or null. */
export function paymentTermsProblem(t: PaymentTerms): string | null {
  if (t.paymentMethodId === PAYMENT_TYPE.creditCardUsa && t.chargeCurrency !== "USD") return CARD_USA_IN_USD;
  if (t.paymentMethodId === PAYMENT_TYPE.creditCardCanada && t.chargeCurrency !== "CAD") return CARD_CANADA_IN_CAD;
  if (t.creditCardChargeTypeId === CHARGE_TYPE.autoCharge && !isAutoCharge(t.paymentMethodId, t.creditCardChargeTypeId))
    return AUTO_CHARGE_NEEDS_CARD;
  const free = t.paymentMethodId === PAYMENT_TYPE.proBono;
  if (free ? t.affiliateRateCents < 0 : t.affiliateRateCents <= 0) return POSITIVE_RATE;
  return null;
}

/** Moving lastFullBill later is an extension, which a Pro-Bono plan (payment method 5) cannot have. */
export function lastFullBillRefusal(
  plan: { paymentMethodId: number; fullBillingStart: IsoDate; lastFullBill: IsoDate },
  next: IsoDate,
): string | null {
  if (billingMonthOf(next) < billingMonthOf(plan.fullBillingStart)) return LAST_FULL_BILL_BEFORE_START;
  if (plan.paymentMethodId === PAYMENT_TYPE.proBono && billingMonthOf(next) > billingMonthOf(plan.lastFullBill))
    return PRO_BONO_NO_EXTEND;
  return null;
}

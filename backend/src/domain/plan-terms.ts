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

/** Why the terms do not hold together (a 400 message), or null. */
export function planTermsProblem(t: PlanTerms): string | null {
  if (billingMonthOf(t.lastFullBill) < billingMonthOf(t.fullBillingStart)) return LAST_FULL_BILL_BEFORE_START;
  if (t.lastDayOfService < t.firstDayOfService) return "The last day of service cannot be before the first day of service.";
  if (t.paymentMethodId === PAYMENT_TYPE.creditCardUsa && t.chargeCurrency !== "USD")
    return "A Credit Card USA plan is charged in USD.";
  if (t.paymentMethodId === PAYMENT_TYPE.creditCardCanada && t.chargeCurrency !== "CAD")
    return "A Credit Card Canada plan is charged in CAD.";
  if (t.creditCardChargeTypeId === CHARGE_TYPE.autoCharge && !isAutoCharge(t.paymentMethodId, t.creditCardChargeTypeId))
    return "Auto-charge needs a credit card payment method.";
  const free = t.paymentMethodId === PAYMENT_TYPE.proBono;
  if (free ? t.affiliateRateCents < 0 : t.affiliateRateCents <= 0) return "Please enter a positive affiliate rate.";
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

import { addMonths, format, isValid, parseISO, startOfMonth } from "date-fns";
import { z } from "zod";
import { lastDayOfService, ONGOING_LAST_FULL_BILL } from "@domain/billing-period";
import { isCanada } from "@domain/countries";
import { FIELD_MAX } from "@domain/field-limits";
import { AT_MOST_CENTS, dollarsToCents, isWholeCents } from "@domain/money";
import { CHARGE_TYPE, PAYMENT_TYPE } from "@domain/payment-methods";
import { ONGOING_YEAR } from "@domain/plan-dates";
import { taxProvince, type ProvinceNames } from "@domain/province-tax";
import {
  AUTO_CHARGE_NEEDS_CARD,
  CARD_CANADA_IN_CAD,
  CARD_USA_IN_USD,
  LAST_FULL_BILL_BEFORE_START,
  paymentTermsProblem,
  planTermsProblem,
  POSITIVE_RATE,
  SERVICE_ENDS_BEFORE_START,
} from "@domain/plan-terms";

/**
 * The agreement form of CREATE AGREEMENT and CANCEL AND REISSUE AGREEMENT, and the fee inputs FEE CALCULATOR
 * shares with it (docs/decisions/0171). The plan rules are the backend's own (`@domain/plan-terms`), so the
 * form refuses with the backend's words, next to the field each is about.
 */
export const CALCULATION_TYPES = ["Monthly", "Per Session"] as const;
export const CURRENCIES = ["USD", "CAD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The charge types of issue 13 (1 Send Invoice, 2 Auto-charge, 3 Manual), in the lookup's order. */
export const CHARGE_TYPES = [
  { id: CHARGE_TYPE.sendInvoice, name: "Send Invoice" },
  { id: CHARGE_TYPE.autoCharge, name: "Auto-charge" },
  { id: CHARGE_TYPE.manual, name: "Manual" },
] as const;

export { MONTH_NAMES } from "@domain/billing-period";

const number = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isValid(parseISO(v)), { error: message });

/** Which field a plan rule's refusal (here or from the backend) belongs next to; others go above the form. */
export const PROBLEM_FIELD: Record<string, string> = {
  [POSITIVE_RATE]: "affiliateRate",
  [CARD_USA_IN_USD]: "chargeCurrency",
  [CARD_CANADA_IN_CAD]: "chargeCurrency",
  [AUTO_CHARGE_NEEDS_CARD]: "creditCardChargeTypeId",
  [LAST_FULL_BILL_BEFORE_START]: "lastFullBillMonth",
  [SERVICE_ENDS_BEFORE_START]: "firstDayOfService",
  "Please enter a plan name.": "billingPlanName",
};

/** conform's field errors for a backend refusal: next to its field when it has one, else above the form. */
export function refusalErrors(message: string): { fieldErrors?: Record<string, string[]>; formErrors?: string[] } {
  const field = PROBLEM_FIELD[message];
  return field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] };
}

const feeShape = {
  affiliateRate: z
    .number({ error: POSITIVE_RATE })
    .min(0, { error: POSITIVE_RATE })
    .max(1_000_000, { error: POSITIVE_RATE })
    .refine(isWholeCents, { error: AT_MOST_CENTS }),
  paymentMethodId: number("Please choose a payment method.", 1, 99),
  creditCardChargeTypeId: number("Please choose a charge type.", 1, 3),
  chargeCurrency: z.enum(CURRENCIES, { error: "Please choose a currency." }),
};

type FeeShape = { affiliateRate: number; paymentMethodId: number; creditCardChargeTypeId: number; chargeCurrency: Currency };

function checkPaymentTerms(v: FeeShape, ctx: z.RefinementCtx) {
  const problem = paymentTermsProblem({ ...v, affiliateRateCents: dollarsToCents(v.affiliateRate) });
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: [PROBLEM_FIELD[problem] ?? "affiliateRate"] });
}

/** The fee inputs (the create form's CALCULATE FEES, FEE CALCULATOR): the backend's money rules, first one only. */
export const FeeInputs = z.object(feeShape).superRefine(checkPaymentTerms);
export type FeeInputValues = z.infer<typeof FeeInputs>;

/** FEE CALCULATOR's form: the fee inputs, and a province for a Canadian client's tax when no contact is chosen. */
export const FeeCalculatorForm = z
  .object({ ...feeShape, province: z.string().trim().max(40).optional() })
  .superRefine(checkPaymentTerms);
export type FeeCalculatorValues = z.infer<typeof FeeCalculatorForm>;

/** The plan's first and last billing month from the form (lastFullBill 2099-12-01 when Ongoing). */
export function lastFullBillOf(v: { ongoing?: boolean; lastFullBillMonth?: number; lastFullBillYear?: number }): string {
  if (v.ongoing || v.lastFullBillYear === ONGOING_YEAR) return ONGOING_LAST_FULL_BILL;
  return `${v.lastFullBillYear}-${String(v.lastFullBillMonth).padStart(2, "0")}-01`;
}

const agreementShape = {
  billingPlanName: z
    .string({ error: "Please enter a plan name." })
    .trim()
    .min(1, { error: "Please enter a plan name." })
    .max(FIELD_MAX.shortText, { error: `The plan name can be at most ${FIELD_MAX.shortText} characters.` }),
  agreementTemplateId: number("Please choose an agreement template.", 1, 2_147_483_647),
  calculationType: z.enum(CALCULATION_TYPES, { error: "Please choose a calculation type." }),
  sessionsPerMonth: number("Please enter the sessions per month (1 to 31).", 1, 31),
  sessionLength: number("Please enter the session length in minutes (1 to 600).", 1, 600),
  ...feeShape,
  firstDayOfService: day("Please enter the first day of service."),
  fullBillingStart: day("Please enter the full billing start."),
  lastFullBillMonth: number("Please choose the month of the last full bill.", 1, 12).optional(),
  lastFullBillYear: number(
    `Please choose the year of the last full bill (up to ${ONGOING_YEAR}).`,
    2000,
    ONGOING_YEAR,
  ).optional(),
  ongoing: z.boolean().optional(),
};

type AgreementShape = FeeShape & {
  firstDayOfService: string;
  fullBillingStart: string;
  lastFullBillMonth?: number;
  lastFullBillYear?: number;
  ongoing?: boolean;
};

/** The backend's plan rules (plan-terms.ts), the first that fails next to its field. */
function checkPlanTerms(v: AgreementShape, ctx: z.RefinementCtx) {
  if (!v.ongoing && (v.lastFullBillMonth === undefined || v.lastFullBillYear === undefined)) {
    ctx.addIssue({ code: "custom", message: "Please choose the last full bill, or Ongoing.", path: ["lastFullBillMonth"] });
    return;
  }
  const lastFullBill = lastFullBillOf(v);
  const problem = planTermsProblem({
    ...v,
    lastFullBill,
    lastDayOfService: lastDayOfService(lastFullBill),
    affiliateRateCents: dollarsToCents(v.affiliateRate),
  });
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: [PROBLEM_FIELD[problem] ?? "affiliateRate"] });
}

/** CREATE AGREEMENT's form. */
export const AgreementForm = z.object(agreementShape).superRefine(checkPlanTerms);

export const CONFIRM_TERMINATION = "Please confirm that the current agreement will be terminated.";

/** CANCEL AND REISSUE AGREEMENT's form: the same, and the confirmation that the open plan ends. */
export const ReissueForm = z
  .object({
    ...agreementShape,
    confirmTermination: z.boolean({ error: CONFIRM_TERMINATION }).refine((v) => v, { error: CONFIRM_TERMINATION }),
  })
  .superRefine(checkPlanTerms);
export type AgreementValues = z.infer<typeof AgreementForm>;

/** POST /billingPlan's body from the form (docs/decisions/0146). */
export function createPlanRequest(
  v: AgreementValues,
  ids: { contactID: number; affiliateID: number },
  creationType: "New" | "Reissue",
): Record<string, unknown> {
  return {
    ...ids,
    agreementTemplateId: v.agreementTemplateId,
    affiliateRate: v.affiliateRate,
    billingPlanName: v.billingPlanName,
    calculationType: v.calculationType,
    sessionLength: v.sessionLength,
    sessionsPerMonth: v.sessionsPerMonth,
    paymentMethodId: v.paymentMethodId,
    creditCardChargeTypeId: v.creditCardChargeTypeId,
    chargeCurrency: v.chargeCurrency,
    firstDayOfService: v.firstDayOfService,
    fullBillingStart: v.fullBillingStart,
    lastFullBill: lastFullBillOf(v),
    creationType,
  };
}

/** Billing spec §9: CAD when the contact's first address is in Canada, else USD. */
export function defaultCurrency(addresses: ReadonlyArray<{ address: { country: string } }>): Currency {
  return isCanada(addresses[0]?.address.country) ? "CAD" : "USD";
}

type ContactAddress = { addressType: { id: number | null }; address: { state: string; country: string } };

/** The code of the province whose tax a CAD client pays, by the billing run's own rule (domain/province-tax.ts); '' for none. */
export function defaultTaxProvince(addresses: ReadonlyArray<ContactAddress>, rates: ReadonlyArray<ProvinceNames>): string {
  const taxable = addresses.map(({ addressType, address }) => ({
    addressTypeId: addressType.id,
    state: address.state,
    country: address.country,
  }));
  return taxProvince(taxable, rates)?.provinceAbbr ?? "";
}

/** The card method of a currency (the default payment method: Credit Card USA for USD, Canada for CAD). */
export const defaultPaymentMethod = (currency: Currency) =>
  currency === "CAD" ? PAYMENT_TYPE.creditCardCanada : PAYMENT_TYPE.creditCardUsa;

const iso = (d: Date) => format(d, "yyyy-MM-dd");

/** A new agreement's form: service and billing from the 1st of next month, a year's bills, auto-charge by card. */
export function newAgreementDefaults(today: string, currency: Currency, clientName: string) {
  const start = addMonths(startOfMonth(parseISO(today)), 1);
  const last = addMonths(start, 11);
  return {
    billingPlanName: clientName ? `${clientName} - Coaching` : "",
    calculationType: "Monthly",
    sessionsPerMonth: "2",
    sessionLength: "60",
    affiliateRate: "",
    creditCardChargeTypeId: String(CHARGE_TYPE.autoCharge),
    paymentMethodId: String(defaultPaymentMethod(currency)),
    chargeCurrency: currency,
    firstDayOfService: iso(start),
    fullBillingStart: iso(start),
    lastFullBillMonth: String(last.getMonth() + 1),
    lastFullBillYear: String(last.getFullYear()),
  } as Record<string, string>;
}

/** The reissue form starts from the open plan's terms (and its rate), with the successor's name. */
export function reissueDefaults(plan: {
  billingPlanName: string;
  calculationType: string | null;
  sessionsPerMonth: number | null;
  sessionLength: number | null;
  paymentMethodId: number | null;
  creditCardChargeTypeId: number | null;
  chargeCurrency: string;
  firstDayOfService: string | null;
  fullBillingStart: string | null;
  lastFullBill: string | null;
  agreementTemplateId: number | null;
  billingPlanDetails: ReadonlyArray<{ affiliateRate: number }>;
}): Record<string, string> {
  const last = plan.lastFullBill ? parseISO(plan.lastFullBill) : null;
  const ongoing = last !== null && last.getFullYear() === ONGOING_YEAR;
  const str = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    billingPlanName: plan.billingPlanName,
    agreementTemplateId: str(plan.agreementTemplateId),
    calculationType: str(plan.calculationType),
    sessionsPerMonth: str(plan.sessionsPerMonth),
    sessionLength: str(plan.sessionLength),
    affiliateRate: str(plan.billingPlanDetails[0]?.affiliateRate),
    creditCardChargeTypeId: str(plan.creditCardChargeTypeId),
    paymentMethodId: str(plan.paymentMethodId),
    chargeCurrency: plan.chargeCurrency,
    firstDayOfService: str(plan.firstDayOfService),
    fullBillingStart: str(plan.fullBillingStart),
    lastFullBillMonth: last && !ongoing ? String(last.getMonth() + 1) : "",
    lastFullBillYear: last && !ongoing ? String(last.getFullYear()) : "",
    ...(ongoing ? { ongoing: "on" } : {}),
  };
}

/** The years the last-full-bill picker offers (billing spec §5: from the current year up to 2099). */
export function billYears(today: string): number[] {
  const from = parseISO(today).getFullYear();
  return Array.from({ length: ONGOING_YEAR - from + 1 }, (_, i) => from + i);
}

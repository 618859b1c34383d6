import { z } from "zod";
import type { billingPlanDetails, billingPlans } from "../../db/schema";
import { MONTH_NAMES } from "../../domain/billing-period";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import type { PlanFees } from "../../domain/fees";
import { AT_MOST_CENTS, centsToDollars, isWholeCents } from "../../domain/money";
import { idSchema, optionalDaySchema, optionalIdSchema } from "../../domain/wire-fields";

export type PlanRow = typeof billingPlans.$inferSelect;
export type DetailRow = typeof billingPlanDetails.$inferSelect;

/** A whole number from JSON (or a form's digits) within bounds, else 400 with `message`. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string().max(12)], { error: message }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

/** Dollars as the spec's wire carries them (a number), 0 to a million. */
const dollars = (message: string) =>
  z.union([z.number(), z.string().max(20)], { error: message }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isFinite(n) || n < 0 || n > 1_000_000) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    if (!isWholeCents(n)) {
      ctx.addIssue({ code: "custom", message: AT_MOST_CENTS });
      return z.NEVER;
    }
    return n;
  });

const requiredDay = (label: string) =>
  optionalDaySchema(label).transform((v, ctx) => {
    if (v === null) {
      ctx.addIssue({ code: "custom", message: `Please enter the ${label.toLowerCase()}.` });
      return z.NEVER;
    }
    return v;
  });

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).max(max, { error: tooLong(label, max) });

export const CALCULATION_TYPES = ["Monthly", "Per Session"] as const;

const planName = text("The plan name", FIELD_MAX.shortText).trim().min(1, { error: "Please enter a plan name." });
const calculationType = z.enum(CALCULATION_TYPES, { error: "calculationType must be Monthly or Per Session." });
const sessionLength = wholeNumber("sessionLength must be 1 to 600 minutes.", 1, 600);
const sessionsPerMonth = wholeNumber("sessionsPerMonth must be 1 to 31.", 1, 31);
const currency = z.enum(["USD", "CAD"], { error: "chargeCurrency must be USD or CAD." });

/** POST /billingPlan (docs/decisions/0146): the plan of spec §3 plus its client, affiliate, template and rate. */
export const CreatePlanBody = z.object({
  contactID: idSchema("contactID"),
  affiliateID: idSchema("affiliateID"),
  agreementTemplateId: idSchema("agreementTemplateId"),
  affiliateRate: dollars("Please enter a positive affiliate rate."),
  billingPlanName: planName,
  calculationType,
  sessionLength,
  sessionsPerMonth,
  paymentMethodId: idSchema("paymentMethodId"),
  creditCardChargeTypeId: idSchema("creditCardChargeTypeId"),
  chargeCurrency: currency,
  firstDayOfService: requiredDay("First day of service"),
  fullBillingStart: requiredDay("Full billing start"),
  lastFullBill: requiredDay("Last full bill"),
  /** Absent: the end of the last full bill's month. */
  lastDayOfService: optionalDaySchema("Last day of service"),
  notes: text("Notes", FIELD_MAX.notes).nullish(),
  /** Reissue: CANCEL AND REISSUE AGREEMENT, terminating the client's open (Pending or Active) plan first. */
  creationType: z.enum(["New", "Reissue"], { error: "creationType must be New or Reissue." }).nullish(),
});
export type CreatePlanInput = z.infer<typeof CreatePlanBody>;

/**
 * PUT /billingPlan/{billingPlanID}: the plan as GET answers it, with the status or fields changed. The
 * terms (everything but the name, notes and lastFullBill) are compared, never written (docs/decisions/0147).
 */
export const UpdatePlanBody = z.object({
  billingPlanID: optionalIdSchema("billingPlanID"),
  statusID: wholeNumber("statusID must be 1 to 5.", 1, 5),
  billingPlanName: planName.nullish(),
  notes: text("Notes", FIELD_MAX.notes).nullish(),
  pauseUntilDate: optionalDaySchema("Pause until date"),
  lastFullBill: optionalDaySchema("Last full bill"),
  calculationType: calculationType.nullish(),
  sessionLength: sessionLength.nullish(),
  sessionsPerMonth: sessionsPerMonth.nullish(),
  paymentMethodId: optionalIdSchema("paymentMethodId"),
  creditCardChargeTypeId: optionalIdSchema("creditCardChargeTypeId"),
  chargeCurrency: currency.nullish(),
  firstDayOfService: optionalDaySchema("First day of service"),
  fullBillingStart: optionalDaySchema("Full billing start"),
});
export type UpdatePlanInput = z.infer<typeof UpdatePlanBody>;

export const MANUAL_INVOICE_AMOUNT = "Please enter a positive invoice amount";

/** POST /billingPlan/requestManualInvoice: statusID 0 = the request only, 3 = and pause, 4 = and terminate. */
export const ManualInvoiceBody = z.object({
  billingPlanID: idSchema("billingPlanID"),
  statusID: z.union([z.literal(0), z.literal(3), z.literal(4)], { error: "statusID must be 0, 3 or 4." }),
  invoiceAmount: dollars(MANUAL_INVOICE_AMOUNT),
  invoiceName: text("The invoice name", FIELD_MAX.shortText).nullish(),
  invoiceMonth: z.enum(MONTH_NAMES, { error: "Invoice Month must be a month name." }).nullish(),
  invoiceYear: wholeNumber("Invoice Year must be 2000 to 2099.", 2000, 2099).nullish(),
  pauseUntilDate: optionalDaySchema("Pause until date"),
  notes: text("Notes", FIELD_MAX.notes).nullish(),
});
export type ManualInvoiceInput = z.infer<typeof ManualInvoiceBody>;

/**
 * POST /billingPlan/fees (docs/decisions/0170): the money terms of a plan, for the figures the fee rules give
 * them. The affiliate's fee type decides the billing fee; the contact's stored rate (or, with no contact, the
 * named province's) the tax.
 */
export const PlanFeesBody = z.object({
  affiliateID: idSchema("affiliateID"),
  contactID: optionalIdSchema("contactID"),
  province: text("The province", 40).nullish(),
  affiliateRate: dollars("Please enter a positive affiliate rate."),
  paymentMethodId: idSchema("paymentMethodId"),
  creditCardChargeTypeId: idSchema("creditCardChargeTypeId"),
  chargeCurrency: currency,
});
export type PlanFeesInput = z.infer<typeof PlanFeesBody>;

/** The fee figures of a billing plan detail (spec §3), in dollars. */
export function toWireFees(d: PlanFees) {
  return {
    totalInvoiceCharge: centsToDollars(d.totalInvoiceChargeCents),
    totalInvoiceCharge_BeforeTax: centsToDollars(d.totalInvoiceChargeBeforeTaxCents),
    affiliateRate: centsToDollars(d.affiliateRateCents),
    aCBillingFee: centsToDollars(d.acBillingFeeCents),
    merchantFee: centsToDollars(d.merchantFeeCents),
    affiliateTax: centsToDollars(d.affiliateTaxCents),
    affiliateNetPayment: centsToDollars(d.affiliateNetPaymentCents),
    affiliateNetIncome: centsToDollars(d.affiliateNetIncomeCents),
    affiliateNetIncome_BeforeTax: centsToDollars(d.affiliateNetIncomeBeforeTaxCents),
    totalTax: centsToDollars(d.totalTaxCents),
  };
}

/** A billing plan detail of spec §3, in dollars. */
export function toWireDetail(d: DetailRow) {
  return { billingPlanDetailID: d.id, billingPlanDetailType: d.detailType, ...toWireFees(d) };
}

/** The spec's billing plan (§3): dates as YYYY-MM-DD, acceptedOnUTC as an ISO timestamp, money in dollars. */
export function toWirePlan(p: PlanRow, details: DetailRow[]) {
  return {
    billingPlanID: p.id,
    contactID: p.contactId,
    affiliateID: p.affiliateId,
    billingPlanName: p.name,
    statusID: p.statusId,
    fullBillingStart: p.fullBillingStart,
    lastFullBill: p.lastFullBill,
    firstDayOfService: p.firstDayOfService,
    lastDayOfService: p.lastDayOfService,
    acceptedOnUTC: p.acceptedOn ? p.acceptedOn.toISOString() : null,
    calculationType: p.calculationType,
    sessionLength: p.sessionLength,
    creationType: p.creationType,
    paymentMethodId: p.paymentMethodId,
    creditCardChargeTypeId: p.creditCardChargeTypeId,
    sessionsPerMonth: p.sessionsPerMonth,
    chargeCurrency: p.currency,
    pauseUntilDate: p.pauseUntil,
    notes: p.notes,
    CSAFileName: p.csaFileName,
    CCAFileName: p.ccaFileName,
    agreementTemplateId: p.agreementTemplateId,
    billingPlanDetails: details.map(toWireDetail),
  };
}
export type WirePlan = ReturnType<typeof toWirePlan>;

import { z } from "zod";
import { MONTH_NAMES } from "../backend/src/domain/billing-period";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { AT_MOST_CENTS, isWholeCents } from "../backend/src/domain/money";
import { idSchema, optionalDaySchema, optionalIdSchema } from "../backend/src/domain/wire-fields";
import { defineCall } from "./define";
import { Day, Dollars, Id, Instant, pathId } from "./fields";
import { ChargeCurrency } from "./invoices";

export const MANUAL_INVOICE_AMOUNT = "Please enter a positive invoice amount";
export const CALCULATION_TYPES = ["Monthly", "Per Session"] as const;

// ——— Inputs ———

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
  z
    .union([z.number(), z.string().max(20)], { error: message })
    .transform((v, ctx) => {
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
    })
    .meta({ description: "Dollars (not cents), 0 to 1,000,000, at most two decimals." });

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
export type CreatePlanInput = z.output<typeof CreatePlanBody>;

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
export type UpdatePlanInput = z.output<typeof UpdatePlanBody>;

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
export type ManualInvoiceInput = z.output<typeof ManualInvoiceBody>;

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
export type PlanFeesInput = z.output<typeof PlanFeesBody>;

// ——— Answers ———

/** The fee figures of a billing plan detail (spec §3, design §5), in dollars. */
const FeeFigures = z.object({
  totalInvoiceCharge: Dollars.meta({ description: "What the client pays a month: the affiliate rate plus tax." }),
  totalInvoiceCharge_BeforeTax: Dollars,
  affiliateRate: Dollars,
  aCBillingFee: Dollars.meta({ description: "The billing fee, by the affiliate's fee type." }),
  merchantFee: Dollars.meta({ description: "The card processing fee; 0 for other payment methods." }),
  affiliateTax: Dollars,
  affiliateNetPayment: Dollars,
  affiliateNetIncome: Dollars,
  affiliateNetIncome_BeforeTax: Dollars,
  totalTax: Dollars,
});

/** A billing plan detail of spec §3 (dollars), as the backend's fee rules computed it. */
export const BillingPlanDetail = FeeFigures.extend({
  billingPlanDetailID: Id,
  billingPlanDetailType: z.string(),
}).meta({ id: "BillingPlanDetail" });

/** POST /billingPlan/fees (docs/decisions/0170): the detail figures a plan with these terms gets. */
export const PlanFees = FeeFigures.extend({
  chargeCurrency: ChargeCurrency,
  feeType: z.string().meta({ description: "The affiliate's fee type (Standard, Leader, Flat Rate, No Fee)." }),
  taxRate: z.number().meta({ description: "The client's tax rate, in percent." }),
}).meta({ id: "PlanFees" });

/** The billing plan of spec §3: days as YYYY-MM-DD (year 2099 = Ongoing), money in dollars. */
export const BillingPlan = z
  .object({
    billingPlanID: Id,
    contactID: Id,
    affiliateID: Id,
    billingPlanName: z.string(),
    statusID: z.number().int().meta({ description: "1 Pending, 2 Active, 3 Paused, 4 Terminated, 5 Expired." }),
    fullBillingStart: Day,
    lastFullBill: Day.meta({ description: "The last fully billed month's day; year 2099 = Ongoing." }),
    firstDayOfService: Day,
    lastDayOfService: Day.meta({ description: "A calendar day, YYYY-MM-DD; year 2099 = Ongoing." }),
    acceptedOnUTC: Instant.nullable().meta({ description: "When the client signed; null: not yet." }),
    calculationType: z.string().meta({ description: "Monthly or Per Session." }),
    sessionLength: z.number().int().meta({ description: "Minutes." }),
    creationType: z.string().meta({ description: "New, Reissue or Extension." }),
    paymentMethodId: Id,
    creditCardChargeTypeId: Id,
    sessionsPerMonth: z.number().int(),
    chargeCurrency: ChargeCurrency,
    pauseUntilDate: Day.nullable().meta({ description: "The month billing resumes, for a paused plan; null otherwise." }),
    notes: z.string(),
    CSAFileName: z.string().nullable().meta({ description: "The signed client service agreement's file; null until signed." }),
    CCAFileName: z.string().nullable().meta({ description: "The signed card authorisation's file; null if none." }),
    agreementTemplateId: Id.nullable(),
    billingPlanDetails: z.array(BillingPlanDetail),
  })
  .meta({ id: "BillingPlan" });

const resource = "Billing plans";

/** The billing plan calls of spec §7 (docs/decisions/0145–0148) and our POST /billingPlan and /billingPlan/fees (0170). */
export const billingPlanCalls = {
  list: defineCall({
    method: "GET",
    path: "/billingPlan/{contactId}/{affiliateId}",
    resource,
    summary: "A client's billing plans",
    access: "token",
    params: z.object({
      contactId: pathId("contactId", { pattern: "[0-9]+" }),
      affiliateId: pathId("affiliateId", { pattern: "[0-9]+" }),
    }),
    answers: { 200: z.array(BillingPlan) },
    errors: [403, 404],
  }),
  requestManualInvoice: defineCall({
    method: "POST",
    path: "/billingPlan/requestManualInvoice",
    resource,
    summary: "Ask the back office for a manual invoice (and pause or terminate the plan)",
    description:
      "statusID 0: the request only; 3: and pause; 4: and terminate. invoiceAmount in dollars (not cents). Not while acting as an affiliate.",
    access: "token",
    body: ManualInvoiceBody,
    answers: { 200: z.object({ message: z.string(), billingPlan: BillingPlan }) },
    errors: [403, 404, 409],
  }),
  fees: defineCall({
    method: "POST",
    path: "/billingPlan/fees",
    resource,
    summary: "The fee figures a plan with these terms gets",
    description: "affiliateRate in dollars (not cents). The tax is the contact's stored rate, or the named province's.",
    access: "token",
    body: PlanFeesBody,
    answers: { 200: PlanFees },
    errors: [403, 404, 409],
  }),
  create: defineCall({
    method: "POST",
    path: "/billingPlan",
    resource,
    summary: "Create a plan and send the agreement to sign (the affiliate, for their own client)",
    description: "Days as YYYY-MM-DD; an absent lastDayOfService is the end of the last full bill's month.",
    access: "token",
    body: CreatePlanBody,
    answers: { 201: BillingPlan },
    errors: [403, 404, 409, 502],
  }),
  update: defineCall({
    method: "PUT",
    path: "/billingPlan/{billingPlanID}",
    resource,
    summary: "Change a plan's status or editable fields",
    description: "The terms are compared, never written: a changed term is refused (409).",
    access: "token",
    params: z.object({ billingPlanID: pathId("billingPlanID", { pattern: "[0-9]+" }) }),
    body: UpdatePlanBody,
    answers: { 200: BillingPlan },
    errors: [403, 404, 409],
  }),
};

import { z } from "zod";
import { OPEN_PLAN_STATUSES } from "@domain/billing-plan-status";
import { MessageAnswer, type BackendHttp } from "./http.server";

const day = z.string().nullable();
const money = z.number();

/** A billing plan detail of billing spec §3 (dollars), as the backend's fee rules computed it. */
export const BillingPlanDetail = z.object({
  billingPlanDetailID: z.number().int(),
  billingPlanDetailType: z.string().nullish(),
  totalInvoiceCharge: money,
  totalInvoiceCharge_BeforeTax: money,
  affiliateRate: money,
  aCBillingFee: money,
  merchantFee: money,
  affiliateTax: money,
  affiliateNetPayment: money,
  affiliateNetIncome: money,
  affiliateNetIncome_BeforeTax: money,
  totalTax: money,
});
export type BillingPlanDetail = z.infer<typeof BillingPlanDetail>;

/** `POST /billingPlan/fees` (docs/decisions/0170): the detail figures a plan with these terms gets. */
export const PlanFees = BillingPlanDetail.omit({ billingPlanDetailID: true, billingPlanDetailType: true }).extend({
  chargeCurrency: z.enum(["USD", "CAD"]),
  feeType: z.string(),
  taxRate: z.number(),
});
export type PlanFees = z.infer<typeof PlanFees>;

export interface PlanFeesRequest {
  affiliateID: number;
  contactID?: number | null;
  province?: string | null;
  affiliateRate: number;
  paymentMethodId: number;
  creditCardChargeTypeId: number;
  chargeCurrency: "USD" | "CAD";
}

/** An agreement template as `GET /agreementTemplate/{userId}` lists it (the ones offered to that user). */

/** The billing plan of billing spec §3 as `GET /billingPlan/{contactId}/{affiliateId}` answers it. */
export const BillingPlan = z.object({
  billingPlanID: z.number().int(),
  contactID: z.number().int(),
  affiliateID: z.number().int(),
  billingPlanName: z.string(),
  statusID: z.number().int(),
  fullBillingStart: day,
  lastFullBill: day,
  firstDayOfService: day,
  lastDayOfService: day,
  acceptedOnUTC: z.string().nullable(),
  calculationType: z.string().nullable(),
  sessionLength: z.number().int().nullable(),
  creationType: z.string().nullable(),
  paymentMethodId: z.number().int().nullable(),
  creditCardChargeTypeId: z.number().int().nullable(),
  sessionsPerMonth: z.number().int().nullable(),
  chargeCurrency: z.string(),
  pauseUntilDate: day,
  notes: z.string().nullable(),
  CSAFileName: z.string().nullable(),
  CCAFileName: z.string().nullable(),
  agreementTemplateId: z.number().int().nullable(),
  billingPlanDetails: z.array(BillingPlanDetail),
});
export type BillingPlan = z.infer<typeof BillingPlan>;

/** The client's open plan (Pending, Active or Paused): at most one exists (billing spec §4). */
export const openPlanOf = (plans: readonly BillingPlan[]) => plans.find((p) => OPEN_PLAN_STATUSES.includes(p.statusID)) ?? null;

/** `PUT /billingPlan/{id}`: the plan with its status or editable fields changed (docs/decisions/0147). */
export type PlanUpdate = Partial<Omit<BillingPlan, "billingPlanDetails">> & { statusID: number };

/** `POST /billingPlan/requestManualInvoice` (docs/decisions/0148): 0 request only, 3 and pause, 4 and terminate. */
export interface ManualInvoiceRequest {
  billingPlanID: number;
  statusID: 0 | 3 | 4;
  invoiceAmount: number;
  invoiceName?: string | null;
  invoiceMonth?: string | null;
  invoiceYear?: number | null;
  pauseUntilDate?: string | null;
  notes?: string | null;
}

/** The agreement calls of billing spec §7 plus `POST /billingPlan` (docs/decisions/0146). */
export function billingPlansApi(http: BackendHttp) {
  return {
    list: (contactId: number, affiliateId: number) => http.get(`/billingPlan/${contactId}/${affiliateId}`, z.array(BillingPlan)),
    create: (body: Record<string, unknown>) => http.post("/billingPlan", body, BillingPlan),
    fees: (request: PlanFeesRequest) => http.post("/billingPlan/fees", request, PlanFees),
    update: (planId: number, plan: PlanUpdate) => http.put(`/billingPlan/${planId}`, plan, BillingPlan),
    requestManualInvoice: (request: ManualInvoiceRequest) =>
      http.post("/billingPlan/requestManualInvoice", request, MessageAnswer),
  };
}

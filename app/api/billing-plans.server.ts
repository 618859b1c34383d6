import type { z } from "zod";
import { OPEN_PLAN_STATUSES } from "@domain/billing-plan-status";
import { pathOf } from "@contract/define";
import {
  billingPlanCalls as calls,
  type BillingPlan as BillingPlanSchema,
  type BillingPlanDetail as BillingPlanDetailSchema,
  type PlanFees as PlanFeesSchema,
} from "@contract/billing-plans";
import type { BackendHttp } from "./http.server";

/** A billing plan detail of billing spec §3 (dollars), as the backend's fee rules computed it. */
export type BillingPlanDetail = z.output<typeof BillingPlanDetailSchema>;
/** `POST /billingPlan/fees` (docs/decisions/0170): the detail figures a plan with these terms gets. */
export type PlanFees = z.output<typeof PlanFeesSchema>;
/** The billing plan of billing spec §3 as `GET /billingPlan/{contactId}/{affiliateId}` answers it. */
export type BillingPlan = z.output<typeof BillingPlanSchema>;

export interface PlanFeesRequest {
  affiliateID: number;
  contactID?: number | null;
  province?: string | null;
  affiliateRate: number;
  paymentMethodId: number;
  creditCardChargeTypeId: number;
  chargeCurrency: "USD" | "CAD";
}

/** The client's open plan (Pending, Active or Paused): at most one exists (billing spec §4). */
export const openPlanOf = (plans: readonly BillingPlan[]) => plans.find((p) => OPEN_PLAN_STATUSES.includes(p.statusID)) ?? null;

/** `PUT /billingPlan/{id}`: the plan with its status or editable fields changed (docs/decisions/0147); null leaves a field. */
export type PlanUpdate = { [K in keyof Omit<BillingPlan, "billingPlanDetails">]?: BillingPlan[K] | null } & { statusID: number };

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

/** The agreement calls of billing spec §7 plus `POST /billingPlan` (contract/billing-plans.ts; docs/decisions/0146). */
export function billingPlansApi(http: BackendHttp) {
  return {
    list: (contactId: number, affiliateId: number) =>
      http.get(pathOf(calls.list, { contactId, affiliateId }), calls.list.answers[200]),
    create: (body: Record<string, unknown>) => http.post(calls.create.path, body, calls.create.answers[201]),
    fees: (request: PlanFeesRequest) => http.post(calls.fees.path, request, calls.fees.answers[200]),
    update: (planId: number, plan: PlanUpdate) =>
      http.put(pathOf(calls.update, { billingPlanID: planId }), plan, calls.update.answers[200]),
    requestManualInvoice: (request: ManualInvoiceRequest) =>
      http.post(calls.requestManualInvoice.path, request, calls.requestManualInvoice.answers[200]),
  };
}

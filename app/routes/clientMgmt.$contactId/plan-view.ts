import { PLAN_STATUS, PLAN_STATUS_NAMES, transitionRefusal, type PlanStatusId } from "@domain/billing-plan-status";
import { PAYMENT_METHOD_NAMES, PAYMENT_TYPE } from "@domain/payment-methods";
import type { BillingPlan } from "~/api/billing-plans.server";

/** Billing spec §4: a status's label (any unknown value reads Terminated) and whether it has a colour badge. */
export function planStatusLabel(statusId: number): { label: string; badge: boolean } {
  const label = PLAN_STATUS_NAMES[statusId as PlanStatusId] ?? PLAN_STATUS_NAMES[PLAN_STATUS.terminated];
  return { label, badge: statusId !== PLAN_STATUS.expired };
}

/** The badge's colour class: Pending yellow, Active green, Paused dark gray, Terminated (and any other) dark red. */
export function planStatusClass(statusId: number): string {
  const known = [PLAN_STATUS.pending, PLAN_STATUS.active, PLAN_STATUS.paused] as number[];
  return `plan-status plan-status-${known.includes(statusId) ? statusId : PLAN_STATUS.terminated}`;
}

export const paymentMethodLabel = (id: number | null) => (id === null ? "" : (PAYMENT_METHOD_NAMES[id] ?? `Method ${id}`));

/** What the billing plans table shows of a plan (the open plan's details panel gets the whole plan). */
export function planRowOf(plan: BillingPlan) {
  const detail = plan.billingPlanDetails[0];
  return {
    billingPlanID: plan.billingPlanID,
    billingPlanName: plan.billingPlanName,
    statusID: plan.statusID,
    fullBillingStart: plan.fullBillingStart,
    lastFullBill: plan.lastFullBill,
    creditCardChargeTypeId: plan.creditCardChargeTypeId,
    sessionsPerMonth: plan.sessionsPerMonth,
    chargeCurrency: plan.chargeCurrency,
    totalInvoiceCharge: detail?.totalInvoiceCharge ?? null,
    affiliateNetPayment: detail?.affiliateNetPayment ?? null,
  };
}

export type PlanAction = "extend" | "pause" | "unpause" | "terminate" | "edit";
export const PLAN_ACTION_LABELS: Record<PlanAction, string> = {
  extend: "EXTEND",
  pause: "PAUSE",
  unpause: "UNPAUSE",
  terminate: "TERMINATE",
  edit: "EDIT LAST FULL BILL",
};

/**
 * The plan changes its status allows (the transitions of billing-plan-status.ts): Extend and Edit for an
 * Active plan (Extend hidden for Pro-Bono), Pause for Active, Unpause for Paused, Terminate for Pending and Active.
 */
export function planActionsOf(plan: Pick<BillingPlan, "statusID" | "paymentMethodId">): PlanAction[] {
  const s = plan.statusID;
  const editable = transitionRefusal(s, s) === null;
  const actions: PlanAction[] = [];
  if (editable && plan.paymentMethodId !== PAYMENT_TYPE.proBono) actions.push("extend");
  if (s !== PLAN_STATUS.paused && transitionRefusal(s, PLAN_STATUS.paused) === null) actions.push("pause");
  if (s === PLAN_STATUS.paused && transitionRefusal(s, PLAN_STATUS.active) === null) actions.push("unpause");
  if (transitionRefusal(s, PLAN_STATUS.terminated) === null) actions.push("terminate");
  if (editable) actions.push("edit");
  return actions;
}

/** Billing spec §2: whether `today` is outside the plan's service days (the first day is then struck through). */
export function outsideServiceDays(plan: Pick<BillingPlan, "firstDayOfService" | "lastDayOfService">, today: string): boolean {
  if (!plan.firstDayOfService || !plan.lastDayOfService) return false;
  return today < plan.firstDayOfService.slice(0, 10) || today > plan.lastDayOfService.slice(0, 10);
}

export const NOT_IN_CONTRACT_PERIOD = "The current date is not within the contract period";

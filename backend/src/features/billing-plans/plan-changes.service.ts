import { eq } from "drizzle-orm";
import { businessToday, type AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import type { Queryable } from "../../db/client";
import { billingPlans, contacts } from "../../db/schema";
import { addBillingMonths, billingMonthOf } from "../../domain/billing-period";
import {
  changeFor,
  CLIENT_STATUS_OF_PLAN,
  PLAN_STATUS,
  transitionRefusal,
  type PlanChange,
  type PlanStatusId,
} from "../../domain/billing-plan-status";
import { extendedLastFullBill, pauseUntilMonth, shiftedLastDayOfService } from "../../domain/plan-dates";
import { lastFullBillRefusal, LAST_FULL_BILL_BEFORE_START } from "../../domain/plan-terms";
import type { Actor } from "../../http/actor";
import { badRequest, conflict } from "../../http/errors";
import type { UpdatePlanInput } from "../../../../contract/billing-plans";
import type { PlanRow, WirePlan } from "./billing-plans.wire";
import { assertNotImpersonating, loadPlan, wirePlan } from "./plan-access";
import { revokeSigningLinks } from "./signing-link";
import { endCardUpdateLinks } from "../card-update/card-update.service";

export const PAUSE_UNTIL_NEEDED = "Please choose the month to pause until, or Indefinitely.";
export const PAUSE_UNTIL_IN_FUTURE = "The pause-until month must be after this month.";
export const TERMS_FIXED = "The terms of a billing plan cannot be changed; cancel and reissue the agreement to change them.";

type PlanValues = Partial<typeof billingPlans.$inferInsert>;

const thisBusinessMonth = (deps: AppDeps) => billingMonthOf(businessToday(deps));

/** The pause-until month of a pause: required, after the current month (2099 = Indefinitely). */
export function pauseUntilFor(deps: AppDeps, chosen: string | null): string {
  if (!chosen) throw badRequest(PAUSE_UNTIL_NEEDED);
  const until = pauseUntilMonth(chosen);
  if (until <= thisBusinessMonth(deps)) throw badRequest(PAUSE_UNTIL_IN_FUTURE);
  return until;
}

/** The terms a PUT body carries must be the plan's own: they are compared, never written. */
function assertTermsUnchanged(plan: PlanRow, input: UpdatePlanInput): void {
  const pairs: [unknown, unknown][] = [
    [input.calculationType, plan.calculationType],
    [input.sessionLength, plan.sessionLength],
    [input.sessionsPerMonth, plan.sessionsPerMonth],
    [input.paymentMethodId, plan.paymentMethodId],
    [input.creditCardChargeTypeId, plan.creditCardChargeTypeId],
    [input.chargeCurrency, plan.currency],
    [input.firstDayOfService, plan.firstDayOfService],
    [input.fullBillingStart && billingMonthOf(input.fullBillingStart), billingMonthOf(plan.fullBillingStart)],
  ];
  if (pairs.some(([sent, kept]) => sent !== undefined && sent !== null && sent !== kept)) throw conflict(TERMS_FIXED);
}

/** The edit of an Active plan: its name, notes and lastFullBill (extend, or shorten), lastDayOfService following. */
function editValues(plan: PlanRow, input: UpdatePlanInput): PlanValues {
  assertTermsUnchanged(plan, input);
  const values: PlanValues = {};
  if (input.billingPlanName && input.billingPlanName !== plan.name) values.name = input.billingPlanName;
  if (input.lastFullBill) {
    const next = extendedLastFullBill(input.lastFullBill);
    if (next !== plan.lastFullBill) {
      const refusal = lastFullBillRefusal(plan, next);
      if (refusal) throw refusal === LAST_FULL_BILL_BEFORE_START ? badRequest(refusal) : conflict(refusal);
      values.lastFullBill = next;
      values.lastDayOfService = shiftedLastDayOfService(plan.lastDayOfService, plan.lastFullBill, next);
    }
  }
  return values;
}

function changeValues(deps: AppDeps, actor: Actor, change: PlanChange, plan: PlanRow, input: UpdatePlanInput): PlanValues {
  switch (change) {
    case "terminate":
      return { statusId: PLAN_STATUS.terminated };
    case "pause":
      assertNotImpersonating(actor);
      return { statusId: PLAN_STATUS.paused, pauseUntil: pauseUntilFor(deps, input.pauseUntilDate) };
    case "unpause":
      // Billing resumes next month: the billing clock never catches up the months of the pause.
      return { statusId: PLAN_STATUS.active, pauseUntil: null, billsFrom: addBillingMonths(thisBusinessMonth(deps), 1) };
    case "edit":
      return editValues(plan, input);
  }
}

/** The contact's client status follows its plan's (inside the caller's transaction). */
export async function followPlanStatus(q: Queryable, contactId: number, statusId: number, now: Date): Promise<void> {
  const clientStatus = CLIENT_STATUS_OF_PLAN[statusId as PlanStatusId];
  if (clientStatus) await q.update(contacts).set({ clientStatus, updatedAt: now }).where(eq(contacts.id, contactId));
}

/**
 * Writes a plan change with its audit row (inside the caller's transaction); answers the plan after it. A
 * terminated plan's signing links and its client's card-update links stop working with it, however it was
 * terminated; the client status follows.
 */
export async function applyPlanChange(
  q: Queryable,
  actor: Actor,
  plan: PlanRow,
  values: PlanValues,
  action: string,
  now: Date,
): Promise<WirePlan> {
  const before = await wirePlan(q, plan.id);
  await q
    .update(billingPlans)
    .set({ ...values, updatedAt: now })
    .where(eq(billingPlans.id, plan.id));
  if (values.statusId === PLAN_STATUS.terminated) {
    await revokeSigningLinks(q, plan.id, now);
    await endCardUpdateLinks(q, plan.contactId, now);
  }
  if (values.statusId !== undefined) await followPlanStatus(q, plan.contactId, values.statusId, now);
  const after = await wirePlan(q, plan.id);
  await recordAudit(q, actor, { action, entity: "billingPlan", entityId: plan.id, before, after });
  return after;
}

/**
 * PUT /billingPlan/{billingPlanID} (docs/decisions/0147): cancel (statusID 4, notes), deactivate (3 with
 * pauseUntilDate), activate (2), or update (same status: name, notes, lastFullBill). Only the transitions of
 * spec §4; any other is 409 with its reason. A body that changes nothing answers the plan and writes nothing.
 */
export async function updatePlan(deps: AppDeps, actor: Actor, id: number, input: UpdatePlanInput): Promise<WirePlan> {
  if (input.billingPlanID !== null && input.billingPlanID !== id)
    throw badRequest("The billingPlanID of the body is not the plan of the path.");
  return deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, actor, id, true);
    const change = changeFor(plan.statusId, input.statusID);
    const refusal = transitionRefusal(plan.statusId, input.statusID);
    if (refusal || !change) {
      // Resending a Pending, Paused or ended plan unchanged is not a change: nothing to refuse.
      if (change === "edit" && noEdits(plan, input)) return wirePlan(tx, id);
      throw conflict(refusal ?? "This change is not allowed.");
    }
    const values = changeValues(deps, actor, change, plan, input);
    const notes = input.notes?.trim();
    if (notes !== undefined && notes !== plan.notes) values.notes = notes;
    if (Object.keys(values).length === 0) return wirePlan(tx, id);
    return applyPlanChange(tx, actor, plan, values, `billingPlan.${change}`, deps.now());
  });
}

function noEdits(plan: PlanRow, input: UpdatePlanInput): boolean {
  try {
    const values = editValues(plan, input);
    const notes = input.notes?.trim();
    return Object.keys(values).length === 0 && (notes === undefined || notes === plan.notes);
  } catch {
    return false;
  }
}

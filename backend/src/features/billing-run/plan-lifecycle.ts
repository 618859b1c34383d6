import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { billingPlans, contacts } from "../../db/schema";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import { pauseEnded, planExpired } from "../../domain/billing-clock";
import { followPlanStatus } from "../billing-plans/plan-changes.service";
import { inRunScope, recordRunAudit, type RunContext } from "./run-context";
import { clientNameOf } from "./summary";

const planWithClient = {
  id: billingPlans.id,
  contactId: billingPlans.contactId,
  statusId: billingPlans.statusId,
  pauseUntil: billingPlans.pauseUntil,
  lastDayOfService: billingPlans.lastDayOfService,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
};

/** Paused plans whose pause ends by the run's date become Active again and bill from the month it ends. */
export async function resumePlans(run: RunContext): Promise<void> {
  const { db } = run.deps;
  const paused = await db
    .select(planWithClient)
    .from(billingPlans)
    .innerJoin(contacts, eq(contacts.id, billingPlans.contactId))
    .where(
      and(
        eq(billingPlans.statusId, PLAN_STATUS.paused),
        isNotNull(billingPlans.pauseUntil),
        inRunScope(run, billingPlans.affiliateId),
      ),
    );
  for (const plan of paused.filter((p) => pauseEnded(p.pauseUntil, run.date))) {
    run.summary.resumed.push({ billingPlanId: plan.id, contactId: plan.contactId, clientName: clientNameOf(plan) });
    if (run.dryRun) continue;
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(billingPlans)
        .set({ statusId: PLAN_STATUS.active, pauseUntil: null, billsFrom: plan.pauseUntil, updatedAt: run.at })
        .where(and(eq(billingPlans.id, plan.id), eq(billingPlans.statusId, PLAN_STATUS.paused)))
        .returning({ id: billingPlans.id });
      if (changed.length === 0) return;
      await followPlanStatus(tx, plan.contactId, PLAN_STATUS.active, run.at);
      await recordRunAudit(tx, run, {
        action: "billingPlan.resume",
        entity: "billingPlan",
        entityId: plan.id,
        before: { statusId: PLAN_STATUS.paused, pauseUntil: plan.pauseUntil },
        after: { statusId: PLAN_STATUS.active, pauseUntil: null, billsFrom: plan.pauseUntil },
      });
    });
  }
}

/** Active and paused plans past their last day of service become Expired, and their clients follow. */
export async function expirePlans(run: RunContext): Promise<void> {
  const { db } = run.deps;
  const ending = await db
    .select(planWithClient)
    .from(billingPlans)
    .innerJoin(contacts, eq(contacts.id, billingPlans.contactId))
    .where(
      and(
        inArray(billingPlans.statusId, [PLAN_STATUS.active, PLAN_STATUS.paused]),
        lt(billingPlans.lastDayOfService, run.date),
        inRunScope(run, billingPlans.affiliateId),
      ),
    );
  for (const plan of ending.filter((p) => planExpired(p.lastDayOfService, run.date))) {
    run.summary.expired.push({ billingPlanId: plan.id, contactId: plan.contactId, clientName: clientNameOf(plan) });
    if (run.dryRun) continue;
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(billingPlans)
        .set({ statusId: PLAN_STATUS.expired, updatedAt: run.at })
        .where(and(eq(billingPlans.id, plan.id), eq(billingPlans.statusId, plan.statusId)))
        .returning({ id: billingPlans.id });
      if (changed.length === 0) return;
      await followPlanStatus(tx, plan.contactId, PLAN_STATUS.expired, run.at);
      await recordRunAudit(tx, run, {
        action: "billingPlan.expire",
        entity: "billingPlan",
        entityId: plan.id,
        before: { statusId: plan.statusId },
        after: { statusId: PLAN_STATUS.expired },
      });
    });
  }
}

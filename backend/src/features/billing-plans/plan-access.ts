import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { billingPlanDetails, billingPlans } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { forbidden, notFound } from "../../http/errors";
import { contactScope } from "../contacts/contacts.service";
import { toWirePlan, type DetailRow, type PlanRow, type WirePlan } from "./billing-plans.wire";

export const PLAN_NOT_FOUND = "Billing plan not found";
export const NOT_WHILE_IMPERSONATING = "Only the affiliate themselves can do this, not while acting as them.";

/** Whether the request is staff acting as an affiliate (the `acting-as` header). */
export const isImpersonating = (actor: Actor) => actor.actingAsUserId !== actor.userId;

/** Create agreement, pause and manual invoice need the logged-in user acting for themselves (spec §6). */
export function assertNotImpersonating(actor: Actor): void {
  if (isImpersonating(actor)) throw forbidden(NOT_WHILE_IMPERSONATING);
}

/**
 * A plan the actor may reach, locked for update when `lock`: ownership as for contacts (docs/decisions/0070):
 * an affiliate (or staff acting as one) only that affiliate's, other staff any. Anyone else's is 404.
 */
export async function loadPlan(q: Queryable, actor: Actor, id: number, lock = false): Promise<PlanRow> {
  const base = q.select().from(billingPlans).where(eq(billingPlans.id, id)).limit(1);
  const [row] = lock ? await base.for("update") : await base;
  const scope = contactScope(actor);
  if (!row || (scope !== null && row.affiliateId !== scope)) throw notFound(PLAN_NOT_FOUND);
  return row;
}

async function detailsOf(q: Queryable, planIds: number[]): Promise<Map<number, DetailRow[]>> {
  const byPlan = new Map<number, DetailRow[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await q
    .select()
    .from(billingPlanDetails)
    .where(inArray(billingPlanDetails.billingPlanId, planIds))
    .orderBy(asc(billingPlanDetails.id));
  for (const d of rows) byPlan.set(d.billingPlanId, [...(byPlan.get(d.billingPlanId) ?? []), d]);
  return byPlan;
}

/** Plans as the wire carries them, with their details. */
export async function wirePlans(q: Queryable, rows: PlanRow[]): Promise<WirePlan[]> {
  const details = await detailsOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toWirePlan(r, details.get(r.id) ?? []));
}

export async function wirePlan(q: Queryable, id: number): Promise<WirePlan> {
  const rows = await q
    .select()
    .from(billingPlans)
    .where(and(eq(billingPlans.id, id)));
  return (await wirePlans(q, rows))[0]!;
}

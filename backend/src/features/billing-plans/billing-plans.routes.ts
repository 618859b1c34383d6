import { Hono } from "hono";
import { billingPlanCalls as calls } from "../../../../contract/billing-plans";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { bodyOf, paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { createPlan, listPlans } from "./billing-plans.service";
import { requestManualInvoice } from "./manual-invoice.service";
import { updatePlan } from "./plan-changes.service";
import { calculatePlanFees } from "./plan-fees.service";

/**
 * The billing plan calls of spec §7 (docs/decisions/0145-0148): GET /billingPlan/{contactId}/{affiliateId},
 * PUT /billingPlan/{billingPlanID}, POST /billingPlan/requestManualInvoice, and our POST /billingPlan and
 * POST /billingPlan/fees (docs/decisions/0170); contract/billing-plans.ts.
 */
export function billingPlansRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.list), auth, async (c) => {
    const { contactId, affiliateId } = paramsOf(c, calls.list);
    return reply(c, calls.list, await listPlans(deps.db, c.get("actor"), contactId, affiliateId));
  });

  r.post(route(calls.requestManualInvoice), auth, async (c) => {
    const input = await bodyOf(c, calls.requestManualInvoice);
    return reply(c, calls.requestManualInvoice, await requestManualInvoice(deps, c.get("actor"), input));
  });

  r.post(route(calls.fees), auth, async (c) => {
    const input = await bodyOf(c, calls.fees);
    return reply(c, calls.fees, await calculatePlanFees(deps.db, c.get("actor"), input));
  });

  r.post(route(calls.create), auth, async (c) => {
    const input = await bodyOf(c, calls.create);
    return reply(c, calls.create, await createPlan(deps, c.get("actor"), input), 201);
  });

  r.put(route(calls.update), auth, async (c) => {
    const input = await bodyOf(c, calls.update);
    const { billingPlanID } = paramsOf(c, calls.update);
    return reply(c, calls.update, await updatePlan(deps, c.get("actor"), billingPlanID, input));
  });

  return r;
}

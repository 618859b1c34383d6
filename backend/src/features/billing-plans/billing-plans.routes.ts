import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { createPlan, listPlans } from "./billing-plans.service";
import { CreatePlanBody, ManualInvoiceBody, PlanFeesBody, UpdatePlanBody } from "./billing-plans.wire";
import { requestManualInvoice } from "./manual-invoice.service";
import { updatePlan } from "./plan-changes.service";
import { calculatePlanFees } from "./plan-fees.service";

/**
 * The billing plan calls of spec §7 (docs/decisions/0145-0148): GET /billingPlan/{contactId}/{affiliateId},
 * PUT /billingPlan/{billingPlanID}, POST /billingPlan/requestManualInvoice, and our POST /billingPlan and
 * POST /billingPlan/fees (docs/decisions/0170).
 */
export function billingPlansRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get("/billingPlan/:contactId{[0-9]+}/:affiliateId{[0-9]+}", auth, async (c) => {
    const contactId = parseId(c.req.param("contactId"), "contactId");
    const affiliateId = parseId(c.req.param("affiliateId"), "affiliateId");
    return c.json(await listPlans(deps.db, c.get("actor"), contactId, affiliateId));
  });

  r.post("/billingPlan/requestManualInvoice", auth, async (c) => {
    const input = await parseJson(c, ManualInvoiceBody);
    return c.json(await requestManualInvoice(deps, c.get("actor"), input));
  });

  r.post("/billingPlan/fees", auth, async (c) => {
    const input = await parseJson(c, PlanFeesBody);
    return c.json(await calculatePlanFees(deps.db, c.get("actor"), input));
  });

  r.post("/billingPlan", auth, async (c) => {
    const input = await parseJson(c, CreatePlanBody);
    return c.json(await createPlan(deps, c.get("actor"), input), 201);
  });

  r.put("/billingPlan/:billingPlanID{[0-9]+}", auth, async (c) => {
    const input = await parseJson(c, UpdatePlanBody);
    return c.json(await updatePlan(deps, c.get("actor"), parseId(c.req.param("billingPlanID"), "billingPlanID"), input));
  });

  return r;
}

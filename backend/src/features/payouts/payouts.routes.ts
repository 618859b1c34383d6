import { Hono } from "hono";
import { payoutCalls as calls } from "../../../../contract/payouts";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertFinance } from "../../http/authorize";
import { paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { findBillExport } from "./bill-exports.service";
import { wireBillExport } from "./payouts.wire";

/**
 * GET /api/v1/bill/find-export/{controlNumber} (spec §7, docs/decisions/0249): the bill payment export a
 * control number names, for the bill-export details modal; finance only, as report 9 is.
 */
export function payoutsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(route(calls.findBillExport), tokenAuth(deps), async (c) => {
    assertFinance(c.get("actor"));
    const { controlNumber } = paramsOf(c, calls.findBillExport);
    const view = await findBillExport(deps.db, controlNumber);
    return reply(c, calls.findBillExport, wireBillExport(view, deps.env.BILLING_TIME_ZONE));
  });
}

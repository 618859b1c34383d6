import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertFinance } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseWith } from "../../http/validate";
import { findBillExport } from "./bill-exports.service";
import { ControlNumberParam, wireBillExport } from "./payouts.wire";

/**
 * GET /api/v1/bill/find-export/{controlNumber} (spec §7, docs/decisions/0249): the bill payment export a
 * control number names, for the bill-export details modal; finance only, as report 9 is.
 */
export function payoutsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/bill/find-export/:controlNumber", tokenAuth(deps), async (c) => {
    assertFinance(c.get("actor"));
    const controlNumber = parseWith(ControlNumberParam, c.req.param("controlNumber"));
    return c.json(wireBillExport(await findBillExport(deps.db, controlNumber), deps.env.BILLING_TIME_ZONE));
  });
}

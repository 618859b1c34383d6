import { Hono } from "hono";
import { BILL_EXPORTS_LISTED, payoutCalls as calls } from "../../../../contract/payouts";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertFinance } from "../../http/authorize";
import { paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { findBillExport, listBillExports } from "./bill-exports.service";
import { wireBillExport, wireBillExportSummary } from "./payouts.wire";

/**
 * GET /api/v1/bill/find-export/{controlNumber} (spec §7, docs/decisions/0249): the bill payment export a
 * control number names, for the bill-export details modal; and the list of past exports; finance only, as
 * report 9 is.
 */
export function payoutsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get(route(calls.findBillExport), tokenAuth(deps), async (c) => {
        assertFinance(c.get("actor"));
        const { controlNumber } = paramsOf(c, calls.findBillExport);
        const view = await findBillExport(deps.db, controlNumber);
        return reply(c, calls.findBillExport, wireBillExport(view, deps.env.BILLING_TIME_ZONE));
      })
      // GET /api/v1/bill/exports: the past exports report 9's operation 2 offers to pick (docs/decisions/0394).
      .get(route(calls.listBillExports), tokenAuth(deps), async (c) => {
        assertFinance(c.get("actor"));
        const listed = await listBillExports(deps.db, BILL_EXPORTS_LISTED);
        return reply(
          c,
          calls.listBillExports,
          listed.map((e) => wireBillExportSummary(e, deps.env.BILLING_TIME_ZONE)),
        );
      })
  );
}

import { Hono } from "hono";
import { invoiceCalls as calls } from "../../../../contract/invoices";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { chargeCardNow } from "./charge-now.service";

/** CHARGE CARD NOW (docs/decisions/0366): an invoice call, here beside the clock whose attempt path it uses. */
export function chargeNowRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(route(calls.chargeNow), tokenAuth(deps), async (c) =>
    reply(c, calls.chargeNow, await chargeCardNow(deps, c.get("actor"), paramsOf(c, calls.chargeNow).invoiceId)),
  );
}

import { Hono } from "hono";
import { lookupCalls as calls } from "../../../../contract/lookups";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { cachedWhileFilled, idNameLookups, listIdName, listPaymentTypes, listTaxRates } from "./lookups.service";

/**
 * The lookup lists of contract/lookups.ts (GET /gender, /contactType, ... /paymentType, /taxRateByProvince):
 * read once per process (docs/decisions/0122), or on every call with CACHES=off (0321).
 */
export function lookupsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  const lookup = deps.env.CACHES === "on" ? cachedWhileFilled : <T>(read: () => Promise<T[]>) => read;

  for (const name of Object.keys(idNameLookups) as (keyof typeof idNameLookups)[]) {
    const call = calls[name];
    const rows = lookup(() => listIdName(deps.db, idNameLookups[name]));
    r.get(route(call), auth, async (c) => reply(c, call, await rows()));
  }
  const paymentTypes = lookup(() => listPaymentTypes(deps.db));
  const taxRates = lookup(() => listTaxRates(deps.db));
  r.get(route(calls.paymentTypes), auth, async (c) => reply(c, calls.paymentTypes, await paymentTypes()));
  r.get(route(calls.taxRatesByProvince), auth, async (c) => reply(c, calls.taxRatesByProvince, await taxRates()));

  return r;
}

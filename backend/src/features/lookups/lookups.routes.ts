import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { cachedWhileFilled, idNameLookups, listIdName, listPaymentTypes, listTaxRates } from "./lookups.service";

/**
 * GET /gender, /contactType, ... /paymentType, /taxRateByProvince: read once per process (docs/decisions/0122),
 * or on every call with CACHES=off (0321).
 */
export function lookupsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  const lookup = deps.env.CACHES === "on" ? cachedWhileFilled : <T>(read: () => Promise<T[]>) => read;

  for (const [path, table] of Object.entries(idNameLookups)) {
    const rows = lookup(() => listIdName(deps.db, table));
    r.get(path, auth, async (c) => c.json(await rows()));
  }
  const paymentTypes = lookup(() => listPaymentTypes(deps.db));
  const taxRates = lookup(() => listTaxRates(deps.db));
  r.get("/paymentType", auth, async (c) => c.json(await paymentTypes()));
  r.get("/taxRateByProvince", auth, async (c) => c.json(await taxRates()));

  return r;
}

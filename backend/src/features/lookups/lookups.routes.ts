import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { cachedWhileFilled, idNameLookups, listIdName, listPaymentTypes, listTaxRates } from "./lookups.service";

/** GET /gender, /contactType, ... /paymentType, /taxRateByProvince, read once per process (0122). */
export function lookupsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  for (const [path, table] of Object.entries(idNameLookups)) {
    const rows = cachedWhileFilled(() => listIdName(deps.db, table));
    r.get(path, auth, async (c) => c.json(await rows()));
  }
  const paymentTypes = cachedWhileFilled(() => listPaymentTypes(deps.db));
  const taxRates = cachedWhileFilled(() => listTaxRates(deps.db));
  r.get("/paymentType", auth, async (c) => c.json(await paymentTypes()));
  r.get("/taxRateByProvince", auth, async (c) => c.json(await taxRates()));

  return r;
}

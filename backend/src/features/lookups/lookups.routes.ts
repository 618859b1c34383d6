import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { idNameLookups, listIdName, listPaymentTypes, listTaxRates } from "./lookups.service";

/** GET /gender, /contactType, ... /paymentType, /taxRateByProvince. */
export function lookupsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  for (const [path, table] of Object.entries(idNameLookups)) {
    r.get(path, auth, async (c) => c.json(await listIdName(deps.db, table)));
  }
  r.get("/paymentType", auth, async (c) => c.json(await listPaymentTypes(deps.db)));
  r.get("/taxRateByProvince", auth, async (c) => c.json(await listTaxRates(deps.db)));

  return r;
}

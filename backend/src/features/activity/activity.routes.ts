import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseId } from "../../http/validate";
import { affiliateFilter } from "../contacts/contacts.service";
import { listActivities } from "./activity.service";

/**
 * GET /activity/byAffiliate/{userId} and GET /activity/byAffiliate/infoPackets/{userId} (billing spec §7,
 * docs/decisions/0230): an affiliate's own; staff naming themselves everyone's, naming an affiliate theirs.
 */
export function activityRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get("/activity/byAffiliate/infoPackets/:userId{[0-9]+}", auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"));
    return c.json(await listActivities(deps.db, { affiliateId, infoPacketsOnly: true }));
  });

  r.get("/activity/byAffiliate/:userId{[0-9]+}", auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"));
    return c.json(await listActivities(deps.db, { affiliateId, infoPacketsOnly: false }));
  });

  return r;
}

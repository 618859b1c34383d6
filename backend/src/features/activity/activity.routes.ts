import { Hono } from "hono";
import { activityCalls as calls } from "../../../../contract/activity";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { affiliateFilter } from "../contacts/contacts.service";
import { listActivities } from "./activity.service";

/**
 * GET /activity/byAffiliate/{userId} and GET /activity/byAffiliate/infoPackets/{userId} (billing spec §7,
 * docs/decisions/0230; contract/activity.ts): an affiliate's own; staff naming themselves everyone's, naming
 * an affiliate theirs.
 */
export function activityRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.infoPackets), auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), paramsOf(c, calls.infoPackets).userId);
    return reply(c, calls.infoPackets, await listActivities(deps.db, { affiliateId, infoPacketsOnly: true }));
  });

  r.get(route(calls.all), auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), paramsOf(c, calls.all).userId);
    return reply(c, calls.all, await listActivities(deps.db, { affiliateId, infoPacketsOnly: false }));
  });

  return r;
}

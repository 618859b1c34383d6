import { Hono } from "hono";
import { featureFlagCalls as calls } from "../../../../contract/feature-flags";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertStaff } from "../../http/authorize";
import { bodyOf, queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { setFeatureFlags } from "./feature-flags.service";

/**
 * PUT /api/v1/user/profile/feature-flags?userId=  { featureFlags: "stripe_connect,enable_button_translate" }
 * Staff only (a Finance user's flags only by Finance); not in the spec's table (docs/decisions/0061;
 * contract/feature-flags.ts).
 */
export function featureFlagsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().put(route(calls.set), tokenAuth(deps), async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const { userId } = queryOf(c, calls.set);
    const body = await bodyOf(c, calls.set);
    return reply(c, calls.set, await setFeatureFlags(deps.db, actor, userId, body.featureFlags));
  });
}

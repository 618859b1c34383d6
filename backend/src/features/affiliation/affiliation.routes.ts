import { Hono } from "hono";
import { affiliationCalls as calls } from "../../../../contract/affiliation";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor } from "../../http/authorize";
import { paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { affiliationProgressFor } from "./affiliation.service";

/** GET /invoice/affiliation-progress/{userId} (contract/affiliation.ts): an affiliate their own, staff anyone's. */
export function affiliationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(route(calls.progress), tokenAuth(deps), async (c) => {
    const { userId } = paramsOf(c, calls.progress);
    assertCanActFor(c.get("actor"), userId);
    return reply(c, calls.progress, await affiliationProgressFor(deps.db, userId, deps.now()));
  });
}

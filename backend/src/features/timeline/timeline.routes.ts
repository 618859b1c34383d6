import { Hono } from "hono";
import { timelineCalls as calls } from "../../../../contract/timeline";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { paramsOf, queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { clientTimeline } from "./timeline.service";

/** The money timeline of one client (issue 39, docs/decisions/0399; contract/timeline.ts). */
export function timelineRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get(route(calls.history), tokenAuth(deps), async (c) => {
    const { contactId } = paramsOf(c, calls.history);
    return reply(c, calls.history, await clientTimeline(deps, c.get("actor"), contactId, queryOf(c, calls.history)));
  });
  return r;
}

import { Hono } from "hono";
import { profileCalls as calls } from "../../../../contract/profile";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor } from "../../http/authorize";
import { queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { getProfile } from "./profile.service";

/** The second backend's profile call (contract/profile.ts), mounted under /api/v1. Without ?userId= it answers the caller's own. */
export function profileRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  // A read the spec made a POST (it takes no body); its first call for a user creates the profile row.
  r.post(route(calls.get), tokenAuth(deps), async (c) => {
    const actor = c.get("actor");
    const userId = queryOf(c, calls.get).userId ?? actor.userId;
    assertCanActFor(actor, userId);
    return reply(c, calls.get, await getProfile(deps.db, userId));
  });

  return r;
}

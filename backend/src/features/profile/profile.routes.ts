import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseId } from "../../http/validate";
import { getProfile } from "./profile.service";

/** The second backend's profile call, mounted under /api/v1. Without ?userId= it answers the caller's own. */
export function profileRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();

  // A read the spec made a POST (it takes no body); its first call for a user creates the profile row.
  r.post("/user/profile", tokenAuth(deps), async (c) => {
    const actor = c.get("actor");
    const raw = c.req.query("userId");
    const userId = raw === undefined || raw === "" ? actor.userId : parseId(raw, "userId");
    assertCanActFor(actor, userId);
    return c.json(await getProfile(deps.db, userId));
  });

  return r;
}

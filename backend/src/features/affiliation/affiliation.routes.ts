import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseId } from "../../http/validate";
import { affiliationProgressFor } from "./affiliation.service";

/**
 * GET /invoice/affiliation-progress/{userId}: an affiliate their own, staff anyone's.
 */
export function affiliationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/invoice/affiliation-progress/:userId", tokenAuth(deps), async (c) => {
    const userId = parseId(c.req.param("userId"), "userId");
    assertCanActFor(c.get("actor"), userId);
    return c.json(await affiliationProgressFor(deps.db, userId, deps.now()));
  });
}

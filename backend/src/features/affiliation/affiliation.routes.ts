import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor } from "../../http/authorize";
import { cachedRead } from "../../http/cached-read";
import { tokenAuth } from "../../http/token-auth";
import { parseId } from "../../http/validate";
import { affiliationProgressFor } from "./affiliation.service";

/**
 * GET /invoice/affiliation-progress/{userId}: an affiliate their own, staff anyone's. Its answer is kept
 * while the data is unchanged, until an invoice's paid-on date enters or leaves the 12-month window.
 */
export function affiliationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/invoice/affiliation-progress/:userId", tokenAuth(deps), cachedRead(deps), async (c) => {
    const userId = parseId(c.req.param("userId"), "userId");
    assertCanActFor(c.get("actor"), userId);
    const { progress, holdsUntil } = await affiliationProgressFor(deps.db, userId, deps.now());
    if (holdsUntil) c.set("answerKeptUntil", holdsUntil);
    return c.json(progress);
  });
}

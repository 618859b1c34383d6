import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseId } from "../../http/validate";
import { connectStatus, createAccountLink, disconnect } from "./connect.service";

/** ?userId= names the affiliate; without it, the caller. An affiliate may act only for themselves (spec §6). */
function targetUserId(c: { req: { query(name: string): string | undefined }; get(key: "actor"): AppEnv["Variables"]["actor"] }) {
  const actor = c.get("actor");
  const raw = c.req.query("userId");
  const userId = raw === undefined || raw === "" ? actor.userId : parseId(raw, "userId");
  assertCanActFor(actor, userId);
  return userId;
}

/**
 * Stripe Connect, mounted under /api/v1 (the spec's second backend):
 *   POST /connect/create-account-link?userId=&email=  → { completed_onboarding, url }
 *   POST /connect/disconnect?userId=                   → { message }
 *   GET  /connect/status?userId=                       → { stripeConnectAccountId, completed_onboarding, charges_enabled }
 * Only for a user whose profile has the stripe_connect flag (403 otherwise).
 */
export function connectRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.post("/connect/create-account-link", auth, async (c) => {
    const userId = targetUserId(c);
    return c.json(await createAccountLink(deps, c.get("actor"), userId, c.req.query("email")));
  });

  r.post("/connect/disconnect", auth, async (c) => {
    const userId = targetUserId(c);
    return c.json(await disconnect(deps, c.get("actor"), userId));
  });

  r.get("/connect/status", auth, async (c) => c.json(await connectStatus(deps, targetUserId(c))));

  return r;
}

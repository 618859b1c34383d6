import { Hono, type Context } from "hono";
import { connectCalls as calls } from "../../../../contract/connect";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor } from "../../http/authorize";
import { queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { connectStatus, createAccountLink, disconnect } from "./connect.service";

/** ?userId= names the affiliate; without it, the caller. An affiliate may act only for themselves (spec §6). */
function targetUserId(c: Context<AppEnv>, named: number | undefined) {
  const actor = c.get("actor");
  const userId = named ?? actor.userId;
  assertCanActFor(actor, userId);
  return userId;
}

/**
 * Stripe Connect, mounted under /api/v1 (the spec's second backend; contract/connect.ts): create-account-link,
 * disconnect and status. Only for a user whose profile has the stripe_connect flag (403 otherwise).
 */
export function connectRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.post(route(calls.createAccountLink), auth, async (c) => {
    const query = queryOf(c, calls.createAccountLink);
    const userId = targetUserId(c, query.userId);
    // The email is checked after the flag (403 before 400), in the service.
    return reply(c, calls.createAccountLink, await createAccountLink(deps, c.get("actor"), userId, query.email));
  });

  r.post(route(calls.disconnect), auth, async (c) => {
    const userId = targetUserId(c, queryOf(c, calls.disconnect).userId);
    return reply(c, calls.disconnect, await disconnect(deps, c.get("actor"), userId));
  });

  r.get(route(calls.status), auth, async (c) => {
    const userId = targetUserId(c, queryOf(c, calls.status).userId);
    return reply(c, calls.status, await connectStatus(deps, userId));
  });

  return r;
}

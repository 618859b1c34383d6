import { Hono } from "hono";
import { clientRequestCalls as calls } from "../../../../contract/client-requests";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { bodyOf, paramsOf, queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { decideBillingRequest, listBillingRequests } from "./billing-request.service";
import { sendClientRequest } from "./client-request.service";

/**
 * POST /email/client-request: to, subject, body (spec §7) — to the coach-finder or support address only;
 * with `clientRequest`, a billing client request recorded for staff, who answer it with the list and the
 * accept or reject calls (docs/decisions/0203, 0204; contract/client-requests.ts).
 */
export function clientRequestRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  r.post(route(calls.send), auth, async (c) =>
    reply(c, calls.send, await sendClientRequest(deps, c.get("actor"), await bodyOf(c, calls.send))),
  );
  r.get(route(calls.list), auth, async (c) =>
    reply(c, calls.list, await listBillingRequests(deps.db, c.get("actor"), queryOf(c, calls.list).status)),
  );
  r.post(route(calls.accept), auth, async (c) =>
    reply(c, calls.accept, await decideBillingRequest(deps, c.get("actor"), paramsOf(c, calls.accept).requestId, "accept")),
  );
  r.post(route(calls.reject), auth, async (c) =>
    reply(c, calls.reject, await decideBillingRequest(deps, c.get("actor"), paramsOf(c, calls.reject).requestId, "reject")),
  );
  return r;
}

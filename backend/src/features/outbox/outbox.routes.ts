import { Hono } from "hono";
import { outboxCalls as calls } from "../../../../contract/outbox";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertFinance } from "../../http/authorize";
import { queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { listOutbox } from "./outbox.service";

/**
 * GET /api/v1/outbox?to=&limit= (contract/outbox.ts) — Finance (8, 37) read the emails the product has sent
 * (the outbox transport); they hold reset and verification codes, so office staff may not (docs/decisions/0103).
 */
export function outboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(route(calls.list), tokenAuth(deps), async (c) => {
    assertFinance(c.get("actor"), "Only a Finance user can read the email outbox.");
    return reply(c, calls.list, await listOutbox(deps.db, queryOf(c, calls.list)));
  });
}

import { Hono } from "hono";
import { outboxCalls as calls } from "../../../../contract/outbox";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertFinance } from "../../http/authorize";
import { paramsOf, queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { listOutbox, resendEmail } from "./outbox.service";

/**
 * GET /api/v1/outbox?to=&limit= (contract/outbox.ts) — Finance (8, 37) read the emails the product has sent
 * (the outbox transport); they hold reset and verification codes, so office staff may not (docs/decisions/0103).
 * POST /api/v1/outbox/{id}/resend: Finance queue a failed one again (docs/decisions/0348).
 */
export function outboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(route(calls.list), tokenAuth(deps), async (c) => {
      assertFinance(c.get("actor"), FINANCE_ONLY);
      return reply(c, calls.list, await listOutbox(deps.db, queryOf(c, calls.list)));
    })
    .post(route(calls.resend), tokenAuth(deps), async (c) => {
      assertFinance(c.get("actor"), FINANCE_ONLY);
      const { id } = paramsOf(c, calls.resend);
      return reply(c, calls.resend, await resendEmail(deps, c.get("actor"), id));
    });
}

const FINANCE_ONLY = "Only a Finance user can read the email outbox.";

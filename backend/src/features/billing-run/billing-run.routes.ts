import { Hono } from "hono";
import { billingRunCalls as calls, NOT_TODAY, ONE_AFFILIATE_NEEDS_TEST_CLOCK } from "../../../../contract/billing-run";
import { businessToday, type AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertFinance } from "../../http/authorize";
import { bodyOf, reply, route } from "../../http/contract-route";
import { badRequest } from "../../http/errors";
import { tokenAuth } from "../../http/token-auth";
import { runBilling } from "./billing-run.service";

export const FINANCE_ONLY = "Only a Finance user can run billing.";

/**
 * POST /api/v1/billing/run (issue 14, docs/decisions/0186): the billing clock for a date, finance only
 * (roles 8, 37); another date than today in BILLING_TIME_ZONE only with BILLING_TEST_CLOCK=true.
 */
export function billingRunRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(route(calls.run), tokenAuth(deps), async (c) => {
    const actor = c.get("actor");
    assertFinance(actor, FINANCE_ONLY);
    const input = await bodyOf(c, calls.run);
    if (!deps.env.BILLING_TEST_CLOCK && input.date !== businessToday(deps)) throw badRequest(NOT_TODAY);
    if (!deps.env.BILLING_TEST_CLOCK && input.affiliateId !== undefined) throw badRequest(ONE_AFFILIATE_NEEDS_TEST_CLOCK);
    return reply(
      c,
      calls.run,
      await runBilling(deps, {
        date: input.date,
        dryRun: input.dryRun,
        affiliateId: input.affiliateId,
        starter: { userId: actor.userId, actingAsUserId: actor.actingAsUserId },
      }),
    );
  });
}

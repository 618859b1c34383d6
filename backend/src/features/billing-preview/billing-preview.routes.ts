import { Hono } from "hono";
import { billingRunCalls as calls } from "../../../../contract/billing-run";
import { businessToday, type AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertStaff } from "../../http/authorize";
import { queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { nextIssueDate } from "../../domain/billing-preview";
import { previewBilling } from "./billing-preview.service";

/**
 * GET /api/v1/billing/preview?date=YYYY-MM-DD (issue 14, docs/decisions/0221): staff (office 3, finance
 * 8 and 37) see what the run of a date would issue and charge; any date, as it writes nothing; the default
 * is the next 25th on or after today in BILLING_TIME_ZONE.
 */
export function billingPreviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(route(calls.preview), tokenAuth(deps), async (c) => {
    assertStaff(c.get("actor"));
    const query = queryOf(c, calls.preview);
    return reply(c, calls.preview, await previewBilling(deps, query.date ?? nextIssueDate(businessToday(deps))));
  });
}

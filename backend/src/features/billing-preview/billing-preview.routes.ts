import { Hono } from "hono";
import { businessToday, type AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertStaff } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseWith } from "../../http/validate";
import { nextIssueDate } from "../../domain/billing-preview";
import { previewBilling } from "./billing-preview.service";
import { BillingPreviewQuery } from "./billing-preview.wire";

/**
 * GET /api/v1/billing/preview?date=YYYY-MM-DD (issue 14, docs/decisions/0221): staff (office 3, finance
 * 8 and 37) see what the run of a date would issue and charge; any date, as it writes nothing; the default
 * is the next 25th on or after today in BILLING_TIME_ZONE.
 */
export function billingPreviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/billing/preview", tokenAuth(deps), async (c) => {
    assertStaff(c.get("actor"));
    const query = parseWith(BillingPreviewQuery, c.req.query());
    return c.json(await previewBilling(deps, query.date ?? nextIssueDate(businessToday(deps))));
  });
}

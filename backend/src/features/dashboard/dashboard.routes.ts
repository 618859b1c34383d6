import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseWith } from "../../http/validate";
import { activityPage } from "../activity/activity.service";
import { affiliateFilter } from "../contacts/contacts.service";
import { invoiceListPage } from "./dashboard-invoices.service";
import { dashboardData, periodNow } from "./dashboard.service";
import { pageQuery } from "../../http/keyset-page";
import { InvoiceListQuery } from "./dashboard.wire";

const ActivityPageQuery = z.object({
  scope: z.enum(["month", "all"], { error: "scope must be month or all" }),
  ...pageQuery,
});

/**
 * GET /report/dashboard/{userId} (access spec §7, docs/decisions/0227), and the keyset pages of its invoice
 * lists and info packets that the dashboard's modals and CSV exports read (docs/decisions/0229). Who sees
 * what as GET /contact/report: an affiliate their own; staff naming themselves every affiliate, naming an
 * affiliate (impersonation) that affiliate.
 */
export function dashboardRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  const scopeOf = (actor: AppEnv["Variables"]["actor"], userId: string | undefined) =>
    affiliateFilter(deps.db, actor, parseId(userId, "userId"));

  r.get("/report/dashboard/:userId{[0-9]+}", auth, async (c) => {
    const affiliateId = await scopeOf(c.get("actor"), c.req.param("userId"));
    return c.json(await dashboardData(deps.db, affiliateId, periodNow(deps)));
  });

  r.get("/report/dashboard/:userId{[0-9]+}/invoices", auth, async (c) => {
    const affiliateId = await scopeOf(c.get("actor"), c.req.param("userId"));
    const query = parseWith(InvoiceListQuery, c.req.query());
    return c.json(await invoiceListPage(deps.db, query.list, affiliateId, periodNow(deps), query));
  });

  r.get("/report/dashboard/:userId{[0-9]+}/activity", auth, async (c) => {
    const affiliateId = await scopeOf(c.get("actor"), c.req.param("userId"));
    const query = parseWith(ActivityPageQuery, c.req.query());
    const filter = { affiliateId, infoPacketsOnly: true, month: query.scope === "month" ? periodNow(deps) : undefined };
    return c.json(await activityPage(deps.db, filter, query.after, query.pageSize));
  });

  return r;
}

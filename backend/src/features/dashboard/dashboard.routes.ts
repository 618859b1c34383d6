import { Hono, type Context } from "hono";
import { dashboardCalls as calls } from "../../../../contract/dashboard";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { paramsOf, queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { activityPage } from "../activity/activity.service";
import { affiliateFilter } from "../contacts/contacts.service";
import { invoiceListPage } from "./dashboard-invoices.service";
import { dashboardData, periodNow } from "./dashboard.service";

/**
 * GET /report/dashboard/{userId} (access spec §7, docs/decisions/0227), and the keyset pages of its invoice
 * lists and info packets that the dashboard's modals and CSV exports read (docs/decisions/0229;
 * contract/dashboard.ts). Who sees what as GET /contact/report: an affiliate their own; staff naming
 * themselves every affiliate, naming an affiliate (impersonation) that affiliate.
 */
export function dashboardRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);
  const scopeOf = (c: Context<AppEnv>, call: (typeof calls)[keyof typeof calls]) =>
    affiliateFilter(deps.db, c.get("actor"), paramsOf(c, call).userId);

  r.get(route(calls.data), auth, async (c) => {
    const affiliateId = await scopeOf(c, calls.data);
    return reply(c, calls.data, await dashboardData(deps.db, affiliateId, periodNow(deps)));
  });

  r.get(route(calls.invoices), auth, async (c) => {
    const affiliateId = await scopeOf(c, calls.invoices);
    const query = queryOf(c, calls.invoices);
    return reply(c, calls.invoices, await invoiceListPage(deps.db, query.list, affiliateId, periodNow(deps), query));
  });

  r.get(route(calls.activity), auth, async (c) => {
    const affiliateId = await scopeOf(c, calls.activity);
    const query = queryOf(c, calls.activity);
    const filter = { affiliateId, infoPacketsOnly: true, month: query.scope === "month" ? periodNow(deps) : undefined };
    return reply(c, calls.activity, await activityPage(deps.db, filter, query.after, query.pageSize));
  });

  return r;
}

import { Hono } from "hono";
import { accountingCalls } from "../../../../contract/accounting";
import { reportCalls as calls, MAX_PAGE_SIZE } from "../../../../contract/reports";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { paramsOf, queryOf, bodyOf, reply, route } from "../../http/contract-route";
import { assertFinance } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { accountingExportFile } from "./accounting-export.service";
import { feeInvoicePayments } from "./fee-payments.service";
import { invoiceReport } from "./invoice-report.service";
import { listReports, runReport } from "./reports.service";

/**
 * The report calls of spec §7 (docs/decisions/0237–0243, contract/reports.ts): the list, the run (with a
 * paged, sorted mode for exports), the affiliate monthly invoice report. The web app's referrer-host header
 * is read by nobody (token-auth.ts).
 */
export function reportsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.list), auth, async (c) => {
    const { roleOrMinusOne } = paramsOf(c, calls.list);
    return reply(c, calls.list, await listReports(deps, c.get("actor"), roleOrMinusOne));
  });

  r.post(route(calls.run), auth, async (c) => {
    const { reportId, userId } = paramsOf(c, calls.run);
    const query = queryOf(c, calls.run);
    const params = await bodyOf(c, calls.run);
    const sort = query.sort === null ? null : { column: query.sort, dir: query.dir };
    const paged = query.pageSize !== undefined || query.after !== undefined;
    const page = paged ? { after: query.after || null, pageSize: query.pageSize ?? MAX_PAGE_SIZE } : null;
    const pager = query.pager === "1";
    return reply(c, calls.run, await runReport(deps, c.get("actor"), { reportId, userId, params, sort, page, pager }));
  });

  r.get(route(calls.invoiceReport), auth, async (c) => {
    const { userId } = paramsOf(c, calls.invoiceReport);
    const { dueDate } = queryOf(c, calls.invoiceReport);
    return reply(c, calls.invoiceReport, await invoiceReport(deps.db, c.get("actor"), userId, dueDate));
  });

  return r;
}

/** The "second backend" call of the affiliate's fee-invoice payments, mounted under /api/v1. */
export function feeInvoicesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post(route(calls.feeInvoicePayments), tokenAuth(deps), async (c) => {
    const { userId, year, month } = queryOf(c, calls.feeInvoicePayments);
    const firstOfMonth = `${year}-${month.padStart(2, "0")}-01`;
    return reply(c, calls.feeInvoicePayments, await feeInvoicePayments(deps, c.get("actor"), userId, firstOfMonth));
  });
  return r;
}

/** Report 17's file, GET /api/v1/accounting/export (docs/decisions/0401), mounted under /api/v1: finance only. */
export function accountingRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get(route(accountingCalls.export), tokenAuth(deps), (c) => {
    assertFinance(c.get("actor"));
    const file = accountingExportFile(deps, queryOf(c, accountingCalls.export), c.req.raw.signal);
    return c.body(file.body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    });
  });
  return r;
}

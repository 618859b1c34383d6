import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { badRequest } from "../../http/errors";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { feeInvoicePayments, yearMonth } from "./fee-payments.service";
import { invoiceReport, monthOfDueDate } from "./invoice-report.service";
import type { ReportPage } from "./report-query";
import { listReports, runReport, type RunInput } from "./reports.service";
import { RunBody } from "./reports.wire";

export const MAX_PAGE_SIZE = 10_000;
export const BAD_ROLE = "role must be a role number or -1.";
export const BAD_ROLE_FLAG = "roleFlag must be a number.";
export const BAD_PAGE_SIZE = `pageSize must be a number from 1 to ${MAX_PAGE_SIZE}.`;
export const BAD_DIR = "dir must be asc or desc.";
export const BAD_SORT_COLUMN = "sort must be a column number.";

function signedInt(value: string | undefined, message: string): number {
  if (value === undefined || !/^-?(0|[1-9][0-9]{0,8})$/.test(value)) throw badRequest(message);
  return Number(value);
}

/** `?after=&pageSize=` (paged mode: the CSV export; with `pager=1`, the screen), `?sort=<column>&dir=` of a run. */
function runQuery(query: (name: string) => string | undefined): Pick<RunInput, "sort" | "page" | "pager"> {
  const sortRaw = query("sort");
  const dirRaw = query("dir") || "asc";
  if (dirRaw !== "asc" && dirRaw !== "desc") throw badRequest(BAD_DIR);
  const dir: "asc" | "desc" = dirRaw;
  const sort =
    sortRaw === undefined || sortRaw === ""
      ? null
      : { column: /^(0|[1-9][0-9]{0,2})$/.test(sortRaw) ? Number(sortRaw) : badSort(), dir };
  const sizeRaw = query("pageSize");
  const after = query("after");
  let page: ReportPage | null = null;
  if (sizeRaw !== undefined || after !== undefined) {
    const size = sizeRaw === undefined ? MAX_PAGE_SIZE : Number(sizeRaw);
    if (!/^[1-9][0-9]{0,4}$/.test(sizeRaw ?? "1") || size > MAX_PAGE_SIZE) throw badRequest(BAD_PAGE_SIZE);
    page = { after: after || null, pageSize: size };
  }
  return { sort, page, pager: query("pager") === "1" };
}

function badSort(): never {
  throw badRequest(BAD_SORT_COLUMN);
}

/**
 * The report calls of spec §7 (docs/decisions/0237–0243): the list, the run (with a paged, sorted mode for
 * exports), the affiliate monthly invoice report. The web app's referrer-host header is read by nobody
 * (token-auth.ts).
 */
export function reportsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get("/report/:roleOrMinusOne{-?[0-9]+}", auth, async (c) =>
    c.json(await listReports(deps, c.get("actor"), signedInt(c.req.param("roleOrMinusOne"), BAD_ROLE))),
  );

  r.post("/report/run/:reportId{[0-9]+}/:roleFlag{-?[0-9]+}/:userId{[0-9]+}", auth, async (c) => {
    signedInt(c.req.param("roleFlag"), BAD_ROLE_FLAG);
    const reportId = parseId(c.req.param("reportId"), "reportId");
    const userId = parseId(c.req.param("userId"), "userId");
    const query = runQuery((name) => c.req.query(name));
    const params = await parseJson(c, RunBody);
    return c.json(await runReport(deps, c.get("actor"), { reportId, userId, params, ...query }));
  });

  r.get("/invoice/report/:userId{[0-9]+}", auth, async (c) => {
    const userId = parseId(c.req.param("userId"), "userId");
    return c.json(await invoiceReport(deps.db, c.get("actor"), userId, monthOfDueDate(c.req.query("dueDate"))));
  });

  return r;
}

/** The "second backend" call of the affiliate's fee-invoice payments, mounted under /api/v1. */
export function feeInvoicesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post("/coach/fee-invoices/detail", tokenAuth(deps), async (c) => {
    const userId = parseId(c.req.query("userId"), "userId");
    const month = yearMonth(c.req.query("year"), c.req.query("month"));
    return c.json(await feeInvoicePayments(deps, c.get("actor"), userId, month));
  });
  return r;
}

import { once } from "node:events";
import { Readable } from "node:stream";
import { stringify, type Stringifier } from "csv-stringify";
import type { AccountingExportQuery } from "../../../../contract/accounting";
import { businessToday, type AppDeps } from "../../context";
import { accountingFileName } from "../../domain/accounting-export";
import { runReportQuery } from "./report-query";
import { accountingExportRunner } from "./runners/accounting-export";
import type { Runner, RunnerContext } from "./runners/runner";

/** Rows read from the database at a time: the file never holds more than one page. */
const PAGE_SIZE = 1000;

export interface AccountingFile {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * GET /api/v1/accounting/export (docs/decisions/0401): report 17's rows in the layout asked, written as the tool
 * imports them — UTF-8 with a BOM, the tool's header, money with two decimals, text formula-escaped, no totals
 * row — streamed one keyset page at a time; reading stops when the caller goes away.
 */
export function accountingExportFile(deps: AppDeps, query: AccountingExportQuery, signal: AbortSignal): AccountingFile {
  const ctx: RunnerContext = {
    scope: null,
    params: new Map([
      ["@StartDate", query.startDate],
      ["@EndDate", query.endDate],
      ["@Layout", query.layout],
      ["@Currency", query.currency],
    ]),
    today: businessToday(deps),
    timeZone: deps.env.BILLING_TIME_ZONE,
  };
  const runner = accountingExportRunner.choose(ctx);
  const csv = stringify({
    bom: true,
    escape_formulas: true,
    cast: {
      number: (value, context) => (runner.columns[Number(context.index)]?.type === "Decimal" ? value.toFixed(2) : String(value)),
    },
  });
  csv.write(runner.columns.map((c) => c.name));
  void writePages(deps, runner, ctx, csv, signal);
  return {
    fileName: accountingFileName(query.layout, query.startDate, query.endDate),
    body: Readable.toWeb(csv) as ReadableStream<Uint8Array>,
  };
}

async function writePages(deps: AppDeps, runner: Runner, ctx: RunnerContext, csv: Stringifier, signal: AbortSignal) {
  try {
    let after: string | null = null;
    do {
      const page = await runReportQuery(deps.db, runner, ctx, null, { after, pageSize: PAGE_SIZE });
      for (const row of page.data) {
        if (!csv.write(row.values)) await once(csv, "drain", { signal });
      }
      after = page.next;
    } while (after !== null && !signal.aborted);
    csv.end();
  } catch (error) {
    // The caller left, or the database failed mid-file: end the download broken rather than complete-looking.
    csv.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

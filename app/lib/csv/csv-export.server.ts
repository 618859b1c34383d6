import { once } from "node:events";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { stringify, type Stringifier } from "csv-stringify";
import { redirectWithToast } from "~/auth/toast.server";
import { businessToday } from "~/lib/business-date.server";
import { NO_DATA_TO_EXPORT } from "~/lib/messages";
import { CoalescedChunks } from "./coalesced-chunks.server";
import { CsvTotals, toCell, writeNumber, type CsvCell, type CsvColumn } from "./csv-cells";

export type { CsvColumn, CsvColumnKind } from "./csv-cells";

export interface CsvExportInput<Row> {
  /** The download's request: reading stops when the browser goes away. */
  request: Request;
  fileName: string;
  columns: CsvColumn<Row>[];
  /** Rows read from the backend page by page (see `backendPages`); never all at once. */
  pages: AsyncIterable<Row[]>;
  /**
   * The row's currency: money totals per currency, and a Currency column after the last money column (rows
   * that may mix currencies, a deviation from spec §9's column lists, docs/decisions/0364). Without it every
   * row counts towards one totals row.
   */
  currency?: (row: Row) => string;
  /** Where to send the browser, with the toast 'No data to export!', when there are no rows. */
  emptyRedirect: string;
  /**
   * Whether there are rows, when the caller learnt it without the first page (a sorted report's first page
   * sorts the whole result): the download then starts with the header while that page is read.
   */
  hasRows?: boolean;
}

/** '{product}-{kind}-{date}.csv' with the business date (billing spec §9: the report CSV is named with today). */
export function csvFileName(kind: string, today: string = businessToday()): string {
  return `coach-hub-${kind}-${today}.csv`;
}

/** Keyset paging over a backend call answering `{ rows, next }`: the next page is asked for only when needed. */
export async function* backendPages<Row>(
  fetchPage: (cursor: string | null) => Promise<{ rows: Row[]; next: string | null }>,
): AsyncIterable<Row[]> {
  let cursor: string | null = null;
  do {
    const page = await fetchPage(cursor);
    yield page.rows;
    cursor = page.next;
  } while (cursor !== null);
}

/**
 * Streams an export as `text/csv` (UTF-8 with a BOM so Excel reads accents): csv-stringify piped to the
 * response, one backend page in memory at a time, formula escaping of text cells, a totals row for money
 * columns. Values keep their commas inside quotes (docs/decisions/0257). Unless `hasRows` says, the first
 * page is read before answering, so an empty export becomes a redirect with 'No data to export!' instead
 * of an empty file.
 */
export async function csvExportResponse<Row>(input: CsvExportInput<Row>): Promise<Response> {
  const pages = input.pages[Symbol.asyncIterator]();
  const first = input.hasRows === undefined ? await pages.next() : undefined;
  const firstRows = first && !first.done ? first.value : [];
  if (!(input.hasRows ?? firstRows.length > 0)) {
    await pages.return?.();
    return redirectWithToast(input.emptyRedirect, { message: NO_DATA_TO_EXPORT, type: "error" });
  }
  const columns = input.currency ? withCurrencyColumn(input.columns, input.currency) : input.columns;
  const csv = stringify({
    bom: true,
    escape_formulas: true,
    cast: { number: (value, context) => writeNumber(columns[Number(context.index)]?.kind, value) },
  });
  // The header as the first record, written at once: the download starts before any page is read.
  csv.write(columns.map((c) => c.header));
  const body = csv.pipe(new CoalescedChunks());
  csv.once("error", (error) => body.destroy(error));
  void writeRows(csv, body, { ...input, columns }, firstRows, pages);
  return new Response(createReadableStreamFromReadable(body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${input.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** The columns with "Currency" after the last money column (at the end when there is none), unless they have one. */
export function withCurrencyColumn<Row>(columns: CsvColumn<Row>[], currency: (row: Row) => string): CsvColumn<Row>[] {
  if (columns.some((c) => c.header === "Currency")) return columns;
  const lastMoney = columns.map((c) => c.kind).lastIndexOf("money");
  const at = lastMoney < 0 ? columns.length : lastMoney + 1;
  return [...columns.slice(0, at), { header: "Currency", value: currency }, ...columns.slice(at)];
}

async function writeRows<Row>(
  csv: Stringifier,
  body: CoalescedChunks,
  input: CsvExportInput<Row>,
  firstPage: Row[],
  pages: AsyncIterator<Row[]>,
): Promise<void> {
  const totals = new CsvTotals(input.columns, input.currency);
  const write = async (cells: CsvCell[]) => {
    if (!csv.write(cells)) await once(csv, "drain", { signal: input.request.signal });
  };
  try {
    let page: Row[] | undefined = firstPage;
    while (page && !input.request.signal.aborted) {
      for (const row of page) {
        const cells = input.columns.map((c) => toCell(c.kind ?? "text", c.value(row)));
        totals.add(row, cells);
        await write(cells);
      }
      // What is written so far goes out while the next page is read.
      await new Promise(setImmediate);
      body.release();
      const next = await pages.next();
      page = next.done ? undefined : next.value;
    }
    for (const row of totals.rows()) await write(row);
    csv.end();
  } catch (error) {
    // The browser left, or the backend failed mid-export: end the download broken rather than complete-looking.
    csv.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    if (input.request.signal.aborted) await pages.return?.();
  }
}

import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { backendPages, csvExportResponse, csvFileName, type CsvColumn } from "./csv-export.server";

interface Payment {
  name: string;
  amount: number;
  currency: string;
  count: number;
  paid: string;
}

const columns: CsvColumn<Payment>[] = [
  { header: "Client Name", value: (r) => r.name },
  { header: "Amount", kind: "money", value: (r) => r.amount },
  { header: "Count", kind: "number", value: (r) => r.count },
  { header: "Date Paid", kind: "date", value: (r) => r.paid },
];

const row = (name: string, amount: number, currency = "USD"): Payment => ({
  name,
  amount,
  currency,
  count: 1,
  paid: "2026-11-03T15:00:00.000Z",
});

async function* pagesOf(...pages: Payment[][]) {
  yield* pages;
}

const exportOf = (pages: AsyncIterable<Payment[]>, currency?: (r: Payment) => string, hasRows?: boolean) =>
  csvExportResponse({
    request: new Request("http://hub.test/export"),
    fileName: "coach-hub-payments-2026-11-24.csv",
    columns,
    pages,
    currency,
    emptyRedirect: "/reports",
    hasRows,
  });

async function rowsOf(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(new TextDecoder().decode(bytes)) as string[][];
}

describe("csvExportResponse", () => {
  it("streams every page as an attachment, with one totals row", async () => {
    const response = await exportOf(pagesOf([row("Ana Núñez", 1234.5)], [row("Bo, Jr.", -12)]));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="coach-hub-payments-2026-11-24.csv"');
    expect(await rowsOf(response)).toEqual([
      ["Client Name", "Amount", "Count", "Date Paid"],
      ["Ana Núñez", "1234.50", "1", "2026-11-03"],
      ["Bo, Jr.", "-12.00", "1", "2026-11-03"],
      ["Total", "1222.50", "", ""],
    ]);
  });

  it("escapes text that a spreadsheet would run as a formula, and leaves numbers alone", async () => {
    const response = await exportOf(pagesOf([row("=HYPERLINK(1)", -0.3), row("+1", 0.1), row("@me", 0.2)]));
    expect((await rowsOf(response)).map((r) => r.slice(0, 2))).toEqual([
      ["Client Name", "Amount"],
      ["'=HYPERLINK(1)", "-0.30"],
      ["'+1", "0.10"],
      ["'@me", "0.20"],
      ["Total", "0.00"],
    ]);
  });

  it("names the currency of the total even when every row has the same one", async () => {
    const response = await exportOf(pagesOf([row("a", 10, "CAD"), row("b", 20, "CAD")]), (r) => r.currency);
    expect((await rowsOf(response)).slice(-1).map((r) => r.slice(0, 2))).toEqual([["Total CAD", "30.00"]]);
  });

  it("carries a Currency column after the money when rows have a currency (0364)", async () => {
    const response = await exportOf(pagesOf([row("a", 10, "USD"), row("b", 20, "CAD")]), (r) => r.currency);
    const rows = await rowsOf(response);
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ["Client Name", "Amount", "Currency"],
      ["a", "10.00", "USD"],
      ["b", "20.00", "CAD"],
      ["Total USD", "10.00", ""],
      ["Total CAD", "20.00", ""],
    ]);
  });

  it("totals each currency apart", async () => {
    const response = await exportOf(pagesOf([row("a", 10, "USD"), row("b", 20, "CAD"), row("c", 5, "USD")]), (r) => r.currency);
    expect((await rowsOf(response)).slice(-2).map((r) => r.slice(0, 2))).toEqual([
      ["Total USD", "15.00"],
      ["Total CAD", "20.00"],
    ]);
  });

  it("sends the browser back with 'No data to export!' when there are no rows", async () => {
    const response = await exportOf(pagesOf([]));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/reports");
    expect(response.headers.get("Set-Cookie")).toContain("ch_toast=");
  });

  it("with a quick check for rows, answers before the first page and sends the header at once", async () => {
    let firstPageAsked = false;
    let releaseFirstPage = () => {};
    async function* slowPages() {
      firstPageAsked = true;
      await new Promise<void>((resolve) => (releaseFirstPage = resolve));
      yield [row("Ana", 10)];
    }
    const response = await exportOf(slowPages(), undefined, true);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const start = new TextDecoder("utf-8", { ignoreBOM: true }).decode((await reader.read()).value);
    expect(start).toBe("\ufeffClient Name,Amount,Count,Date Paid\n");
    expect(firstPageAsked).toBe(true);
    releaseFirstPage();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe("Ana,10.00,1,2026-11-03\nTotal,10.00,,\n");
  });

  it("with a quick check that finds no rows, sends the browser back as an empty export does", async () => {
    const response = await exportOf(pagesOf([row("never read", 1)]), undefined, false);
    expect([response.status, response.headers.get("Location")]).toEqual([302, "/reports"]);
  });
});

describe("backendPages", () => {
  it("follows the cursor until the backend says there is no next page", async () => {
    const asked: (string | null)[] = [];
    const pages = backendPages(async (cursor) => {
      asked.push(cursor);
      return cursor === null ? { rows: [1, 2], next: "2" } : { rows: [3], next: null };
    });
    const seen: number[][] = [];
    for await (const page of pages) seen.push(page);
    expect(seen).toEqual([[1, 2], [3]]);
    expect(asked).toEqual([null, "2"]);
  });
});

describe("csvFileName", () => {
  it("names the file after the product, the kind and the date", () => {
    expect(csvFileName("invoices", "2026-11-24")).toBe("coach-hub-invoices-2026-11-24.csv");
  });
});

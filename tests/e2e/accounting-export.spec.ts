import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { backend, demo } from "../support/backend";
import { loginAs } from "../support/contact-records";
import { expect, test } from "../support/fixtures";
import { businessDay } from "../support/payouts";

// Issue 39 (docs/decisions/0401, 0402): report 17, Accounting Export, over the demo's history — the billing clock
// issued its invoices in USD and CAD and took card payments — run from its GET form for each tool's two files,
// downloaded from the results' EXPORT TO CSV and parsed with csv-parse, with JavaScript and without. The
// amounts themselves are checked by hand in backend/src/features/reports/accounting-export.test.ts.

type Cells = (string | number | null)[];

/** The first day of the month five months before `day`'s: the demo's history reaches back six months. */
function fiveMonthsBefore(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const month = y * 12 + (m - 1) - 5;
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-01`;
}

/** The backend's own run of the report, as finance: the layout's columns and every row. */
async function backendRun(start: string, end: string, layout: string) {
  const { token, id } = await loginAs(demo.finance);
  const res = await backend<{ columnList: { name: string; type: string }[]; data: { values: Cells }[] }>(
    "POST",
    `/report/run/17/8/${id}`,
    {
      token,
      body: [
        { name: "@StartDate", value: start },
        { name: "@EndDate", value: end },
        { name: "@Layout", value: layout },
      ],
    },
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** A cell as the file writes it: money with two decimals, nothing as empty. */
const written = (value: string | number | null, type: string) =>
  value === null ? "" : type === "Decimal" ? Number(value).toFixed(2) : String(value);

const cents = (text: string | undefined) => Math.round(Number(text || 0) * 100);

async function runAndDownload(page: Page, start: string, end: string, layout: string): Promise<string[][]> {
  await page.getByLabel("Start Date").fill(start);
  await page.getByLabel("End Date").fill(end);
  await page.getByLabel("Layout").selectOption(layout);
  await page.getByRole("button", { name: "RUN" }).click();
  const run = new URLSearchParams({ report: "17", run: "1", p171: start, p172: end, p173: layout, p174: "USD and CAD" });
  await expect(page).toHaveURL(new RegExp(`/reports\\?${run.toString().replace(/[+.]/g, "\\$&")}$`));
  await expect(page.getByRole("table", { name: "Accounting Export results, in the import file's order" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "EXPORT TO CSV" }).click();
  const file = await download;
  const slug = layout.toLowerCase().replaceAll(" ", "-");
  expect(file.suggestedFilename()).toBe(`coach-hub-${slug}-${start}-${end}.csv`);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes, { bom: true }) as string[][];
}

for (const [tool, layouts] of [
  ["QuickBooks Online", ["QuickBooks Online invoices", "QuickBooks Online journal entries"]],
  ["Xero", ["Xero sales invoices", "Xero bank statement"]],
] as const) {
  test(`finance downloads ${tool}'s invoices and its payments, refunds and fees over the demo's months, as the file ${tool} imports`, async ({
    page,
    as,
  }) => {
    const end = businessDay();
    const start = fiveMonthsBefore(end);
    await as("finance", "/reports");
    await page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Accounting Export" }).click();
    await expect(page).toHaveURL(/\/reports\?report=17$/);
    for (const layout of layouts) {
      const expected = await backendRun(start, end, layout);
      const types = expected.columnList.map((c) => c.type);
      const [head, ...rows] = await runAndDownload(page, start, end, layout);
      // The tool's columns exactly, the rows the report showed, and nothing else: no totals row in an import file.
      expect(head).toEqual(expected.columnList.map((c) => c.name));
      expect(rows).toEqual(expected.data.map((d) => d.values.map((v, i) => written(v, types[i]!))));
      // The demo bills in both currencies: every row names its own, and they are never summed together.
      const currencyAt = head!.findIndex((name) => /^Currency( Code)?$/.test(name));
      expect(new Set(rows.map((r) => r[currencyAt]))).toEqual(new Set(["USD", "CAD"]));
      if (layout === "QuickBooks Online journal entries") {
        // Every entry balances.
        for (const number of new Set(rows.map((r) => r[0]))) {
          const entry = rows.filter((r) => r[0] === number);
          expect(
            entry.reduce((sum, r) => sum + cents(r[3]) - cents(r[4]), 0),
            number,
          ).toBe(0);
        }
      }
      if (layout === "Xero sales invoices") {
        // Each invoice's total is its sales plus its tax.
        const at = (name: string) => head!.indexOf(name);
        for (const r of rows) expect(cents(r[at("Total")])).toBe(cents(r[at("*UnitAmount")]) + cents(r[at("TaxAmount")]));
      }
    }
  });
}

test("office staff do not see the Accounting Export, nor reach its file", async ({ page, as }) => {
  await as("office", "/reports");
  await expect(page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Accounting Export" })).toHaveCount(0);
  const answer = await page.request.get("/reports/accounting-export?report=17&p171=2026-01-01&p172=2026-01-31", {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(404);
});

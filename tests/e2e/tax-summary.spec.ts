import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { formatMoneyIn } from "../../app/lib/format";
import { backend, demo } from "../support/backend";
import { loginAs } from "../support/contact-records";
import { expect, test } from "../support/fixtures";
import { businessDay } from "../support/payouts";

// Issue 39 (docs/decisions/0393): report 16, Tax Summary, over the demo's history — the billing clock taxed its
// Canadian clients (Quebec, Ontario, Nova Scotia) — run from its GET form, shown and exported to CSV, with
// JavaScript and without. The amounts themselves are checked by hand in backend/src/features/reports/tax-summary.test.ts.

const COLUMNS = ["Period", "Currency", "Province", "Tax", "Invoices", "Taxable Sales", "Tax Collected"];

type Row = [string, string, string, string, number, number, number];

/** The first day of the month five months before `day`'s: the demo's history reaches back six months. */
function fiveMonthsBefore(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const month = y * 12 + (m - 1) - 5;
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-01`;
}

/** The backend's own run of the report, as finance. */
async function backendRun(start: string, end: string): Promise<Row[]> {
  const { token, id } = await loginAs(demo.finance);
  const res = await backend<{ data: { values: Row }[] }>("POST", `/report/run/16/8/${id}`, {
    token,
    body: [
      { name: "@StartDate", value: start },
      { name: "@EndDate", value: end },
    ],
  });
  expect(res.status).toBe(200);
  return res.body.data.map((d) => d.values);
}

/** The grid's body rows as their cells' texts. */
const gridRows = (page: Page) =>
  page
    .getByRole("table", { name: "Tax Summary results, sorted by clicking a column header" })
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));

/** Cents of a CSV money cell, so sums are exact. */
const cents = (text: string | undefined) => Math.round(Number(text) * 100);

test("finance runs the Tax Summary over the demo's months: each province's taxes per month and currency, exported to CSV", async ({
  page,
  as,
}) => {
  const end = businessDay();
  const start = fiveMonthsBefore(end);
  await as("finance", "/reports");
  await page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Tax Summary" }).click();
  await expect(page).toHaveURL(/\/reports\?report=16$/);
  await expect(page.getByRole("heading", { name: "Tax Summary", level: 2 })).toBeVisible();
  await page.getByLabel("Start Date").fill(start);
  await page.getByLabel("End Date").fill(end);
  await page.getByRole("button", { name: "RUN" }).click();
  await expect(page).toHaveURL(new RegExp(`/reports\\?report=16&run=1&p161=${start}&p162=${end}$`));

  const grid = page.getByRole("table", { name: "Tax Summary results, sorted by clicking a column header" });
  await expect(grid.getByRole("columnheader")).toHaveText(COLUMNS);
  const expected = await backendRun(start, end);
  // The demo's Quebec clients pay GST and QST, its Ontario clients HST, in CAD.
  expect(expected.some((r) => r[1] === "CAD" && r[2] === "Quebec" && r[3] === "QST" && r[6] > 0)).toBe(true);
  expect(expected.some((r) => r[1] === "CAD" && r[2] === "Ontario" && r[3] === "HST" && r[6] > 0)).toBe(true);
  expect(await gridRows(page)).toEqual(
    expected.map(([period, currency, province, tax, invoices, taxable, collected]) => [
      period,
      currency,
      province,
      tax,
      String(invoices),
      formatMoneyIn(taxable, currency),
      formatMoneyIn(collected, currency),
    ]),
  );

  const href = await page.getByRole("link", { name: "EXPORT TO CSV" }).getAttribute("href");
  expect(href).toBe(`/reports/export?report=16&p161=${start}&p162=${end}`);
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-disposition"]).toMatch(
    /attachment; filename="?coach-hub-report-tax-summary-\d{4}-\d{2}-\d{2}\.csv"?/,
  );
  const csv: string[][] = parse(await answer.text(), { bom: true, relax_column_count: true });
  expect(csv[0]).toEqual(COLUMNS);
  const body = csv.slice(1).filter((r) => /^\d{4}-\d{2}$/.test(r[0] ?? ""));
  expect(body).toEqual(expected.map((r) => [r[0], r[1], r[2], r[3], String(r[4]), r[5].toFixed(2), r[6].toFixed(2)]));
  // One totals row per currency, USD and CAD never summed: the money columns' sums, the rest empty.
  const currencies = [...new Set(expected.map((r) => r[1]))];
  const totals = csv.slice(1).filter((r) => (r[0] ?? "").startsWith("Total"));
  expect(totals.map((r) => r[0]).sort()).toEqual(currencies.map((c) => `Total ${c}`).sort());
  for (const currency of currencies) {
    const total = totals.find((r) => r[0] === `Total ${currency}`)!;
    const mine = body.filter((r) => r[1] === currency);
    expect(total.slice(1, 5)).toEqual(["", "", "", ""]);
    expect(cents(total[5])).toBe(mine.reduce((sum, r) => sum + cents(r[5]), 0));
    expect(cents(total[6])).toBe(mine.reduce((sum, r) => sum + cents(r[6]), 0));
  }
});

test("a Tax Summary of a month with no invoices says 'No results'; office staff do not see it", async ({ page, as }) => {
  await as("finance", "/reports?report=16&run=1&p161=2041-03-01&p162=2041-03-31");
  await expect(page.getByText("No results", { exact: true })).toBeVisible();
  await as("office", "/reports");
  await expect(page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Tax Summary" })).toHaveCount(0);
});

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { createInvoice, invoiceClient, recordPayment } from "../support/invoices";
import { expect, signedIn, test } from "../support/fixtures";

// Issue 15: /reports (docs/decisions/0237-0244): pick a report, run it (a GET form), sort by a column, export
// it to CSV; the affiliate's monthly invoice report and fee-invoice payments. With JavaScript and without.

/** A fresh affiliate's client with a $150.00 CAD invoice due in January 2030, paid $150.00 on Jan. 10. */
async function paidJanuaryInvoice() {
  const { contact, owner } = await invoiceClient();
  const invoice = await createInvoice(contact.contactID, owner.id, { invoiceName: "January 2030 coaching", invoiceTotal: 150 });
  await recordPayment(invoice, { amountReceived: 150, refundName: "Check 2030" });
  return { contact, owner, invoice, client: `${contact.firstName} ${contact.lastName}` };
}

const results = (page: Page, report: string) =>
  page.getByRole("table", { name: `${report} results, sorted by clicking a column header` });

/** The cell texts of one column of the results grid, top to bottom. */
async function columnTexts(page: Page, report: string, index: number): Promise<string[]> {
  const rows = results(page, report).locator("tbody tr");
  return rows.evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll("td")[i]?.textContent ?? ""), index);
}

/** '$1,234.50 CAD' as 1234.5. */
const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ""));

/** The CSV the export answered (BOM, quoted cells) as rows of cells. */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });

test("finance picks Tuition Payments, runs it for January 2030, sorts by Amount and exports it", async ({ page, as }) => {
  const { client } = await paidJanuaryInvoice();
  await as("finance", "/reports");
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Tuition Payments" }).click();
  await expect(page).toHaveURL(/\/reports\?report=14$/);
  await expect(page.getByRole("heading", { name: "Tuition Payments", level: 2 })).toBeVisible();
  await page.getByLabel("Start Date").fill("2030-01-01");
  await page.getByLabel("End Date").fill("2030-01-31");
  await page.getByRole("button", { name: "RUN" }).click();
  await expect(page).toHaveURL(/\/reports\?report=14&run=1&p41=2030-01-01&p42=2030-01-31$/);

  const grid = results(page, "Tuition Payments");
  await expect(grid.getByRole("columnheader")).toHaveText([
    "Payment ID",
    "Affiliate",
    "Client",
    "Invoice",
    "Received",
    "Payment Type",
    "Currency",
    "Amount",
  ]);
  const ours = grid.getByRole("row").filter({ hasText: client });
  await expect(ours.getByRole("cell")).toHaveText([
    /^\d+$/,
    /^Ines /,
    client,
    "January 2030 coaching",
    "Jan. 10, 2030",
    "Check",
    "CAD",
    "$150.00 CAD",
  ]);

  await grid.getByRole("link", { name: "Amount" }).click();
  await expect(page).toHaveURL(/&sort=7&dir=asc$/);
  await expect(grid.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
  const ascending = (await columnTexts(page, "Tuition Payments", 7)).map(dollars);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await grid.getByRole("link", { name: /Amount/ }).click();
  await expect(page).toHaveURL(/&sort=7&dir=desc$/);
  await expect(grid.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "descending");
  const descending = (await columnTexts(page, "Tuition Payments", 7)).map(dollars);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  const href = await page.getByRole("link", { name: "EXPORT TO CSV" }).getAttribute("href");
  expect(href).toMatch(/^\/reports\/export\?report=14&p41=2030-01-01&p42=2030-01-31&sort=7&dir=desc$/);
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(answer.headers()["content-disposition"]).toMatch(
    /attachment; filename="?coach-hub-report-tuition-payments-\d{4}-\d{2}-\d{2}\.csv"?/,
  );
  const csv = parseCsv(await answer.text());
  expect(csv[0]).toEqual(["Payment ID", "Affiliate", "Client", "Invoice", "Received", "Payment Type", "Currency", "Amount"]);
  const row = csv.find((r) => r[2] === client);
  expect(row?.slice(3)).toEqual(["January 2030 coaching", "2030-01-10", "Check", "CAD", "150.00"]);
  const amounts = csv
    .slice(1)
    .filter((r) => /^\d+$/.test(r[0] ?? ""))
    .map((r) => Number(r[7]));
  expect(amounts).toEqual(descending);
});

test("a report of more rows than a page shows one page with the grids' pager: next, previous, sort, the whole run's count", async ({
  page,
  as,
}) => {
  // Issue 34 (docs/decisions/0342): Unpaid Invoices of every affiliate, paged by the backend 100 rows at a time.
  await as("finance", "/reports?report=4&run=1");
  const grid = results(page, "Unpaid Invoices");
  const pager = page.getByRole("navigation", { name: "Unpaid Invoices result pages" });
  const status = pager.getByRole("status");
  await expect(status).toHaveText(/^Rows 1–100 of \d+$/);
  const total = Number(/of (\d+)$/.exec((await status.textContent()) ?? "")![1]);
  expect(total).toBeGreaterThan(100);
  const pages = Math.ceil(total / 100);
  await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  const firstIds = (await columnTexts(page, "Unpaid Invoices", 0)).map(Number);
  expect(firstIds).toHaveLength(100);
  expect(firstIds).toEqual([...firstIds].sort((a, b) => a - b));

  // Unsorted, the report's order (invoice id) goes on where the first page stopped.
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/reports\?report=4&run=1&after=[A-Za-z0-9_-]+$/);
  await expect(status).toHaveText(`Rows 101–${Math.min(200, total)} of ${total}`);
  await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
  const secondIds = (await columnTexts(page, "Unpaid Invoices", 0)).map(Number);
  expect(secondIds[0]).toBeGreaterThan(firstIds.at(-1)!);
  // The export is of the whole run, whatever page is shown.
  const href = await page.getByRole("link", { name: "EXPORT TO CSV" }).getAttribute("href");
  expect(href).toBe("/reports/export?report=4");

  // A header sorts the whole run on the backend, from the first page.
  await grid.getByRole("link", { name: "Total", exact: true }).click();
  await expect(page).toHaveURL(/\/reports\?report=4&run=1&sort=9&dir=asc$/);
  await expect(grid.getByRole("columnheader", { name: /Total/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(status).toHaveText(`Rows 1–100 of ${total}`);
  const ascending = (await columnTexts(page, "Unpaid Invoices", 9)).map(dollars);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/&sort=9&dir=asc&after=[A-Za-z0-9_-]+$/);
  await expect(status).toHaveText(`Rows 101–${Math.min(200, total)} of ${total}`);
  const further = (await columnTexts(page, "Unpaid Invoices", 9)).map(dollars);
  expect(further[0]).toBeGreaterThanOrEqual(ascending.at(-1)!);
  expect(further).toEqual([...further].sort((a, b) => a - b));

  // Previous page goes back to the first, whose URL has no cursor.
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/reports\?report=4&run=1&sort=9&dir=asc$/);
  await expect(status).toHaveText(`Rows 1–100 of ${total}`);
  expect((await columnTexts(page, "Unpaid Invoices", 9)).map(dollars)).toEqual(ascending);
});

const BANK_MATCHING_COLUMNS = [
  "Line",
  "Bank Date",
  "Bank Amount",
  "Description",
  "Match",
  "Payment ID",
  "Received",
  "Client",
  "Invoice",
  "Currency",
];

test("finance uploads a bank statement to Bank Deposit Matching, sorts its lines and exports them", async ({ page, as }) => {
  const { contact, owner } = await invoiceClient();
  const invoice = await createInvoice(contact.contactID, owner.id, { invoiceName: "Deposit matching", invoiceTotal: 999 });
  // An amount no other test pays, received on a day no other test uses.
  const amount = (50_000 + (Date.now() % 40_000)) / 100;
  await recordPayment(invoice, { amountReceived: amount, refundName: "Check 77", receivedOnUTC: "2031-02-10" });
  const client = `${contact.firstName} ${contact.lastName}`;
  const statement = [
    "Date,Amount,Description",
    `2031-02-12,${amount},Deposit`,
    `2031-02-20,${amount},Too late`,
    "2031-02-11,0.01,Bank fee",
  ];

  await as("finance", "/reports?report=15");
  await expect(page.getByRole("heading", { name: "Bank Deposit Matching", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "RUN" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please choose the Bank Statement file.");
  await page.getByLabel("Bank Statement").setInputFiles({
    name: "february.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(statement.join("\n")),
  });
  await page.getByRole("button", { name: "RUN" }).click();

  const grid = results(page, "Bank Deposit Matching");
  await expect(grid.getByRole("columnheader")).toHaveText(BANK_MATCHING_COLUMNS);
  const money = `$${amount.toFixed(2)}`;
  await expect(grid.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "2",
    "Feb. 12, 2031",
    // A matched line's amount is in its payment's currency; an unmatched one has none to show.
    `${money} CAD`,
    "Deposit",
    "Matched",
    /^\d+$/,
    "Feb. 10, 2031",
    client,
    "Deposit matching",
    "CAD",
  ]);
  await expect(grid.getByRole("row").nth(2).getByRole("cell")).toHaveText([
    "3",
    "Feb. 20, 2031",
    money,
    "Too late",
    "No match",
    "",
    "",
    "",
    "",
    "",
  ]);
  await expect(page.getByText("From february.csv")).toBeVisible();

  await grid.getByRole("button", { name: "Bank Amount" }).click();
  await expect(grid.getByRole("columnheader", { name: /Bank Amount/ })).toHaveAttribute("aria-sort", "ascending");
  expect(await columnTexts(page, "Bank Deposit Matching", 0)).toEqual(["4", "2", "3"]);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "EXPORT TO CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^coach-hub-report-bank-deposit-matching-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(await readFile((await file.path())!, "utf8"));
  expect(csv[0]).toEqual(BANK_MATCHING_COLUMNS);
  expect(csv.slice(1, 4).map((r) => [r[0], r[2], r[4], r[7]])).toEqual([
    ["4", "0.01", "No match", ""],
    ["2", amount.toFixed(2), "Matched", client],
    ["3", amount.toFixed(2), "No match", ""],
  ]);
});

test("a bank statement over 1 MB is refused before it reaches the backend", async ({ page, as }) => {
  await as("finance", "/reports?report=15");
  const line = "2031-02-12,10.00,A deposit described at some length to fill the file\n";
  await page.getByLabel("Bank Statement").setInputFiles({
    name: "too-big.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Date,Amount,Description\n${line.repeat(Math.ceil(1_000_001 / line.length))}`),
  });
  await page.getByRole("button", { name: "RUN" }).click();
  await expect(page.getByRole("alert")).toHaveText("Bank Statement must be at most 1 MB.");
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("a run without its parameters says Report failed and why; a month with nothing says No results", async ({ page, as }) => {
  await as("finance", "/reports?report=14&run=1");
  await expect(page.getByRole("alert")).toContainText("Report failed");
  await expect(page.getByRole("alert")).toContainText("Start Date is required.");
  await page.goto("/reports?report=14&run=1&p41=1990-01-01&p42=1990-01-31");
  await expect(page.getByRole("status").filter({ hasText: "No results" })).toBeVisible();
  await expect(page.getByRole("link", { name: "EXPORT TO CSV" })).toHaveCount(0);
});

test("office staff see their reports without Tuition Payments", async ({ page, as }) => {
  await as("office", "/reports");
  const picker = page.getByRole("navigation", { name: "Reports" });
  await expect(picker.getByRole("link")).toHaveText([
    "Invoices Issued",
    "Invoices Paid",
    "Overdue Invoices",
    "Unpaid Invoices",
    "Active Clients by Affiliate",
    "Contracts Ending",
  ]);
});

test("an affiliate runs a built-in on picking it, and picks a month for the invoice report and fee payments", async ({
  page,
}) => {
  const { owner, client } = await paidJanuaryInvoice();
  await signedIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/reports");
  const picker = page.getByRole("navigation", { name: "Reports" });
  await expect(picker.getByRole("link")).toHaveText([
    "My Invoices",
    "Invoices Issued This Month",
    "Invoices Paid This Month",
    "Overdue Invoices",
    "Unpaid Invoices",
    "All Activity",
    "Info Packets Sent",
    "Info Packets Sent This Month",
  ]);
  await picker.getByRole("link", { name: "My Invoices" }).click();
  await expect(page).toHaveURL(/\/reports\?report=100$/);
  await expect(page.getByRole("button", { name: "RUN" })).toHaveCount(0);
  const mine = results(page, "My Invoices").getByRole("row").filter({ hasText: "January 2030 coaching" });
  await expect(mine).toContainText("$150.00");
  await expect(mine).toContainText("Paid");

  const monthly = page.getByRole("region", { name: "Monthly invoice report" });
  await monthly.getByLabel("Month", { exact: true }).fill("2030-01");
  await monthly.getByRole("button", { name: "SHOW" }).click();
  await expect(page).toHaveURL(/\/reports\?month=2030-01$/);
  const invoices = page.getByRole("table", { name: "Invoices due in January 2030" });
  const row = invoices.getByRole("row").filter({ hasText: client });
  await expect(row.getByRole("cell")).toHaveText([
    client,
    /^[A-Z]{2,6}-\d{4}-\d{4,}$/,
    "January 2030 coaching",
    "Jan. 15, 2030",
    /^(Credit Card|Check|Cash|E-Transfer|ACH)/,
    "$150.00 CAD",
    "$150.00 CAD",
    "$0.00 CAD",
    "$0.00 CAD",
    "$0.00 CAD",
    "$0.00 CAD",
    "$150.00 CAD",
    "$150.00 CAD",
    "$150.00 CAD",
    "$150.00 CAD",
  ]);
  const payments = page.getByRole("table", { name: "Payments received in January 2030" });
  await expect(payments.getByRole("row").filter({ hasText: client }).getByRole("cell")).toHaveText([
    /^\d+$/,
    "January 2030 coaching",
    "Jan. 10, 2030",
    client,
    "$150.00 CAD",
  ]);

  await monthly.getByLabel("Month", { exact: true }).fill("2030-02");
  await monthly.getByRole("button", { name: "SHOW" }).click();
  await expect(monthly.getByText("No payments found")).toBeVisible();
});

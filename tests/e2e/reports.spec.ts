import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { createInvoice, invoiceClient, recordPayment } from "../support/invoices";
import { expect, signIn, test } from "../support/fixtures";

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

const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

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
    "$150.00",
  ]);

  await grid.getByRole("link", { name: "Amount" }).click();
  await expect(page).toHaveURL(/&sort=7&dir=asc$/);
  await expect(grid.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
  const ascending = (await columnTexts(page, "Tuition Payments", 7)).map(dollars);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await grid.getByRole("link", { name: /Amount/ }).click();
  await expect(page).toHaveURL(/&sort=7&dir=desc$/);
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
  await signIn(page, owner.email, owner.password);
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

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { backend, backendLogin } from "../support/backend";
import { createInvoice, invoiceClient, recordPayment, sendInvoice } from "../support/invoices";
import { expect, signedIn, test } from "../support/fixtures";

/** The invoice table's columns, on the screen and in its CSV (spec 001 §9). */
const INVOICE_COLUMNS = [
  "First Name",
  "Last Name",
  "Email",
  "Invoice Name",
  "Sent Date",
  "Payment Method",
  "Total",
  "Due Date",
  "Current Status",
];

// Issue 15: the dashboard (docs/decisions/0227-0232), with JavaScript and without. A fresh affiliate's
// client gets a CAD invoice (unpaid), a USD invoice paid now, and an information packet.

async function affiliateWithActivity() {
  const { contact, owner } = await invoiceClient();
  const cad = await createInvoice(contact.contactID, owner.id, { invoiceName: "Dashboard coaching CAD", invoiceTotal: 1234.5 });
  // Sent to client: a created invoice is Draft, not yet waiting for money, until it is emailed (0360).
  await sendInvoice(cad);
  const usd = await createInvoice(contact.contactID, owner.id, {
    invoiceName: "Dashboard coaching USD",
    invoiceTotal: 250,
    chargeCurrency: "USD",
    // Due before the CAD one: the client's latest invoice is the unpaid CAD one (Unpaid Clients).
    dueDate: "2030-01-01",
  });
  await recordPayment(usd, { amountReceived: 250, refundName: "Check 55", receivedOnUTC: new Date().toISOString() });
  const token = await backendLogin(owner.email, owner.password);
  const sent = await backend("POST", "/contact/sendInformationPacket", {
    token,
    body: { FirstName: contact.firstName, LastName: contact.lastName, Email: contact.email, ContactID: contact.contactID },
  });
  expect(sent.status).toBe(200);
  return { contact, owner, cad, usd };
}

async function signInAs(page: Page, email: string, password?: string) {
  await signedIn(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
}

const figure = (page: Page, id: string) => page.getByTestId(id);
const details = (page: Page, label: string) => page.getByRole("link", { name: `DETAILS of ${label}`, exact: true });

test("the four cards show the affiliate's figures, USD and CAD apart, red with words where money is owed", async ({ page }) => {
  const { owner } = await affiliateWithActivity();
  await signInAs(page, owner.email, owner.password);
  await page.goto("/dashboard");
  for (const card of ["Clients", "Invoices", "Revenue", "Potential Clients"]) {
    await expect(page.getByRole("region", { name: card, exact: true })).toBeVisible();
  }
  await expect(figure(page, "issued")).toContainText("Issued This Month2");
  await expect(figure(page, "paid")).toContainText("Paid This Month1");
  await expect(figure(page, "overdue")).toContainText("Overdue0");
  await expect(figure(page, "overdue")).not.toContainText("Needs attention");
  await expect(figure(page, "unpaid-clients")).toContainText("Unpaid Clients1");
  await expect(figure(page, "unpaid-clients")).toContainText("Needs attention");
  await expect(figure(page, "unpaid-total")).toContainText("$1,234.50 CAD");
  await expect(figure(page, "unpaid-total")).toContainText("$0.00 USD");
  await expect(figure(page, "invoiced-month")).toContainText("$250.00 USD");
  await expect(figure(page, "invoiced-month")).toContainText("$1,234.50 CAD");
  await expect(figure(page, "received-month")).toContainText("$250.00 USD");
  await expect(figure(page, "received-month")).toContainText("$0.00 CAD");
  await expect(figure(page, "revenue-ytd")).toContainText("$250.00 USD");
  await expect(figure(page, "packets-month")).toContainText("Info Packets Sent This Month1");
  await expect(figure(page, "packets-total")).toContainText("Info Packets Sent To Date1");

  // The chart: an image per currency, with its figures as a table.
  await expect(page.getByRole("img", { name: /Invoiced and received per month in USD/ })).toBeVisible();
  await page.getByText("CAD figures as a table").click();
  const cadTable = page.getByRole("table", { name: "Invoiced and received per month in CAD" });
  await expect(cadTable.getByRole("row").last()).toContainText("$1,234.50 CAD");
});

test("each DETAILS goes where it should", async ({ page }) => {
  const { owner } = await affiliateWithActivity();
  await signInAs(page, owner.email, owner.password);
  await page.goto("/dashboard");
  const targets: [string, string][] = [
    ["Total Active Clients", "/clientMgmt?current=1"],
    ["Total Paused Clients", "/clientMgmt?current=0"],
    ["Unpaid Clients", "/clientMgmt?unpaid=1"],
    ["Unpaid Invoices", "/dashboard?list=unpaid"],
    ["Contracts Ending Within 60 Days", "/clientMgmt?expiring=1"],
    ["Issued This Month", "/dashboard?list=issued"],
    ["Paid This Month", "/dashboard?list=paid"],
    ["Overdue", "/dashboard?list=overdue"],
    ["Info Packets Sent This Month", "/dashboard?activity=month"],
    ["Info Packets Sent To Date", "/dashboard?activity=all"],
    ["Potential Clients", "/viewContacts?prospective=1"],
  ];
  for (const [label, href] of targets) await expect(details(page, label)).toHaveAttribute("href", href);
  await details(page, "Unpaid Clients").click();
  await expect(page).toHaveURL(/\/clientMgmt\?unpaid=1$/);
  await expect(page.getByRole("table")).toContainText("Invoiced");
  await page.goto("/dashboard");
  await details(page, "Potential Clients").click();
  await expect(page).toHaveURL(/\/viewContacts\?prospective=1$/);
});

test("the invoice modal lists the month's invoices with the CSV's columns, and closes", async ({ page }) => {
  const { owner, contact } = await affiliateWithActivity();
  await signInAs(page, owner.email, owner.password);
  await page.goto("/dashboard");
  await details(page, "Issued This Month").click();
  await expect(page).toHaveURL(/\/dashboard\?list=issued$/);
  const dialog = page.getByRole("dialog", { name: "Invoices Issued This Month" });
  const table = dialog.getByRole("table", { name: "Invoices Issued This Month" });
  for (const column of INVOICE_COLUMNS) {
    await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  const cadRow = table.getByRole("row", { name: /Dashboard coaching CAD/ });
  await expect(cadRow).toContainText(contact.lastName);
  await expect(cadRow).toContainText("$1,234.50 CAD");
  await expect(cadRow).toContainText("Jan. 15, 2030");
  await expect(table.getByRole("row", { name: /Dashboard coaching USD/ })).toContainText("Paid");
  await dialog.getByRole("link", { name: "CLOSE" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog", { name: "Invoices Issued This Month" })).toHaveCount(0);

  await page.goto("/dashboard?list=overdue");
  await expect(page.getByRole("dialog", { name: "Overdue Invoices" })).toContainText("No results");
});

test("the activity modal lists the info packets sent this month", async ({ page }) => {
  const { owner, contact } = await affiliateWithActivity();
  await signInAs(page, owner.email, owner.password);
  await page.goto("/dashboard");
  await details(page, "Info Packets Sent This Month").click();
  await expect(page).toHaveURL(/\/dashboard\?activity=month$/);
  const dialog = page.getByRole("dialog", { name: "Info Packets Sent This Month" });
  for (const column of ["Activity Type", "Title", "Detail", "Activity Date", "Recipient Name", "Recipient Email"]) {
    await expect(dialog.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  const row = dialog.getByRole("row", { name: new RegExp(contact.email.replace(/\./g, "\\.")) });
  await expect(row).toContainText("Info Packet");
  await expect(row).toContainText(`${contact.firstName} ${contact.lastName}`);
});

/**
 * Clicks EXPORT TO CSV in the named dialog and answers the downloaded CSV's lines, after checking its file
 * name (coach-hub-<kind>-<date>.csv) and the UTF-8 BOM it starts with.
 */
async function exportCsv(page: Page, dialogName: string, kind: "invoices" | "activity"): Promise<string[][]> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: "EXPORT TO CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^coach-hub-${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const text = await readFile(await download.path(), "utf8");
  expect(text.charCodeAt(0), "a UTF-8 BOM first").toBe(0xfeff);
  return parse(text.slice(1)) as string[][];
}

test("EXPORT TO CSV downloads the modal's invoices with the spec's columns and a total per currency", async ({ page }) => {
  const { owner, contact } = await affiliateWithActivity();
  await signInAs(page, owner.email, owner.password);
  await page.goto("/dashboard?list=issued");
  const [header, ...rows] = await exportCsv(page, "Invoices Issued This Month", "invoices");
  // The spec's columns, and Currency after Total: the rows mix USD and CAD (docs/decisions/0364).
  expect(header).toEqual([...INVOICE_COLUMNS.slice(0, 7), "Currency", ...INVOICE_COLUMNS.slice(7)]);
  const cad = rows.find((r) => r[3] === "Dashboard coaching CAD")!;
  expect(cad.slice(0, 3)).toEqual([contact.firstName, contact.lastName, contact.email]);
  expect(cad[4]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(cad[6]).toBe("1234.50");
  expect(cad[7]).toBe("CAD");
  expect(cad[8]).toBe("2030-01-15");
  expect(rows.find((r) => r[0] === "Total CAD")?.[6]).toBe("1234.50");
  expect(rows.find((r) => r[0] === "Total USD")?.[6]).toBe("250.00");
  expect(rows).toHaveLength(4);
});

test("the activity export has the spec's columns; an empty list says there is nothing to export", async ({ page }) => {
  const { owner, contact } = await affiliateWithActivity();
  await signInAs(page, owner.email, owner.password);
  await page.goto("/dashboard?activity=all");
  const [header, ...rows] = await exportCsv(page, "Info Packets Sent To Date", "activity");
  expect(header).toEqual(["Activity Type", "Title", "Detail", "Activity Date", "Recipient Name", "Recipient Email"]);
  expect(rows).toHaveLength(1);
  expect(rows[0]![0]).toBe("Info Packet");
  expect(rows[0]!.slice(4)).toEqual([`${contact.firstName} ${contact.lastName}`, contact.email]);

  await page.goto("/dashboard/export/invoices?list=overdue");
  await expect(page).toHaveURL(/\/dashboard\?list=overdue$/);
  await expect(page.getByText("No data to export!")).toBeVisible();
});

test("staff see every affiliate's figures on / and /dashboard", async ({ page, as }) => {
  await as("office", "/");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(figure(page, "total-active")).toContainText(/Total Active Clients[1-9]/);
});

import { readFile } from "node:fs/promises";
import { formatDate } from "../../app/lib/format";
import { backend, backendLogin, createAffiliateWithFlags, demo } from "../support/backend";
import { createContact, uniqueWord } from "../support/contacts";
import { loginAs } from "../support/contact-records";
import { e2e } from "../support/env";
import { expect, test } from "../support/fixtures";
import { createInvoice, invoiceClient, recordPayment } from "../support/invoices";
import { billExport, businessDay, dayBefore, demoBillExport, settledTransfers } from "../support/payouts";

// Issue 15: the bill-export details modal and its CSV confirmation (docs/decisions/0249, 0251), URLs under
// /reports that work with JavaScript and without. The demo seed made last month's export (report 9, operation 1).

const money = (amount: number, currency: string) =>
  `${amount.toLocaleString("en-US", { style: "currency", currency: "USD" })} ${currency}`;

test("finance opens a bill export, confirms the CSV export and gets the export's payments", async ({
  page,
  as,
  javaScriptEnabled,
}) => {
  const billExport = await demoBillExport();
  const { controlNumber } = billExport;
  expect(billExport.payments.length).toBeGreaterThan(0);

  await as("finance", `/reports/bill-export/${controlNumber}?back=${encodeURIComponent("/reports?report=9")}`);
  const dialog = page.getByRole("dialog", { name: `Bill Export ${controlNumber}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Generated · Payments for");
  const table = dialog.getByRole("table", { name: `Payments of bill export ${controlNumber}` });
  await expect(table.getByRole("columnheader")).toHaveText(["Affiliate", "Invoices", "Amount", "Status"]);
  const first = billExport.payments[0]!;
  await expect(table.getByRole("row").nth(1).getByRole("rowheader")).toHaveText(first.affiliateName);
  await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    String(first.invoiceCount),
    money(first.amount, first.currency),
    "Exported",
  ]);
  for (const total of billExport.totals) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `Total ${total.currency}` }) });
    await expect(row.getByRole("cell").nth(1)).toHaveText(money(total.amount, total.currency));
  }

  // EXPORT TO CSV asks first, with the spec's words and the web app's host.
  await dialog.getByRole("link", { name: "EXPORT TO CSV" }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/bill-export/${controlNumber}\\?export=confirm&back=`));
  const confirm = page.getByRole("dialog", { name: "Export to CSV" });
  await expect(confirm).toContainText(
    `Are you sure you want to export this information for ${new URL(e2e.webUrl).host} csv file ?`,
  );
  await confirm.getByRole("link", { name: "CANCEL" }).click();
  await expect(page.getByRole("dialog", { name: `Bill Export ${controlNumber}` })).toBeVisible();

  await page.getByRole("link", { name: "EXPORT TO CSV" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("dialog", { name: "Export to CSV" }).getByRole("link", { name: "YES" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^coach-hub-bill-export-${controlNumber}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = (await readFile((await download.path())!)).toString("utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe("Control Number,Affiliate ID,Affiliate,Email,Currency,Amount,Invoices,Status,Period Start,Period End");
  const rows = lines.slice(1).filter((l) => l.startsWith(controlNumber));
  expect(rows).toHaveLength(billExport.payments.length);
  expect(rows[0]).toContain(`,${first.affiliateName},`);
  expect(rows[0]).toContain(`,${first.currency},${first.amount.toFixed(2)},${first.invoiceCount},Exported,`);

  // With JavaScript YES returns to the details; without it the confirmation stays until CANCEL.
  if (!javaScriptEnabled) await page.getByRole("dialog", { name: "Export to CSV" }).getByRole("link", { name: "CANCEL" }).click();
  // CLOSE goes back where the modal was opened from.
  await page
    .getByRole("dialog", { name: `Bill Export ${controlNumber}` })
    .getByRole("link", { name: "CLOSE" })
    .click();
  await expect(page).toHaveURL(/\/reports\?report=9$/);
});

test("an unknown control number is not found, and only finance sees bill exports", async ({ page, as }) => {
  await as("finance");
  const missing = await page.goto("/reports/bill-export/BPE-20000101-9999");
  expect(missing?.status()).toBe(404);
  // The details modal of a bill export that does not exist says 'No results' (spec §2, §8).
  const dialog = page.getByRole("dialog", { name: "Bill Export BPE-20000101-9999" });
  await expect(dialog.getByText("No results", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "EXPORT TO CSV" })).toHaveCount(0);

  const { controlNumber } = await demoBillExport();
  await as("office");
  const refused = await page.goto(`/reports/bill-export/${controlNumber}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("Only a Finance user can see bill payment exports.")).toBeVisible();
});

test("RUN of report 9, operation 1, is a POST: it makes today's export once and opens it with a toast", async ({ page, as }) => {
  const { contact, owner } = await invoiceClient();
  const invoice = await createInvoice(contact.contactID, owner.id, { invoiceName: "Payout run", invoiceTotal: 120 });
  await recordPayment(invoice, { amountReceived: 120 });
  const today = businessDay();

  await as("finance", "/reports?report=9");
  const form = page.getByRole("form", { name: "Bill Payment Export parameters" });
  await form.getByLabel("Operation").selectOption("1");
  await form.getByLabel("Start Date").fill(today);
  await form.getByLabel("End Date").fill(today);
  await form.getByRole("button", { name: "RUN" }).click();

  await expect(page).toHaveURL(/\/reports\/bill-export\/BPE-\d{8}-\d{4}\?back=/);
  const controlNumber = /BPE-\d{8}-\d{4}/.exec(page.url())![0];
  await expect(page.getByText(`Bill payment export ${controlNumber} generated.`)).toBeVisible();
  await expect(page.getByRole("dialog", { name: `Bill Export ${controlNumber}` })).toBeVisible();
  const made = await billExport(controlNumber);
  expect(made.payments.filter((p) => p.affiliateID === owner.id)).toEqual([
    expect.objectContaining({ currency: "CAD", invoiceCount: 1, status: "Exported" }),
  ]);

  // The export link of a money-moving run is refused: only RUN makes it, once.
  const exported = await page.request.get(`/reports/export?report=9&p91=1&p93=${today}&p94=${today}`);
  expect(exported.status()).toBe(400);
});

test("report 9, operation 2: finance picks a past export from the list, not a number from memory, and processes it", async ({
  page,
  as,
}) => {
  // Issue 39 (docs/decisions/0394): an export made today, listed beside the demo's with its date, count, totals and state.
  const { contact, owner } = await invoiceClient();
  const invoice = await createInvoice(contact.contactID, owner.id, { invoiceName: "Picked export", invoiceTotal: 80 });
  await recordPayment(invoice, { amountReceived: 80 });
  const today = businessDay();
  const finance = await loginAs(demo.finance);
  const made = await backend<{ data: { values: unknown[] }[] }>("POST", `/report/run/9/8/${finance.id}`, {
    token: finance.token,
    body: [
      { name: "@Operation", value: "1" },
      { name: "@StartDate", value: today },
      { name: "@EndDate", value: today },
    ],
  });
  expect(made.status).toBe(200);
  const controlNumber = String(made.body.data[0]!.values[0]);
  const listed = await billExport(controlNumber);
  const { controlNumber: demoNumber } = await demoBillExport();

  await as("finance", "/reports?report=9");
  const form = page.getByRole("form", { name: "Bill Payment Export parameters" });
  const picker = form.getByRole("group", { name: "Control Number" });
  await expect(picker).toContainText("Operation 2 processes the export you pick.");
  const table = picker.getByRole("table", { name: "Past bill payment exports" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Control Number",
    "Made On",
    "Period",
    "Payments",
    "Totals",
    "Processed",
  ]);
  await expect(picker.getByRole("radio", { name: demoNumber })).toBeVisible();
  // Newest first.
  await expect(table.getByRole("row").nth(1).getByRole("rowheader")).toHaveText(controlNumber);
  await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    formatDate(today),
    `${formatDate(today)} to ${formatDate(today)}`,
    String(listed.payments.length),
    listed.totals.map((t) => money(t.amount, t.currency)).join(", "),
    "Not processed",
  ]);
  await expect(picker.getByRole("radio", { name: controlNumber })).not.toBeChecked();

  await form.getByLabel("Operation").selectOption("2");
  await picker.getByRole("radio", { name: controlNumber }).check();
  await form.getByRole("button", { name: "RUN" }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/bill-export/${controlNumber}\\?back=`));
  await expect(page.getByText(`Bill payment export ${controlNumber} processed.`)).toBeVisible();
  const dialog = page.getByRole("dialog", { name: `Bill Export ${controlNumber}` });
  await expect(dialog).toContainText("Processed · Payments for");

  // CLOSE goes back to the form as it was posted, the export now processed and still picked.
  await dialog.getByRole("link", { name: "CLOSE" }).click();
  await expect(page).toHaveURL(/\/reports\?report=9&/);
  const row = table.getByRole("row").filter({ has: page.getByRole("radio", { name: controlNumber }) });
  await expect(row.getByRole("cell").last()).toHaveText(`Processed on ${formatDate(today)}`);
  await expect(picker.getByRole("radio", { name: controlNumber })).toBeChecked();
});

/** A fresh affiliate with a connected account that finished the simulated onboarding (paid by transfer). */
async function onboardedAffiliate() {
  const affiliate = await createAffiliateWithFlags("stripe_connect", { firstName: "Tess" });
  const token = await backendLogin(affiliate.email, affiliate.password);
  const link = await backend<{ url: string }>(
    "POST",
    `/api/v1/connect/create-account-link?userId=${affiliate.id}&email=${encodeURIComponent(affiliate.email)}`,
    { token },
  );
  expect(link.status).toBe(200);
  const onboarding = new URL(link.body.url);
  const done = await fetch(`${e2e.apiUrl}${onboarding.pathname}`, { method: "POST", redirect: "manual" });
  expect(done.status).toBe(303);
  return { ...affiliate, token };
}

test("RUN of report 11, operation 1, is a POST: it pays by transfer once and shows the history of the period", async ({
  page,
  as,
  javaScriptEnabled,
}) => {
  const affiliate = await onboardedAffiliate();
  const word = uniqueWord("tr");
  const contact = await createContact(affiliate.token, {
    firstName: "Theo",
    lastName: `Transfer${word}`,
    email: `theo.${word}@example.com`,
  });
  const invoice = await createInvoice(contact.contactID, affiliate.id, { invoiceName: "Transfer run", invoiceTotal: 120 });
  // Each project pays its own period (a run lists every transfer of its period), ending today, when the
  // invoice is paid. What the demo's affiliates without a connected account are owed in it goes to a bill
  // export, and what the others (the demo's Daniel) are owed is transferred first, so the RUN queues exactly
  // this affiliate's transfer.
  const today = businessDay();
  const start = javaScriptEnabled ? today : dayBefore(today);
  const { id: financeId, token: financeToken } = await loginAs(demo.finance);
  const exported = await backend("POST", `/report/run/9/8/${financeId}`, {
    token: financeToken,
    body: [
      { name: "@Operation", value: "1" },
      { name: "@StartDate", value: start },
      { name: "@EndDate", value: today },
    ],
  });
  expect(exported.status).toBe(200);
  const before = await settledTransfers(financeToken, financeId, start, today);
  await recordPayment(invoice, { amountReceived: 120 });

  await as("finance", "/reports?report=11");
  const form = page.getByRole("form", { name: "Transfers parameters" });
  await form.getByLabel("Operation").selectOption("1");
  await form.getByLabel("Start Date").fill(start);
  await form.getByLabel("End Date").fill(today);
  await form.getByRole("button", { name: "RUN" }).click();

  await expect(page).toHaveURL(new RegExp(`/reports\\?report=11&p111=2&p112=${start}&p113=${today}&run=1$`));
  // The transfer is a job (docs/decisions/0352): queued by the RUN, paid in the background.
  await expect(page.getByText(`Transfers: ${before.paid} paid, 1 queued, ${before.notPaid} not paid.`)).toBeVisible();
  const grid = page.getByRole("table", { name: "Transfers results, sorted by clicking a column header" });
  const historyColumns = grid.getByRole("columnheader");
  const history = [
    "Date",
    "Period Start",
    "Period End",
    "Affiliate ID",
    "Affiliate",
    "Currency",
    "Amount",
    "Invoices",
    "Status",
    "Transfer ID",
    "Attempt",
    "Detail",
  ];
  await expect(historyColumns).toHaveText(history);
  const ours = grid
    .locator("tbody tr")
    .filter({ has: page.locator("td:nth-child(4)", { hasText: new RegExp(`^${affiliate.id}$`) }) });
  const paidRow = [
    formatDate(today),
    formatDate(start),
    formatDate(today),
    String(affiliate.id),
    /^Tess Tester/,
    "CAD",
    "$120.00 CAD",
    "1",
    "Paid",
    /^tr_sim_[0-9a-f]{24}$/,
    "1",
    "",
  ];
  await expect(async () => {
    await page.reload();
    await expect(ours.getByRole("cell")).toHaveText(paidRow, { timeout: 1_000 });
  }).toPass();
  const transferId = await ours.getByRole("cell").nth(9).textContent();

  // The page is the history's GET run (a read): reloading it again runs the history and pays nothing.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/reports\\?report=11&p111=2&p112=${start}&p113=${today}&run=1$`));
  await expect(historyColumns).toHaveText(history);
  await expect(ours).toHaveCount(1);
  await expect(ours.getByRole("cell")).toHaveText(paidRow);
  await expect(ours.getByRole("cell").nth(9)).toHaveText(transferId!);
});

test("the demo's affiliate with Stripe Connect was paid last month by transfer: report 11's history shows it", async ({
  page,
  as,
}) => {
  await as("finance", "/reports?report=11");
  const form = page.getByRole("form", { name: "Transfers parameters" });
  await form.getByLabel("Operation").selectOption("2");
  await form.getByRole("button", { name: "RUN" }).click();
  const grid = page.getByRole("table", { name: "Transfers results, sorted by clicking a column header" });
  const [year, month] = businessDay().split("-").map(Number) as [number, number];
  const lastMonth = new Date(Date.UTC(year, month - 2, 1));
  const start = lastMonth.toISOString().slice(0, 10);
  const end = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  const daniel = grid
    .locator("tbody tr")
    .filter({ hasText: "Daniel Tremblay" })
    .filter({ hasText: formatDate(start) });
  await expect(daniel).toHaveCount(1);
  const cells = daniel.getByRole("cell");
  await expect(cells.nth(1)).toHaveText(formatDate(start));
  await expect(cells.nth(2)).toHaveText(formatDate(end));
  await expect(cells.nth(5)).toHaveText("CAD");
  await expect(cells.nth(8)).toHaveText("Paid");
  await expect(cells.nth(9)).toHaveText(/^tr_sim_[0-9a-f]{24}$/);
});

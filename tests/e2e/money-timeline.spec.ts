import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { backend, demo, DEMO_PASSWORD } from "../support/backend";
import { expect, signedIn, test } from "../support/fixtures";
import { createInvoice, invoiceClient, recordPayment, sendInvoice } from "../support/invoices";

// Issue 39 (docs/decisions/0399, 0400): a client's money timeline, from client details, with JavaScript and
// without — an invoice finance created and emailed, and a check recorded for it, newest first with who did
// each; the kind filter (a GET form: the URL is the bookmark); the CSV export parsed.

const COLUMNS = ["Date (UTC)", "Kind", "Event", "Details", "Invoice", "Invoice Number", "By"];

/** The table's body rows as [Event, Details, Invoice, Invoice Number, By] (the When column is the time of day). */
const rowsOf = (page: Page) =>
  page
    .getByRole("table", { name: /^Money timeline of .*, newest first$/ })
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].slice(1).map((td) => td.textContent ?? "")));

/** "First Last" of a user, as the timeline's By column names them. */
async function nameOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await backend<{ token: string; user: { id: number } }>("POST", "/login", {
    body: { userName: email, password },
  });
  const { token, user: me } = login.body;
  const user = await backend<{ FirstName: string; LastName: string }>("GET", `/user/${me.id}`, { token });
  return `${user.body.FirstName} ${user.body.LastName}`;
}

test("the affiliate reads a client's money timeline from client details, filters it by kind and exports it", async ({ page }) => {
  const { contact, owner } = await invoiceClient();
  const invoiceName = `Timeline ${contact.lastName}`;
  const created = await createInvoice(contact.contactID, owner.id, { invoiceName, invoiceTotal: 150, chargeCurrency: "CAD" });
  await sendInvoice(created);
  await recordPayment(created, { amountReceived: 40, receivedBy: "Check 7" });
  const finance = await nameOf(demo.finance);
  const affiliate = await nameOf(owner.email, owner.password);
  const email = contact.email!;
  const number = created.invoiceNumber;

  await signedIn(page, owner.email, owner.password);
  await page.goto(`/clientMgmt/${contact.contactID}`);
  await page.getByRole("link", { name: "MONEY TIMELINE" }).click();
  await expect(page).toHaveURL(new RegExp(`/clientMgmt/${contact.contactID}/history$`));
  await expect(page.getByRole("heading", { name: "Money Timeline", level: 1 })).toBeVisible();
  const all = [
    ["Email sent: Receipt for " + invoiceName, `To ${email}`, "", "", "Coach Hub"],
    ["Payment recorded", "$40.00 CAD", invoiceName, number, finance],
    [`Email sent: Invoice ${number}: ${invoiceName}`, `To ${email}`, invoiceName, number, "Coach Hub"],
    ["Invoice emailed again", `To ${email}`, invoiceName, number, finance],
    ["Invoice created", "$150.00 CAD", invoiceName, number, finance],
    ["Client created", "", "", "", affiliate],
  ];
  await expect.poll(() => rowsOf(page)).toEqual(all);

  await page.getByLabel("Kind").selectOption({ label: "Payments, refunds and voids" });
  await page.getByRole("button", { name: "FILTER" }).click();
  await expect(page).toHaveURL(new RegExp(`/clientMgmt/${contact.contactID}/history\\?kind=payment$`));
  await expect.poll(() => rowsOf(page)).toEqual([all[1]]);
  await expect(page.getByLabel("Kind")).toHaveValue("payment");

  await page.goto(`/clientMgmt/${contact.contactID}/history?kind=email`);
  await expect.poll(() => rowsOf(page)).toEqual([all[0], all[2]]);
  const href = await page.getByRole("link", { name: "EXPORT TO CSV" }).getAttribute("href");
  expect(href).toBe(`/clientMgmt/${contact.contactID}/history/export?kind=email`);

  const answer = await page.request.get(`/clientMgmt/${contact.contactID}/history/export`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-disposition"]).toMatch(
    new RegExp(`attachment; filename="?coach-hub-client-${contact.contactID}-history-\\d{4}-\\d{2}-\\d{2}\\.csv"?`),
  );
  const csv: string[][] = parse(await answer.text(), { bom: true });
  expect(csv[0]).toEqual(COLUMNS);
  expect(csv.slice(1).map((r) => r.slice(1))).toEqual([
    ["Emails", ...all[0]!],
    ["Payments, refunds and voids", ...all[1]!],
    ["Emails", ...all[2]!],
    ["Invoices", ...all[3]!],
    ["Invoices", ...all[4]!],
    ["Client details", ...all[5]!],
  ]);
  expect(csv.slice(1).every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r[0] ?? ""))).toBe(true);
});

test("another affiliate's client's timeline is not found", async ({ page }) => {
  const { contact } = await invoiceClient();
  const other = await invoiceClient();
  await signedIn(page, other.owner.email, other.owner.password);
  const answer = await page.goto(`/clientMgmt/${contact.contactID}/history`);
  expect(answer?.status()).toBe(404);
});

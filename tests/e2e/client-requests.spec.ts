import type { Locator, Page } from "@playwright/test";
import { latestEmailTo } from "../support/backend";
import { activePlan, selectForAction } from "../support/billing-plans";
import { demoRequestWithInvoice, requestById, clientRequests, SUPPORT_EMAIL, thisMonth } from "../support/client-requests";
import { expect, signedIn, test } from "../support/fixtures";
import { createInvoice } from "../support/invoices";
import { MONTH_NAMES } from "../../backend/src/domain/billing-period";

// Issue 14: /action → VOID INVOICE / PAUSE AUTO-PAY (billing spec §2, §5, §8) and the staff screen that
// answers the requests (docs/decisions/0203-0206), with JavaScript and without.

const BUTTON = "VOID INVOICE / PAUSE AUTO-PAY";

/** ACCEPT or REJECT in a request's row, then the confirmation's question and Yes. */
async function decide(page: Page, row: Locator, decision: "ACCEPT" | "REJECT", question: string) {
  await row.getByRole("link", { name: new RegExp(`^${decision} request`) }).click();
  const dialog = page.getByRole("dialog", { name: `${decision === "ACCEPT" ? "Accept" : "Reject"} Client Request` });
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Yes" }).click();
}

async function openRequestForm(page: Page, contactId: number) {
  await selectForAction(page, contactId);
  await page.goto("/action");
  await page.getByRole("link", { name: BUTTON }).click();
  await expect(page).toHaveURL(/\/action\/client-request$/);
  return page.getByRole("dialog", { name: "Void Invoice / Pause Auto-Pay" });
}

test("without a selected contact the button is disabled, with its reason", async ({ page, as }) => {
  await as("affiliate", "/action");
  await expect(page.getByRole("button", { name: BUTTON })).toBeDisabled();
  await expect(page.getByRole("button", { name: BUTTON })).toHaveAccessibleDescription("Please select a contact from search");
  await page.goto("/action/client-request");
  const dialog = page.getByRole("dialog", { name: "Void Invoice / Pause Auto-Pay" });
  await expect(dialog.getByText("Please select a contact from search")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "SEND" })).toHaveCount(0);
});

test("the spec's messages in its order; a sent request is recorded and emailed to support", async ({ page }) => {
  const { plan, owner, contact } = await activePlan();
  await signedIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/home$/);
  const dialog = await openRequestForm(page, plan.contactID);
  const clientName = `${contact.firstName} ${contact.lastName}`;
  await expect(dialog.getByLabel("Client Name")).toHaveValue(clientName);
  await dialog.getByLabel("Client Name").fill("");
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(dialog.getByRole("alert")).toHaveText([
    "Client Name is required",
    "Invoice Month is required",
    "Invoice Year is required",
    "Invoice Amount is required",
    "Action Requesting is required",
    "Detail Explanation is required",
  ]);
  const { month, year } = thisMonth();
  await expect(dialog.getByLabel("Invoice Month").locator("option")).toHaveCount(13);
  // The year selector runs from the current year up to 2099 (spec §5).
  await expect(dialog.getByLabel("Invoice Year").locator("option").nth(1)).toHaveText(String(year));
  await expect(dialog.getByLabel("Invoice Year").locator("option").last()).toHaveText("2099");
  await expect(dialog.getByLabel("Action Requesting").locator("option")).toHaveText([
    "Select…",
    "Void Invoice",
    "Stop Auto-Payment Collection",
    "Pause Reminder Notifications",
  ]);
  await dialog.getByLabel("Client Name").fill(clientName);
  await dialog.getByLabel("Invoice Month").selectOption(month);
  await dialog.getByLabel("Invoice Year").selectOption(String(year));
  await dialog.getByLabel("Invoice Amount ($)").fill("$1,250.50");
  await dialog.getByLabel("Action Requesting").selectOption("Pause Reminder Notifications");
  await dialog.getByLabel("Detailed Explanation").fill("The client is travelling <this> month.");
  // The plan starts next month: the client has no open invoice this month, and a request must name one.
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    `${clientName} has no open invoice for ${month} ${year}. A request must name the month of an open invoice of the client.`,
  );
  await expect(dialog.getByLabel("Detailed Explanation")).toHaveValue("The client is travelling <this> month.");
  expect((await clientRequests()).filter((r) => r.contactID === plan.contactID)).toHaveLength(0);

  const invoice = await createInvoice(plan.contactID, plan.affiliateID, {
    invoiceName: "Extra sessions",
    invoiceTotal: 1250.5,
    chargeCurrency: "USD",
    dueDate: `${year}-${String((MONTH_NAMES as readonly string[]).indexOf(month) + 1).padStart(2, "0")}-15`,
  });
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByText("Send request successfully")).toBeVisible();

  const mine = (await clientRequests()).filter((r) => r.contactID === plan.contactID);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    clientName,
    invoiceMonth: month,
    invoiceYear: year,
    invoiceAmount: 1250.5,
    actionRequesting: "Pause Reminder Notifications",
    detailedExplanation: "The client is travelling <this> month.",
    status: "Submitted",
    invoiceID: invoice.invoiceID,
  });
  const mail = await latestEmailTo(SUPPORT_EMAIL);
  expect(mail.subject).toBe("Client Request");
  expect(mail.text).toContain("The client is travelling <this> month.");
  expect(mail.text).toContain(`Request #${mine[0]!.requestId}`);
});

test("a 400 from the backend: 'Unable to send request ... try again later' and the form resets", async ({
  page,
  failBackend,
}) => {
  const { plan, owner, contact } = await activePlan();
  await signedIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/home$/);
  const dialog = await openRequestForm(page, plan.contactID);
  const failed = await failBackend({ method: "POST", path: "^/email/client-request$", status: 400, message: "Refused" });
  await dialog.getByLabel("Invoice Month").selectOption("January");
  await dialog.getByLabel("Invoice Year").selectOption("2030");
  await dialog.getByLabel("Invoice Amount ($)").fill("300");
  await dialog.getByLabel("Action Requesting").selectOption("Void Invoice");
  await dialog.getByLabel("Detailed Explanation").fill("Sent twice.");
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(page.getByText("Unable to send request ... try again later")).toBeVisible();
  await expect(page).toHaveURL(/\/action\/client-request$/);
  expect(await failed()).toBe(1);
  await expect(dialog.getByLabel("Client Name")).toHaveValue(`${contact.firstName} ${contact.lastName}`);
  await expect(dialog.getByLabel("Invoice Amount ($)")).toHaveValue("");
  await expect(dialog.getByLabel("Detailed Explanation")).toHaveValue("");
  expect((await clientRequests()).filter((r) => r.contactID === plan.contactID)).toHaveLength(0);
});

test("staff accept a stop auto-payment request: the invoice's auto-payment is stopped", async ({ page, as }) => {
  const made = await demoRequestWithInvoice("Stop Auto-Payment Collection");
  await as("finance", "/clientRequests");
  const row = page.getByRole("row").filter({ hasText: made.explanation });
  // The invoice by its number (docs/decisions/0384).
  await expect(row.getByText(/^[A-Z]{2,6}-\d{4}-\d{4,} /)).toBeVisible();
  const question = `Are you sure you want to accept the request "Stop Auto-Payment Collection" of ${made.clientName} for ${made.month}?`;

  await row.getByRole("link", { name: /^ACCEPT request/ }).click();
  await expect(page).toHaveURL(new RegExp(`/clientRequests\\?decide=accept&request=${made.requestId}$`));
  const dialog = page.getByRole("dialog", { name: "Accept Client Request" });
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  await dialog.getByRole("link", { name: "CANCEL" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/clientRequests$/);
  expect((await requestById(made.requestId)).status).toBe("Submitted");

  await decide(page, row, "ACCEPT", question);
  await expect(page.getByText("The request was accepted.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: made.explanation })).toHaveCount(0);
  expect(await requestById(made.requestId)).toMatchObject({
    status: "Done",
    invoiceID: made.invoiceID,
    invoice: { autoPayStopped: true },
  });
  await page.getByRole("link", { name: "Done" }).click();
  await expect(page.getByRole("row").filter({ hasText: made.explanation })).toContainText("Done");
});

test("staff reject a request: only the request changes", async ({ page, as }) => {
  const made = await demoRequestWithInvoice("Void Invoice");
  const { invoice } = await requestById(made.requestId);
  await as("office", "/clientRequests");
  const row = () => page.getByRole("row").filter({ hasText: made.explanation });
  await decide(
    page,
    row(),
    "REJECT",
    `Are you sure you want to reject the request "Void Invoice" of ${made.clientName} for ${made.month}?`,
  );
  await expect(page.getByText("The request was rejected.")).toBeVisible();
  expect(await requestById(made.requestId)).toMatchObject({
    status: "Rejected",
    invoiceID: made.invoiceID,
    invoice: { ...invoice, isVoid: false },
  });
  await page.goto("/clientRequests?status=Rejected");
  await expect(row()).toContainText("Rejected");
});

test("an affiliate is sent from /clientRequests to /action", async ({ page, as }) => {
  await as("affiliate", "/clientRequests");
  await expect(page).toHaveURL(/\/action$/);
});

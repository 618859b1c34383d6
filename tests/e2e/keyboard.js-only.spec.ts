import type { Locator, Page } from "@playwright/test";
import { demo, DEMO_PASSWORD } from "../support/backend";
import { demoPlan, selectForAction } from "../support/billing-plans";
import { expect, test } from "../support/fixtures";
import { demoRequestWithInvoice } from "../support/client-requests";
import { recordPayment, screenInvoice } from "../support/invoices";
import { businessDay, demoBillExport } from "../support/payouts";
import { pendingAgreement, signWithCard } from "../support/agreement-signing";
import { emailedPortalLink } from "../support/client-portal";
import { openPayPage } from "../support/pay-links";
import { findContact, loginAs } from "../support/contact-records";

// The keyboard alone (docs/decisions/0134): every focused control shows where focus is, Tab reaches the
// main actions, and a dialog keeps focus inside until Escape, which gives it back to its opener.

/**
 * Presses Tab until `target` has focus, checking on the way that every stop shows its focus: whether the
 * focused control (or the field box around it) draws an outline, read in the same call that asks whether
 * the target has focus.
 */
async function tabTo(page: Page, target: Locator, maxStops = 60) {
  const unmarked: string[] = [];
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press("Tab");
    const { focused, reached } = await target.evaluate((targetElement) => {
      const el = document.activeElement;
      const reached = el === targetElement;
      if (!(el instanceof HTMLElement) || el === document.body) return { focused: null, reached };
      const ring = el.closest<HTMLElement>(".rt-TextFieldRoot, .rt-TextAreaRoot") ?? el;
      const style = getComputedStyle(ring);
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() || el.id || el.getAttribute("name");
      const visible = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return { focused: { name: `${el.tagName.toLowerCase()} "${name}"`, visible }, reached };
    });
    if (focused && !focused.visible) unmarked.push(focused.name);
    if (reached) {
      expect(unmarked, "focused without a visible outline").toEqual([]);
      return;
    }
  }
  throw new Error(`${maxStops} presses of Tab never reached ${target}`);
}

/** Tabs `presses` times inside the open dialog; focus must never leave it. */
async function expectFocusTrapped(page: Page, presses = 25) {
  // A dialog renders as `<dialog open>` and becomes modal (focus kept inside) once React has upgraded it.
  // (A page may also show a non-modal one, such as the dashboard's system notification.)
  await page.waitForFunction(() => [...document.querySelectorAll("dialog")].some((dialog) => dialog.matches(":modal")));
  // Where focus is after each press, noted by the page itself when the key comes up (focus has moved by then).
  await page.evaluate(() => {
    const where: boolean[] = [];
    (window as unknown as { focusInsideDialog: boolean[] }).focusInsideDialog = where;
    document.addEventListener("keyup", () => where.push(Boolean(document.activeElement?.closest("dialog[open]"))), true);
  });
  for (let i = 0; i < presses; i++) await page.keyboard.press(i % 5 === 4 ? "Shift+Tab" : "Tab");
  const inside = await page.evaluate(() => (window as unknown as { focusInsideDialog: boolean[] }).focusInsideDialog);
  // Shift+Tab notes its Shift's keyup too.
  expect(inside.length, "a keyup for every press").toBeGreaterThanOrEqual(presses);
  const left = inside.indexOf(false);
  expect(left, `focus left the dialog after ${left + 1} key-ups`).toBe(-1);
}

/**
 * The dialog is shown and keeps focus inside; Escape closes it, goes back to `closesTo` and gives focus
 * back to `opener`.
 */
async function expectTrapUntilEscape(page: Page, dialog: Locator, closesTo: RegExp, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(closesTo);
  await expect(opener).toBeFocused();
}

test("signs in, moves through the shell and opens a screen with the keyboard alone", async ({ page }) => {
  await page.goto("/login");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await tabTo(page, skip);
  await expect(skip).toBeVisible();
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(demo.affiliate);
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/home$/);

  const contacts = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "View/Edit Contacts" });
  await tabTo(page, contacts);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/viewContacts$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the contact search dialog keeps focus inside and Escape returns it to the search box", async ({ page, as }) => {
  await as("affiliate", "/viewContacts");
  const search = page.getByRole("searchbox", { name: "Search contacts" });
  await tabTo(page, search);
  await page.keyboard.type("an");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?/);
  await expectTrapUntilEscape(page, page.getByRole("dialog", { name: "Search results for “an”" }), /\/viewContacts$/, search);
});

for (const opener of ["Edit Priya Shah", "Reset password for Priya Shah"]) {
  test(`the users grid's "${opener}" dialog keeps focus inside and Escape returns it to the link`, async ({ page, as }) => {
    await as("finance", "/settings");
    const link = page.getByRole("link", { name: opener, exact: true });
    await tabTo(page, link, 120);
    await page.keyboard.press("Enter");
    await expectTrapUntilEscape(page, page.getByRole("dialog"), /\/settings(\?status=active)?$/, link);
  });
}

for (const opener of ["PAUSE AGREEMENT", "TERMINATE AGREEMENT", "REQUEST MANUAL INVOICE", "VOID INVOICE / PAUSE AUTO-PAY"]) {
  test(`/action's "${opener}" dialog keeps focus inside and Escape returns it to the link`, async ({ page, as }) => {
    await as("affiliate");
    await selectForAction(page, (await demoPlan(2)).contactID);
    await page.goto("/action");
    const link = page.getByRole("link", { name: opener, exact: true });
    await tabTo(page, link, 120);
    await page.keyboard.press("Enter");
    await expectTrapUntilEscape(page, page.getByRole("dialog"), /\/action$/, link);
  });
}
test("the Create Custom Language dialog keeps focus inside and Escape returns it to CREATE CUSTOM LANGUAGE", async ({
  page,
  as,
}) => {
  await as("affiliate", "/action");
  const link = page.getByRole("link", { name: "CREATE CUSTOM LANGUAGE" });
  await tabTo(page, link, 120);
  await page.keyboard.press("Enter");
  await expectTrapUntilEscape(page, page.getByRole("dialog", { name: "Create Custom Language" }), /\/action$/, link);
});

test("FEE CALCULATOR's dialog keeps focus inside and Escape returns it to the link", async ({ page, as }) => {
  await as("affiliate", "/action");
  const link = page.getByRole("link", { name: "FEE CALCULATOR", exact: true });
  await tabTo(page, link, 80);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/action\/fee-calculator$/);
  await expectTrapUntilEscape(page, page.getByRole("dialog", { name: "Fee Calculator" }), /\/action$/, link);
});

test("the billing run preview's date form works from the keyboard alone", async ({ page, as }) => {
  await as("finance", "/billing/preview");
  const date = page.getByLabel("Run date");
  await tabTo(page, date);
  const shown = await date.inputValue();
  await tabTo(page, page.getByRole("button", { name: "PREVIEW" }), 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/billing/preview\\?date=${shown}$`));
  await expect(page.getByRole("heading", { level: 2 })).toContainText("Run of");
});

test("the money timeline's kind filter works from the keyboard alone", async ({ page, as }) => {
  const { id } = await loginAs(demo.affiliate);
  const contactId = (await findContact((c) => c.affiliateID === id)).contactID;
  await as("affiliate", `/clientMgmt/${contactId}`);
  await tabTo(page, page.getByRole("link", { name: "MONEY TIMELINE" }), 80);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/clientMgmt/${contactId}/history$`));
  const kind = page.getByLabel("Kind");
  await tabTo(page, kind, 80);
  await page.keyboard.press("ArrowDown");
  await expect(kind).toHaveValue("plan");
  await tabTo(page, page.getByRole("button", { name: "FILTER" }), 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/clientMgmt/${contactId}/history\\?kind=plan$`));
  await tabTo(page, page.getByRole("link", { name: "EXPORT TO CSV" }), 5);
});

test("a refunded invoice's credit note PDF link is reached from the keyboard, with its focus ring", async ({ page, as }) => {
  const paid = await recordPayment(await screenInvoice(), { amountReceived: 40, refundName: "Check 1" });
  const refunded = await recordPayment(paid, { amountReceived: 10, transactionType: 1, refundName: "Refund" });
  const note = refunded.creditNotes[0]!;
  await as("finance", `/clientMgmt/${refunded.contactID}?open=${refunded.invoiceID}`);
  await tabTo(page, page.getByRole("link", { name: `Credit note ${note.creditNoteNumber} (PDF)` }), 120);
});

for (const opener of ["PAY / REFUND", "VOID", "RESEND", "UPDATE INVOICE DETAILS", "GENERATE OPTIONS", "CREATE INVOICE"]) {
  test(`client details' invoice "${opener}" dialog keeps focus inside and Escape returns it to the link`, async ({
    page,
    as,
  }) => {
    const invoice = await screenInvoice();
    const back = `/clientMgmt/${invoice.contactID}${opener === "CREATE INVOICE" ? "" : `?open=${invoice.invoiceID}`}`;
    await as("finance", back);
    const link = page.getByRole("link", { name: opener, exact: true });
    await tabTo(page, link, 120);
    await page.keyboard.press("Enter");
    await expectTrapUntilEscape(page, page.getByRole("dialog"), new RegExp(`${back.replace("?", "\\?")}$`), link);
  });
}

for (const [figure, list, title] of [
  ["Issued This Month", "list=issued", "Invoices Issued This Month"],
  ["Info Packets Sent This Month", "activity=month", "Info Packets Sent This Month"],
]) {
  test(`the dashboard's "${figure}" DETAILS dialog keeps focus inside and Escape returns it to the link`, async ({
    page,
    as,
  }) => {
    await as("affiliate", "/dashboard");
    const link = page.getByRole("link", { name: `DETAILS of ${figure}`, exact: true });
    await tabTo(page, link, 80);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?${list}$`));
    await expectTrapUntilEscape(page, page.getByRole("dialog", { name: title }), /\/dashboard$/, link);
  });
}

test("a report runs from the keyboard alone: pick it, give its dates, RUN", async ({ page, as }) => {
  await as("finance", "/reports");
  const pick = page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Tuition Payments" });
  await tabTo(page, pick, 80);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/reports\?report=14$/);
  // A month no test pays in: the run answers 'No results'.
  for (const [label, day] of [
    ["Start Date", "2041-03-01"],
    ["End Date", "2041-03-31"],
  ]) {
    const field = page.getByLabel(label);
    await tabTo(page, field, 80);
    await field.fill(day);
  }
  await tabTo(page, page.getByRole("button", { name: "RUN" }), 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/reports\?report=14&run=1&p41=2041-03-01&p42=2041-03-31$/);
  await expect(page.getByText("No results", { exact: true })).toBeVisible();
});

test("the accounting export's layout is picked from the keyboard, and its file reached: RUN, then EXPORT TO CSV", async ({
  page,
  as,
}) => {
  await as("finance", "/reports?report=17");
  for (const [label, day] of [
    ["Start Date", "2020-01-01"],
    ["End Date", businessDay()],
  ]) {
    const field = page.getByLabel(label);
    await tabTo(page, field, 80);
    await field.fill(day);
  }
  const layout = page.getByLabel("Layout");
  await tabTo(page, layout, 5);
  // A native select: the arrow keys change it in place (QuickBooks Online invoices → journal entries → Xero sales invoices).
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(layout).toHaveValue("Xero sales invoices");
  await tabTo(page, page.getByRole("button", { name: "RUN" }), 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/reports\?report=17&run=1&.*p173=Xero\+sales\+invoices/);
  // From wherever the run left focus (RUN, or the page's top when the results replaced the form).
  const exportLink = page.getByRole("link", { name: "EXPORT TO CSV" });
  await tabTo(page, exportLink, 80);
  await expect(exportLink).toHaveAttribute("href", /^\/reports\/accounting-export\?report=17&/);
});

test("report 9's past bill exports are picked from the keyboard: Tab into the list, Space picks, Tab goes on to RUN", async ({
  page,
  as,
}) => {
  // Issue 39 (docs/decisions/0394): native radios, newest export first.
  await as("finance", "/reports?report=9");
  const newest = page.getByRole("group", { name: "Control Number" }).getByRole("radio").first();
  await tabTo(page, newest, 80);
  await page.keyboard.press("Space");
  await expect(newest).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "RUN" }), 5);
});

test("a client request's ACCEPT asks first: the dialog keeps focus inside and Escape returns it to ACCEPT", async ({
  page,
  as,
}) => {
  const { requestId } = await demoRequestWithInvoice("Pause Reminder Notifications");
  await as("finance", "/clientRequests");
  const link = page.getByRole("link", { name: new RegExp(`^ACCEPT request ${requestId} `) });
  await tabTo(page, link, 200);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/clientRequests\\?decide=accept&request=${requestId}$`));
  await expectTrapUntilEscape(page, page.getByRole("dialog", { name: "Accept Client Request" }), /\/clientRequests$/, link);
});

test("the bill-export dialog and its CSV confirmation keep focus inside, and Escape closes one at a time", async ({
  page,
  as,
}) => {
  const { controlNumber } = await demoBillExport();
  await as("finance", `/reports/bill-export/${controlNumber}`);
  const details = page.getByRole("dialog", { name: `Bill Export ${controlNumber}` });
  await expect(details).toBeVisible();
  await expectFocusTrapped(page);
  await tabTo(page, details.getByRole("link", { name: "EXPORT TO CSV" }), 10);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Export to CSV" });
  await expect(confirm).toBeVisible();
  await expectFocusTrapped(page, 6);

  await page.keyboard.press("Escape");
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reports/bill-export/${controlNumber}$`));
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/reports$/);
});

test("a client signs in to the portal and reaches update card with the keyboard alone", async ({ page }) => {
  const setup = await pendingAgreement(2);
  await signWithCard(page, setup.path, "4242 4242 4242 4242", "Key Client");
  await page.goto("/portal");
  await tabTo(page, page.getByLabel("Email address"));
  await page.keyboard.type(setup.contact.email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\?sent=1$/);

  await page.goto(await emailedPortalLink(setup.contact.email));
  const next = page.getByRole("button", { name: "CONTINUE" });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal\/account$/);

  const pdf = page.getByRole("link", { name: "Signed agreement (PDF)" });
  await tabTo(page, pdf);
  await tabTo(page, page.getByRole("button", { name: "Update card" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Update your credit card" })).toBeVisible();
});

test("the pay page's card form and PAY are reached and used with the keyboard alone", async ({ page }) => {
  await page.goto(await openPayPage());
  await tabTo(page, page.getByLabel("Card number"));
  await page.keyboard.type("4242 4242 4242 4242");
  await tabTo(page, page.getByLabel("Expiry (MM/YY)"), 3);
  await page.keyboard.type("12/34");
  await tabTo(page, page.getByLabel("CVC"), 3);
  await page.keyboard.type("123");
  await tabTo(page, page.getByLabel("Name on card"), 3);
  await page.keyboard.type("Pia Payer");
  await tabTo(page, page.getByRole("button", { name: "PAY" }), 5);
  await page.keyboard.press("Enter");
  await expect(page.getByText("This invoice is paid. There is nothing more to pay.")).toBeVisible();
});

import { MONTH_NAMES } from "../../backend/src/domain/billing-period";
import type { Page } from "@playwright/test";
import { demo } from "../support/backend";
import {
  activePlan,
  monthAhead,
  pausePlan,
  pendingPlan,
  planNow,
  plansOf,
  selectForAction,
  type Plan,
} from "../support/billing-plans";
import { expect, sessionToken, signedIn, test } from "../support/fixtures";

// Issue 13: the plan-change dialogs of client details and /action, with JavaScript and without
// (docs/decisions/0164-0166). Plans come from the backend (tests/support/billing-plans.ts).

const monthName = (iso: string) => `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const planUrl = (plan: Plan, change: string) => `/clientMgmt/${plan.contactID}/plans/${plan.billingPlanID}/${change}`;
const detailsUrl = (plan: Plan) => new RegExp(`/clientMgmt/${plan.contactID}\\?plan=${plan.billingPlanID}$`);

async function signInAs(page: Page, owner: { email: string; password: string }) {
  await signedIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/home$/);
}

async function chooseMonth(page: Page, dialog: ReturnType<Page["getByRole"]>, iso: string) {
  await dialog.getByLabel("Month", { exact: true }).selectOption(String(Number(iso.slice(5, 7))));
  await dialog.getByLabel("Year", { exact: true }).selectOption(iso.slice(0, 4));
}

test.describe("client details", () => {
  test("pause until a month: the note, 'Pause this billing plan?' Yes, back to the client with a toast", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    await page.goto(planUrl(plan, "pause"));
    const dialog = page.getByRole("dialog", { name: "Pause Billing Plan" });
    await expect(dialog.getByText("Pause this billing plan?")).toBeVisible();
    await expect(dialog.getByText(/issued on the 25th of the month before, and the client is charged on the 1st/)).toBeVisible();
    // The default: two months ahead.
    const twoAhead = monthAhead(2);
    await expect(dialog.getByLabel("Month", { exact: true })).toHaveValue(String(Number(twoAhead.slice(5, 7))));
    await expect(dialog.getByLabel("Year", { exact: true })).toHaveValue(twoAhead.slice(0, 4));
    const until = monthAhead(3);
    await chooseMonth(page, dialog, until);
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(detailsUrl(plan));
    await expect(page.getByText(`The billing plan is paused until ${monthName(until)}.`)).toBeVisible();
    expect(await planNow(plan)).toMatchObject({ statusID: 3, pauseUntilDate: until });
  });

  test("pause Indefinitely; No closes without a change", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    await page.goto(planUrl(plan, "pause"));
    const dialog = page.getByRole("dialog", { name: "Pause Billing Plan" });
    await dialog.getByRole("link", { name: "No" }).click();
    await expect(page).toHaveURL(detailsUrl(plan));
    expect((await planNow(plan)).statusID).toBe(2);
    await page.goto(planUrl(plan, "pause"));
    await page.getByLabel("Indefinitely").check();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("The billing plan is paused indefinitely.")).toBeVisible();
    expect(await planNow(plan)).toMatchObject({ statusID: 3, pauseUntilDate: "2099-12-01" });
  });

  test("pause with a manual invoice: 'Please enter a positive invoice amount', then the request pauses the plan", async ({
    page,
  }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    await page.goto(planUrl(plan, "pause"));
    const dialog = page.getByRole("dialog", { name: "Pause Billing Plan" });
    const thisMonth = MONTH_NAMES[new Date().getMonth()]!;
    await expect(dialog.getByLabel("Invoice Name")).toHaveValue(`${thisMonth} coaching services`);
    await dialog.getByLabel("Also request a manual invoice").check();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(dialog.getByText("Please enter a positive invoice amount")).toBeVisible();
    expect((await planNow(plan)).statusID).toBe(2);
    await dialog.getByLabel("Invoice Amount ($)").fill("0");
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(dialog.getByText("Please enter a positive invoice amount")).toBeVisible();
    const until = monthAhead(3);
    await chooseMonth(page, dialog, until);
    await dialog.getByLabel("Invoice Amount ($)").fill("80");
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(detailsUrl(plan));
    await expect(page.getByText("Your Request has been Submitted and this Billing Plan has been Paused.")).toBeVisible();
    expect(await planNow(plan)).toMatchObject({ statusID: 3, pauseUntilDate: until });
  });

  test("unpause: 'Activate this billing plan?' Yes makes it Active", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await pausePlan(plan, owner);
    await signInAs(page, owner);
    await page.goto(planUrl(plan, "unpause"));
    const dialog = page.getByRole("dialog", { name: "Unpause Billing Plan" });
    await expect(dialog.getByText("Activate this billing plan?")).toBeVisible();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(detailsUrl(plan));
    await expect(page.getByText("The billing plan is active again.")).toBeVisible();
    expect(await planNow(plan)).toMatchObject({ statusID: 2, pauseUntilDate: null });
  });

  test("extend to a month, then Ongoing", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    await page.goto(planUrl(plan, "extend"));
    const dialog = page.getByRole("dialog", { name: "Extend Billing Plan" });
    const to = monthAhead(20);
    await chooseMonth(page, dialog, to);
    await dialog.getByRole("button", { name: "SAVE" }).click();
    await expect(page).toHaveURL(detailsUrl(plan));
    await expect(page.getByText(`The last full bill is now ${monthName(to)}.`)).toBeVisible();
    expect((await planNow(plan)).lastFullBill).toBe(to);

    await page.goto(planUrl(plan, "extend"));
    await page.getByLabel("Ongoing").check();
    await page.getByRole("button", { name: "SAVE" }).click();
    await expect(page.getByText("The last full bill is now Ongoing.")).toBeVisible();
    expect((await planNow(plan)).lastFullBill).toBe("2099-12-01");
  });

  test("a Pro-Bono plan cannot be extended", async ({ page }) => {
    const { plan, owner } = await activePlan({ proBono: true });
    await signInAs(page, owner);
    await page.goto(planUrl(plan, "extend"));
    const dialog = page.getByRole("dialog", { name: "Extend Billing Plan" });
    await expect(dialog.getByText("A Pro-Bono billing plan cannot be extended.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "SAVE" })).toHaveCount(0);
  });

  test("edit the last full bill: the last day of service follows to that month's end", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    await page.goto(planUrl(plan, "edit"));
    const dialog = page.getByRole("dialog", { name: "Edit Last Full Bill" });
    const to = monthAhead(14);
    await chooseMonth(page, dialog, to);
    await dialog.getByRole("button", { name: "SAVE" }).click();
    await expect(page).toHaveURL(detailsUrl(plan));
    await expect(page.getByText(`The last full bill is now ${monthName(to)}.`)).toBeVisible();
    const now = await planNow(plan);
    expect(now.lastFullBill).toBe(to);
    expect(now.lastDayOfService.slice(0, 7)).toBe(to.slice(0, 7));
  });

  test("terminate asks twice; the second Yes terminates", async ({ page, as }) => {
    const { plan } = await pendingPlan();
    await as("affiliate", planUrl(plan, "terminate"));
    const dialog = page.getByRole("dialog", { name: "Terminate Billing Plan" });
    await expect(dialog.getByText("Terminate this billing plan?")).toBeVisible();
    await dialog.getByRole("link", { name: "Yes" }).click();
    await expect(
      page.getByRole("dialog", { name: "Terminate Billing Plan" }).getByText("Are you sure? This process is irreversible."),
    ).toBeVisible();
    expect((await planNow(plan)).statusID).toBe(1);
    await page.getByRole("button", { name: "Yes" }).click();
    // Terminate then reloads /action (spec §4).
    await expect(page).toHaveURL(/\/action$/);
    await expect(page.getByText("The billing plan is terminated.")).toBeVisible();
    // A terminated plan that was never accepted is left out of the list (spec §4).
    expect((await plansOf(plan.contactID, plan.affiliateID)).map((p) => p.billingPlanID)).not.toContain(plan.billingPlanID);
  });

  test("a change the plan's status does not allow says why and offers only CLOSE", async ({ page, as }) => {
    const { plan } = await pendingPlan();
    await as("affiliate", planUrl(plan, "pause"));
    const dialog = page.getByRole("dialog", { name: "Pause Billing Plan" });
    await expect(dialog.getByText("A Pending billing plan cannot be paused.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Yes" })).toHaveCount(0);
    await dialog.getByRole("link", { name: "CLOSE" }).click();
    await expect(page).toHaveURL(detailsUrl(plan));
  });

  test("a refused change shows the spec's failure and the reason", async ({ page }) => {
    // The edit form posted for a plan that has since been paused elsewhere: the backend refuses.
    const { plan: active, owner } = await activePlan();
    await signInAs(page, owner);
    await page.goto(planUrl(active, "edit"));
    const edit = page.getByRole("dialog", { name: "Edit Last Full Bill" });
    await chooseMonth(page, edit, monthAhead(15));
    await pausePlan(active, owner);
    await edit.getByRole("button", { name: "SAVE" }).click();
    await expect(edit.getByRole("alert")).toContainText("Could not update billing plan");
    await expect(
      edit.getByRole("alert").getByText("A Paused billing plan cannot be changed; only an Active one can."),
    ).toBeVisible();
  });
});

test.describe("/action", () => {
  test("PAUSE AGREEMENT until a month, then UNPAUSE AGREEMENT", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    await selectForAction(page, plan.contactID);
    await page.goto("/action");
    await page.getByRole("link", { name: "PAUSE AGREEMENT" }).click();
    await expect(page).toHaveURL(/\/action\/pause$/);
    const dialog = page.getByRole("dialog", { name: "Pause Billing Plan" });
    const until = monthAhead(4);
    await chooseMonth(page, dialog, until);
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/action$/);
    await expect(page.getByText(`The billing plan is paused until ${monthName(until)}.`)).toBeVisible();
    expect(await planNow(plan)).toMatchObject({ statusID: 3, pauseUntilDate: until });

    await page.getByRole("link", { name: "UNPAUSE AGREEMENT" }).click();
    await expect(page).toHaveURL(/\/action\/unpause$/);
    await page.getByRole("dialog", { name: "Unpause Billing Plan" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/action$/);
    await expect(page.getByText("The billing plan is active again.")).toBeVisible();
    await expect(page.getByRole("link", { name: "PAUSE AGREEMENT" })).toBeVisible();
  });

  test("TERMINATE AGREEMENT asks twice and goes back to /action", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    await selectForAction(page, plan.contactID);
    await page.goto("/action");
    await page.getByRole("link", { name: "TERMINATE AGREEMENT" }).click();
    const dialog = page.getByRole("dialog", { name: "Terminate Billing Plan" });
    await expect(dialog.getByText("Terminate this billing plan?")).toBeVisible();
    await dialog.getByRole("link", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/action\/terminate\?confirm=1$/);
    await expect(page.getByText("Are you sure? This process is irreversible.")).toBeVisible();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/action$/);
    await expect(page.getByText("The billing plan is terminated.")).toBeVisible();
    expect((await planNow(plan)).statusID).toBe(4);
    // No open plan any more: the spec's text.
    await expect(page.getByRole("button", { name: "TERMINATE AGREEMENT" })).toHaveAccessibleDescription(
      "Could not locate Billing Plan. Please go to Client Details page to Terminate this Billing Plan",
    );
  });

  test("CLIENT DETAILS links to the selected client's details", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    await selectForAction(page, plan.contactID);
    await page.goto("/action");
    await expect(page.getByRole("link", { name: "CLIENT DETAILS" })).toHaveAttribute("href", `/clientMgmt/${plan.contactID}`);
  });
});

test.describe("REQUEST MANUAL INVOICE", () => {
  async function openManualInvoice(page: Page, contactId: number) {
    await selectForAction(page, contactId);
    await page.goto("/action");
    await page.getByRole("link", { name: "REQUEST MANUAL INVOICE" }).click();
    await expect(page).toHaveURL(/\/action\/manual-invoice$/);
    return page.getByRole("dialog", { name: "Request Manual Invoice" });
  }

  test("the notice, the default name, the amount's message; the request only", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    const dialog = await openManualInvoice(page, plan.contactID);
    await expect(
      dialog.getByText(
        "Please make this request before the 25th of the month, so that the standard invoice is not issued on the 1st.",
      ),
    ).toBeVisible();
    const thisMonth = MONTH_NAMES[new Date().getMonth()]!;
    await expect(dialog.getByLabel("Invoice Name")).toHaveValue(`${thisMonth} coaching services`);
    await dialog.getByRole("button", { name: "SUBMIT" }).click();
    await expect(dialog.getByText("Please enter a positive invoice amount")).toBeVisible();
    await dialog.getByLabel("Invoice Amount ($)").fill("-5");
    await dialog.getByRole("button", { name: "SUBMIT" }).click();
    await expect(dialog.getByText("Please enter a positive invoice amount")).toBeVisible();
    await dialog.getByLabel("Invoice Amount ($)").fill("125.50");
    await dialog.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page).toHaveURL(/\/action$/);
    await expect(page.getByText("Your Request has been Submitted!")).toBeVisible();
    expect((await planNow(plan)).statusID).toBe(2);
  });

  test("a refused request says 'Invoice request failed' and the reason; the plan is unchanged", async ({ page, failBackend }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    const dialog = await openManualInvoice(page, plan.contactID);
    await dialog.getByLabel("Invoice Amount ($)").fill("80");
    await failBackend({
      method: "POST",
      path: "^/billingPlan/requestManualInvoice$",
      status: 409,
      message: "The back office could not be reached",
      token: await sessionToken(page.context()),
    });
    await dialog.getByRole("button", { name: "SUBMIT" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Invoice request failed");
    await expect(dialog.getByRole("alert").getByText("The back office could not be reached")).toBeVisible();
    expect((await planNow(plan)).statusID).toBe(2);
  });

  test("with a pause until a month", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    const dialog = await openManualInvoice(page, plan.contactID);
    await dialog.getByLabel("Invoice Amount ($)").fill("80");
    await dialog.getByLabel("Request the invoice and pause this billing plan").check();
    const until = monthAhead(3);
    await dialog.getByLabel("Month", { exact: true }).selectOption(String(Number(until.slice(5, 7))));
    await dialog.getByLabel("Year", { exact: true }).selectOption(until.slice(0, 4));
    await dialog.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page).toHaveURL(/\/action$/);
    await expect(page.getByText("Your Request has been Submitted and this Billing Plan has been Paused.")).toBeVisible();
    expect(await planNow(plan)).toMatchObject({ statusID: 3, pauseUntilDate: until });
  });

  test("with termination", async ({ page }) => {
    const { plan, owner } = await activePlan();
    await signInAs(page, owner);
    const dialog = await openManualInvoice(page, plan.contactID);
    await dialog.getByLabel("Invoice Amount ($)").fill("80");
    await dialog.getByLabel("Request the invoice and terminate this billing plan").check();
    await dialog.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page).toHaveURL(/\/action$/);
    await expect(page.getByText("Your Request has been Submitted and this Billing Plan has been Terminated.")).toBeVisible();
    expect((await planNow(plan)).statusID).toBe(4);
  });
});

test.describe("disabled with their reasons", () => {
  const described = async (page: Page, name: string, reason: string) => {
    const button = page.getByRole("button", { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  };

  test("no selected contact", async ({ page, as }) => {
    await as("affiliate", "/action");
    for (const name of ["PAUSE AGREEMENT", "TERMINATE AGREEMENT", "REQUEST MANUAL INVOICE", "CLIENT DETAILS"]) {
      await described(page, name, "Please select a contact from search");
    }
  });

  test("a contact without a plan; a Pending plan", async ({ page, as }) => {
    const { plan } = await pendingPlan();
    await as("affiliate");
    await selectForAction(page, plan.contactID);
    await page.goto("/action");
    await described(page, "PAUSE AGREEMENT", "A Pending billing plan cannot be paused.");
    await expect(page.getByRole("link", { name: "TERMINATE AGREEMENT" })).toBeVisible();
    await expect(page.getByRole("link", { name: "REQUEST MANUAL INVOICE" })).toBeVisible();
    await expect(page.getByRole("link", { name: "CLIENT DETAILS" })).toBeVisible();

    // Terminated through the backend: no open plan, and the client is no longer Pending.
    await page.goto(planUrl(plan, "terminate") + "?confirm=1");
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("The billing plan is terminated.")).toBeVisible();
    await page.goto("/action");
    await described(page, "PAUSE AGREEMENT", "This contact has no billing plan to pause.");
    await described(
      page,
      "TERMINATE AGREEMENT",
      "Could not locate Billing Plan. Please go to Client Details page to Terminate this Billing Plan",
    );
    await described(page, "REQUEST MANUAL INVOICE", "This contact has no open billing plan to invoice.");
  });

  test("a new contact (client status None) has no client details for an affiliate", async ({ page, as }) => {
    const { plan } = await pendingPlan();
    await as("affiliate");
    // A second contact of the same affiliate, never given a plan.
    const fresh = await import("../support/contact-records").then((m) => m.createContact(demo.affiliate));
    await selectForAction(page, fresh.contactID);
    await page.goto("/action");
    await described(page, "CLIENT DETAILS", "This contact is not a client yet.");
    await selectForAction(page, plan.contactID);
    await page.goto("/action");
    await expect(page.getByRole("link", { name: "CLIENT DETAILS" })).toBeVisible();
  });

  test("impersonating: pause and manual invoice need the affiliate themselves", async ({ page, as }) => {
    const { contact, plan } = await activePlan();
    await as("office", `/search?q=${encodeURIComponent(contact.lastName)}`);
    await page
      .getByRole("row")
      .filter({ hasText: contact.email })
      .getByRole("button", { name: /^IMPERSONATE / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/action$/);
    await selectForAction(page, plan.contactID);
    await page.goto("/action");
    const reason = "Only the affiliate themselves can do this, not while acting as them.";
    await described(page, "PAUSE AGREEMENT", reason);
    await described(page, "REQUEST MANUAL INVOICE", reason);
    await expect(page.getByRole("link", { name: "TERMINATE AGREEMENT" })).toBeVisible();
    await page.goto("/action/pause");
    await expect(page.getByRole("dialog", { name: "Pause Billing Plan" }).getByText(reason)).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { backend, latestEmailTo } from "../support/backend";
import { affiliateWithContact, createContact, selectContact, uniqueWord } from "../support/contacts";
import { expect, signedIn, test } from "../support/fixtures";
import { demoTemplateId } from "../support/billing-plans";

// CREATE AGREEMENT, CANCEL AND REISSUE AGREEMENT and FEE CALCULATOR on /action (issue 13, docs/decisions/0170-0173).

/** A pending plan is named, to be terminated first (spec §4). */
const pendingFirst = (name: string) =>
  `This contact already has a pending billing plan, "${name}": terminate it before creating a new one.`;
const REISSUE_NEEDS_PLAN = "The contact must have one active or pending billing plan.";
const SELECT_FIRST = "Please select a contact from search";
const MAIL_FAILED = "The agreement was created, but the signing link could not be emailed. Please re-send the pending agreement.";

type Plan = { billingPlanID: number; statusID: number; creationType: string; billingPlanName: string; chargeCurrency: string };

async function plansOf(token: string, contactId: number, affiliateId: number): Promise<Plan[]> {
  const res = await backend<Plan[]>("GET", `/billingPlan/${contactId}/${affiliateId}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** A signed-in affiliate with a selected contact: Canadian (the default Toronto address) or in the USA. */
async function affiliateOnAction(page: Page, where: "Canada" | "USA" = "Canada") {
  const setup = await affiliateWithContact();
  let contact = setup.contact;
  if (where === "USA") {
    const word = uniqueWord("u");
    contact = await createContact(setup.token, {
      firstName: "Una",
      lastName: `Stateside${word}`,
      email: `una.${word}@example.com`,
      addresses: [
        {
          addressType: { id: 3 },
          customLabel: "",
          address: {
            addressID: 0,
            address1: "1 Main St",
            address2: "",
            city: "Buffalo",
            state: "NY",
            zip: "14201",
            country: "USA",
          },
        },
      ],
    });
  }
  await signedIn(page, setup.affiliate.email, setup.affiliate.password);
  await expect(page).toHaveURL(/\/home$/);
  await selectContact(page, contact);
  return { ...setup, contact };
}

/** The figures of the fee breakdown, label → amount. */
async function figures(page: Page): Promise<Record<string, string>> {
  const breakdown = page.getByRole("region", { name: "Fee Breakdown" });
  await expect(breakdown.locator("dt").first()).toBeVisible();
  const labels = await breakdown.locator("dt").allInnerTexts();
  const values = await breakdown.locator("dd").allInnerTexts();
  return Object.fromEntries(labels.map((l, i) => [l, values[i]!]));
}

function createBody(contactID: number, affiliateID: number, templateId: number) {
  return {
    contactID,
    affiliateID,
    agreementTemplateId: templateId,
    affiliateRate: 250,
    billingPlanName: "First agreement",
    calculationType: "Monthly",
    sessionLength: 60,
    sessionsPerMonth: 2,
    paymentMethodId: 3,
    creditCardChargeTypeId: 1,
    chargeCurrency: "CAD",
    firstDayOfService: "2030-01-01",
    fullBillingStart: "2030-01-01",
    lastFullBill: "2030-12-01",
  };
}

test("CREATE AGREEMENT for a Canadian client: CAD by default, the fee figures, SUBMIT sends it and the plan is Pending", async ({
  page,
}) => {
  const { affiliate, token, contact } = await affiliateOnAction(page);
  await expect(page.getByRole("button", { name: "CANCEL AND REISSUE AGREEMENT" })).toHaveAccessibleDescription(
    REISSUE_NEEDS_PLAN,
  );

  await page.getByRole("link", { name: "CREATE AGREEMENT" }).click();
  await expect(page).toHaveURL(/\/action\/create-agreement$/);
  const dialog = page.getByRole("dialog", { name: "Create Agreement" });
  await expect(dialog.getByLabel("Currency")).toHaveValue("CAD");
  await expect(dialog.getByLabel("Payment Method")).toHaveValue("2");
  await expect(dialog.getByLabel("Plan Name")).toHaveValue(`${contact.firstName} ${contact.lastName} - Coaching`);

  await dialog.getByLabel("Affiliate Rate ($ a month)").fill("300");
  await dialog.getByRole("button", { name: "CALCULATE FEES" }).click();
  // Ontario 13 %; Standard USA fee type 10 %; card 2.9 % of $339.00 + $0.30.
  await expect
    .poll(() => figures(page))
    .toEqual({
      "Affiliate rate": "$300.00 CAD",
      "Tax (13%)": "$39.00 CAD",
      "Client charge": "$339.00 CAD",
      "Billing fee": "$30.00 CAD",
      "Merchant fee": "$10.13 CAD",
      "Net payment": "$298.87 CAD",
    });
  await expect(dialog.getByLabel("Affiliate Rate ($ a month)")).toHaveValue("300");

  await dialog.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByText(`The agreement was sent to the client's email (${contact.email}).`)).toBeVisible();

  const [plan, ...others] = await plansOf(token, contact.contactID, affiliate.id);
  expect(others).toEqual([]);
  expect(plan).toMatchObject({ statusID: 1, chargeCurrency: "CAD", creationType: "New" });
  const mail = await latestEmailTo(contact.email);
  expect(mail.text).toMatch(/\/agreement\/[A-Za-z0-9_-]+/);

  const create = page.getByRole("button", { name: "CREATE AGREEMENT" });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(pendingFirst(plan!.billingPlanName));
  await expect(page.getByRole("link", { name: "CANCEL AND REISSUE AGREEMENT" })).toBeVisible();
});

test("a US client: USD by default and no tax; the plan rules are refused next to their fields, word for word", async ({
  page,
}) => {
  await affiliateOnAction(page, "USA");
  await page.getByRole("link", { name: "CREATE AGREEMENT" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Agreement" });
  await expect(dialog.getByLabel("Currency")).toHaveValue("USD");
  await dialog.getByLabel("Affiliate Rate ($ a month)").fill("300");
  await dialog.getByRole("button", { name: "CALCULATE FEES" }).click();
  await expect
    .poll(() => figures(page))
    .toEqual({
      "Affiliate rate": "$300.00 USD",
      "Tax (0%)": "$0.00 USD",
      "Client charge": "$300.00 USD",
      "Billing fee": "$30.00 USD",
      "Merchant fee": "$9.00 USD",
      "Net payment": "$261.00 USD",
    });

  await dialog.getByLabel("Currency").selectOption("CAD");
  await dialog.getByRole("button", { name: "CALCULATE FEES" }).click();
  await expect(dialog.getByText("A Credit Card USA plan is charged in USD.")).toBeVisible();
  await dialog.getByLabel("Currency").selectOption("USD");
  await dialog.getByLabel("Plan Name").fill("");
  await dialog.getByRole("button", { name: "SUBMIT" }).click();
  await expect(dialog.getByText("Please enter a plan name.")).toBeVisible();
  await expect(page).toHaveURL(/\/action\/create-agreement$/);
});

test("a plan made meanwhile: SUBMIT says 'This contact already has an active billing plan'; a failed email says so on /action", async ({
  page,
  failBackend,
}) => {
  const { affiliate, token, contact } = await affiliateOnAction(page);
  await page.getByRole("link", { name: "CREATE AGREEMENT" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Agreement" });
  await dialog.getByLabel("Affiliate Rate ($ a month)").fill("200");

  // The email of the signing link fails (the backend's 502): the plan exists, /action says what to do.
  const hits = await failBackend({ method: "POST", path: "^/billingPlan$", status: 502, message: MAIL_FAILED });
  await dialog.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByText(MAIL_FAILED)).toBeVisible();
  expect(await hits()).toBe(1);

  // Another tab made a plan meanwhile.
  await page.goto("/action/create-agreement");
  const again = page.getByRole("dialog", { name: "Create Agreement" });
  const template = Number(await again.getByLabel("Agreement Template").inputValue());
  const made = await backend("POST", "/billingPlan", { token, body: createBody(contact.contactID, affiliate.id, template) });
  expect(made.status).toBe(201);
  await again.getByLabel("Affiliate Rate ($ a month)").fill("200");
  await again.getByRole("button", { name: "SUBMIT" }).click();
  await expect(again.getByRole("alert")).toHaveText(pendingFirst((made.body as Plan).billingPlanName));
  expect(await plansOf(token, contact.contactID, affiliate.id)).toHaveLength(1);
});

test("CANCEL AND REISSUE AGREEMENT: prefilled from the open plan, confirmed, the successor is Pending (Reissue)", async ({
  page,
}) => {
  const { affiliate, token, contact } = await affiliateOnAction(page);
  const made = await backend<Plan>("POST", "/billingPlan", {
    token,
    body: createBody(contact.contactID, affiliate.id, await demoTemplateId(token, affiliate.id)),
  });
  expect(made.status).toBe(201);

  await page.goto("/action");
  await expect(page.getByRole("button", { name: "CREATE AGREEMENT" })).toHaveAccessibleDescription(
    pendingFirst(made.body.billingPlanName),
  );
  await page.getByRole("link", { name: "CANCEL AND REISSUE AGREEMENT" }).click();
  await expect(page).toHaveURL(/\/action\/reissue$/);
  const dialog = page.getByRole("dialog", { name: "Cancel and Reissue Agreement" });
  await expect(dialog.getByText("Submitting terminates the current agreement (First agreement)")).toBeVisible();
  await expect(dialog.getByLabel("Plan Name")).toHaveValue("First agreement");
  await expect(dialog.getByLabel("Affiliate Rate ($ a month)")).toHaveValue("250");
  await expect(dialog.getByLabel("Payment Method")).toHaveValue("3");
  await expect(dialog.getByLabel("Last Full Bill Year")).toHaveValue("2030");
  await expect.poll(() => figures(page)).toMatchObject({ "Client charge": "$282.50 CAD", "Merchant fee": "$0.00 CAD" });

  await dialog.getByLabel("Plan Name").fill("Second agreement");
  await dialog.getByRole("button", { name: "SUBMIT" }).click();
  await expect(dialog.getByText("Please confirm that the current agreement will be terminated.")).toBeVisible();
  await dialog.getByLabel("I understand the current agreement will be terminated").check();
  await dialog.getByRole("button", { name: "SUBMIT" }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(
    page.getByText(
      `The current agreement was terminated and the new agreement was sent to the client's email (${contact.email}).`,
    ),
  ).toBeVisible();

  // The cancelled (never accepted) agreement is left out of the list; its successor is Pending.
  const plans = await plansOf(token, contact.contactID, affiliate.id);
  expect(plans.map((p) => [p.billingPlanName, p.statusID, p.creationType])).toEqual([["Second agreement", 1, "Reissue"]]);
});

test("without a selected contact both agreement buttons say why, and the form says it too", async ({ page, as }) => {
  await as("affiliate", "/action");
  for (const name of ["CREATE AGREEMENT", "CANCEL AND REISSUE AGREEMENT"]) {
    const button = page.getByRole("button", { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(SELECT_FIRST);
  }
  await page.goto("/action/create-agreement");
  await expect(page.getByRole("dialog", { name: "Create Agreement" }).getByRole("note")).toHaveText(SELECT_FIRST);
  await expect(page.getByRole("button", { name: "SUBMIT" })).toBeDisabled();
});

test("FEE CALCULATOR: the figures for a Canadian client in Ontario on the affiliate's Flat Rate, creating nothing", async ({
  page,
  as,
}) => {
  await as("affiliate", "/action");
  await page.getByRole("link", { name: "FEE CALCULATOR" }).click();
  await expect(page).toHaveURL(/\/action\/fee-calculator$/);
  const dialog = page.getByRole("dialog", { name: "Fee Calculator" });
  await dialog.getByLabel("Affiliate Rate ($ a month)").fill("1234.50");
  await dialog.getByLabel("Payment Method").selectOption({ label: "Credit Card Canada" });
  await dialog.getByLabel("Currency").selectOption("CAD");
  await dialog.getByLabel("Client's Province (Canada)").selectOption({ label: "Ontario" });
  await dialog.getByRole("button", { name: "CALCULATE FEES" }).click();
  await expect
    .poll(() => figures(page))
    .toEqual({
      "Affiliate rate": "$1,234.50 CAD",
      "Tax (13%)": "$160.49 CAD",
      "Client charge": "$1,394.99 CAD",
      "Billing fee": "$25.00 CAD",
      "Merchant fee": "$40.75 CAD",
      "Net payment": "$1,329.24 CAD",
    });
  await expect(dialog.getByText("Monthly, fee type Flat Rate USA.")).toBeVisible();
  await dialog.getByLabel("Currency").selectOption("USD");
  await dialog.getByRole("button", { name: "CALCULATE FEES" }).click();
  await expect(dialog.getByText("A Credit Card Canada plan is charged in CAD.")).toBeVisible();
  await dialog.getByRole("link", { name: "CLOSE" }).click();
  await expect(page).toHaveURL(/\/action$/);
});

test("FEE CALCULATOR starts from the selected client: CAD and their province in Canada, USD in the USA", async ({ page }) => {
  await affiliateOnAction(page, "Canada");
  await page.goto("/action/fee-calculator");
  const dialog = page.getByRole("dialog", { name: "Fee Calculator" });
  await expect(dialog.getByLabel("Currency")).toHaveValue("CAD");
  await expect(dialog.getByLabel("Payment Method")).toHaveValue(
    await optionValue(dialog.getByLabel("Payment Method"), "Credit Card Canada"),
  );
  await expect(dialog.getByLabel("Client's Province (Canada)")).toHaveValue("ON");

  await page.context().clearCookies();
  await affiliateOnAction(page, "USA");
  await page.goto("/action/fee-calculator");
  await expect(dialog.getByLabel("Currency")).toHaveValue("USD");
  await expect(dialog.getByLabel("Client's Province (Canada)")).toHaveValue("");
});

test("staff acting as the affiliate: CREATE AGREEMENT and CANCEL AND REISSUE say only the affiliate may", async ({
  page,
  as,
}) => {
  const { contact } = await affiliateWithContact();
  await as("office", `/search?q=${encodeURIComponent(contact.lastName)}`);
  await page
    .getByRole("row")
    .filter({ hasText: contact.email })
    .getByRole("button", { name: /^IMPERSONATE / })
    .click();
  await expect(page).toHaveURL(/\/action$/);
  await selectContact(page, contact);
  for (const name of ["CREATE AGREEMENT", "CANCEL AND REISSUE AGREEMENT"]) {
    const button = page.getByRole("button", { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      "Only the logged-in affiliate can create an agreement, not while acting as them.",
    );
  }
  await expect(page.getByRole("link", { name: "FEE CALCULATOR" })).toBeVisible();
});

/** The value of a select's option by its label. */
async function optionValue(select: import("@playwright/test").Locator, label: string): Promise<string> {
  return (await select.locator("option", { hasText: label }).getAttribute("value")) ?? "";
}

import type { Page } from "@playwright/test";
import { affiliateWithContact, createContact, searchFromTopBar, selectContact } from "../support/contacts";
import { expect, signedIn, test } from "../support/fixtures";

const results = (page: Page) => page.getByRole("table", { name: "Search results" });
const statuses = (page: Page) => results(page).locator("tbody tr td:nth-child(1)").allTextContents();
const lastNames = (page: Page) => results(page).locator("tbody tr td:nth-child(3)").allTextContents();

test("fewer than 2 letters: 'Need at least 2 letters to Search...' and the page stays", async ({ page, as }) => {
  await as("affiliate", "/dashboard");
  await searchFromTopBar(page, "a");
  await expect(page.getByText("Need at least 2 letters to Search...")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("on New Contact the box asks to navigate to another tab", async ({ page, as }) => {
  await as("affiliate", "/newContact");
  const box = page.getByRole("searchbox", { name: "Search contacts" });
  await expect(box).toBeDisabled();
  await expect(box).toHaveAttribute("placeholder", "Please navigate to another tab to search clients");
});

test("an affiliate searches with a dot (part of an email) by the search icon, selects the contact and unselects it", async ({
  page,
}) => {
  const { affiliate, contact, word } = await affiliateWithContact();
  await signedIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole("searchbox", { name: "Search contacts" }).fill(`quinn.${word}@example`);
  await page.getByRole("search", { name: "Search contacts" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=quinn\./);
  const dialog = page.getByRole("dialog", { name: /Search results/ });
  await expect(dialog).toBeVisible();
  // An affiliate: CLIENT STATUS, no AFFILIATE column, no IMPERSONATE.
  await expect(results(page).getByRole("columnheader", { name: "CLIENT STATUS" })).toBeVisible();
  await expect(results(page).getByRole("columnheader", { name: "AFFILIATE" })).toHaveCount(0);
  for (const name of ["FIRST NAME", "LAST NAME", "PHONE", "EMAIL", "SOURCE"]) {
    await expect(results(page).getByRole("columnheader", { name, exact: true })).toBeVisible();
  }
  const row = results(page).getByRole("row").filter({ hasText: contact.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("(416) 555-0123");
  await expect(row.getByRole("button", { name: /IMPERSONATE/ })).toHaveCount(0);
  // A new contact's status is None: no CLIENT DETAILS for an affiliate.
  await expect(row.getByRole("button", { name: /CLIENT DETAILS/ })).toHaveCount(0);

  await row.getByRole("button", { name: `SELECT ${contact.firstName} ${contact.lastName}` }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByRole("region", { name: "Selected Contact" })).toContainText(
    `Selected Contact: ${contact.firstName} ${contact.lastName}`,
  );
  await expect(page.getByRole("link", { name: "EDIT CONTACT", exact: true })).toHaveAttribute(
    "href",
    `/viewContacts/${contact.contactID}`,
  );

  await page.getByRole("button", { name: "Unselect Contact" }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByRole("region", { name: "Selected Contact" })).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Contact Search" })).toBeVisible();
  await expect(page.getByRole("button", { name: "EDIT CONTACT" })).toBeDisabled();
});

test("an affiliate never finds another affiliate's contact", async ({ page, as }) => {
  const { contact } = await affiliateWithContact();
  await as("affiliate");
  await searchFromTopBar(page, contact.lastName);
  await expect(page.getByRole("dialog", { name: /Search results/ })).toBeVisible();
  await expect(page.getByText("No contacts found.")).toBeVisible();
});

test("the filters and sort of the results live in the URL", async ({ page }) => {
  // A fresh affiliate with exactly two contacts, both new (status None, so in Other), both found by "Searchable".
  const { affiliate, token, contact, word } = await affiliateWithContact();
  const second = await createContact(token, {
    firstName: "Abe",
    lastName: `SearchableA${word}`,
    email: `abe.${word}@example.com`,
  });
  await signedIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL(/\/home$/);
  const q = "Searchable";

  await page.goto(`/search?q=${q}&from=/action`);
  const dialog = page.getByRole("dialog", { name: /Search results/ });
  for (const label of ["Active Client", "Potential Client", "Past Client", "Other"]) {
    await expect(dialog.getByRole("checkbox", { name: label })).toBeChecked();
  }
  await expect(results(page).locator("tbody tr")).toHaveCount(2);

  await page.goto(`/search?q=${q}&from=/action&f=1&other=1`);
  await expect(dialog.getByRole("checkbox", { name: "Active Client" })).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Other" })).toBeChecked();
  expect(await statuses(page)).toEqual(["None", "None"]);

  await page.goto(`/search?q=${q}&from=/action&f=1&active=1&potential=1&past=1`);
  await expect(dialog.getByRole("checkbox", { name: "Other" })).not.toBeChecked();
  await expect(results(page).locator("tbody tr")).toHaveCount(0);
  await expect(dialog.getByText("No contacts match the checked filters.", { exact: true })).toBeVisible();

  await page.goto(`/search?q=${q}&from=/action`);
  await results(page).getByRole("columnheader", { name: "LAST NAME" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=lastName&dir=asc/);
  await expect(results(page).getByRole("columnheader", { name: "LAST NAME" })).toHaveAttribute("aria-sort", "ascending");
  expect(await lastNames(page)).toEqual([second.lastName, contact.lastName]);
  await results(page).getByRole("columnheader", { name: "LAST NAME" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=lastName&dir=desc/);
  await expect(results(page).getByRole("columnheader", { name: "LAST NAME" })).toHaveAttribute("aria-sort", "descending");
  expect(await lastNames(page)).toEqual([contact.lastName, second.lastName]);

  await dialog.getByRole("link", { name: "CLOSE" }).click();
  await expect(page).toHaveURL(/\/action$/);
});

test("staff see STATUS and AFFILIATE, and IMPERSONATE the contact's affiliate", async ({ page, as }) => {
  const { affiliate, contact } = await affiliateWithContact();
  await as("office");
  await searchFromTopBar(page, contact.lastName);
  await expect(results(page).getByRole("columnheader", { name: "STATUS", exact: true })).toBeVisible();
  await expect(results(page).getByRole("columnheader", { name: "AFFILIATE" })).toBeVisible();
  const row = results(page).getByRole("row").filter({ hasText: contact.email });
  await expect(row).toContainText("Cora Tester");
  await expect(row.getByRole("button", { name: /CLIENT DETAILS/ })).toBeVisible();
  await row.getByRole("button", { name: /^IMPERSONATE / }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByText(`Impersonating ${affiliate.email}`)).toBeVisible();
});

test("staff select a contact from search; CLIENT DETAILS opens its client details (through /clientMgmt/autoload)", async ({
  page,
  as,
}) => {
  const { contact } = await affiliateWithContact();
  await as("finance");
  await selectContact(page, contact);
  await searchFromTopBar(page, contact.email);
  await results(page)
    .getByRole("button", { name: `CLIENT DETAILS ${contact.firstName} ${contact.lastName}` })
    .click();
  await expect(page).toHaveURL(/\/clientMgmt\/\d+$/);
  await expect(page.getByRole("heading", { name: `${contact.firstName} ${contact.lastName}` })).toBeVisible();
});

test("the demo affiliate finds their seeded contacts", async ({ page, as }) => {
  await as("affiliate");
  await searchFromTopBar(page, "an");
  await expect(results(page).locator("tbody tr").first()).toBeVisible();
});

import { affiliateWithContact, searchFromTopBar } from "../support/contacts";
import { expect, signedIn, test } from "../support/fixtures";

// A row click needs JavaScript; without it the row's SELECT button does the same (contact-search.spec.ts).
const results = (page: import("@playwright/test").Page) => page.getByRole("table", { name: "Search results" });

test("with JavaScript, clicking a result row selects the contact", async ({ page }) => {
  const { affiliate, contact } = await affiliateWithContact();
  await signedIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL(/\/home$/);
  await searchFromTopBar(page, contact.lastName);
  await results(page).getByRole("row").filter({ hasText: contact.email }).getByRole("cell").nth(1).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByRole("region", { name: "Selected Contact" })).toContainText(
    `Selected Contact: ${contact.firstName} ${contact.lastName}`,
  );
});

import { affiliateWithContact, selectContact } from "../support/contacts";
import { expect, signedIn, test } from "../support/fixtures";

// With JavaScript the create form's fee breakdown follows the fee inputs without CALCULATE FEES (docs/decisions/0171).

test("the figures follow the affiliate rate and the payment method as they change", async ({ page }) => {
  const { affiliate, contact } = await affiliateWithContact();
  await signedIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL(/\/home$/);
  await selectContact(page, contact);
  await page.getByRole("link", { name: "CREATE AGREEMENT" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Agreement" });
  const breakdown = dialog.getByRole("region", { name: "Fee Breakdown" });
  await dialog.getByLabel("Affiliate Rate ($ a month)").fill("100");
  await expect(breakdown.getByText("$113.00 CAD")).toBeVisible();
  await expect(breakdown.getByText("$3.58 CAD")).toBeVisible();
  await dialog.getByLabel("Charge Type").selectOption({ label: "Send Invoice" });
  await dialog.getByLabel("Payment Method").selectOption({ label: "E-Transfer" });
  await expect(breakdown.getByText("$0.00 CAD")).toBeVisible();
  await expect(breakdown.getByText("$103.00 CAD")).toBeVisible();
  // Fee inputs that do not hold together hide the figures (CALCULATE FEES then says why).
  await dialog.getByLabel("Charge Type").selectOption({ label: "Auto-charge" });
  await expect(breakdown.getByText("then CALCULATE FEES")).toBeVisible();
  await expect(page).toHaveURL(/\/action\/create-agreement$/);
});

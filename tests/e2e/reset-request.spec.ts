import { expect, test } from "../support/fixtures";

test("a refused reset request says 'Failed to Request Token --- error:' with the server's message", async ({ page }) => {
  await page.goto("/login?reset=1");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill("nobody.at.all@coachhub.test");
  await dialog.getByRole("button", { name: "RESET PASSWORD" }).click();
  await expect(dialog.getByText("Failed to Request Token --- error: Email not found", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
});

import { demo } from "../support/backend";
import { expect, signedIn, test } from "../support/fixtures";

// Only meaningful with JavaScript: without it the browser's own loading indicator is the indicator.
test("a slow navigation shows the loading bar until the page arrives", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/dashboard.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

import { backend, backendLogin, demo } from "../support/backend";
import { expect, signedIn, test } from "../support/fixtures";

test("an affiliate sees the affiliation progress bar with its percentage", async ({ page }) => {
  const token = await backendLogin(demo.affiliateWithDocs);
  const me = await backend<{ user: { id: number } }>("POST", "/login", {
    body: { userName: demo.affiliateWithDocs, password: "Demo!2026" },
  });
  const progress = await backend<{ percent: number }>("GET", `/invoice/affiliation-progress/${me.body.user.id}`, { token });
  expect(progress.status).toBe(200);

  await signedIn(page, demo.affiliateWithDocs);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("navigation").getByRole("link", { name: "Affiliation" }).click();
  const bar = page.getByRole("progressbar", { name: /Progress toward the next affiliation tier/ });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("value", String(progress.body.percent));
  await expect(bar).toHaveAttribute("max", "100");
  await expect(page.getByText(`${progress.body.percent}%`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Paid client revenue in the last 12 months/)).toBeVisible();
});

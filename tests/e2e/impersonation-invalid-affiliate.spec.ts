import type { Page } from "@playwright/test";
import { backend, backendLogin, createAffiliate, demo } from "../support/backend";
import { expect, test } from "../support/fixtures";

const INVALID = "Invalid affiliate";

async function expectInvalidAffiliateAlone(page: Page) {
  await expect(page.getByRole("alert").filter({ hasText: INVALID })).toHaveText(INVALID);
  await expect(page.getByText("Failed to Impersonate User")).toHaveCount(0);
  await expect(page.getByText("Admin Mode: No Current Impersonation")).toBeVisible();
}

test("impersonating a user the lookup does not find says 'Invalid affiliate' on its own", async ({ page, as }) => {
  await as("office");
  // What the Impersonate form posts, for an id the lookup (GET /user/{id}) answers 404 to.
  const answer = await page.request.post("/impersonate", {
    form: { userId: "999999999", returnTo: "/settings" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["location"]).toBe("/settings");
  await page.goto("/settings");
  await expectInvalidAffiliateAlone(page);
});

test("an affiliate who became staff after the grid was shown is an 'Invalid affiliate'", async ({ page, as }) => {
  const user = await createAffiliate({ firstName: "Shifty" });
  await as("office", "/settings?status=all");
  const impersonate = page
    .getByRole("row")
    .filter({ hasText: user.email })
    .getByRole("button", { name: /^Impersonate / });
  await expect(impersonate).toBeVisible();

  const financeToken = await backendLogin(demo.finance);
  const current = await backend<Record<string, unknown>>("GET", `/user/${user.id}`, { token: financeToken });
  const promoted = await backend("PUT", `/user/${user.id}`, { token: financeToken, body: { ...current.body, userRole: 3 } });
  expect(promoted.status).toBe(200);

  await impersonate.click();
  await expect(page).toHaveURL(/\/settings$/);
  await expectInvalidAffiliateAlone(page);
});

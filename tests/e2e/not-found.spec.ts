import { demo } from "../support/backend";
import { expect, signedIn, test } from "../support/fixtures";

// A 404 inside the shell says what was not found (docs/decisions/0093, 0095).

test("a contact id that is no number says which contact was not found", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  const res = await page.goto("/viewContacts/abc");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Contact abc not found");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toBeVisible();
});

test("a contact the backend does not have says which contact was not found", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  const res = await page.goto("/viewContacts/2147483000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("Contact 2147483000 not found");
});

test("an unknown staff user says which user was not found", async ({ page }) => {
  await signedIn(page, demo.office);
  await expect(page).toHaveURL(/\/home$/);
  const res = await page.goto("/settings/users/2147483000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("User 2147483000 not found");
});

test("a return path with an encoded tab goes home instead", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/translate?lang=en&returnTo=/%09/evil.example");
  await expect(page).toHaveURL(/\/home$/);
});

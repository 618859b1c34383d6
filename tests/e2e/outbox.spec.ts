import { backend, createAffiliate, demo } from "../support/backend";
import { expect, signedIn, test } from "../support/fixtures";

test("finance find a reset email sent during the test in the outbox and read it", async ({ page }) => {
  const user = await createAffiliate();
  const reset = await backend("POST", "/email/reset", { body: { name: user.email, newFlowResetPass: true } });
  expect(reset.status).toBe(200);

  await signedIn(page, demo.finance);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/settings");
  await page.getByRole("link", { name: "Email outbox" }).click();
  await expect(page.getByRole("heading", { name: "Email outbox" })).toBeVisible();
  await page.getByLabel("Recipient").fill(user.email);
  await page.getByRole("button", { name: "FILTER" }).click();
  await expect(page).toHaveURL(/to=/);
  const emails = page.getByRole("table", { name: "Emails" });
  // Only this user's emails: the welcome verification from registering, and the reset.
  const rows = emails.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByRole("cell", { name: user.email })).toBeVisible();
  await expect(rows.first().getByRole("cell", { name: "outbox" })).toBeVisible();
  // Delivered by its job (no SMTP in the e2e stack: the outbox is the delivery), so Sent, with no RESEND.
  await expect(async () => {
    await page.reload();
    await expect(rows.first().getByRole("cell", { name: "Sent", exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(emails.getByRole("button", { name: /^RESEND/ })).toHaveCount(0);
  await emails.getByRole("link", { name: "Your Coach Hub password reset code" }).click();
  await expect(page.getByRole("heading", { name: "Your Coach Hub password reset code" })).toBeVisible();
  await expect(page.getByLabel("Message text")).toContainText(/\d{6}/);
  await expect(page.locator(".outbox-headers dd").last()).toHaveText("Sent");
});

test("an affiliate may not open the outbox", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/outbox");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

test("office staff see no outbox link, and the page refuses them", async ({ page }) => {
  await signedIn(page, demo.office);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "System Notifications" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Email outbox" })).toHaveCount(0);
  await page.goto("/outbox");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(page.getByText("Only a Finance user can read the email outbox.")).toBeVisible();
});

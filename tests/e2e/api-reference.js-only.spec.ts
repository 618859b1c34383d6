import { e2e } from "../support/env";
import { expect, test } from "@playwright/test";

// The backend's readable reference (issue 35): Swagger UI from the package, rendering /openapi.json. A page of
// the backend, not of the web app: the plain Playwright page (the fixtures' goto waits for Remix's hydration).
test("/docs lists the calls of the contract, grouped by resource, with their parameters", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(e2e.apiUrl)) outside.push(request.url());
  });
  await page.goto(`${e2e.apiUrl}/docs`);
  await expect(page.getByRole("heading", { name: /Coach Hub API/ })).toBeVisible();
  // Every resource is listed, collapsed (docs/decisions/0383); opening one shows its calls.
  await expect(page.locator(".opblock-tag")).toHaveCount(28);
  await page.locator(".opblock-tag", { hasText: "System notifications" }).click();
  const dismiss = page.locator(".opblock-summary", { hasText: "/user/systemnotification/{userId}/{notificationId}" });
  await expect(dismiss).toContainText("Dismiss a notification for the user");
  await dismiss.click();
  await expect(page.getByRole("row", { name: /^notificationId \*required string \(path\)/ })).toBeVisible();
  expect(outside).toEqual([]);
});

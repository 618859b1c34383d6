// The backend's outage as people see it (issue 36, docs/decisions/0343): whether the backend answers 503,
// cannot be reached or hangs past API_TIMEOUT_MS, every screen answers the same page with status 503 — and
// works again, without a restart, as soon as the backend is back. The fault proxy between the web app and
// the backend makes the outage (tests/support/fault-proxy.ts).
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { backendDown, disarmFaults } from "../support/fault-rules";

const MESSAGE = "The service is unavailable. Please try again in a moment.";

/** The screens a database outage answered four ways before (issue 36): 200 with an empty grid, 500, 502. */
const SCREENS = [
  { path: "/viewContacts", heading: "View/Edit Contacts" },
  { path: "/clientMgmt", heading: "Client Management" },
  { path: "/reports", heading: "Reports" },
  { path: "/home", heading: "Home" },
  { path: "/dashboard", heading: "Dashboard" },
];

async function expectUnavailable(page: Page, path: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "Service unavailable" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGE })).toHaveText(MESSAGE);
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", path);
}

async function expectBack(page: Page, path: string, heading: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
}

test.beforeEach(() => disarmFaults());
test.afterEach(() => disarmFaults());

test("a backend answering 503: every screen is the 503 page; back, each works again without a restart", async ({ page, as }) => {
  await as("affiliate", "/viewContacts");
  await backendDown("answer");
  for (const { path } of SCREENS) await expectUnavailable(page, path);

  await disarmFaults();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const { path, heading } of SCREENS) await expectBack(page, path, heading);
});

test("a backend that cannot be reached: the 503 page, then the screen once it answers again", async ({ page, as }) => {
  await as("affiliate", "/viewContacts");
  await backendDown("drop");
  for (const { path } of SCREENS) await expectUnavailable(page, path);
  await disarmFaults();
  await expectBack(page, "/viewContacts", "View/Edit Contacts");
});

test("a backend slower than the bound: the 503 page after the bound, not a page held for 20 s", async ({ page, as }) => {
  await as("affiliate", "/viewContacts");
  await backendDown("hang");
  await expectUnavailable(page, "/clientMgmt");
  await disarmFaults();
  await expectBack(page, "/clientMgmt", "Client Management");
});

test("signing in while the backend is down: the 503 page, not a login error", async ({ page }) => {
  await page.goto("/login");
  await backendDown("drop");
  await page.getByLabel("Email").fill("maya.lopez@coachhub.local");
  await page.getByLabel("Password", { exact: true }).fill("Demo!2026");
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith("/login") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "SIGN IN" }).click();
  expect((await answer).status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "Service unavailable" })).toBeVisible();
  await expect(page.getByText("Invalid user name or password")).toHaveCount(0);
});

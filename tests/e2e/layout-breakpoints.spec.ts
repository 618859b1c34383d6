import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

// Spec §9 breakpoints 1031, 850 and 576 px; what each does is docs/decisions/0101.

const panel = (page: Page) => page.getByRole("complementary", { name: "Your details" });
const content = (page: Page) => page.getByRole("heading", { name: "Home" });
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const SUPPORT = "help@coachhub.test";

async function box(page: Page, locator: ReturnType<Page["locator"]>) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not rendered");
  return b;
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/home");
}

test.beforeEach(async ({ as }) => {
  await as("office");
});

test("1031 px and wider: the support address in full, the tabs, the 280 px left panel beside the page", async ({ page }) => {
  await atWidth(page, 1031);
  await expect(page.getByRole("link", { name: `Support: ${SUPPORT}`, exact: true })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav(page).getByText("Menu")).toBeHidden();
  const side = await box(page, panel(page));
  const main = await box(page, content(page));
  expect(side.x + side.width).toBeLessThanOrEqual(main.x);
  expect(side.width).toBe(280);
});

test("below 1031 px: the support link is shortened and the left panel narrows to 240 px", async ({ page }) => {
  await atWidth(page, 1030);
  const support = page.getByRole("link", { name: "Support", exact: true });
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute("href", `mailto:${SUPPORT}`);
  await expect(page.getByText(SUPPORT)).toBeHidden();
  const side = await box(page, panel(page));
  const main = await box(page, content(page));
  expect(side.x + side.width).toBeLessThanOrEqual(main.x);
  expect(side.width).toBe(240);
});

test("850 px and narrower: the left panel sits above the page, full width", async ({ page }) => {
  await atWidth(page, 850);
  await expect(panel(page)).toBeVisible();
  const side = await box(page, panel(page));
  const main = await box(page, content(page));
  expect(side.y + side.height).toBeLessThanOrEqual(main.y);
  expect(Math.round(side.x)).toBe(Math.round(main.x));
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav(page).getByText("Menu")).toBeHidden();
});

test("576 px and narrower: the tabs collapse behind Menu and the left panel is hidden", async ({ page }) => {
  await atWidth(page, 577);
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(panel(page)).toBeVisible();

  await atWidth(page, 576);
  await expect(content(page)).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toBeHidden();
  await nav(page).getByText("Menu").click();
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await nav(page).getByRole("link", { name: "Library" }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
});

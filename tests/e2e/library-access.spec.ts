import type { Page } from "@playwright/test";
import { createUserWithRole, demo } from "../support/backend";
import { expect, signedIn, test } from "../support/fixtures";

// docs/decisions/0098: the library is the logged-in user's canAccessDocs, in the tab, the left panel,
// the page and the backend alike; impersonation neither lends nor takes it away.

const panel = (page: Page) => page.getByRole("complementary", { name: "Your details" });
const panelLibrary = (page: Page) => panel(page).getByRole("region", { name: "Library" });
const libraryTab = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Library" });

async function impersonate(page: Page, email: string) {
  await page.goto("/settings?status=all");
  await page
    .getByRole("row")
    .filter({ hasText: email })
    .getByRole("button", { name: /^Impersonate / })
    .click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByRole("region", { name: "Impersonation" })).toContainText(`Impersonating ${email}`);
}

test("the left panel shows the library's folders to a user with canAccessDocs, on home and dashboard", async ({ page, as }) => {
  await as("affiliateWithDocs");
  await expect(panelLibrary(page).getByRole("link", { name: "Getting Started" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(panelLibrary(page).getByRole("link", { name: "Open the library" })).toBeVisible();
  await panelLibrary(page).getByRole("link", { name: "Getting Started" }).click();
  await expect(page).toHaveURL(/\/library\?open=\d+$/);
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  // The folder the panel named is open: its files' download buttons show.
  const folder = page.getByRole("treeitem").filter({ has: page.getByText("Getting Started", { exact: true }) });
  await expect(folder.getByRole("button", { name: /^Download / }).first()).toBeVisible();
});

test("a user without canAccessDocs has no library in the left panel", async ({ page, as }) => {
  await as("affiliate");
  await expect(panel(page)).toBeVisible();
  await expect(panelLibrary(page)).toHaveCount(0);
  await expect(libraryTab(page)).toHaveCount(0);
});

test("staff without library access impersonating an affiliate with it: no tab, no panel library, and the page refuses", async ({
  page,
}) => {
  const staff = await createUserWithRole(3, { firstName: "Nodocs" });
  await signedIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/home$/);
  await impersonate(page, demo.affiliateWithDocs);

  await expect(libraryTab(page)).toHaveCount(0);
  await page.goto("/home");
  await expect(panel(page)).toContainText("Maya");
  await expect(panelLibrary(page)).toHaveCount(0);
  await page.goto("/library");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

test("staff with library access impersonating an affiliate without it: the tab shows and the page opens", async ({
  page,
  as,
}) => {
  await as("office");
  await impersonate(page, demo.affiliate);

  await libraryTab(page).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  await expect(page.getByText("Getting Started", { exact: true })).toBeVisible();
  await page.goto("/home");
  await expect(panelLibrary(page).getByRole("link", { name: "Getting Started" })).toBeVisible();
});

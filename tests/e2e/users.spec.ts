import type { Page } from "@playwright/test";
import { backend, backendLogin, createAffiliate, demo, latestEmailTo } from "../support/backend";
import { expect, hydrated, signIn, signedIn, test } from "../support/fixtures";

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
}

test("an affiliate sees 'Settings Coming Soon'", async ({ page, as }) => {
  await as("affiliate", "/settings");
  await expect(page.getByRole("heading", { name: "Settings Coming Soon" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the users grid filters (Active by default) and sorts from the URL", async ({ page, as }) => {
  const gone = await createAffiliate({ firstName: "Gone" });
  const financeToken = await backendLogin(demo.finance);
  expect((await backend("DELETE", `/user/${gone.id}`, { token: financeToken })).status).toBe(200);

  await as("office", "/settings");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await expect(page.getByLabel("Show")).toHaveValue("active");
  await expect(rowOf(page, demo.office)).toBeVisible();
  await expect(rowOf(page, gone.email)).toHaveCount(0);

  await page.getByLabel("Show").selectOption("inactive");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(rowOf(page, gone.email)).toBeVisible();
  await expect(rowOf(page, demo.office)).toHaveCount(0);

  await page.goto("/settings?status=all");
  await expect(rowOf(page, gone.email)).toBeVisible();
  await expect(rowOf(page, demo.office)).toBeVisible();

  await page.getByRole("columnheader", { name: "Email" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=email&dir=asc/);
  const emails = async () => (await page.locator("tbody tr td:nth-child(3)").allTextContents()).map((e) => e.toLowerCase());
  await expect(page.getByRole("columnheader", { name: /Email/ })).toHaveAttribute("aria-sort", "ascending");
  const asc = await emails();
  expect(asc).toEqual([...asc].sort());
  await page.getByRole("columnheader", { name: /Email/ }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=email&dir=desc/);
  await expect(page.getByRole("columnheader", { name: /Email/ })).toHaveAttribute("aria-sort", "descending");
  // Other tests may add users meanwhile: the order is checked, not the exact list.
  await expect
    .poll(async () => {
      const desc = await emails();
      return desc.length >= asc.length && desc.join("\n") === [...desc].sort().reverse().join("\n");
    })
    .toBe(true);
});

test("office creates a user: the form's messages, then it appears selected", async ({ page, as }) => {
  await as("office", "/settings");
  await page.getByRole("link", { name: "ADD NEW USER" }).click();
  await expect(page).toHaveURL(/\/settings\/users\/new/);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(dialog.getByText("First Name is required.")).toBeVisible();
  await expect(dialog.getByText("Last Name is required.")).toBeVisible();
  await expect(dialog.getByText("Email is required.")).toBeVisible();
  await expect(dialog.getByText("Primary Phone is required.")).toBeVisible();
  await expect(dialog.getByText("Password is required.")).toBeVisible();
  await expect(dialog.getByRole("option", { name: "Finance" })).toBeDisabled();

  const email = `new.${Date.now().toString(36)}@coachhub.test`;
  await dialog.getByLabel("First Name").fill("Nadia");
  await dialog.getByLabel("Last Name").fill("Newcomer");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Primary Phone").fill("4165550123");
  await dialog.getByLabel("CTP Program").fill("CTP 2026");
  await dialog.getByLabel("Password", { exact: true }).fill("Temp!2026x");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("User created")).toBeVisible();
  await expect(page).toHaveURL(/selected=\d+/);
  const row = rowOf(page, email);
  await expect(row).toHaveAttribute("aria-selected", "true");
  await expect(row).toContainText("(416) 555-0123");
  await expect(row).toContainText("Affiliate");

  const mail = await latestEmailTo(email);
  expect(mail.subject).toBe("Verify your Coach Hub email");
});

test("deactivate: that user cannot log in; reactivate: they can again", async ({ page, as, javaScriptEnabled }) => {
  const user = await createAffiliate({ firstName: "Dee" });
  await as("office", `/settings/users/${user.id}`);
  await hydrated(page, javaScriptEnabled);
  await page.getByRole("dialog").getByRole("button", { name: "DEACTIVATE" }).click();
  await expect(page.getByText("User deactivated")).toBeVisible();
  await logout(page);
  await signIn(page, user.email, user.password);
  await expect(page.getByText("Invalid user name or password")).toBeVisible();

  await signedIn(page, demo.office);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/settings/users/${user.id}?status=inactive`);
  await page.getByRole("dialog").getByRole("button", { name: "REACTIVATE" }).click();
  await expect(page.getByText("User reactivated")).toBeVisible();
  await logout(page);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
});

test("editing a user: CTP Program is editable, an unchanged save says so, CANCEL goes back", async ({ page, as }) => {
  const user = await createAffiliate({ firstName: "Eddie" });
  await as("finance", "/settings?status=all&sort=email&dir=asc");
  await rowOf(page, user.email)
    .getByRole("link", { name: /^Edit / })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("Not Saved - Nothing Has Been Changed")).toBeVisible();
  await expect(page).toHaveURL(/sort=email/);
  await rowOf(page, user.email)
    .getByRole("link", { name: /^Edit / })
    .click();
  await expect(dialog.getByRole("option", { name: "Finance" })).toBeEnabled();
  await dialog.getByLabel("CTP Program").fill("Certified 2026");
  await dialog.getByLabel("First Name").fill("Edwina");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("User updated")).toBeVisible();
  await expect(rowOf(page, user.email)).toContainText("Edwina");
  await rowOf(page, user.email)
    .getByRole("link", { name: /^Edit / })
    .click();
  await expect(dialog.getByLabel("CTP Program")).toHaveValue("Certified 2026");
  await dialog.getByRole("button", { name: "CANCEL" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("reset password: confirmation, 'Email sent', and a forced change at next login", async ({ page, as }) => {
  const user = await createAffiliate({ firstName: "Rita" });
  await as("office", "/settings?status=all");
  await rowOf(page, user.email)
    .getByRole("link", { name: /^Reset password for / })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to reset the password for the user Rita Tester");
  await dialog.getByRole("button", { name: "YES" }).click();
  await expect(page.getByText("Email sent")).toBeVisible();
  const mail = await latestEmailTo(user.email);
  expect(mail.subject).toBe("Your Coach Hub password reset code");
  await logout(page);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reset-password/);
});

test("impersonate from the grid, then unimpersonate", async ({ page, as }) => {
  const user = await createAffiliate({ firstName: "Ivy" });
  await as("office");
  await expect(page.getByText("Admin Mode: No Current Impersonation")).toBeVisible();
  await page.goto("/settings?status=all");
  await rowOf(page, user.email)
    .getByRole("button", { name: /^Impersonate / })
    .click();
  await expect(page).toHaveURL(/\/action$/);
  const banner = page.getByRole("region", { name: "Impersonation" });
  await expect(banner).toContainText(`Impersonating ${user.email}`);
  await expect(banner).toContainText("Admin Mode: Ivy Tester");
  await page.goto("/settings");
  await expect(page.getByText(/^Impersonating: Ivy Tester/)).toBeVisible();
  await banner.getByRole("button", { name: "Unimpersonate" }).click();
  await expect(banner).toContainText("Admin Mode: No Current Impersonation");
  await expect(page.getByText(`Impersonating ${user.email}`)).toHaveCount(0);
});

test("office sees no edit, impersonate or reset on a finance user's row", async ({ page, as }) => {
  await as("office", "/settings?status=all");
  const financeRow = rowOf(page, demo.finance);
  await expect(financeRow).toBeVisible();
  await expect(financeRow.getByRole("link")).toHaveCount(0);
  await expect(financeRow.getByRole("button")).toHaveCount(0);
  await expect(rowOf(page, demo.affiliate).getByRole("button", { name: /^Impersonate / })).toBeVisible();
  await expect(rowOf(page, demo.affiliate).getByRole("link", { name: /^Edit / })).toBeVisible();
});

test("registration: the emailed code verifies the email and logs the user in (step 2)", async ({ page }) => {
  const user = await createAffiliate({ firstName: "Vera" });
  await page.goto("/register");
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByText("Please enter your email")).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page).toHaveURL(/\/register\?email=/);

  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText("Please enter your Verification Code.")).toBeVisible();
  await page.getByLabel("Verification Code").fill("00000000");
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText("Failed to Verify Email --- error: Token is invalid")).toBeVisible();
  await expect(page.getByLabel("Verification Code")).toBeVisible();

  const mail = await latestEmailTo(user.email);
  const code = /verification code is: (\d{8})/.exec(mail.text)?.[1];
  expect(code).toBeTruthy();
  await page.getByLabel("Verification Code").fill(code!);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByText("Your email has been verified and you are logged in.")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Welcome, Vera")).toBeVisible();
});

test("registration of a user with a temporary password leads to the forced password change", async ({ page }) => {
  const user = await createAffiliate({ firstName: "Tamsin", forcePasswordChange: true });
  const mail = await latestEmailTo(user.email);
  const code = /verification code is: (\d{8})/.exec(mail.text)![1]!;
  await page.goto(`/register?email=${encodeURIComponent(user.email)}`);
  await page.getByLabel("Verification Code").fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByLabel("Re-enter Password")).toBeVisible();
  // The emailed code that verified the email proves the change: no current password is asked for.
  await expect(page.getByLabel("Current Password")).toHaveCount(0);
  await page.getByLabel("Password", { exact: true }).fill("Chosen!2027");
  await page.getByLabel("Re-enter Password").fill("Chosen!2027");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your password has been changed.", { exact: false })).toBeVisible();
});

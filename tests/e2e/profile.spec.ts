import { backendLogin, createAffiliate, createUserWithRole, demo, latestEmailTo } from "../support/backend";
import { AFFILIATE_FEE_TYPES } from "../../backend/src/domain/affiliate-fee-types";
import { expect, signIn, signedIn, test } from "../support/fixtures";

const COACH_FINDER = "coachfinder@coachhub.local";
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const dialogOf = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Edit Profile" });

test("an affiliate edits the profile: each message, then saved, greeting updated and the listing emailed", async ({ page }) => {
  const coach = await createAffiliate({ firstName: "Erin" });
  await signIn(page, coach.email, coach.password);
  await expect(page.getByText("Welcome, Erin")).toBeVisible();

  await page.goto("/profile");
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  // An affiliate sees the username, the fee type and the CTP Program read-only.
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue(coach.email);
  await expect(dialog.getByLabel("Email", { exact: true })).not.toBeEditable();
  await expect(dialog.getByLabel("Affiliate Fee Type")).toHaveValue("Standard USA");
  await expect(dialog.getByLabel("Affiliate Fee Type")).not.toBeEditable();
  await expect(dialog.getByLabel("CTP Program")).not.toBeEditable();

  await dialog.getByLabel("First Name").fill("");
  await dialog.getByLabel("Last Name").fill("");
  await dialog.getByLabel("Primary Phone").fill("");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("First Name is required.")).toBeVisible();
  await expect(page.getByText("Last Name is required.")).toBeVisible();
  await expect(page.getByText("Primary Phone is required.")).toBeVisible();

  const renamed = `Renata${Date.now().toString(36)}`;
  await dialog.getByLabel("First Name").fill(renamed);
  await dialog.getByLabel("Last Name").fill("Coach");
  await dialog.getByLabel("Primary Phone").fill("4".repeat(32));
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("Primary Phone can be at most 31 characters.")).toBeVisible();
  await expect(page.getByText("First Name is required.")).toHaveCount(0);

  await dialog.getByLabel("Primary Phone").fill("4165550123");
  await dialog.getByLabel("Coaching Type").fill("Executive coaching");
  await dialog.getByLabel("Biography").fill("Twenty years of coaching.\nCertified.");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("User profile updated")).toBeVisible();
  await expect(page.getByText(`Welcome, ${renamed}`)).toBeVisible();

  // Not live yet: the profile listing went to the coach-finder address.
  const email = await latestEmailTo(COACH_FINDER);
  expect(email.subject).toContain(`(user ${coach.id})`);
  expect(email.text).toContain(renamed);
  expect(email.text).toContain("Executive coaching");

  // Saving again without a change says so and closes.
  await page.goto("/profile");
  await expect(dialogOf(page).getByLabel("Biography")).toHaveValue("Twenty years of coaching.\nCertified.");
  await dialogOf(page).getByRole("button", { name: "SAVE" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Not Saved - Nothing Has Been Changed")).toBeVisible();
});

test("the profile menu opens the profile; CANCEL closes it and MORE goes to the contacts", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByLabel("Profile menu").click();
  await page.getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(dialogOf(page)).toBeVisible();
  await dialogOf(page).getByRole("link", { name: "CANCEL" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/profile");
  await dialogOf(page).getByRole("link", { name: "MORE" }).click();
  await expect(page).toHaveURL(/\/viewContacts$/);
});

test("staff change their username after a confirmation step; the email is required", async ({ page }) => {
  const staff = await createUserWithRole(3, { firstName: "Stella" });
  await signedIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/profile");
  const dialog = dialogOf(page);
  // Office staff (3), 4 and above 7 edit the fee type: a select of the spec's types.
  await expect(dialog.getByRole("combobox", { name: "Affiliate Fee Type" })).toBeVisible();

  await dialog.getByLabel("Email", { exact: true }).fill("");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();

  const newEmail = staff.email.replace("@", ".new@");
  await dialog.getByLabel("Email", { exact: true }).fill(newEmail);
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText(`Are you sure you want to change your username from ${staff.email} to ${newEmail}?`)).toBeVisible();
  await page.getByRole("button", { name: "YES, CHANGE USERNAME" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("User profile updated")).toBeVisible();
  // The new username logs in.
  expect(await backendLogin(newEmail, staff.password)).toBeTruthy();
});

test("the fee type is read-only for an affiliate and a select for finance", async ({ page }) => {
  await signedIn(page, demo.finance);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/profile");
  const select = dialogOf(page).getByRole("combobox", { name: "Affiliate Fee Type" });
  await expect(select).toBeVisible();
  await expect(select.locator("option")).toContainText([...AFFILIATE_FEE_TYPES]);
  await expect(dialogOf(page).getByLabel("Email", { exact: true })).toBeEditable();
});

test("logo upload: too large and not an image are refused; a small PNG shows in the top bar", async ({ page }) => {
  const coach = await createAffiliate({ firstName: "Logan" });
  await signedIn(page, coach.email, coach.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Add Logo" })).toBeVisible();
  await page.goto("/profile");
  const dialog = dialogOf(page);
  const logo = dialog.getByLabel("Logo", { exact: true });

  const big = Buffer.alloc(819_201);
  PNG.copy(big);
  await logo.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await dialog.getByRole("button", { name: "UPLOAD LOGO" }).click();
  await expect(page.getByText("File is too large. Please select a file no larger than 800 KB")).toBeVisible();

  await dialogOf(page)
    .getByLabel("Logo", { exact: true })
    .setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"),
    });
  await dialogOf(page).getByRole("button", { name: "UPLOAD LOGO" }).click();
  await expect(page.getByText("Please select an image file (PNG, JPEG, GIF or WebP).")).toBeVisible();

  await dialogOf(page)
    .getByLabel("Logo", { exact: true })
    .setInputFiles({ name: "My Logo.png", mimeType: "image/png", buffer: PNG });
  await dialogOf(page).getByRole("button", { name: "UPLOAD LOGO" }).click();
  await expect(page.getByText("Logo uploaded")).toBeVisible();
  const topLogo = page.getByRole("banner").getByRole("img");
  await expect(topLogo).toHaveAttribute("src", `/image/${coach.id}/MyLogo`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Add Logo" })).toHaveCount(0);

  const served = await page.request.get(`/image/${coach.id}/MyLogo`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(Buffer.compare(await served.body(), PNG)).toBe(0);
});

test("the translate picker shows for a profile with the flag (ja/en for JPN) and sets the page language", async ({ page }) => {
  await signedIn(page, "liam.oconnor@coachhub.local");
  await expect(page).toHaveURL(/\/home$/);
  const picker = page.getByRole("banner").getByLabel("Language");
  await expect(picker.locator("option")).toHaveText(["日本語 (Japanese)", "English"]);
  await picker.selectOption("ja");
  await page.getByRole("banner").getByRole("button", { name: "Translate" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await page.getByRole("banner").getByLabel("Language").selectOption("en");
  await page.getByRole("banner").getByRole("button", { name: "Translate" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("no translate picker without the flag", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Welcome, Priya")).toBeVisible();
  await expect(page.getByLabel("Language")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

import { backend, createAffiliate, demo } from "../support/backend";
import { e2e } from "../support/env";
import { expect, sessionToken, signIn, test } from "../support/fixtures";

test("an affiliate signs in and sees the shell with their own panel", async ({ page }) => {
  await signIn(page, demo.affiliateWithDocs);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Welcome, Maya")).toBeVisible();
  const nav = page.getByRole("navigation");
  for (const name of ["Dashboard", "View/Edit Contacts", "Client Management", "Take an Action", "Reports", "Library"]) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /support/i })).toHaveAttribute("href", "mailto:help@coachhub.test");
  await expect(page.getByRole("complementary")).toContainText("maya.lopez@coachhub.local");
});

test("a wrong password keeps the login page with the spec's message", async ({ page }) => {
  await signIn(page, demo.affiliate, "Wrong!2026");
  await expect(page.getByText("Invalid user name or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("Email")).toHaveValue(demo.affiliate);
});

test("remember me fills in the email next time", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(demo.affiliate);
  await page.getByLabel("Password", { exact: true }).fill("Demo!2026");
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "SIGN IN" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("Email")).toHaveValue(demo.affiliate);
  await expect(page.getByLabel("Remember me")).toBeChecked();
});

test("logout ends the session and the home page asks to log in", async ({ page }) => {
  await signIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/home");
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
});

test("a signed-in user who opens /login is sent home", async ({ page }) => {
  await signIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/home$/);
});

test("office staff see Settings, and the Library their account grants", async ({ page }) => {
  await signIn(page, demo.office);
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole("navigation");
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Library" })).toBeVisible();
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
});

test("an affiliate sees 'Settings Coming Soon' and no Library without access", async ({ page }) => {
  await signIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("navigation").getByRole("link", { name: "Library" })).toHaveCount(0);
  await page.goto("/settings");
  await expect(page.getByText("Settings Coming Soon")).toBeVisible();
});

/** One wrong login straight to the backend: the seconds the account must still wait, 0 when it was counted. */
async function wrongLoginWait(email: string): Promise<number> {
  const res = await fetch(`${e2e.apiUrl}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: email, password: "Wrong!2026" }),
  });
  const { message } = (await res.json()) as { message: string };
  return Number(message.match(/Please wait (\d+) seconds?/)?.[1] ?? 0);
}

test("wrong passwords slow an account down, and its owner gets in after the wait", async ({ page }) => {
  test.setTimeout(150_000);
  const user = await createAffiliate();
  // Five failures are free, then each doubles the wait (docs/decisions/0108); tries during a wait are not counted.
  // A wait of 4 s (the third) leaves time to see the message; the backend's tests follow the doubling further.
  await expect.poll(() => wrongLoginWait(user.email), { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(4);

  await signIn(page, user.email, user.password);
  await expect(page.getByText(/Too many failed login attempts\. Please wait \d+ seconds? and try again\./)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // Each try ends on /home, or with the wait message while the wait lasts; the owner tries until the first.
  const waitMessage = page.getByText(/Too many failed login attempts/);
  const onHome = () => new URL(page.url()).pathname === "/home";
  await expect(async () => {
    await signIn(page, user.email, user.password);
    await expect.poll(async () => onHome() || (await waitMessage.isVisible())).toBe(true);
    expect(onHome()).toBe(true);
  }).toPass({ timeout: 70_000 });
});

test("a token the backend no longer accepts logs the user out", async ({ page, context }) => {
  const user = await createAffiliate();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  const token = await sessionToken(context);
  expect((await backend("POST", "/logout", { token })).status).toBe(200);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
});

test("an unknown page says so inside the shell", async ({ page }) => {
  await signIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toBeVisible();
});

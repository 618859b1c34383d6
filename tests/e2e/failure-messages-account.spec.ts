// The error catalogue (spec §8) on a user's own screens: each failure is made by the fault proxy answering
// one backend call with an error (tests/support/fault-proxy.ts); the page shows '{message} --- error: {server message}'.
import type { Page } from "@playwright/test";
import { backend, backendLogin, createAffiliate, createAffiliateWithFlags, demo } from "../support/backend";
import { expect, sessionToken, signIn, signedIn, test } from "../support/fixtures";

const shows = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
/** A toast or callout with role alert whose whole text is `text`. */
const alerts = (page: Page, text: string) => expect(page.getByRole("alert").filter({ hasText: text })).toHaveText(text);

async function signInAs(page: Page, user: { email: string; password: string }) {
  await signedIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  return sessionToken(page.context());
}

test("the start-up pop-up: 'Failed to Get System Notifications' when they cannot be read", async ({ page, failBackend }) => {
  const user = await createAffiliate();
  const failed = await failBackend({
    method: "GET",
    path: `^/user/systemnotifications/${user.id}$`,
    status: 423,
    message: "Notifications are being updated",
  });
  await signInAs(page, user);
  await alerts(page, "Failed to Get System Notifications --- error: Notifications are being updated");
  expect(await failed()).toBe(1);
});

test("the start-up pop-up: 'Failed to Dismiss System Notification' as an alert, and the pop-up stays", async ({
  page,
  failBackend,
}) => {
  const text = `Dismiss me ${Date.now().toString(36)}`;
  const financeToken = await backendLogin(demo.finance);
  const added = await backend<{ notificationId: number }>("POST", "/systemnotification/add", {
    token: financeToken,
    body: { notificationText: `<p>${text}</p>` },
  });
  expect(added.status).toBe(201);
  try {
    const user = await createAffiliate();
    await signInAs(page, user);
    const popup = page.getByRole("dialog", { name: "System Notification" });
    await expect(popup).toContainText(text);
    await failBackend({
      method: "POST",
      path: `^/user/systemnotification/${user.id}/${added.body.notificationId}$`,
      status: 409,
      message: "Dismissals are paused",
    });
    await popup.getByRole("button", { name: "DISMISS & DON'T SHOW AGAIN" }).click();
    await alerts(page, "Failed to Dismiss System Notification --- error: Dismissals are paused");
    await expect(popup).toContainText(text);
  } finally {
    await backend("DELETE", `/systemnotification/delete/${added.body.notificationId}`, { token: financeToken });
  }
});

test("any page: 'Failed to Get New Profile data' when the profile behind the shell cannot be read", async ({
  page,
  failBackend,
}) => {
  const user = await createAffiliate();
  // The shell reads the profile on the first page after login and keeps it in the session (0127): until
  // it could be read, every page asks again and says why it failed.
  await failBackend({
    method: "POST",
    path: `^/api/v1/user/profile\\?userId=${user.id}$`,
    status: 423,
    message: "Profiles are being moved",
    times: 2,
  });
  await signInAs(page, user);
  await alerts(page, "Failed to Get New Profile data --- error: Profiles are being moved");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings Coming Soon" })).toBeVisible();
  await alerts(page, "Failed to Get New Profile data --- error: Profiles are being moved");
});

test("the profile: 'Failed to Update User Profile' when the save is refused, and the dialog stays", async ({
  page,
  failBackend,
}) => {
  const user = await createAffiliate({ firstName: "Erin" });
  const token = await signInAs(page, user);
  await page.goto("/profile");
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("Coaching Type").fill("Team coaching");
  await failBackend({
    method: "PUT",
    path: `^/user/${user.id}$`,
    status: 409,
    message: "The profile was changed elsewhere",
    token,
  });
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await shows(page, "Failed to Update User Profile --- error: The profile was changed elsewhere");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(dialog.getByLabel("Coaching Type")).toHaveValue("Team coaching");
});

test("the profile: a saved listing whose email fails says 'Email could not be sent - error message:'", async ({
  page,
  failBackend,
}) => {
  const user = await createAffiliate({ firstName: "Erin" });
  const token = await signInAs(page, user);
  await page.goto("/profile");
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("Coaching Type").fill("Career coaching");
  await failBackend({
    method: "POST",
    path: "^/email/client-request$",
    status: 502,
    message: "The mail relay refused the message",
    token,
  });
  await dialog.getByRole("button", { name: "SAVE" }).click();
  // The profile itself was saved: the page closes, and the toast is the email's failure.
  await expect(page).toHaveURL(/\/home$/);
  await alerts(page, "Email could not be sent - error message: The mail relay refused the message");
  const saved = await backend<{ coachingType: string }>("GET", `/user/${user.id}`, {
    token: await backendLogin(user.email, user.password),
  });
  expect(saved.body.coachingType).toBe("Career coaching");
});

test("Stripe Connect: 'Unable to create link, try again later' when no onboarding link can be made", async ({
  page,
  failBackend,
}) => {
  const user = await createAffiliateWithFlags("stripe_connect");
  const token = await signInAs(page, user);
  await page.goto("/stripe-connect");
  await failBackend({
    method: "POST",
    path: "^/api/v1/connect/create-account-link\\?",
    status: 502,
    message: "Stripe is unreachable",
    token,
  });
  await page.getByRole("button", { name: "Connect with Stripe" }).click();
  await shows(page, "Unable to create link, try again later");
  await expect(page.getByText("Stripe is unreachable")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continue to Stripe onboarding" })).toHaveCount(0);
});

test("Stripe Connect: 'Failed to disconnect Stripe Connect' keeps the account", async ({ page, failBackend }) => {
  const user = await createAffiliateWithFlags("stripe_connect");
  // An account whose onboarding has started, made through the backend's own call.
  const userToken = await backendLogin(user.email, user.password);
  const link = await backend(
    "POST",
    `/api/v1/connect/create-account-link?userId=${user.id}&email=${encodeURIComponent(user.email)}`,
    {
      token: userToken,
    },
  );
  expect(link.status).toBe(200);
  const token = await signInAs(page, user);
  await page.goto("/stripe-connect");
  await expect(page.getByText("Your Stripe onboarding is not complete.", { exact: false })).toBeVisible();
  await failBackend({
    method: "POST",
    path: "^/api/v1/connect/disconnect\\?",
    status: 409,
    message: "The account has a pending payout",
    token,
  });
  await page.getByRole("button", { name: "Disconnect" }).click();
  await alerts(page, "Failed to disconnect Stripe Connect --- error: The account has a pending payout");
  await expect(page.getByText("Your Stripe onboarding is not complete.", { exact: false })).toBeVisible();
});

test("the forced password change: 'Failed to Change Password' when the backend refuses it", async ({ page, failBackend }) => {
  const user = await createAffiliate({ forcePasswordChange: true });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/reset-password/);
  const token = await sessionToken(page.context());
  await failBackend({ method: "POST", path: "^/changePassword$", status: 400, message: "Password was used recently", token });
  await page.getByLabel("Current Password").fill(user.password);
  await page.getByLabel("Password", { exact: true }).fill("Chosen!2027");
  await page.getByLabel("Re-enter Password").fill("Chosen!2027");
  await page.getByRole("button", { name: "Change Password" }).click();
  await shows(page, "Failed to Change Password --- error: Password was used recently");
  await expect(page).toHaveURL(/\/reset-password/);
  // Nothing changed: the temporary password still signs in.
  await backendLogin(user.email, user.password);
});

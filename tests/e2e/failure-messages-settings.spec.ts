// The error catalogue (spec §8) on /settings (users grid, user form, system notifications): each failure is
// made by the fault proxy answering one backend call with an error (tests/support/fault-proxy.ts).
import type { Page } from "@playwright/test";
import { backend, backendLogin, createAffiliate, demo } from "../support/backend";
import { expect, sessionToken, test } from "../support/fixtures";

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });
const shows = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
/** A toast with role alert whose whole text is `text`. */
const alerts = (page: Page, text: string) => expect(page.getByRole("alert").filter({ hasText: text })).toHaveText(text);

test.describe("users", () => {
  test("the grid: 'Failed to Get All Users' when the list cannot be read", async ({ page, as, failBackend }) => {
    await as("office");
    await failBackend({
      method: "GET",
      path: "^/user\\?status=active$",
      status: 423,
      message: "The user directory is locked",
      token: await sessionToken(page.context()),
    });
    await page.goto("/settings");
    await shows(page, "Failed to Get All Users --- error: The user directory is locked");
    await expect(rowOf(page, demo.office)).toHaveCount(0);
  });

  test("IMPERSONATE: 'Failed to Impersonate User' when the affiliate cannot be read", async ({ page, as, failBackend }) => {
    const user = await createAffiliate({ firstName: "Ivy" });
    await as("office", "/settings?status=all");
    await failBackend({
      method: "GET",
      path: `^/user/${user.id}$`,
      status: 423,
      message: "The account is being migrated",
      token: await sessionToken(page.context()),
    });
    await rowOf(page, user.email)
      .getByRole("button", { name: /^Impersonate / })
      .click();
    await alerts(page, "Failed to Impersonate User --- error: The account is being migrated");
    await expect(page.getByRole("region", { name: "Impersonation" })).toContainText("Admin Mode: No Current Impersonation");
  });

  test("reset password: 'Email could not be sent - error message:' when the code email fails", async ({
    page,
    as,
    failBackend,
  }) => {
    const user = await createAffiliate({ firstName: "Rita" });
    await as("office", "/settings?status=all");
    await rowOf(page, user.email)
      .getByRole("link", { name: /^Reset password for / })
      .click();
    await failBackend({
      method: "POST",
      path: "^/email/reset$",
      status: 502,
      message: "The mail relay is not answering",
      token: await sessionToken(page.context()),
    });
    await page.getByRole("dialog").getByRole("button", { name: "YES" }).click();
    await alerts(page, "Email could not be sent - error message: The mail relay is not answering");
    await expect(page.getByText("Email sent", { exact: true })).toHaveCount(0);
  });

  test("ADD NEW USER: 'An error has occurred:' when the backend refuses to create the user", async ({
    page,
    as,
    failBackend,
  }) => {
    await as("office", "/settings/users/new");
    const dialog = page.getByRole("dialog");
    const email = `refused.${Date.now().toString(36)}@coachhub.test`;
    await dialog.getByLabel("First Name").fill("Nadia");
    await dialog.getByLabel("Last Name").fill("Refused");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByLabel("Primary Phone").fill("4165550123");
    await dialog.getByLabel("Password", { exact: true }).fill("Temp!2026x");
    await failBackend({
      method: "POST",
      path: "^/user/register$",
      status: 409,
      message: "Registrations are closed today",
      token: await sessionToken(page.context()),
    });
    await dialog.getByRole("button", { name: "SAVE" }).click();
    await shows(page, "An error has occurred: Registrations are closed today");
    await expect(dialog.getByLabel("First Name")).toHaveValue("Nadia");
    const users = await backend<{ Email: string }[]>("GET", "/user?status=all", { token: await backendLogin(demo.office) });
    expect(users.body.map((u) => u.Email)).not.toContain(email);
  });

  test("DEACTIVATE: 'An error has occurred:' when the backend refuses, and the user stays active", async ({
    page,
    as,
    failBackend,
  }) => {
    const user = await createAffiliate({ firstName: "Dee" });
    await as("office", `/settings/users/${user.id}`);
    await failBackend({
      method: "DELETE",
      path: `^/user/${user.id}$`,
      status: 409,
      message: "The user has open invoices",
      token: await sessionToken(page.context()),
    });
    await page.getByRole("dialog").getByRole("button", { name: "DEACTIVATE" }).click();
    await shows(page, "An error has occurred: The user has open invoices");
    await backendLogin(user.email, user.password);
  });

  test("SAVE: 'Update failed:' when the backend refuses the change", async ({ page, as, failBackend }) => {
    const user = await createAffiliate({ firstName: "Eddie" });
    await as("finance", `/settings/users/${user.id}?status=all`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("First Name").fill("Edwina");
    await failBackend({
      method: "PUT",
      path: `^/user/${user.id}$`,
      status: 409,
      message: "Someone else saved this user first",
      token: await sessionToken(page.context()),
    });
    await dialog.getByRole("button", { name: "SAVE" }).click();
    await shows(page, "Update failed: Someone else saved this user first");
    await expect(dialog.getByLabel("First Name")).toHaveValue("Edwina");
    const stored = await backend<{ FirstName: string }>("GET", `/user/${user.id}`, { token: await backendLogin(demo.finance) });
    expect(stored.body.FirstName).toBe("Eddie");
  });

  test("SAVE: 'Update failed:' when the user cannot be read again before the change", async ({ page, as, failBackend }) => {
    const user = await createAffiliate({ firstName: "Greta" });
    await as("finance", `/settings/users/${user.id}?status=all`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("First Name").fill("Gretchen");
    await failBackend({
      method: "GET",
      path: `^/user/${user.id}$`,
      status: 423,
      message: "The account is being migrated",
      token: await sessionToken(page.context()),
    });
    await dialog.getByRole("button", { name: "SAVE" }).click();
    await shows(page, "Update failed: The account is being migrated");
    await expect(dialog.getByLabel("First Name")).toHaveValue("Gretchen");
    const stored = await backend<{ FirstName: string }>("GET", `/user/${user.id}`, { token: await backendLogin(demo.finance) });
    expect(stored.body.FirstName).toBe("Greta");
  });

  test("REACTIVATE: 'Update failed:' when the backend refuses, and the user stays inactive", async ({
    page,
    as,
    failBackend,
  }) => {
    const user = await createAffiliate({ firstName: "Rory" });
    expect((await backend("DELETE", `/user/${user.id}`, { token: await backendLogin(demo.finance) })).status).toBe(200);
    await as("office", `/settings/users/${user.id}?status=inactive`);
    await failBackend({
      method: "PUT",
      path: `^/user/${user.id}$`,
      status: 409,
      message: "The seat limit is reached",
      token: await sessionToken(page.context()),
    });
    await page.getByRole("dialog").getByRole("button", { name: "REACTIVATE" }).click();
    await shows(page, "Update failed: The seat limit is reached");
    const stored = await backend<{ isActive: boolean }>("GET", `/user/${user.id}`, { token: await backendLogin(demo.finance) });
    expect(stored.body.isActive).toBe(false);
  });
});

test.describe("system notifications", () => {
  const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

  /** A notification that starts in 2099 (so no start-up pop-up shows it), made through the backend; removed afterwards. */
  async function withFutureNotification(text: string, run: (id: number) => Promise<void>) {
    const financeToken = await backendLogin(demo.finance);
    const added = await backend<{ notificationId: number }>("POST", "/systemnotification/add", {
      token: financeToken,
      body: { notificationText: text, startDateUTC: "2099-01-01T00:00:00.000Z" },
    });
    expect(added.status).toBe(201);
    try {
      await run(added.body.notificationId);
    } finally {
      await backend("DELETE", `/systemnotification/delete/${added.body.notificationId}`, { token: financeToken });
    }
  }

  test("MANAGE: 'Failed to retrieve System Notification' when the list cannot be read", async ({ page, as, failBackend }) => {
    await as("finance");
    await failBackend({
      method: "GET",
      path: "^/systemnotifications$",
      status: 423,
      message: "Notifications are being archived",
      token: await sessionToken(page.context()),
    });
    await page.goto("/settings?notifications=1");
    await shows(page, "Failed to retrieve System Notification --- error: Notifications are being archived");
  });

  test("ADD NEW: 'Failed to Add System Notification' when the backend refuses it", async ({ page, as, failBackend }) => {
    const text = unique("Never added");
    await as("finance", "/settings?notifications=1&add=1");
    const dialog = page.getByRole("dialog", { name: "Add System Notification" });
    await dialog.getByLabel("Notification Text").fill(text);
    await failBackend({
      method: "POST",
      path: "^/systemnotification/add$",
      status: 409,
      message: "Too many notifications are active",
      token: await sessionToken(page.context()),
    });
    await dialog.getByRole("button", { name: "SAVE NEW" }).click();
    await alerts(page, "Failed to Add System Notification --- error: Too many notifications are active");
    await expect(
      page.getByRole("table", { name: "System notifications" }).getByRole("row").filter({ hasText: text }),
    ).toHaveCount(0);
  });

  test("SAVE: 'Failed to Update System Notification' when the backend refuses it", async ({ page, as, failBackend }) => {
    const text = unique("Unchanged notice");
    await withFutureNotification(text, async (id) => {
      await as("finance", `/settings?notifications=1&edit=${id}`);
      const table = page.getByRole("table", { name: "System notifications" });
      await table.getByLabel("Notification Text").fill(`${text} (edited)`);
      await failBackend({
        method: "PUT",
        path: "^/systemnotification/update$",
        status: 409,
        message: "The notification is locked",
        token: await sessionToken(page.context()),
      });
      await table.getByRole("button", { name: "SAVE" }).click();
      await alerts(page, "Failed to Update System Notification --- error: The notification is locked");
      await expect(page.getByText(`${text} (edited)`)).toHaveCount(0);
    });
  });

  test("DELETE: 'Failed to Delete System Notification' when the backend refuses it", async ({
    page,
    as,
    failBackend,
    javaScriptEnabled,
  }) => {
    const text = unique("Undeletable notice");
    await withFutureNotification(text, async (id) => {
      await as("finance", `/settings?notifications=1&edit=${id}`);
      const table = page.getByRole("table", { name: "System notifications" });
      await failBackend({
        method: "DELETE",
        path: `^/systemnotification/delete/${id}$`,
        status: 409,
        message: "The notification is still shown",
        token: await sessionToken(page.context()),
      });
      if (javaScriptEnabled) {
        page.once("dialog", (confirm) => confirm.accept());
        await table.getByRole("button", { name: "DELETE" }).click();
      } else {
        await table.getByRole("button", { name: "DELETE" }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
      }
      await alerts(page, "Failed to Delete System Notification --- error: The notification is still shown");
      const all = await backend<{ notificationId: number }[]>("GET", "/systemnotifications", {
        token: await backendLogin(demo.finance),
      });
      expect(all.body.map((n) => n.notificationId)).toContain(id);
    });
  });
});

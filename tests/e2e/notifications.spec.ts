import { backend, backendLogin, createAffiliate, demo } from "../support/backend";
import { expect, signIn, test } from "../support/fixtures";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test("finance adds, edits and deletes a system notification", async ({ page, as, javaScriptEnabled }) => {
  const text = unique("E2E notice");
  const edited = `${text} (edited)`;
  await as("finance", "/settings");
  await page.getByRole("link", { name: "MANAGE SYSTEM NOTIFICATIONS" }).click();
  await expect(page).toHaveURL(/notifications=1/);
  const table = page.getByRole("table", { name: "System notifications" });
  for (const header of ["Last Updated Date", "Notification Text", "Start Date", "End Date"]) {
    await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
  }

  // ADD NEW: the dialog with its field and hint.
  await page.getByRole("link", { name: "ADD NEW", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add System Notification" });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      "Enter New System Notification Text or HTML. Notifications will be displayed based on how recently they were last updated.",
    ),
  ).toBeVisible();
  await dialog.getByLabel("Notification Text").fill(`<p><b>${text}</b><script>window.hacked = 1</script></p>`);
  await dialog.getByRole("button", { name: "SAVE NEW" }).click();
  await expect(page.getByText("System Notification added")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = table.getByRole("row").filter({ hasText: text });
  await expect(row).toHaveCount(1);
  // Newest first, open-ended dates show 'none'.
  await expect(table.getByRole("row").nth(1)).toContainText(text);
  await expect(row.getByRole("cell").nth(2)).toHaveText("none");
  await expect(row.getByRole("cell").nth(3)).toHaveText("none");
  await expect(row.locator("script")).toHaveCount(0);

  // EDIT: the row becomes a text area with SAVE, DELETE and CANCEL; an end date shows in the table.
  await row.getByRole("link", { name: /EDIT/ }).click();
  await expect(page).toHaveURL(/edit=\d+/);
  const editing = table.getByRole("row").filter({ has: page.getByRole("button", { name: "SAVE" }) });
  await expect(editing.getByRole("link", { name: "CANCEL" })).toBeVisible();
  await expect(editing.getByRole("button", { name: "DELETE" })).toBeVisible();
  await editing.getByLabel("Notification Text").fill(edited);
  await editing.getByLabel("End Date").fill("2099-12-31");
  await editing.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("System Notification updated")).toBeVisible();
  const editedRow = table.getByRole("row").filter({ hasText: edited });
  await expect(editedRow).toHaveCount(1);
  await expect(editedRow.getByRole("cell").nth(3)).toHaveText("Ongoing");
  await expect(table.getByRole("button", { name: "SAVE" })).toHaveCount(0);

  // CANCEL returns the row to view.
  await editedRow.getByRole("link", { name: /EDIT/ }).click();
  await table.getByRole("link", { name: "CANCEL" }).click();
  await expect(table.getByRole("button", { name: "SAVE" })).toHaveCount(0);

  // DELETE asks first: the browser's confirm with JavaScript, a confirmation step without.
  await editedRow.getByRole("link", { name: /EDIT/ }).click();
  if (javaScriptEnabled) {
    page.once("dialog", async (confirm) => {
      expect(confirm.message()).toBe("Are you sure you want to Delete this System Notification Message?");
      await confirm.accept();
    });
    await table.getByRole("button", { name: "DELETE" }).click();
  } else {
    await table.getByRole("button", { name: "DELETE" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to Delete this System Notification Message?");
    await confirm.getByRole("button", { name: "OK" }).click();
  }
  await expect(page.getByText("System Notification deleted")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: text })).toHaveCount(0);

  // HIDE SYSTEM NOTIFICATIONS closes the manager.
  await page.getByRole("link", { name: "HIDE SYSTEM NOTIFICATIONS" }).click();
  await expect(page.getByRole("table", { name: "System notifications" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "MANAGE SYSTEM NOTIFICATIONS" })).toBeVisible();
});

test("an affiliate has no notification manager", async ({ page }) => {
  await signIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/settings?notifications=1");
  await expect(page.getByText("Settings Coming Soon")).toBeVisible();
  await expect(page.getByRole("link", { name: "MANAGE SYSTEM NOTIFICATIONS" })).toHaveCount(0);
});

test("the start-up pop-up: HIDE until the next login, DISMISS & DON'T SHOW AGAIN for good", async ({ page }) => {
  const text = unique("Welcome aboard");
  const financeToken = await backendLogin(demo.finance);
  const added = await backend<{ notificationId: number }>("POST", "/systemnotification/add", {
    token: financeToken,
    body: { notificationText: `<p>${text} <img src="x" onerror="window.hacked = 1"></p>` },
  });
  expect(added.status).toBe(201);
  const user = await createAffiliate();
  try {
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    const popup = page.getByRole("dialog", { name: "System Notification" });
    await expect(popup).toContainText(text);
    await expect(popup.locator("[onerror]")).toHaveCount(0);

    // HIDE: gone for this session, even on the start page again.
    await popup.getByRole("button", { name: "HIDE", exact: true }).click();
    await expect(popup).toHaveCount(0);
    await page.goto("/home");
    await expect(page.getByText(text)).toHaveCount(0);

    // Next login: back again.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(popup).toContainText(text);

    // DISMISS & DON'T SHOW AGAIN: never again.
    await popup.getByRole("button", { name: "DISMISS & DON'T SHOW AGAIN" }).click();
    await expect(page.getByText(text)).toHaveCount(0);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
    await expect(page.getByText(`Welcome, ${user.firstName}`)).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    const userToken = await backendLogin(user.email, user.password);
    const active = await backend<{ notificationId: number }[]>("GET", `/user/systemnotifications/${user.id}`, {
      token: userToken,
    });
    expect(active.body.map((n) => n.notificationId)).not.toContain(added.body.notificationId);
  } finally {
    await backend("DELETE", `/systemnotification/delete/${added.body.notificationId}`, { token: financeToken });
  }
});

import type { Page } from "@playwright/test";
import { backend, backendLogin, createAffiliate, demo } from "../support/backend";
import { expect, test } from "../support/fixtures";
import { AFFILIATE_FEE_TYPES } from "../../backend/src/domain/affiliate-fee-types";

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

async function storedUser(id: number) {
  const token = await backendLogin(demo.finance);
  return (
    await backend<{ Email: string; LastName: string; affiliateFeeType: string; invoicePrefix: string | null }>(
      "GET",
      `/user/${id}`,
      { token },
    )
  ).body;
}

test("a username (Email) change is saved only after its confirmation step", async ({ page, as }) => {
  const user = await createAffiliate({ firstName: "Una" });
  const newEmail = `renamed.${Date.now().toString(36)}@coachhub.test`;
  const { LastName } = await storedUser(user.id);
  await as("finance", `/settings/users/${user.id}?status=all`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email", { exact: true }).fill(newEmail);
  await dialog.getByRole("button", { name: "SAVE" }).click();

  const question = `Are you sure you want to change the username of Una ${LastName} from ${user.email} to ${newEmail}?`;
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  expect((await storedUser(user.id)).Email).toBe(user.email);
  await dialog.getByRole("link", { name: "CANCEL" }).click();
  await expect(dialog.getByText(question)).toBeHidden();
  await expect(dialog.getByRole("button", { name: "SAVE" })).toBeVisible();
  expect((await storedUser(user.id)).Email).toBe(user.email);

  await dialog.getByLabel("Email", { exact: true }).fill(newEmail);
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await dialog.getByRole("button", { name: "YES, CHANGE USERNAME" }).click();
  await expect(page.getByText("User updated")).toBeVisible();
  await expect(rowOf(page, newEmail)).toBeVisible();
  expect((await storedUser(user.id)).Email).toBe(newEmail);
});

test("a save that keeps the username needs no confirmation", async ({ page, as }) => {
  const user = await createAffiliate({ firstName: "Kip" });
  await as("finance", `/settings/users/${user.id}?status=all`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("First Name").fill("Kipling");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("User updated")).toBeVisible();
  await expect(page.getByText(/Are you sure you want to change the username/)).toHaveCount(0);
});

test("the fee type is chosen from the spec's 14 types and saved", async ({ page, as }) => {
  const user = await createAffiliate({ firstName: "Fay" });
  await as("finance", `/settings/users/${user.id}?status=all`);
  const dialog = page.getByRole("dialog");
  const feeType = dialog.getByLabel("Affiliate Fee Type");
  await expect(feeType.getByRole("option")).toHaveText([...AFFILIATE_FEE_TYPES]);
  await expect(feeType).toHaveValue("Standard USA");
  await feeType.selectOption("Leader Standard Canada - No Fee");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("User updated")).toBeVisible();
  expect((await storedUser(user.id)).affiliateFeeType).toBe("Leader Standard Canada - No Fee");

  await page.goto(`/settings/users/${user.id}?status=all`);
  await expect(page.getByRole("dialog").getByLabel("Affiliate Fee Type")).toHaveValue("Leader Standard Canada - No Fee");
});

// Issue 39 (docs/decisions/0384): the start of the affiliate's invoice numbers, set by staff.
test("staff set an affiliate's invoice prefix: 2 to 6 capital letters, or the form says so", async ({ page, as }) => {
  const user = await createAffiliate({ firstName: "Ivo" });
  await as("finance", `/settings/users/${user.id}?status=all`);
  const dialog = page.getByRole("dialog");
  const prefix = dialog.getByLabel("Invoice Prefix");
  await prefix.fill("ivo");
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(dialog.getByText("The invoice prefix must be 2 to 6 capital letters (A to Z).")).toBeVisible();
  // Six letters from the clock: a prefix no other affiliate of the run has.
  const chosen = [...Date.now().toString(26).slice(-6)].map((c) => String.fromCharCode(65 + parseInt(c, 26))).join("");
  await dialog.getByLabel("Invoice Prefix").fill(chosen);
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("User updated")).toBeVisible();
  expect((await storedUser(user.id)).invoicePrefix).toBe(chosen);
  await page.goto(`/settings/users/${user.id}?status=all`);
  await expect(page.getByRole("dialog").getByLabel("Invoice Prefix")).toHaveValue(chosen);
});

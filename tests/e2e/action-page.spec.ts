import { latestEmailTo } from "../support/backend";
import { affiliateWithContact, selectContact, uniqueWord } from "../support/contacts";
import { expect, signedIn, test } from "../support/fixtures";

const SELECT_FIRST = "Please select a contact from search";

test("without a selected contact: a Contact Search box, EDIT CONTACT disabled with its reason; the working buttons", async ({
  page,
  as,
}) => {
  await as("affiliate", "/action");
  await expect(page.getByRole("heading", { name: "Take an Action" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Contact Search" })).toBeVisible();
  for (const heading of ["Contacts", "Client Agreements", "Tools", "Marketing", "Client Management", "My Profile"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  const edit = page.getByRole("button", { name: "EDIT CONTACT" });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription(SELECT_FIRST);
  await expect(page.getByRole("link", { name: "CREATE CONTACT" })).toHaveAttribute("href", "/newContact");
  await expect(page.getByRole("link", { name: "ADD/EDIT LOGO" })).toHaveAttribute("href", /^\/profile/);
  await page.getByRole("link", { name: "MODIFY PROFILE" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("the Contact Search box on the page searches too (short text: the toast, back on /action)", async ({ page, as }) => {
  await as("affiliate", "/action");
  const box = page.getByRole("searchbox", { name: "Contact Search" });
  await box.fill("x");
  await box.press("Enter");
  await expect(page.getByText("Need at least 2 letters to Search...")).toBeVisible();
  await expect(page).toHaveURL(/\/action$/);
  await page.getByRole("searchbox", { name: "Contact Search" }).fill("an");
  await page.getByRole("searchbox", { name: "Contact Search" }).press("Enter");
  await expect(page.getByRole("dialog", { name: /Search results/ })).toBeVisible();
});

test("SEND INFORMATION PACKET to the selected contact: the email and the sender's copy arrive", async ({ page }) => {
  const { affiliate, contact } = await affiliateWithContact();
  await signedIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL(/\/home$/);
  await selectContact(page, contact);

  await page.getByRole("link", { name: "SEND INFORMATION PACKET" }).click();
  await expect(page).toHaveURL(/\/action\/info-packet$/);
  const dialog = page.getByRole("dialog", { name: "Send Information Packet" });
  await expect(dialog.getByLabel("First Name")).toHaveValue(contact.firstName);
  await expect(dialog.getByLabel("Last Name")).toHaveValue(contact.lastName);
  await expect(dialog.getByLabel("Email")).toHaveValue(contact.email);
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByText(`Information packet sent to ${contact.email}`)).toBeVisible();

  const packet = await latestEmailTo(contact.email);
  expect(packet.subject).toMatch(/^Information packet from Cora Tester/);
  expect(packet.text).toContain(affiliate.email);
  expect(packet.text).toContain(`Hello ${contact.firstName},`);
  const copy = await latestEmailTo(affiliate.email);
  expect(copy.subject).toBe(`Copy: ${packet.subject}`);
  expect(copy.text).toContain(contact.email);
});

test("the packet form's messages; CANCEL goes back; without a contact (not impersonating) it goes to anyone", async ({
  page,
  as,
}) => {
  await as("affiliate", "/action/info-packet");
  const dialog = page.getByRole("dialog", { name: "Send Information Packet" });
  await expect(dialog.getByLabel("Email")).toHaveValue("");
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(dialog.getByText("First and Last Names are required").first()).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await dialog.getByLabel("First Name").fill("Pat");
  await dialog.getByLabel("Last Name").fill("Prospect");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(dialog.getByText("Please enter a valid email (not-an-email)")).toBeVisible();

  const email = `${uniqueWord("pat.")}@example.com`;
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByText(`Information packet sent to ${email}`)).toBeVisible();
  expect((await latestEmailTo(email)).text).toContain("Hello Pat,");

  await page.goto("/action/info-packet");
  await page.getByRole("link", { name: "CANCEL" }).click();
  await expect(page).toHaveURL(/\/action$/);
});

test("impersonating without a selected contact the packet is disabled with the reason", async ({ page, as }) => {
  const { affiliate, contact } = await affiliateWithContact();
  await as("office", `/search?q=${encodeURIComponent(contact.lastName)}`);
  await page
    .getByRole("row")
    .filter({ hasText: contact.email })
    .getByRole("button", { name: /^IMPERSONATE / })
    .click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByText(`Impersonating ${affiliate.email}`)).toBeVisible();
  const send = page.getByRole("button", { name: "SEND INFORMATION PACKET" });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(SELECT_FIRST);
  await page.goto("/action/info-packet");
  await expect(page.getByRole("dialog", { name: "Send Information Packet" }).getByText(SELECT_FIRST)).toBeVisible();
  await expect(page.getByRole("button", { name: "SEND", exact: true })).toBeDisabled();

  // Selecting the affiliate's contact (impersonation keeps no earlier selection) enables it.
  await page.goto("/action");
  await selectContact(page, contact);
  await expect(page.getByRole("link", { name: "SEND INFORMATION PACKET" })).toBeVisible();
});

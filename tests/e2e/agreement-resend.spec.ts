import { pendingAgreement } from "../support/agreement-signing";
import { latestEmailTo } from "../support/backend";
import { selectContact } from "../support/contacts";
import { expect, signedIn, test } from "../support/fixtures";

test("RE-SEND PENDING AGREEMENT replaces the link; once signed, RE-SEND ACTIVE CLIENT AGREEMENT PDF emails the PDF", async ({
  page,
  browser,
  baseURL,
}) => {
  const setup = await pendingAgreement(1);
  await signedIn(page, setup.affiliate.email, setup.affiliate.password);
  await expect(page).toHaveURL(/\/home$/);
  await selectContact(page, setup.contact);

  await page.getByRole("link", { name: "RE-SEND PENDING AGREEMENT" }).click();
  await expect(page).toHaveURL(/\/action\/resend-agreement$/);
  const dialog = page.getByRole("dialog", { name: "Re-send Pending Agreement" });
  await expect(dialog.getByLabel("Email")).toHaveValue(setup.contact.email);
  await dialog.getByRole("button", { name: "SEND" }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByText(`The pending agreement was re-sent to ${setup.contact.email}.`)).toBeVisible();

  const mail = await latestEmailTo(setup.contact.email);
  const fresh = new URL(mail.text.match(/https?:\/\/\S+\/agreement\/[A-Za-z0-9_-]+/)![0]).pathname;
  expect(fresh).not.toBe(setup.path);

  // The client: the old link is replaced, the new one signs.
  const client = await (await browser.newContext({ baseURL })).newPage();
  await client.goto(setup.path);
  await expect(
    client.getByText("This signing link was replaced by a newer one. Please use the link in the latest email."),
  ).toBeVisible();
  await client.goto(fresh);
  await client.getByLabel("Type your full name").fill("Sign Client");
  await client.getByLabel("I have read and accept this agreement", { exact: false }).check();
  await client.getByRole("button", { name: "SIGN AGREEMENT" }).click();
  await expect(client.getByRole("heading", { name: "Your agreement is signed" })).toBeVisible();
  await client.context().close();

  await page.goto("/action");
  await page.getByRole("link", { name: "RE-SEND ACTIVE CLIENT AGREEMENT PDF" }).click();
  const active = page.getByRole("dialog", { name: "Re-send Active Client Agreement PDF" });
  await expect(active.getByText("The signed agreement PDF will be emailed to:")).toBeVisible();
  await active.getByRole("button", { name: "SEND" }).click();
  await expect(page.getByText(`The agreement PDF was emailed to ${setup.contact.email}.`)).toBeVisible();
  const pdfMail = await latestEmailTo(setup.contact.email);
  expect(pdfMail.subject).toBe("Your signed coaching agreement");
  expect(pdfMail.text).toContain("Your signed coaching agreement is attached.");
});

test("without a contact the re-send button is disabled with its reason; CANCEL closes the dialog", async ({ page, as }) => {
  await as("affiliate", "/action");
  const button = page.getByRole("button", { name: "RE-SEND PENDING AGREEMENT" });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription("Please select a contact from search");
  await page.goto("/action/resend-agreement");
  const dialog = page.getByRole("dialog", { name: "Re-send Pending Agreement" });
  await expect(dialog.getByRole("button", { name: "SEND" })).toBeDisabled();
  await dialog.getByRole("link", { name: "CANCEL" }).click();
  await expect(page).toHaveURL(/\/action$/);
});

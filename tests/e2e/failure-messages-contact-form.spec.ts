// The error catalogue (spec §8) on the contact form: each failure is made by the fault proxy answering one
// backend call with an error (tests/support/fault-proxy.ts).
import { demo } from "../support/backend";
import { createContact, readContact, setStripeIds } from "../support/contact-records";
import { expect, sessionToken, test } from "../support/fixtures";

test("CREATE USER: 'An error has occurred:' when the backend refuses the user", async ({ page, as, failBackend }) => {
  const contact = await createContact(demo.affiliate, {
    addresses: [
      {
        addressType: { id: 1 },
        customLabel: "",
        address: { addressID: 0, address1: "1 Main St", city: "Boston", state: "MA", zip: "02108", country: "United States" },
      },
    ],
  });
  await as("office", `/viewContacts/${contact.contactID}`);
  await page.getByRole("button", { name: "CREATE USER" }).click();
  await expect(page.getByRole("heading", { name: "Create User" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Welcome!2026");
  await page.getByLabel("Confirm Password").fill("Welcome!2026");
  await failBackend({
    method: "POST",
    path: "^/user/register$",
    status: 409,
    message: "The user limit is reached",
    token: await sessionToken(page.context()),
  });
  await page.getByRole("button", { name: "CREATE USER" }).click();
  await expect(page.getByText("An error has occurred: The user limit is reached", { exact: true })).toBeVisible();
  expect((await readContact(demo.office, contact.contactID)).body.userID ?? null).toBeNull();
});

test("SEND CLIENT CREDIT CARD UPDATE LINK: 'Email could not be sent - error message:' when the email fails", async ({
  page,
  as,
  failBackend,
}) => {
  const contact = await setStripeIds(await createContact(demo.affiliate), { stripeCustomerId_USA: "cus_e2e_fail" });
  await as("affiliate", `/viewContacts/${contact.contactID}`);
  await failBackend({
    method: "POST",
    path: `^/contact/sendUpdateCreditCardLink/${contact.contactID}/`,
    status: 502,
    message: "The mail relay is not answering",
    token: await sessionToken(page.context()),
  });
  await page.getByRole("button", { name: "SEND CLIENT CREDIT CARD UPDATE LINK" }).click();
  const text = "Email could not be sent - error message: The mail relay is not answering";
  await expect(page.getByRole("alert").filter({ hasText: text })).toHaveText(text);
  await expect(page.getByText("Credit card update link sent")).toHaveCount(0);
});

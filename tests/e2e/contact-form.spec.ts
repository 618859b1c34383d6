import type { Page } from "@playwright/test";
import { createAffiliateWithFlags, demo, latestEmailTo } from "../support/backend";
import { createContact, findContact, readContact, setStripeIds, uniqueEmail } from "../support/contact-records";
import { expect, signedIn, test } from "../support/fixtures";

/** The contact form (spec access-and-admin §2 "Contact edit form", §5, §6), with JavaScript and without. */

async function addAddress(
  page: Page,
  a: { type: string; address1: string; city: string; country: string; state: string; zip: string },
) {
  await page.getByLabel("Address Type").selectOption({ label: a.type });
  await page.getByLabel("Address 1").fill(a.address1);
  await page.getByLabel("City").fill(a.city);
  await page.getByLabel("Country").selectOption(a.country);
  await page.getByLabel("State/Province").selectOption({ label: a.state });
  await page.getByLabel("Zip/Postal Code").fill(a.zip);
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(page.getByRole("cell", { name: a.city, exact: true })).toBeVisible();
}

test("a new contact across both pages, with two addresses", async ({ page, as }) => {
  await as("affiliate", "/newContact");
  await expect(page.getByRole("heading", { name: "New Contact", level: 1 })).toBeVisible();
  const email = uniqueEmail("new");
  await page.getByLabel("First Name").fill("Wren");
  await page.getByLabel("Last Name").fill("Okafor");
  await page.getByLabel("Billing Email").fill(email);
  await page.getByLabel("Preferred Pronouns").selectOption("They/Their");

  await page.getByRole("button", { name: "NEXT >" }).click();
  await expect(page.getByLabel("Essence 1")).toBeVisible();
  await expect(page.getByLabel("First Name")).toBeHidden();
  await expect(page.getByLabel("Date of Birth")).toHaveValue("1990-01-01");
  await page.getByLabel("Essence 1").fill("Warmth");
  await page.getByLabel("Survival Mechanism 3").fill("Humour");
  await page.getByLabel("Life Purpose").fill("Help people grow");

  await page.getByRole("button", { name: "< PREVIOUS" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue("Wren");
  await expect(page.getByLabel("Billing Email")).toHaveValue(email);

  await addAddress(page, {
    type: "Home",
    address1: "10 Bay St",
    city: "Toronto",
    country: "Canada",
    state: "Ontario",
    zip: "M5J 2R8",
  });
  await addAddress(page, {
    type: "Mailing",
    address1: "500 Congress Ave",
    city: "Austin",
    country: "United States",
    state: "Texas",
    zip: "78701",
  });
  await addAddress(page, {
    type: "Work",
    address1: "99 Robson St",
    city: "Vancouver",
    country: "Canada",
    state: "British Columbia",
    zip: "V6B 1A1",
  });
  await page.getByRole("button", { name: "DELETE 99 Robson St" }).click();
  await expect(page.getByRole("cell", { name: "Vancouver", exact: true })).toHaveCount(0);
  // The values of both pages survived the address round trips.
  await expect(page.getByLabel("First Name")).toHaveValue("Wren");
  await page.getByRole("button", { name: "NEXT >" }).click();
  await expect(page.getByLabel("Essence 1")).toHaveValue("Warmth");
  await expect(page.getByLabel("GST Rate")).toHaveValue("13%");

  await page.getByRole("button", { name: "SAVE", exact: true }).click();
  await expect(page.getByText("Contact created")).toBeVisible();
  await expect(page).toHaveURL(/\/viewContacts\/\d+$/);
  const contactId = Number(new URL(page.url()).pathname.split("/").pop());
  const saved = await readContact(demo.affiliate, contactId);
  expect(saved.body).toMatchObject({
    firstName: "Wren",
    lastName: "Okafor",
    email,
    preferredPronouns: "They/Their",
    currentClient: false,
    dateOfBirth: "1990-01-01",
    gSTRate: 13,
    personalData: { essence1: "Warmth", survivalMechanism3: "Humour", lifePurpose: "Help people grow" },
  });
  expect(
    saved.body.addresses.map((a: { address: { city: string; state: string } }) => [a.address.city, a.address.state]),
  ).toEqual([
    ["Toronto", "ON"],
    ["Austin", "TX"],
  ]);
  await expect(page.getByRole("cell", { name: "Austin", exact: true })).toBeVisible();
});

test("each validation message of the contact form", async ({ page, as }) => {
  await as("affiliate", "/newContact");
  await page.getByRole("button", { name: "SAVE", exact: true }).click();
  await expect(page.getByText("First and Last Names are required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();

  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Byron");
  await page.getByLabel("Billing Email").fill("ada.example");
  await page.getByRole("button", { name: "SAVE", exact: true }).click();
  await expect(page.getByText("Please enter a valid email (ada.example)")).toBeVisible();
  await expect(page.getByText("First and Last Names are required")).toBeHidden();

  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(page.getByText("Please select an address type")).toBeVisible();
  await page.getByLabel("Address Type").selectOption({ label: "Home" });
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(page.getByText("Please select a country")).toBeVisible();
  await page.getByLabel("Country").selectOption("Canada");
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(page.getByText("Please select a state or province")).toBeVisible();
  // The draft survived every round trip.
  await expect(page.getByLabel("Billing Email")).toHaveValue("ada.example");
});

test("a duplicate of a user's email is refused with the spec's hint", async ({ page, as }) => {
  await as("affiliate", "/newContact");
  await page.getByLabel("First Name").fill("Dup");
  await page.getByLabel("Last Name").fill("Licate");
  await page.getByLabel("Billing Email").fill(demo.office);
  await page.getByRole("button", { name: "SAVE", exact: true }).click();
  await expect(page.getByText("Contact could not be created. Check if there is an existing user with this email")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Dup");
});

test("edit a contact and its address, then save", async ({ page, as }) => {
  const contact = await createContact(demo.affiliate);
  await as("affiliate", `/viewContacts/${contact.contactID}`);
  await expect(page.getByLabel("Last Name")).toHaveValue(contact.lastName);
  await page.getByLabel("Last Name").fill("Renamed");
  await page.getByRole("button", { name: "EDIT 1 King St W" }).click();
  await expect(page.getByRole("heading", { name: "Edit Address" })).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Toronto");
  await page.getByLabel("City").fill("Ottawa");
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(page.getByRole("cell", { name: "Ottawa", exact: true })).toBeVisible();
  await expect(page.getByLabel("Last Name")).toHaveValue("Renamed");
  await page.getByRole("button", { name: "SAVE", exact: true }).click();
  await expect(page.getByText("Contact saved")).toBeVisible();
  await expect(page.getByLabel("Last Name")).toHaveValue("Renamed");
  const saved = await readContact(demo.affiliate, contact.contactID);
  expect(saved.body).toMatchObject({ lastName: "Renamed" });
  expect(saved.body.addresses).toHaveLength(1);
  expect(saved.body.addresses[0].address).toMatchObject({ addressID: contact.addresses[0].address.addressID, city: "Ottawa" });
});

test("delete a fresh contact after confirming", async ({ page, as }) => {
  const contact = await createContact(demo.affiliate);
  await as("affiliate", `/viewContacts/${contact.contactID}`);
  await page.getByRole("button", { name: "DELETE", exact: true }).click();
  await expect(page.getByText(`Are you sure you want to delete ${contact.firstName} ${contact.lastName}?`)).toBeVisible();
  await page.getByRole("button", { name: "YES, DELETE" }).click();
  await expect(page.getByText("Contact deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/viewContacts$/);
  expect((await readContact(demo.affiliate, contact.contactID)).status).toBe(404);
});

test("DELETE is disabled for a contact with invoices", async ({ page, as }) => {
  const seeded = await findContact((c) => c.hasInvoices === true);
  await as("finance", `/viewContacts/${seeded.contactID}`);
  await expect(page.getByRole("button", { name: "DELETE", exact: true })).toBeDisabled();
  await expect(page.getByText("A contact with invoices or billing plans cannot be deleted.")).toBeVisible();
});

test("'Current Client (Paused)' for a paused client", async ({ page, as }) => {
  const paused = await findContact((c) => c.clientStatus === "Paused");
  await as("finance", `/viewContacts/${paused.contactID}`);
  await expect(page.getByRole("heading", { name: "Current Client (Paused)" })).toBeVisible();
  await page.getByRole("button", { name: "NEXT >" }).click();
  await expect(page.getByLabel("Client Status")).toHaveValue("Paused");
});

test("office staff create the user of a contact; an affiliate cannot", async ({ page, as }) => {
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
  await page.getByRole("button", { name: "CREATE USER" }).click();
  await expect(page.getByText("Password is required.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Welcome!2026");
  await page.getByLabel("Confirm Password").fill("Welcome!2026");
  await page.getByRole("button", { name: "CREATE USER" }).click();
  await expect(page.getByText(`User created for ${contact.email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "CREATE USER" })).toBeDisabled();
  await expect(page.getByText("This contact already has a user.")).toBeVisible();
  const linked = await readContact(demo.office, contact.contactID);
  expect(linked.body.userID).toBeGreaterThan(0);
});

test("CREATE USER is disabled for an affiliate", async ({ page, as }) => {
  const contact = await createContact(demo.affiliate);
  await as("affiliate", `/viewContacts/${contact.contactID}`);
  await expect(page.getByRole("button", { name: "CREATE USER" })).toBeDisabled();
  await expect(page.getByText("Only office staff and finance can create a user.")).toBeVisible();
});

test("Stripe customer id fields are shown to finance only", async ({ page, as }) => {
  const contact = await createContact(demo.affiliate);
  await as("affiliate", `/viewContacts/${contact.contactID}`);
  await page.getByRole("button", { name: "NEXT >" }).click();
  await expect(page.getByLabel("Essence 1")).toBeVisible();
  await expect(page.getByLabel("Stripe Customer Id (USA)")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "SEND CLIENT CREDIT CARD UPDATE LINK" })).toBeDisabled();

  await page.context().clearCookies();
  await as("finance", `/viewContacts/${contact.contactID}?page=2`);
  await page.getByLabel("Stripe Customer Id (USA)").fill("cus_e2e_usa");
  await page.getByRole("button", { name: "SAVE", exact: true }).click();
  await expect(page.getByText("Contact saved")).toBeVisible();
  expect((await readContact(demo.finance, contact.contactID)).body.stripeCustomerId_USA).toBe("cus_e2e_usa");
});

test("SEND CLIENT CREDIT CARD UPDATE LINK emails the client a card-update link", async ({ page, as }) => {
  const contact = await setStripeIds(await createContact(demo.affiliate), { stripeCustomerId_USA: "cus_e2e_link" });
  await as("affiliate", `/viewContacts/${contact.contactID}`);
  await page.getByRole("button", { name: "SEND CLIENT CREDIT CARD UPDATE LINK" }).click();
  await expect(page.getByText("Credit card update link sent")).toBeVisible();
  const mail = await latestEmailTo(contact.email);
  expect(mail.text).toMatch(/\/card-update\/[A-Za-z0-9_-]+/);
});

test("the Stripe Connect section shows only with the stripe_connect flag", async ({ page, as }) => {
  const flagged = await createAffiliateWithFlags("stripe_connect");
  const contact = await createContact(flagged.email, {}, flagged.password);
  await signedIn(page, flagged.email, flagged.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/viewContacts/${contact.contactID}?page=2`);
  await expect(page.getByRole("heading", { name: "Stripe Connect" })).toBeVisible();
  await expect(page.getByLabel("Affiliate")).toHaveValue(new RegExp(`^${flagged.firstName} Tester`));

  await page.context().clearCookies();
  const plain = await createContact(demo.affiliate);
  await as("affiliate", `/viewContacts/${plain.contactID}?page=2`);
  await expect(page.getByLabel("Essence 1")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stripe Connect" })).toHaveCount(0);
});

test("office staff name the affiliate of a new contact", async ({ page, as }) => {
  await as("office", "/newContact");
  const affiliate = page.getByLabel("Affiliate");
  const value = await affiliate.locator("option", { hasText: `(${demo.affiliate})` }).getAttribute("value");
  await affiliate.selectOption(value!);
  await page.getByLabel("First Name").fill("Staff");
  await page.getByLabel("Last Name").fill("Made");
  await page.getByLabel("Billing Email").fill(uniqueEmail("staff"));
  await page.getByRole("button", { name: "SAVE", exact: true }).click();
  await expect(page.getByText("Contact created")).toBeVisible();
  const contactId = Number(new URL(page.url()).pathname.split("/").pop());
  expect((await readContact(demo.affiliate, contactId)).status).toBe(200);
});

test("CANCEL on a new contact goes back to the contacts", async ({ page, as }) => {
  await as("affiliate", "/newContact");
  await page.getByLabel("First Name").fill("Never");
  await page.getByRole("link", { name: "CANCEL" }).click();
  await expect(page).toHaveURL(/\/viewContacts$/, { timeout: 5_000 });
});

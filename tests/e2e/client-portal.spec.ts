import { PORTAL_MESSAGES } from "../../backend/src/domain/portal-messages";
import { fillCard, pendingAgreement, signWithCard } from "../support/agreement-signing";
import { emailedPortalLink, portalClient, signInToPortal } from "../support/client-portal";
import { expect, test } from "../support/fixtures";
import { createInvoice, recordPayment, screenInvoice, sendInvoice } from "../support/invoices";

test("a client signs in by email, sees their account, downloads PDFs and updates the card; nobody else's invoice", async ({
  page,
}) => {
  // A client who signed an agreement with a card, then got an invoice and paid part of it by check.
  const setup = await pendingAgreement(2);
  await signWithCard(page, setup.path, "4242 4242 4242 4242", "Pia Portal");
  const invoice = await sendInvoice(
    await createInvoice(setup.contact.contactID, setup.affiliate.id, {
      invoiceName: "Portal coaching services",
      invoiceTotal: 150,
      chargeCurrency: "USD",
    }),
  );
  await recordPayment(invoice, { amountReceived: 50, paymentTypeID: 3 });

  // The front page: the billing email, in any case.
  await page.goto("/portal");
  await expect(page.getByRole("heading", { name: "Client portal" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await page.getByLabel("Email address").fill(setup.contact.email.toUpperCase());
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(PORTAL_MESSAGES.signInSent)).toBeVisible();

  // The link from the outbox asks for one CONTINUE (a mail scanner's GET spends nothing).
  const link = await emailedPortalLink(setup.contact.email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Sign in to your client portal" })).toBeVisible();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${setup.contact.email.toLowerCase()}`)).toBeVisible();

  // The list: the invoice with its status and balance, the receipt, the signed agreement, the saved card.
  const row = page.getByRole("row", { name: /Portal coaching services/ });
  await expect(row.getByRole("cell", { name: "Partially paid" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "$100.00 USD" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Check \$50\.00 USD/ })).toBeVisible();
  await expect(page.getByText("No refunds.")).toBeVisible();
  await expect(page.getByText("Visa ending 4242, expires 12/2034")).toBeVisible();

  // Pay now opens the invoice's pay page, its balance open.
  await page.getByRole("link", { name: "Pay now: Portal coaching services" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Portal coaching services");
  await expect(page.getByText("Balance: $100.00 USD")).toBeVisible();
  await page.goto("/portal/account");

  // The PDFs come through the web app, with the portal's session.
  const invoicePdf = await page.request.get(
    (await page.getByRole("link", { name: "Portal coaching services (PDF)" }).getAttribute("href"))!,
  );
  expect([invoicePdf.status(), invoicePdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect((await invoicePdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const agreementPdf = await page.request.get(
    (await page.getByRole("link", { name: "Signed agreement (PDF)" }).getAttribute("href"))!,
  );
  expect([agreementPdf.status(), agreementPdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);

  // Another client's invoice id in a portal URL is not found.
  const other = await screenInvoice();
  expect((await page.request.get(`/portal/invoices/${other.invoiceID}/pdf`)).status()).toBe(404);

  // Update card: straight to the card-update page, where 4242 is saved.
  await page.goto("/portal/account");
  await page.getByRole("button", { name: "Update card" }).click();
  await expect(page.getByRole("heading", { name: "Update your credit card" })).toBeVisible();
  await fillCard(page, "4242 4242 4242 4242", "Pia Portal");
  await page.getByRole("button", { name: "Update card" }).click();
  await expect(page.getByRole("heading", { name: "Your card has been updated" })).toBeVisible();

  // The link was spent: a second use says so (410).
  const used = await page.goto(link);
  expect(used?.status()).toBe(410);
  await expect(page.getByText(PORTAL_MESSAGES.linkUsed)).toBeVisible();
});

test("signing out ends the portal session; an unknown address gets the same answer", async ({ page }) => {
  const client = await portalClient();
  await signInToPortal(page, client.email);
  await expect(page.getByText("No invoices yet.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText(PORTAL_MESSAGES.signedOut)).toBeVisible();
  await page.goto("/portal/account");
  await expect(page).toHaveURL(/\/portal\?ended=1$/);
  await expect(page.getByText(PORTAL_MESSAGES.sessionEnded)).toBeVisible();

  await page.getByLabel("Email address").fill("nobody.at.all@example.com");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(PORTAL_MESSAGES.signInSent)).toBeVisible();

  const unknown = await page.goto("/portal/sign-in/not-a-real-link");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText(PORTAL_MESSAGES.linkUnknown)).toBeVisible();
});

test("a staff session in the same browser shows no staff navigation on the portal's pages", async ({ page, as }) => {
  await as("affiliate");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.goto("/portal");
  await expect(page.getByRole("heading", { name: "Client portal" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
});

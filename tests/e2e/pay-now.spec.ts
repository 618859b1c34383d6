import { format, subMonths } from "date-fns";
import type { Page } from "@playwright/test";
import { fillCard, pendingAgreement } from "../support/agreement-signing";
import { backend, backendLogin, demo, emailsTo } from "../support/backend";
import { runClock } from "../support/billing-clock";
import { expect, test } from "../support/fixtures";
import { plansOf } from "../support/billing-plans";
import { invoiceNow, type Invoice } from "../support/invoices";
import { emailedManualInvoice, payPathIn } from "../support/pay-links";

// Issue 38, the pay-now page: the "View and pay" link of an invoice email opens a public page of that
// invoice where the client pays the balance by card (the simulated provider), with JavaScript and without.

/** A Send Invoice plan the client signs without a card, and the pay path of the invoice the 25th emails. */
async function twentyFifthInvoice(page: Page) {
  const setup = await pendingAgreement(1);
  await page.goto(setup.path);
  await page.getByLabel("Type your full name").fill("Pia Payer");
  await page.getByLabel("I have read and accept this agreement", { exact: false }).check();
  await page.getByRole("button", { name: "SIGN AGREEMENT" }).click();
  await expect(page.getByRole("heading", { name: "Your agreement is signed" })).toBeVisible();
  const invoiceName = `${format(setup.firstBill, "MMMM yyyy")} coaching services`;
  await runClock(format(subMonths(setup.firstBill, 1), "yyyy-MM-25"), setup.affiliate.id);
  return { setup, invoiceName, path: await payPathIn(String(setup.contact.email), invoiceName) };
}

async function pay(page: Page, number: string, { saveCard = false } = {}) {
  await fillCard(page, number, "Pia Payer");
  if (saveCard)
    await page.getByLabel("Save this card and charge it for my later invoices of this agreement.", { exact: false }).check();
  await page.getByRole("button", { name: "PAY" }).click();
}

test("a send-invoice client opens the 25th's link, pays with 4242 and sees the receipt; posting the form twice pays once", async ({
  page,
  baseURL,
}) => {
  const { setup, invoiceName, path } = await twentyFifthInvoice(page);
  expect(path).toMatch(/^\/pay\/\d+\/[A-Za-z0-9_-]{43}$/);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(invoiceName);
  await expect(page.getByText("Balance: $300.00 USD")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the invoice (PDF)" })).toBeVisible();
  const form = {
    intent: "pay",
    payKey: (await page.locator('input[name="payKey"]').getAttribute("value"))!,
    number: "4242 4242 4242 4242",
    expiry: "12/34",
    cvc: "123",
    name: "Pia Payer",
  };
  await pay(page, "4242 4242 4242 4242");
  await expect(page.getByText("This invoice is paid. There is nothing more to pay.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(page.getByText("Balance: $0.00 USD")).toBeVisible();
  await expect(page.getByText(/^ch_sim_/)).toBeVisible();

  // The same form posted again (a double submit, a reload of the POST): still one payment.
  const again = await page.request.post(path, { form, headers: { origin: baseURL! } });
  expect(again.status()).toBe(200);
  const invoiceId = Number(path.split("/")[2]);
  const invoices = await backend<Invoice[]>("GET", `/invoice/${setup.contact.contactID}/${setup.affiliate.id}`, {
    token: await backendLogin(demo.finance),
  });
  const paid = invoices.body.find((i) => i.invoiceID === invoiceId)!;
  expect(paid.invoiceStatusID).toBe(5);
  const charges = paid.paymentDetails.filter((p) => !p.isVoid);
  expect(charges).toHaveLength(1);
  expect(charges[0]!.stripeChargeId).toMatch(/^ch_sim_/);
  expect((await emailsTo(String(setup.contact.email))).filter((m) => m.subject === `Receipt for ${invoiceName}`)).toHaveLength(1);
});

test("ticking the box saves the card: the plan's later invoices are auto-charged and a card authorisation is stored", async ({
  page,
}) => {
  const { setup, path } = await twentyFifthInvoice(page);
  await page.goto(path);
  const client = `${String(setup.contact.firstName)} ${String(setup.contact.lastName)}`;
  await expect(
    page
      .getByText(`I, ${client}, authorize ${setup.affiliate.firstName} `, { exact: false })
      .filter({ hasText: "to charge the card below" }),
  ).toBeVisible();
  await pay(page, "4242 4242 4242 4242", { saveCard: true });
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();

  const [plan] = (await plansOf(setup.contact.contactID, setup.affiliate.id)).filter((p) => p.billingPlanID === setup.planId);
  expect(plan).toMatchObject({ creditCardChargeTypeId: 2, paymentMethodId: 1 });
  expect(String(plan!.CCAFileName)).toMatch(/^CCA-\d+-\d{14}\.pdf$/);
});

test("a declined card shows the provider's message and keeps the balance", async ({ page }) => {
  const { path } = await emailedManualInvoice();
  await page.goto(path);
  await pay(page, "4000 0000 0000 0002");
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await expect(page.getByText("Balance: $120.00 USD")).toBeVisible();
});

test("a void invoice's link takes no payment; another invoice's id with a token answers 404", async ({ page }) => {
  const { invoice, path } = await emailedManualInvoice();
  const other = await emailedManualInvoice();
  const crossed = await page.goto(`/pay/${other.invoice.invoiceID}/${path.split("/")[3]}`);
  expect(crossed!.status()).toBe(404);
  await expect(
    page.getByText("This link is not valid. Please check that you opened the whole link from the email."),
  ).toBeVisible();

  const voided = await backend("PUT", `/invoice/${invoice.invoiceID}`, {
    token: await backendLogin(demo.finance),
    body: { invoiceID: invoice.invoiceID, invoiceStatusID: 7, isVoid: true },
  });
  expect(voided.status).toBe(200);
  const res = await page.goto(path);
  expect(res!.status()).toBe(410);
  await expect(page.getByText("This invoice was voided. There is nothing to pay.")).toBeVisible();
  await expect(page.getByRole("button", { name: "PAY" })).toHaveCount(0);
  expect((await invoiceNow(invoice)).paymentDetails).toEqual([]);
});

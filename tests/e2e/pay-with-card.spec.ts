import { demo, latestEmailTo } from "../support/backend";
import { contactWithCustomerId, contactWithSavedCard } from "../support/card-update";
import { expect, signedIn, test } from "../support/fixtures";
import { createInvoice, invoiceNow } from "../support/invoices";

// Issue 37: staff see the client's saved card, and PAY with a credit card type charges it
// (docs/decisions/0368, 0370), with JavaScript and without.

test("client details show the saved card; PAY with Credit Card USA charges it and the client gets a receipt", async ({
  page,
}) => {
  const { affiliate, contact } = await contactWithSavedCard();
  const invoice = await createInvoice(contact.contactID, affiliate.id, {
    invoiceName: "June coaching services",
    invoiceTotal: 250,
    chargeCurrency: "USD",
  });
  await signedIn(page, demo.finance);
  await page.goto(`/clientMgmt/${contact.contactID}`);
  const saved = page.getByRole("region", { name: "Saved card" });
  await expect(saved.getByRole("term")).toHaveText(["USA"]);
  await expect(saved.getByRole("definition")).toHaveText(["Visa ending 4242, expires 12/2030"]);

  await page.goto(`/clientMgmt/${contact.contactID}/invoices/${invoice.invoiceID}/pay?open=${invoice.invoiceID}`);
  const dialog = page.getByRole("dialog", { name: "Payment / Refund" });
  await expect(
    dialog.getByText("A credit card payment charges the client's saved card now. Other types record money already received."),
  ).toBeVisible();
  await dialog.getByLabel("Amount (USD)").fill("250");
  await dialog.getByLabel("Payment type").selectOption({ label: "Credit Card USA" });
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("The card was charged and the payment is recorded.")).toBeVisible();
  const open = page.getByRole("region", { name: "June coaching services (Paid)" });
  const row = open.getByRole("table", { name: "Payment details" }).getByRole("row", { name: /Credit Card USA/ });
  await expect(row).toContainText("$250.00");
  const now = await invoiceNow(invoice);
  expect(now).toMatchObject({ balance: 0 });
  expect(now.paymentDetails[0]!.stripeChargeId).toMatch(/^ch_sim_/);
  const receipt = await latestEmailTo(contact.email);
  expect(receipt.subject).toBe("Receipt for June coaching services");
  expect(receipt.text).toContain("Method: Credit Card USA\nRemaining balance: $0.00 USD\nReceipt: http");
});

test("PAY with a card type for a client with no saved card is refused with the message, and nothing is recorded", async ({
  page,
}) => {
  const { affiliate, contact } = await contactWithCustomerId();
  const invoice = await createInvoice(contact.contactID, affiliate.id, {
    invoiceName: "July coaching services",
    invoiceTotal: 100,
    chargeCurrency: "USD",
  });
  await signedIn(page, demo.finance);
  await page.goto(`/clientMgmt/${contact.contactID}`);
  await expect(page.getByRole("region", { name: "Saved card" }).getByText("No card saved.")).toBeVisible();

  await page.goto(`/clientMgmt/${contact.contactID}/invoices/${invoice.invoiceID}/pay?open=${invoice.invoiceID}`);
  const dialog = page.getByRole("dialog", { name: "Payment / Refund" });
  await dialog.getByLabel("Amount (USD)").fill("100");
  await dialog.getByLabel("Payment type").selectOption({ label: "Credit Card USA" });
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(dialog.getByText("This client has no saved card for USA. Send them the card update link.")).toBeVisible();
  expect((await invoiceNow(invoice)).paymentDetails).toEqual([]);
});

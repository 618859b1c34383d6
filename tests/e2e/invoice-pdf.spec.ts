import { pdfLines } from "../../backend/src/testing/pdf-text";
import { expect, signedIn, test } from "../support/fixtures";
import { businessCoachInvoice, recordPayment } from "../support/invoices";

// Issue 39: the complete invoice PDF, downloaded from the invoice screen, read back with the backend
// tests' text extractor (docs/decisions/0397), with JavaScript and without.

test("the invoice's PDF names the coach's business and address, the client, the amounts and the pay link", async ({ page }) => {
  const { coach, invoice, company, clientName } = await businessCoachInvoice();
  await recordPayment(invoice, { amountReceived: 40, refundName: "Check 12", receivedOnUTC: "2030-01-10" });
  await signedIn(page, coach.email, coach.password);
  await page.goto(`/clientMgmt/${invoice.contactID}?open=${invoice.invoiceID}`);
  const open = page.getByRole("region", { name: "Coaching package (Partially paid)" });
  // The link opens the PDF inline in the browser's viewer, which keeps the bytes to itself: they are read
  // again, with the same session, from the address it opened.
  await open.getByRole("link", { name: "Invoice (PDF)" }).click();
  await expect(page).toHaveURL(new RegExp(`/invoicedocuments/${invoice.invoiceID}-${clientName.split(" ")[1]}\\.pdf$`));
  const file = await page.request.get(page.url());
  expect([file.status(), file.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const lines = await pdfLines(new Uint8Array(await file.body()));

  expect(lines.slice(0, 5)).toEqual([
    company,
    "12 Rue Sainte-Catherine",
    "Montréal, QC H2X 1Z4",
    "Canada",
    "GST/HST registration: 123456789 RT0001",
  ]);
  expect(lines).toContain(`Invoice ${invoice.invoiceNumber}`);
  expect(lines).toContain("Due date: Jan. 15, 2030");
  const billTo = lines.indexOf("Bill to");
  expect(lines.slice(billTo, billTo + 5)).toEqual(["Bill to", clientName, "1 King St W", "Toronto, ON M5H 1A1", "Canada"]);
  expect(lines).toContain("Total $100.00 CAD");
  expect(lines).toContain("Jan. 10, 2030 Check 12 $40.00 CAD");
  expect(lines).toContain("Balance $60.00 CAD");
  expect(lines.at(-2)).toBe("Pay online");
  expect(lines.at(-1)).toMatch(new RegExp(`^http://localhost:\\d+/pay/${invoice.invoiceID}/[A-Za-z0-9_-]{43}$`));
});

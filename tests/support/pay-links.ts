import { backend, backendLogin, demo, emailsTo } from "./backend";
import { createInvoice, invoiceClient, sendInvoice, type Invoice } from "./invoices";

/**
 * The path of the "View and pay" link in the newest email of the invoice named `invoiceName` (its subject
 * "Invoice {number}: {name}", docs/decisions/0384), as finance reads the outbox.
 */
export async function payPathIn(to: string, invoiceName: string): Promise<string> {
  const mail = (await emailsTo(to)).find(
    (m) => /^Invoice [A-Z]{2,6}-\d{4}-\d{4,}: /.test(m.subject) && m.subject.endsWith(`: ${invoiceName}`),
  );
  const url = mail && /View and pay: (\S+)$/m.exec(mail.text)?.[1];
  if (!url) throw new Error(`no pay link emailed to ${to}`);
  return new URL(url).pathname;
}

/** A manual invoice of $120.00 USD emailed to a fresh client (as a resend): the invoice and its pay page's path. */
export async function emailedManualInvoice(): Promise<{ invoice: Invoice; path: string; email: string }> {
  const { contact, owner } = await invoiceClient();
  const invoice = await sendInvoice(
    await createInvoice(contact.contactID, owner.id, {
      invoiceName: "Coaching package",
      invoiceTotal: 120,
      chargeCurrency: "USD",
    }),
  );
  const email = String(contact.email);
  return { invoice, path: await payPathIn(email, "Coaching package"), email };
}

/** A fresh pay page with a balance open (the screen checks). */
export const openPayPage = async () => (await emailedManualInvoice()).path;

/** A fresh pay page of an invoice paid through it with 4242 (its receipt). */
export async function paidPayPage(): Promise<string> {
  const { path } = await emailedManualInvoice();
  const card = {
    number: "4242 4242 4242 4242",
    expiry: "12/34",
    cvc: "123",
    name: "Pia Payer",
    payKey: "screen",
    saveCard: false,
  };
  const res = await backend("POST", path, { body: card });
  if (res.status !== 200) throw new Error(`pay failed: ${res.status} ${JSON.stringify(res.body)}`);
  return `${path}?paid=1`;
}

/** A fresh pay page of a voided invoice: the ended page (410). */
export async function voidedPayPage(): Promise<string> {
  const { invoice, path } = await emailedManualInvoice();
  const res = await backend("PUT", `/invoice/${invoice.invoiceID}`, {
    token: await backendLogin(demo.finance),
    body: { invoiceID: invoice.invoiceID, invoiceStatusID: 7, isVoid: true },
  });
  if (res.status !== 200) throw new Error(`void failed: ${res.status}`);
  return path;
}

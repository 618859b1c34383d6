import { backend, backendLogin, createAffiliate, demo } from "./backend";
import { contactWithCustomerId } from "./card-update";
import { createContact, uniqueWord, type NewContact } from "./contacts";

type Wire = Record<string, any>;

/** An invoice as GET /invoice/{contactId}/{affiliateId} answers it. */
export type Invoice = Wire & {
  invoiceID: number;
  contactID: number;
  affiliateID: number;
  invoiceName: string;
  invoiceStatusID: number;
  balance: number;
  paymentDetails: Wire[];
};

/**
 * A fresh affiliate (with its login) and a contact of theirs in Toronto (so CAD by default): the client
 * whose invoices a test makes and reads.
 */
export async function invoiceClient(): Promise<{ contact: NewContact; owner: { email: string; password: string; id: number } }> {
  const affiliate = await createAffiliate({ firstName: "Ines" });
  const token = await backendLogin(affiliate.email, affiliate.password);
  const word = uniqueWord("inv");
  const contact = await createContact(token, { firstName: "Ivy", lastName: `Invoiced${word}`, email: `ivy.${word}@example.com` });
  const me = await backend<{ user: { id: number } }>("POST", "/login", {
    body: { userName: affiliate.email, password: affiliate.password },
  });
  return { contact, owner: { email: affiliate.email, password: affiliate.password, id: me.body.user.id } };
}

/** A manual invoice (type 5) made by finance with the backend's save call, POST /invoice/generateOne. */
export async function createInvoice(
  contactID: number,
  affiliateID: number,
  values: {
    invoiceName: string;
    invoiceTotal: number;
    chargeCurrency?: "USD" | "CAD";
    dueDate?: string;
    paymentMethodID?: number;
  },
): Promise<Invoice> {
  const token = await backendLogin(demo.finance);
  const res = await backend<Invoice>("POST", "/invoice/generateOne", {
    token,
    body: { contactID, affiliateID, invoiceTypeID: 5, dueDate: values.dueDate ?? "2030-01-15", ...values },
  });
  if (res.status !== 201) throw new Error(`invoice failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Emails a created invoice to its client, as RESEND does (GET /invoice/generate/test/0/{id}), and waits until the
 * email job delivered it: a created invoice is Draft until then, Sent to client after (docs/decisions/0360).
 */
export async function sendInvoice(invoice: Invoice): Promise<Invoice> {
  const token = await backendLogin(demo.finance);
  const res = await backend("GET", `/invoice/generate/test/0/${invoice.invoiceID}`, { token });
  if (res.status !== 200) throw new Error(`resend failed: ${res.status} ${JSON.stringify(res.body)}`);
  for (let tries = 0; tries < 100; tries++) {
    const now = await invoiceNow(invoice);
    if (now.invoiceStatusID === SENT_TO_CLIENT) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`invoice ${invoice.invoiceID} was not delivered`);
}
const SENT_TO_CLIENT = 2;

/** A payment (transactionType 0) or refund (1) recorded by finance through POST /invoice/pay. */
export async function recordPayment(
  invoice: Invoice,
  values: {
    amountReceived: number;
    transactionType?: 0 | 1;
    paymentTypeID?: number;
    refundOfPaymentID?: number;
    refundName?: string;
    receivedBy?: string;
    receivedOnUTC?: string;
  },
): Promise<Invoice> {
  const token = await backendLogin(demo.finance);
  const res = await backend<Invoice>("POST", "/invoice/pay", {
    token,
    body: {
      invoiceID: invoice.invoiceID,
      contactID: invoice.contactID,
      affiliateID: invoice.affiliateID,
      transactionType: 0,
      paymentTypeID: 3,
      receivedOnUTC: "2030-01-10",
      paymentStatus: { id: 1 },
      ...values,
    },
  });
  if (res.status !== 200) throw new Error(`payment failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Voids a payment or refund as finance (PUT /payment/void/{paymentId}/{invoiceId}). */
export async function voidPaymentOf(invoiceId: number, paymentId: number): Promise<Invoice> {
  const token = await backendLogin(demo.finance);
  const res = await backend<Invoice>("PUT", `/payment/void/${paymentId}/${invoiceId}`, { token });
  if (res.status !== 200) throw new Error(`void failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One invoice as the backend has it now. */
export async function invoiceNow(invoice: Invoice): Promise<Invoice> {
  const token = await backendLogin(demo.finance);
  const res = await backend<Invoice[]>("GET", `/invoice/${invoice.contactID}/${invoice.affiliateID}`, { token });
  const found = res.body.find((i) => i.invoiceID === invoice.invoiceID);
  if (!found) throw new Error(`invoice ${invoice.invoiceID} is gone`);
  return found;
}

/** A CAD invoice of $100.00 for a fresh client, for screens that show an invoice's dialogs (screens.ts). */
export async function screenInvoice(): Promise<Invoice> {
  const { contact, owner } = await invoiceClient();
  return createInvoice(contact.contactID, owner.id, { invoiceName: `Screen ${uniqueWord("i")}`, invoiceTotal: 100 });
}

/**
 * A client with a customer id but no card saved, and a $120.00 card invoice that finance's CHARGE CARD NOW
 * tried (POST /invoice/{id}/charge): one declined attempt, and the button still offered (docs/decisions/0366).
 */
export async function declinedCardInvoice(): Promise<Invoice> {
  const { affiliate, contact } = await contactWithCustomerId("USA");
  const invoice = await createInvoice(contact.contactID, affiliate.id, {
    invoiceName: "Card coaching services",
    invoiceTotal: 120,
    chargeCurrency: "USD",
    paymentMethodID: 1,
  });
  const res = await backend<{ outcome: string; invoice: Invoice }>("POST", `/invoice/${invoice.invoiceID}/charge`, {
    token: await backendLogin(demo.finance),
  });
  if (res.status !== 200 || res.body.outcome !== "declined") throw new Error(`charge: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.invoice;
}

/**
 * A coach billing under a company name, whose own contact record (then CREATE USER by finance, as
 * docs/decisions/0075) has a Work address in Montréal and a GST/HST number; a client of theirs in Toronto with a
 * $100.00 CAD invoice: what the invoice PDF's header and "Bill to" show.
 */
export async function businessCoachInvoice(): Promise<{
  coach: { email: string; password: string };
  invoice: Invoice;
  company: string;
  clientName: string;
}> {
  const finance = await backendLogin(demo.finance);
  const word = uniqueWord("biz");
  // The coach's record is a contact of some affiliate of the hub (here a throwaway one), as CREATE USER finds it.
  const hub = await createAffiliate({ firstName: "Hub" });
  const record = await createContact(await backendLogin(hub.email, hub.password), {
    firstName: "Dana",
    lastName: `Coach${word}`,
    email: `dana.${word}@example.com`,
    gSTNumber: "123456789 RT0001",
    addresses: [
      {
        addressType: { id: 2 },
        customLabel: "",
        address: {
          addressID: 0,
          address1: "12 Rue Sainte-Catherine",
          address2: "",
          city: "Montréal",
          state: "QC",
          zip: "H2X 1Z4",
          country: "Canada",
        },
      },
    ],
  });
  const company = `Coaching ${word} Inc.`;
  const password = "Start!2026";
  const email = `e2e.${word}@coachhub.test`;
  const registered = await backend<{ id: number }>("POST", "/user/register", {
    token: finance,
    body: {
      Email: email,
      FirstName: "Dana",
      LastName: record.lastName,
      Phone: "5145550100",
      userRole: 2,
      affiliateFeeType: "Standard Canadian",
      companyName: company,
      password,
      contactId: record.contactID,
    },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const client = await createContact(await backendLogin(email, password), {
    firstName: "Ivy",
    lastName: `Billed${word}`,
    email: `ivy.${word}@example.com`,
  });
  const invoice = await createInvoice(client.contactID, registered.body.id, {
    invoiceName: "Coaching package",
    invoiceTotal: 100,
  });
  return { coach: { email, password }, invoice, company, clientName: `${client.firstName} ${client.lastName}` };
}

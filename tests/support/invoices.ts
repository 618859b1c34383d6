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

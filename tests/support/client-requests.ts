import { MONTH_NAMES } from "../../backend/src/domain/billing-period";
import { backend, backendLogin, demo } from "./backend";
import { uniqueWord } from "./contacts";

/** A client request as GET /clientRequest answers it (docs/decisions/0204). */
export type ClientRequestRow = {
  requestId: number;
  contactID: number;
  clientName: string;
  invoiceMonth: string;
  invoiceYear: number;
  invoiceAmount: number;
  actionRequesting: string;
  detailedExplanation: string;
  status: string;
  invoiceID: number | null;
  invoice: { autoPayStopped: boolean; remindersPaused: boolean; isVoid: boolean } | null;
};

export const SUPPORT_EMAIL = "help@coachhub.test";

/** This month's name and year (the demo data has invoiced the current month for its active plans). */
export function thisMonth(): { month: string; year: number } {
  const now = new Date();
  return { month: MONTH_NAMES[now.getMonth()]!, year: now.getFullYear() };
}

/** Every client request, read by finance. */
export async function clientRequests(): Promise<ClientRequestRow[]> {
  const res = await backend<ClientRequestRow[]>("GET", "/clientRequest", { token: await backendLogin(demo.finance) });
  if (res.status !== 200) throw new Error(`client requests failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function requestById(requestId: number): Promise<ClientRequestRow> {
  const found = (await clientRequests()).find((r) => r.requestId === requestId);
  if (!found) throw new Error(`no client request ${requestId}`);
  return found;
}

/** A request made through the backend's own call, as `token`'s user; its explanation is unique. */
export async function submitRequest(
  token: string,
  content: { contactID: number; clientName: string; invoiceMonth: string; invoiceYear: number; actionRequesting: string },
): Promise<{ requestId: number; invoiceID: number; explanation: string }> {
  const explanation = `Paid by cheque ${uniqueWord("req")}`;
  const res = await backend<{ requestId: number; invoiceID: number }>("POST", "/email/client-request", {
    token,
    body: {
      to: SUPPORT_EMAIL,
      subject: "Client Request",
      body: `<p>${explanation}</p>`,
      clientRequest: { ...content, invoiceAmount: 300, detailedExplanation: explanation },
    },
  });
  if (res.status !== 200) throw new Error(`client request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, explanation };
}

/**
 * A Submitted request of the demo affiliate's about this month's open invoice of one of their active clients:
 * each client is tried in turn (the backend refuses a request for a client with no open invoice that month).
 */
export async function demoRequestWithInvoice(
  actionRequesting: string,
): Promise<{ requestId: number; invoiceID: number; explanation: string; clientName: string; month: string }> {
  const token = await backendLogin(demo.affiliate);
  const me = await backend<{ user: { id: number } }>("POST", "/login", {
    body: { userName: demo.affiliate, password: "Demo!2026" },
  });
  const page = await backend<{ rows: { contactID: number; firstName: string; lastName: string }[] }>(
    "GET",
    `/contact/clients/${me.body.user.id}?current=1&pageSize=25`,
    { token },
  );
  const { month, year } = thisMonth();
  for (const client of page.body.rows) {
    const clientName = `${client.firstName} ${client.lastName}`;
    const made = await submitRequest(token, {
      contactID: client.contactID,
      clientName,
      invoiceMonth: month,
      invoiceYear: year,
      actionRequesting,
    }).catch((error: Error) => {
      if (!error.message.startsWith("client request failed: 409 ")) throw error;
      return null;
    });
    if (made) return { ...made, clientName, month: `${month} ${year}` };
  }
  throw new Error(`no active client of ${demo.affiliate} has an invoice for ${month} ${year}`);
}

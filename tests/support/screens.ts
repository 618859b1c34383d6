import { freshSigningLink } from "./agreement-signing";
import { openPayPage, paidPayPage, voidedPayPage } from "./pay-links";
import { demoPlanDialog, demoTemplateId } from "./billing-plans";
import { backend, demo } from "./backend";
import { contactWithCustomerId, contactWithSavedCard, sendCardUpdateLink } from "./card-update";
import { freshPortalSignInLink } from "./client-portal";
import { findContact, loginAs } from "./contact-records";
import { declinedCardInvoice, recordPayment, screenInvoice } from "./invoices";
import { demoRequestWithInvoice } from "./client-requests";
import { businessDay, demoBillExport } from "./payouts";
import { armFault, type FaultRule } from "./fault-rules";

/**
 * Every screen of the web app, once per role that sees it: the list the accessibility (axe), HTML
 * validity (Nu) and speed (bench:screens) checks walk. A new screen joins here.
 * `path` is either fixed or built from the demo data (a contact's or a user's id, a card-update or signing link).
 */
export type Screen = {
  name: string;
  who: keyof typeof demo | "anonymous";
  path: string | (() => Promise<string>);
  /** Armed on the fault proxy just before the screen is read (an error state); bench:screens leaves these out. */
  fault?: FaultRule;
};

const demoAffiliateContact = async () => {
  const { id } = await loginAs(demo.affiliate);
  const contact = await findContact((c) => c.affiliateID === id);
  return `/viewContacts/${contact.contactID}`;
};

const demoAffiliateUser = async () => `/settings/users/${(await loginAs(demo.affiliate)).id}`;

const demoAffiliateResetConfirmation = async () => `/settings?reset=${(await loginAs(demo.affiliate)).id}`;

/** The second page of finance's Unpaid Invoices sorted by Total (docs/decisions/0342): its cursor from the backend. */
const secondReportPage = async () => {
  const { token, id } = await loginAs(demo.finance);
  const sorted = "sort=9&dir=desc";
  const page = await backend<{ next?: string | null }>("POST", `/report/run/4/8/${id}?${sorted}&pageSize=100`, {
    token,
    body: [],
  });
  if (!page.body.next) throw new Error("Unpaid Invoices has one page only in the demo data");
  return `/reports?report=4&run=1&${sorted}&after=${page.body.next}`;
};

/** An Active client's details with its plan's details panel open, as `who` reaches it (issue 13). */
const activeClientDetails = (who: keyof typeof demo) => async () => {
  const { token, id } = await loginAs(demo[who]);
  const page = await backend<{ rows: { contactID: number; affiliateID: number }[] }>(
    "GET",
    `/contact/clients/${id}?current=1&pageSize=1`,
    {
      token,
    },
  );
  const client = page.body.rows[0];
  if (!client) throw new Error(`no active client for ${who}: ${page.status}`);
  const plans = await backend<{ billingPlanID: number; statusID: number }[]>(
    "GET",
    `/billingPlan/${client.contactID}/${client.affiliateID}`,
    {
      token,
    },
  );
  const plan = plans.body.find((p) => p.statusID === 2) ?? plans.body[0];
  return `/clientMgmt/${client.contactID}${plan ? `?plan=${plan.billingPlanID}` : ""}`;
};

/** An Active client's money timeline as `who` reaches it (issue 39), with `query` (a kind filter). */
const moneyTimeline =
  (who: keyof typeof demo, query = "") =>
  async () =>
    `${(await activeClientDetails(who)()).replace(/\?.*$/, "")}/history${query}`;

/** A fresh client's invoice (with a check payment when `paid`) at `/clientMgmt/{contactId}` + `tail` (issue 14). */
const invoiceScreen =
  (tail: (invoiceId: number, paymentId: number) => string, paid = false) =>
  async () => {
    let invoice = await screenInvoice();
    if (paid) invoice = await recordPayment(invoice, { amountReceived: 40, refundName: "Check 1" });
    const paymentId = invoice.paymentDetails[0]?.paymentDetailID ?? 0;
    return `/clientMgmt/${invoice.contactID}${tail(invoice.invoiceID, paymentId)}`;
  };

const freshCardUpdateLink = async () => sendCardUpdateLink(await contactWithCustomerId());

/** The demo agreement template offered to the demo affiliate, and that affiliate's login. */
const demoTemplate = async () => {
  const { token, id } = await loginAs(demo.affiliate);
  return { token, templateId: await demoTemplateId(token, id) };
};

const customLanguageWithTemplate = async () => `/action/custom-language?templateId=${(await demoTemplate()).templateId}`;

const editTemplate = async () => `/agreementTemplates/${(await demoTemplate()).templateId}`;

/** A fresh custom-language request of the demo affiliate, and the confirmation of approving it. */
const approveRequestConfirmation = async () => {
  const { token, templateId } = await demoTemplate();
  const res = await backend<{ requestId: number }>("POST", `/agreementTemplate/requestChange/${templateId}`, {
    token,
    body: { contactName: "Screen Client", oldText: ["monthly"], newText: ["every four weeks"] },
  });
  if (res.status !== 201) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return `/agreementTemplates/requests?confirm=approve-${res.body.requestId}`;
};

export const screens: Screen[] = [
  { name: "login", who: "anonymous", path: "/login" },
  { name: "password reset dialog", who: "anonymous", path: "/login?reset=1" },
  { name: "register", who: "anonymous", path: "/register" },
  { name: "register code", who: "anonymous", path: "/register?email=new.coach%40example.com" },
  { name: "card update", who: "anonymous", path: freshCardUpdateLink },
  { name: "agreement signing", who: "anonymous", path: freshSigningLink },
  { name: "client portal", who: "anonymous", path: "/portal" },
  { name: "client portal link sent", who: "anonymous", path: "/portal?sent=1" },
  { name: "client portal sign-in link", who: "anonymous", path: freshPortalSignInLink },
  { name: "client portal unknown sign-in link", who: "anonymous", path: "/portal/sign-in/not-a-real-link" },
  { name: "pay page", who: "anonymous", path: openPayPage },
  { name: "pay page paid (receipt)", who: "anonymous", path: paidPayPage },
  { name: "pay page ended (void invoice)", who: "anonymous", path: voidedPayPage },
  { name: "not found", who: "anonymous", path: "/no-such-page" },
  {
    // The backend's outage (docs/decisions/0343): the screen's call answers 503.
    name: "service unavailable",
    who: "affiliate",
    path: "/viewContacts",
    fault: { method: "GET", path: "^/contact/grid/", status: 503, message: "Service Unavailable" },
  },

  { name: "home", who: "affiliate", path: "/home" },
  { name: "dashboard", who: "affiliate", path: "/dashboard" },
  { name: "dashboard unpaid invoices dialog", who: "affiliate", path: "/dashboard?list=unpaid" },
  { name: "dashboard info packets dialog", who: "affiliate", path: "/dashboard?activity=all" },
  { name: "contacts grid", who: "affiliate", path: "/viewContacts" },
  { name: "contact details", who: "affiliate", path: demoAffiliateContact },
  { name: "new contact", who: "affiliate", path: "/newContact" },
  { name: "contact search", who: "affiliate", path: "/search?q=an&from=%2Fhome" },
  { name: "action", who: "affiliate", path: "/action" },
  { name: "information packet dialog", who: "affiliate", path: "/action/info-packet" },
  { name: "pause agreement dialog (no contact)", who: "affiliate", path: "/action/pause" },
  { name: "unpause agreement dialog (no contact)", who: "affiliate", path: "/action/unpause" },
  { name: "terminate agreement dialog (no contact)", who: "affiliate", path: "/action/terminate" },
  { name: "manual invoice dialog (no contact)", who: "affiliate", path: "/action/manual-invoice" },
  { name: "client request dialog (no contact)", who: "affiliate", path: "/action/client-request" },
  { name: "plan pause dialog", who: "affiliate", path: demoPlanDialog("pause") },
  { name: "plan unpause dialog", who: "affiliate", path: demoPlanDialog("unpause", 3) },
  { name: "plan extend dialog", who: "affiliate", path: demoPlanDialog("extend") },
  { name: "plan edit dialog", who: "affiliate", path: demoPlanDialog("edit") },
  { name: "plan terminate dialog", who: "affiliate", path: demoPlanDialog("terminate") },
  {
    name: "plan terminate confirmation dialog",
    who: "affiliate",
    path: async () => `${await demoPlanDialog("terminate")()}?confirm=1`,
  },
  { name: "custom language dialog", who: "affiliate", path: "/action/custom-language" },
  { name: "custom language dialog with a template", who: "affiliate", path: customLanguageWithTemplate },
  { name: "create agreement dialog", who: "affiliate", path: "/action/create-agreement" },
  { name: "reissue agreement dialog", who: "affiliate", path: "/action/reissue" },
  { name: "fee calculator dialog", who: "affiliate", path: "/action/fee-calculator" },
  { name: "re-send agreement dialog", who: "affiliate", path: "/action/resend-agreement" },
  { name: "client management", who: "affiliate", path: "/clientMgmt" },
  { name: "client details", who: "affiliate", path: activeClientDetails("affiliate") },
  { name: "money timeline", who: "affiliate", path: moneyTimeline("affiliate") },
  { name: "reports", who: "affiliate", path: "/reports" },
  { name: "reports: a built-in run", who: "affiliate", path: "/reports?report=106" },
  { name: "profile", who: "affiliate", path: "/profile" },
  { name: "affiliation", who: "affiliate", path: "/affiliation" },
  { name: "stripe connect", who: "affiliate", path: "/stripe-connect" },
  { name: "library", who: "affiliateWithDocs", path: "/library" },

  { name: "home", who: "finance", path: "/home" },
  { name: "dashboard", who: "finance", path: "/dashboard" },
  { name: "dashboard issued invoices dialog", who: "finance", path: "/dashboard?list=issued" },
  { name: "users grid", who: "finance", path: "/settings" },
  { name: "user details", who: "finance", path: demoAffiliateUser },
  { name: "new user", who: "finance", path: "/settings/users/new" },
  { name: "password reset confirmation", who: "finance", path: demoAffiliateResetConfirmation },
  { name: "notifications manager", who: "finance", path: "/settings?notifications=1" },
  { name: "new notification dialog", who: "finance", path: "/settings?notifications=1&add=1" },
  { name: "outbox", who: "finance", path: "/outbox" },
  { name: "billing run preview", who: "finance", path: "/billing/preview" },
  { name: "agreement templates", who: "finance", path: "/agreementTemplates" },
  { name: "new agreement template", who: "finance", path: "/agreementTemplates/new" },
  { name: "edit agreement template", who: "finance", path: editTemplate },
  { name: "custom language requests", who: "finance", path: "/agreementTemplates/requests" },
  { name: "approve request confirmation dialog", who: "finance", path: approveRequestConfirmation },
  { name: "client requests", who: "finance", path: "/clientRequests" },
  {
    name: "client request decision",
    who: "finance",
    path: async () =>
      `/clientRequests?decide=accept&request=${(await demoRequestWithInvoice("Pause Reminder Notifications")).requestId}`,
  },
  { name: "done client requests", who: "finance", path: "/clientRequests?status=Done" },
  { name: "contact search", who: "finance", path: "/search?q=an&from=%2Fhome" },
  { name: "client management", who: "finance", path: "/clientMgmt" },
  // Every affiliate's contacts, with the AFFILIATE column: the first page, and one with both page links.
  { name: "contacts grid", who: "finance", path: "/viewContacts" },
  { name: "contacts grid, second page", who: "finance", path: "/viewContacts?gridPage=2&sort=affiliateName&dir=asc" },
  { name: "client details", who: "finance", path: activeClientDetails("finance") },
  { name: "money timeline, one kind", who: "finance", path: moneyTimeline("finance", "?kind=invoice") },
  {
    name: "client details with a saved card",
    who: "finance",
    path: async () => `/clientMgmt/${(await contactWithSavedCard()).contact.contactID}`,
  },
  {
    name: "client details with an invoice open",
    who: "finance",
    path: invoiceScreen((id) => `?open=${id}`, true),
  },
  {
    // Issue 39: the open invoice's credit notes (docs/decisions/0392).
    name: "client details with a refunded invoice open (its credit note)",
    who: "finance",
    path: async () => {
      const paid = await recordPayment(await screenInvoice(), { amountReceived: 40, refundName: "Check 1" });
      const refunded = await recordPayment(paid, { amountReceived: 10, transactionType: 1, refundName: "Refund" });
      return `/clientMgmt/${refunded.contactID}?open=${refunded.invoiceID}`;
    },
  },
  {
    name: "client details with a declined charge open (attempts, CHARGE CARD NOW)",
    who: "finance",
    path: async () => {
      const invoice = await declinedCardInvoice();
      return `/clientMgmt/${invoice.contactID}?open=${invoice.invoiceID}`;
    },
  },
  { name: "invoice pay dialog", who: "finance", path: invoiceScreen((id) => `/invoices/${id}/pay?open=${id}`) },
  { name: "void invoice dialog", who: "finance", path: invoiceScreen((id) => `/invoices/${id}/void?open=${id}`) },
  {
    name: "void payment dialog",
    who: "finance",
    path: invoiceScreen((id, paymentId) => `/invoices/${id}/payments/${paymentId}/void?open=${id}`, true),
  },
  { name: "resend invoice dialog", who: "finance", path: invoiceScreen((id) => `/invoices/${id}/resend?open=${id}`) },
  { name: "create invoice dialog", who: "finance", path: invoiceScreen(() => "/invoices/new") },
  {
    name: "update invoice details dialog",
    who: "finance",
    path: invoiceScreen((id) => `/invoices/${id}/details?open=${id}`),
  },
  { name: "generate options dialog", who: "finance", path: invoiceScreen((id) => `/invoices/${id}/generate?open=${id}`) },
  { name: "fee calculator dialog", who: "finance", path: "/action/fee-calculator" },
  { name: "reports", who: "finance", path: "/reports" },
  { name: "reports: a report's parameters", who: "finance", path: "/reports?report=14" },
  { name: "reports: an upload's parameter", who: "finance", path: "/reports?report=15" },
  { name: "reports: a run sorted by a column", who: "finance", path: "/reports?report=4&run=1&sort=9&dir=desc" },
  { name: "reports: a run's second page", who: "finance", path: secondReportPage },
  {
    name: "reports: the tax summary's run",
    who: "finance",
    path: async () => `/reports?report=16&run=1&p161=${businessDay().slice(0, 8)}01&p162=${businessDay()}`,
  },
  {
    name: "reports: the accounting export's run (an import layout, not sortable)",
    who: "finance",
    path: async () => `/reports?report=17&run=1&p171=2020-01-01&p172=${businessDay()}&p173=Xero+bank+statement&p174=USD+and+CAD`,
  },
  { name: "reports: the bill export picker", who: "finance", path: "/reports?report=9" },
  {
    name: "bill export details dialog",
    who: "finance",
    path: async () => `/reports/bill-export/${(await demoBillExport()).controlNumber}`,
  },
  {
    name: "bill export CSV confirmation dialog",
    who: "finance",
    path: async () => `/reports/bill-export/${(await demoBillExport()).controlNumber}?export=confirm`,
  },
  { name: "profile", who: "finance", path: "/profile" },

  { name: "home", who: "office", path: "/home" },
  { name: "dashboard", who: "office", path: "/dashboard" },
  { name: "reports", who: "office", path: "/reports" },
  { name: "users grid", who: "office", path: "/settings" },
];

export async function screenPath(screen: Screen): Promise<string> {
  const path = typeof screen.path === "string" ? screen.path : await screen.path();
  if (screen.fault) await armFault(screen.fault);
  return path;
}

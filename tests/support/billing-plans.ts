import type { Page } from "@playwright/test";
import { backend, backendLogin, createAffiliate, DEMO_PASSWORD, demo, latestEmailTo } from "./backend";
import { createContact, uniqueWord, type NewContact } from "./contacts";
import { loginAs } from "./contact-records";
import { createPlanBody } from "../../backend/src/testing/plan-body";

type Wire = Record<string, any>;
type PlanBody = ReturnType<typeof createPlanBody>;

/** A billing plan as GET /billingPlan/{contactId}/{affiliateId} answers it. */
export type Plan = Wire & { billingPlanID: number; statusID: number; contactID: number; affiliateID: number };

/** The first day of the month `months` ahead of today's, as 'YYYY-MM-01'. */
export function monthAhead(months: number, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  return d.toISOString().slice(0, 10);
}

/** The plans of a contact, read by finance. */
export async function plansOf(contactId: number, affiliateId: number): Promise<Plan[]> {
  const token = await backendLogin(demo.finance);
  const res = await backend<Plan[]>("GET", `/billingPlan/${contactId}/${affiliateId}`, { token });
  if (res.status !== 200) throw new Error(`plans failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** One plan as the backend has it now. */
export async function planNow(plan: Plan): Promise<Plan> {
  const found = (await plansOf(plan.contactID, plan.affiliateID)).find((p) => p.billingPlanID === plan.billingPlanID);
  if (!found) throw new Error(`plan ${plan.billingPlanID} is gone`);
  return found;
}

/**
 * A new Pending plan (POST /billingPlan, as the owner does it) for a new contact of `owner`: it starts
 * next month and its last full bill is in a year, paid by Check (Pro-Bono with `proBono`) unless `terms`
 * say otherwise. The contact lives in Toronto unless `contactValues` say otherwise.
 */
export async function pendingPlan(
  owner: string = demo.affiliate,
  {
    password,
    proBono = false,
    terms = {},
    contactValues = {},
  }: { password?: string; proBono?: boolean; terms?: Partial<PlanBody>; contactValues?: Record<string, unknown> } = {},
): Promise<{ contact: NewContact; plan: Plan }> {
  const token = await backendLogin(owner, password);
  const me = await backend<{ user: { id: number } }>("POST", "/login", {
    body: { userName: owner, password: password ?? DEMO_PASSWORD },
  });
  const id = me.body.user.id;
  const word = uniqueWord("plan");
  const contact = await createContact(token, {
    firstName: "Pia",
    lastName: `Planner${word}`,
    email: `pia.${word}@example.com`,
    ...contactValues,
  });
  const ids = { contactID: contact.contactID, affiliateID: id, agreementTemplateId: await demoTemplateId(token, id) };
  const res = await backend<Plan>("POST", "/billingPlan", {
    token,
    body: {
      ...createPlanBody(ids, monthAhead(1)),
      billingPlanName: `Pia ${word}`,
      paymentMethodId: proBono ? 5 : 3,
      creditCardChargeTypeId: proBono ? 3 : 1,
      lastFullBill: monthAhead(12),
      ...terms,
    },
  });
  if (res.status !== 201) throw new Error(`plan failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { contact, plan: res.body };
}

/** The signing token of the latest email to `email` (the agreement's signing link). */
export async function signingTokenFor(email: string): Promise<string> {
  const mail = await latestEmailTo(email);
  const token = mail.text.match(/\/agreement\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no signing link in: ${mail.text}`);
  return token;
}

/**
 * A fresh Active plan with the login of the affiliate who owns it: a new affiliate, a contact and a
 * Pending plan (POST /billingPlan), signed by the client through the signing calls the public page uses
 * (GET then POST /agreement/{token}, the token read from the client's email in the outbox)
 * (docs/decisions/0168). `proBono`: payment method 5 (Pro-Bono), else Check.
 */
export async function activePlan({ proBono = false }: { proBono?: boolean } = {}): Promise<{
  contact: NewContact;
  plan: Plan;
  owner: { email: string; password: string };
}> {
  const affiliate = await createAffiliate({ firstName: "Olga" });
  const { contact, plan } = await pendingPlan(affiliate.email, { password: affiliate.password, proBono });
  const token = await signingTokenFor(contact.email);
  const shown = await backend<{ agreementSha256: string }>("GET", `/agreement/${token}`);
  if (shown.status !== 200) throw new Error(`agreement failed: ${shown.status} ${JSON.stringify(shown.body)}`);
  const signed = await backend("POST", `/agreement/${token}`, {
    body: {
      fullName: `${contact.firstName} ${contact.lastName}`,
      accepted: true,
      agreementSha256: shown.body.agreementSha256,
      userAgent: "e2e",
    },
  });
  if (signed.status !== 200) throw new Error(`signing failed: ${signed.status} ${JSON.stringify(signed.body)}`);
  return { contact, plan: await planNow(plan), owner: { email: affiliate.email, password: affiliate.password } };
}

/**
 * A demo plan of `owner`'s in `statusID` (2 Active, 3 Paused), read only (not claimed): for screens that
 * show a plan's dialog without changing it (tests/support/screens.ts).
 */
export async function demoPlan(statusID: 2 | 3, owner: string = demo.affiliate): Promise<Plan> {
  const { id: ownerId } = await loginAs(owner);
  const financeToken = await backendLogin(demo.finance);
  const { id: financeId } = await loginAs(demo.finance);
  const report = await backend<Wire[]>("GET", `/contact/fReport/${financeId}`, { token: financeToken });
  const status = statusID === 2 ? "Active" : "Paused";
  for (const contact of report.body.filter((c) => c.affiliateID === ownerId && c.clientStatus === status)) {
    const plan = (await plansOf(contact.contactID, ownerId)).find((p) => p.statusID === statusID && p.paymentMethodId !== 5);
    if (plan) return plan;
  }
  throw new Error(`no ${status} plan of ${owner} in the demo data`);
}

/** A client-details plan dialog of a demo plan: `/clientMgmt/{contactId}/plans/{planId}/{change}`. */
export const demoPlanDialog =
  (change: string, statusID: 2 | 3 = 2) =>
  async () => {
    const plan = await demoPlan(statusID);
    return `/clientMgmt/${plan.contactID}/plans/${plan.billingPlanID}/${change}`;
  };

/** Pauses a plan through the backend, as its owner (until the month after next). */
export async function pausePlan(plan: Plan, owner: { email: string; password: string }): Promise<Plan> {
  const token = await backendLogin(owner.email, owner.password);
  const res = await backend<Plan>("PUT", `/billingPlan/${plan.billingPlanID}`, {
    token,
    body: { ...plan, statusID: 3, pauseUntilDate: monthAhead(2) },
  });
  if (res.status !== 200) throw new Error(`pause failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Selects a contact for the signed-in page's session (the search page's SELECT), landing on /action. */
export async function selectForAction(page: Page, contactId: number) {
  const res = await page.request.post("/search", { form: { intent: "select", contactId: String(contactId) } });
  if (!res.ok()) throw new Error(`select failed: ${res.status()}`);
}

/**
 * The seeded "Standard Coaching Agreement" offered to this affiliate: by name, since other tests of the
 * same stack create templates offered to everyone.
 */
export async function demoTemplateId(token: string, affiliateId: number): Promise<number> {
  const templates = await backend<{ templateId: number; displayName: string }[]>("GET", `/agreementTemplate/${affiliateId}`, {
    token,
  });
  const template = templates.body.find((t) => t.displayName === "Standard Coaching Agreement");
  if (!template) throw new Error(`no demo agreement template: ${templates.status} ${JSON.stringify(templates.body)}`);
  return template.templateId;
}

import { addMonths, format, startOfMonth } from "date-fns";
import { backend, backendLogin, createAffiliate, latestEmailTo } from "./backend";

let counter = 0;

/**
 * A fresh affiliate, one of their contacts (POST /contact) and a Pending agreement for it made through
 * POST /billingPlan (the CREATE AGREEMENT call), starting next month: 1 Send Invoice or 2 Auto-charge by
 * Credit Card USA. The signing link is read from the client's email in the outbox; answers its path.
 */
export async function pendingAgreement(chargeType: 1 | 2 = 1) {
  const affiliate = await createAffiliate();
  const token = await backendLogin(affiliate.email, affiliate.password);
  const unique = `${Date.now().toString(36)}s${(counter++).toString(36)}`;
  const email = `signer.${unique}@coachhub.test`;
  const lastName = `Client${unique}`;
  const contact = await backend<{ contactID: number }>("POST", "/contact", {
    token,
    body: { contactID: 0, firstName: "Sign", lastName, email, phone: "(416) 555-0199", addresses: [] },
  });
  if (contact.status !== 201) throw new Error(`contact failed: ${contact.status} ${JSON.stringify(contact.body)}`);
  const templateId = await demoTemplateId(token, affiliate.id);
  const start = format(startOfMonth(addMonths(new Date(), 1)), "yyyy-MM-dd");
  const planName = `Sign ${unique} - 2 sessions/month`;
  const plan = await backend<{ billingPlanID: number }>("POST", "/billingPlan", {
    token,
    body: {
      contactID: contact.body.contactID,
      affiliateID: affiliate.id,
      agreementTemplateId: templateId,
      affiliateRate: 300,
      billingPlanName: planName,
      calculationType: "Monthly",
      sessionLength: 60,
      sessionsPerMonth: 2,
      paymentMethodId: 1,
      creditCardChargeTypeId: chargeType,
      chargeCurrency: "USD",
      firstDayOfService: start,
      fullBillingStart: start,
      lastFullBill: "2099-12-01",
    },
  });
  if (plan.status !== 201) throw new Error(`plan failed: ${plan.status} ${JSON.stringify(plan.body)}`);
  const mail = await latestEmailTo(email);
  const link = mail.text.match(/https?:\/\/\S+\/agreement\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no signing link in: ${mail.text}`);
  return {
    affiliate,
    contact: { contactID: contact.body.contactID, email, firstName: "Sign", lastName },
    planId: plan.body.billingPlanID,
    planName,
    path: new URL(link).pathname,
  };
}

/** A fresh signing page's path, for the screen checks. */
export const freshSigningLink = async () => (await pendingAgreement()).path;

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

import { createPlanBody } from "../../backend/src/testing/plan-body";
import { backend, backendLogin, createAffiliate, demo } from "./backend";
import { demoTemplateId } from "./billing-plans";

type Wire = Record<string, any>;
let counter = 0;

/**
 * A fresh affiliate's client book for the client grid and client details (issue 13), made through the
 * backend: Ada with a Pending plan that starts next year and runs Ongoing (2099), Ben whose Pending plan
 * was terminated (client status Terminated), Cy with no plan (None), Dee with a USA customer id (set by
 * finance) and a Pending plan for the rest of next year.
 */
export async function clientBook() {
  const affiliate = await createAffiliate({ firstName: "Erin" });
  const token = await backendLogin(affiliate.email, affiliate.password);
  const financeToken = await backendLogin(demo.finance);
  const unique = `${Date.now().toString(36)}k${(counter++).toString(36)}`;
  const contact = async (firstName: string, extra: Wire = {}, by = token) => {
    const res = await backend<Wire>("POST", "/contact", {
      token: by,
      body: {
        contactID: 0,
        affiliateID: affiliate.id,
        firstName,
        lastName: `Book${unique}`,
        email: `${firstName.toLowerCase()}.${unique}@clients.test`,
        ...extra,
      },
    });
    if (res.status !== 201) throw new Error(`contact failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { contactID: number; email: string; firstName: string; lastName: string };
  };
  const templateId = await demoTemplateId(token, affiliate.id);
  const nextYear = new Date().getUTCFullYear() + 1;
  const plan = async (contactID: number, overrides: Wire = {}) => {
    const res = await backend<Wire>("POST", "/billingPlan", {
      token,
      body: {
        ...createPlanBody({ contactID, affiliateID: affiliate.id, agreementTemplateId: templateId }, `${nextYear}-01-01`),
        ...overrides,
      },
    });
    if (res.status !== 201) throw new Error(`plan failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  const ada = await contact("Ada");
  const adaPlan = await plan(ada.contactID, {
    billingPlanName: "Ada ongoing",
    lastFullBill: "2099-12-01",
    affiliateRate: 1234.5,
  });
  const ben = await contact("Ben");
  const benPlan = await plan(ben.contactID, { billingPlanName: "Ben short" });
  const cancelled = await backend("PUT", `/billingPlan/${benPlan.billingPlanID}`, {
    token,
    body: { ...benPlan, statusID: 4, notes: "Not signed" },
  });
  if (cancelled.status !== 200) throw new Error(`terminate failed: ${cancelled.status} ${JSON.stringify(cancelled.body)}`);
  const cy = await contact("Cy");
  const dee = await contact("Dee", { stripeCustomerId_USA: `sim_cus_book${unique}` }, financeToken);
  await plan(dee.contactID, { billingPlanName: "Dee monthly" });
  return { affiliate, ada, adaPlan, ben, cy, dee, lastName: `Book${unique}` };
}

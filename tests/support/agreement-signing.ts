import { createAffiliate } from "./backend";
import { pendingPlan, signingTokenFor } from "./billing-plans";

/**
 * A fresh affiliate, one of their contacts and a Pending agreement for it made through POST /billingPlan
 * (the CREATE AGREEMENT call), starting next month and Ongoing, paid by credit card (USA): charge type 1
 * Send Invoice or 2 Auto-charge; the client has no address (no sales tax). The signing link is read from the client's email in the outbox.
 */
export async function pendingAgreement(chargeType: 1 | 2 = 1) {
  const affiliate = await createAffiliate();
  const { contact, plan } = await pendingPlan(affiliate.email, {
    password: affiliate.password,
    terms: { paymentMethodId: 1, creditCardChargeTypeId: chargeType, lastFullBill: "2099-12-01" },
    contactValues: { addresses: [] },
  });
  return {
    affiliate,
    contact,
    planId: plan.billingPlanID,
    planName: String(plan.billingPlanName),
    path: `/agreement/${await signingTokenFor(contact.email)}`,
  };
}

/** A fresh signing page's path, for the screen checks. */
export const freshSigningLink = async () => (await pendingAgreement()).path;

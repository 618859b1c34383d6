import type { Page } from "@playwright/test";
import { parseISO } from "date-fns";
import { createAffiliate } from "./backend";
import { expect } from "./fixtures";
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
    /** The plan's full-billing start (the 1st of next month): its first invoice is due then. */
    firstBill: parseISO(String(plan.fullBillingStart).slice(0, 10)),
    path: `/agreement/${await signingTokenFor(contact.email)}`,
  };
}

/** A fresh signing page's path, for the screen checks. */
export const freshSigningLink = async () => (await pendingAgreement()).path;

/** Card number, expiry (12/34), CVC and name, as the signing and card-update pages label them. */
export async function fillCard(page: Page, number: string, name: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill(name);
}

/** Signs the agreement at `path` with a card and the same name typed, and waits for the signed page. */
export async function signWithCard(page: Page, path: string, number: string, name: string) {
  await page.goto(path);
  await fillCard(page, number, name);
  await page.getByLabel("Type your full name").fill(name);
  await page.getByLabel("I have read and accept this agreement", { exact: false }).check();
  await page.getByRole("button", { name: "SIGN AGREEMENT" }).click();
  await expect(page.getByRole("heading", { name: "Your agreement is signed" })).toBeVisible();
}

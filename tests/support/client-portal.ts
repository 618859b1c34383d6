import type { Page } from "@playwright/test";
import { backend, backendLogin, createAffiliate, latestEmailTo } from "./backend";
import { createContact, uniqueWord } from "./contacts";
import { expect } from "./fixtures";

/** The path of the newest portal sign-in link emailed to the address (read from the outbox). */
export async function emailedPortalLink(email: string): Promise<string> {
  const mail = await latestEmailTo(email);
  const link = mail.text.match(/https?:\/\/\S+\/portal\/sign-in\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no portal sign-in link in: ${mail.text}`);
  return new URL(link).pathname;
}

/** Asks for a sign-in link through the backend's own call (as the /portal form does) and answers its path. */
export async function portalSignInLinkFor(email: string): Promise<string> {
  const res = await backend("POST", "/portal/sign-in-request", { body: { email } });
  if (res.status !== 200) throw new Error(`sign-in request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return emailedPortalLink(email);
}

/** A new client (a contact of a fresh affiliate): the billing email a portal sign-in is asked for. */
export async function portalClient(): Promise<{ email: string; contactID: number; affiliateId: number }> {
  const affiliate = await createAffiliate({ firstName: "Paula" });
  const token = await backendLogin(affiliate.email, affiliate.password);
  const word = uniqueWord("portal");
  const contact = await createContact(token, { firstName: "Pat", lastName: `Portal${word}`, email: `pat.${word}@example.com` });
  return { email: contact.email, contactID: contact.contactID, affiliateId: affiliate.id };
}

/** A fresh sign-in link's page (the CONTINUE page), for the screen checks. */
export const freshPortalSignInLink = async () => portalSignInLinkFor((await portalClient()).email);

/** Signs the client in as a browser does: the emailed link, then CONTINUE; waits for the account page. */
export async function signInToPortal(page: Page, email: string) {
  await page.goto(await portalSignInLinkFor(email));
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
}

import { backend, backendLogin, createAffiliate, demo, latestEmailTo } from "./backend";

let counter = 0;

/**
 * A fresh affiliate and one of their contacts with a simulated customer id for the region: made by the
 * finance user through POST /contact (only role 8 and above may set customer ids).
 */
export async function contactWithCustomerId(region: "USA" | "Canada" = "USA") {
  const affiliate = await createAffiliate();
  const financeToken = await backendLogin(demo.finance);
  const unique = `${Date.now().toString(36)}c${(counter++).toString(36)}`;
  const email = `client.${unique}@coachhub.test`;
  const res = await backend<{ contactID: number }>("POST", "/contact", {
    token: financeToken,
    body: {
      contactID: 0,
      affiliateID: affiliate.id,
      firstName: "Card",
      lastName: `Client${unique}`,
      email,
      [`stripeCustomerId_${region}`]: `sim_cus_e2e${unique}`,
    },
  });
  if (res.status !== 201) throw new Error(`contact failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { affiliate, contact: { contactID: res.body.contactID, email }, region };
}

/**
 * The affiliate sends the card-update link through the backend call the contact form's button uses, and
 * the link is read from the email in the outbox. Answers the page's path (/card-update/{token}).
 */
export async function sendCardUpdateLink(setup: Awaited<ReturnType<typeof contactWithCustomerId>>): Promise<string> {
  const token = await backendLogin(setup.affiliate.email, setup.affiliate.password);
  const { contactID } = setup.contact;
  const res = await backend("POST", `/contact/sendUpdateCreditCardLink/${contactID}/${setup.affiliate.id}/${setup.region}`, {
    token,
    body: { contactID },
  });
  if (res.status !== 200) throw new Error(`send link failed: ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await latestEmailTo(setup.contact.email);
  const link = mail.text.match(/https?:\/\/\S+\/card-update\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no card-update link in: ${mail.text}`);
  return new URL(link).pathname;
}

/**
 * A contact of a fresh affiliate whose client saved a card through the card-update link (the simulated
 * provider's own form: 4242 4242 4242 4242, or the number given, expiring 12/30).
 */
export async function contactWithSavedCard(region: "USA" | "Canada" = "USA", number = "4242 4242 4242 4242") {
  const setup = await contactWithCustomerId(region);
  const path = await sendCardUpdateLink(setup);
  const res = await backend("POST", path, { body: { number, expiry: "12/30", cvc: "123", name: "Card Client" } });
  if (res.status !== 200) throw new Error(`card failed: ${res.status} ${JSON.stringify(res.body)}`);
  return setup;
}

import { backend, backendLogin, DEMO_PASSWORD, demo } from "./backend";
import { createContact as postContact } from "./contacts";

type Wire = Record<string, any>;

let counter = 0;

/** A unique client email for a throwaway contact. */
export const uniqueEmail = (prefix = "client") => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@clients.test`;

/** A throwaway contact made through POST /contact by `owner` (an affiliate's login). */
export async function createContact(
  owner: string = demo.affiliate,
  overrides: Wire = {},
  password = DEMO_PASSWORD,
): Promise<Wire> {
  const token = await backendLogin(owner, password);
  return postContact(token, {
    firstName: "Olive",
    lastName: `Tester${Date.now().toString(36)}${(counter++).toString(36)}`,
    email: uniqueEmail(),
    phone: "4165550142",
    ...overrides,
  });
}

/** Logs in through the backend: the token and the user's id. */
export async function loginAs(email: string): Promise<{ token: string; id: number }> {
  const res = await backend<{ token: string; user: { id: number } }>("POST", "/login", {
    body: { userName: email, password: DEMO_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status}`);
  return { token: res.body.token, id: res.body.user.id };
}

/** A contact as `who` reads it through GET /contact/{id}/{userId} (status and body). */
export async function readContact(who: string, contactId: number): Promise<{ status: number; body: Wire }> {
  const { token, id } = await loginAs(who);
  return backend<Wire>("GET", `/contact/${contactId}/${id}`, { token });
}

/** The first of every affiliate's whole contacts (GET /contact/fReport, as finance sees them) that matches. */
export async function findContact(match: (c: Wire) => boolean): Promise<Wire> {
  const { token, id: financeId } = await loginAs(demo.finance);
  const res = await backend<Wire[]>("GET", `/contact/fReport/${financeId}`, { token });
  if (res.status !== 200) throw new Error(`report failed: ${res.status}`);
  const found = res.body.find(match);
  if (!found) throw new Error("no seeded contact matches");
  return found;
}

/** Finance sets a contact's Stripe customer ids through PUT /contact/{id}. */
export async function setStripeIds(
  contact: Wire,
  ids: { stripeCustomerId_USA?: string | null; stripeCustomerId_Canada?: string | null },
) {
  const token = await backendLogin(demo.finance);
  const res = await backend<Wire>("PUT", `/contact/${contact.contactID}`, { token, body: { ...contact, ...ids } });
  if (res.status !== 200) throw new Error(`stripe ids failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

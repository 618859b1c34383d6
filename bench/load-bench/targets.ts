// Who each virtual user is and what it works on, found before the load through the backend's own calls
// (as finance, then as each login): the demo's users in their proportions, and for each user a client of
// its own (an Active plan to pause and unpause, an invoice to open or pay, a contact to save) that no
// other virtual user touches, so that two users never pause one plan.
import { request } from "undici";
import { DEMO_PASSWORD } from "../../backend/src/seed/demo-logins";

export type Role = "affiliate" | "office" | "finance";

export interface VirtualUser {
  n: number;
  email: string;
  role: Role;
  contactId: number;
  planId: number;
  invoiceId: number;
}

const ROLE_OF: Record<number, Role> = { 2: "affiliate", 3: "office", 8: "finance" };

async function call<T>(apiUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const answer = await request(`${apiUrl}${path}`, {
    method: method as "GET",
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.body.text();
  if (answer.statusCode !== 200) throw new Error(`${method} ${path}: ${answer.statusCode} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

const login = (apiUrl: string, email: string) =>
  call<{ token: string; user: { id: number } }>(apiUrl, "POST", "/login", undefined, {
    userName: email,
    password: DEMO_PASSWORD,
  });

/**
 * `count` logins in the proportions of the data's roles (largest remainders), with at least one office
 * and one finance user when there are three or more virtual users: the staff journey is always measured.
 */
export function shareOut(users: { email: string; role: Role }[], count: number): { email: string; role: Role }[] {
  const byRole = (role: Role) => users.filter((u) => u.role === role);
  const roles: Role[] = ["affiliate", "office", "finance"];
  const exact = roles.map((role) => (byRole(role).length / users.length) * count);
  const seats = exact.map(Math.floor);
  const order = roles.map((_, i) => i).sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)));
  for (let i = 0; seats.reduce((a, b) => a + b, 0) < count; i++) seats[order[i % 3]!]!++;
  if (count >= 3) {
    for (const staff of [1, 2]) {
      if (seats[staff]! === 0 && byRole(roles[staff]!).length) {
        seats[staff] = 1;
        seats[0]!--;
      }
    }
  }
  // Round-robin over each role's logins: several virtual users may share one, each with its own session.
  return roles.flatMap((role, i) => Array.from({ length: seats[i]! }, (_, k) => byRole(role)[k % byRole(role).length]!));
}

interface ClientRow {
  contactID: number;
  affiliateID: number;
}

/** The virtual users: a login each, and a client of its own with an Active plan and a non-void invoice. */
export async function virtualUsers(apiUrl: string, count: number, financeEmail: string): Promise<VirtualUser[]> {
  const finance = await login(apiUrl, financeEmail);
  const all = await call<{ Email?: string; email?: string; userRole: number }[]>(
    apiUrl,
    "GET",
    "/user?status=active",
    finance.token,
  );
  const users = all
    .map((u) => ({ email: (u.Email ?? u.email ?? "").toLowerCase(), role: ROLE_OF[u.userRole] }))
    .filter((u): u is { email: string; role: Role } => Boolean(u.role) && u.email.endsWith("@coachhub.local"));
  const claimed = new Set<number>();
  const out: VirtualUser[] = [];
  const sessions = new Map<string, Awaited<ReturnType<typeof login>>>();
  for (const [n, { email, role }] of shareOut(users, count).entries()) {
    const session = sessions.get(email) ?? (await login(apiUrl, email));
    sessions.set(email, session);
    const page = await call<{ rows: ClientRow[] }>(
      apiUrl,
      "GET",
      `/contact/clients/${session.user.id}?current=1&pageSize=200`,
      session.token,
    );
    let found: VirtualUser | undefined;
    for (const client of page.rows) {
      if (claimed.has(client.contactID)) continue;
      const plans = await call<{ billingPlanID: number; statusID: number }[]>(
        apiUrl,
        "GET",
        `/billingPlan/${client.contactID}/${client.affiliateID}`,
        session.token,
      );
      const plan = plans.find((p) => p.statusID === 2);
      const invoices = await call<{ invoiceID: number; isVoid: boolean; invoiceStatusID: number }[]>(
        apiUrl,
        "GET",
        `/invoice/${client.contactID}/${client.affiliateID}`,
        session.token,
      );
      const invoice = invoices.find((i) => !i.isVoid && i.invoiceStatusID !== 7);
      if (!plan || !invoice) continue;
      claimed.add(client.contactID);
      found = { n, email, role, contactId: client.contactID, planId: plan.billingPlanID, invoiceId: invoice.invoiceID };
      break;
    }
    if (!found) throw new Error(`${email}: no Active client with an invoice left for virtual user ${n}`);
    out.push(found);
  }
  return out;
}

import { e2e } from "./env";

export const DEMO_PASSWORD = "Demo!2026";
export const demo = {
  finance: "finance@coachhub.local",
  office: "office@coachhub.local",
  affiliateWithDocs: "maya.lopez@coachhub.local",
  affiliate: "priya.shah@coachhub.local",
} as const;

/**
 * The backend the helpers below call: the worker's stack, unless a file starts a stack of its own
 * (tests/support/stripe-stack.ts) and points them there for its tests.
 */
export const backendTarget = { apiUrl: e2e.apiUrl };

/** Calls the real backend the web app talks to, the way the web app does. */
export async function backend<T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${backendTarget.apiUrl}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "referrer-host": "e2e",
      ...(token ? { token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function backendLogin(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await backend<{ token: string }>("POST", "/login", { body: { userName: email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

let counter = 0;

interface NewUserOptions {
  password?: string;
  forcePasswordChange?: boolean;
  firstName?: string;
}

/** A throwaway affiliate made by the finance user through the backend's own call. */
export function createAffiliate(options: NewUserOptions = {}) {
  return createUserWithRole(2, { firstName: "Erin", ...options });
}

/** The emails the product sent to an address, newest first (at most `limit`), as finance reads the outbox. */
export async function emailsTo(to: string, limit = 50): Promise<{ subject: string; text: string }[]> {
  const res = await backend<{ subject: string; text: string }[]>(
    "GET",
    `/api/v1/outbox?to=${encodeURIComponent(to)}&limit=${limit}`,
    {
      token: await backendLogin(demo.finance),
    },
  );
  if (res.status !== 200) throw new Error(`outbox: ${res.status}`);
  return res.body;
}

/** The newest email sent to an address, read by staff from the outbox. */
export async function latestEmailTo(to: string): Promise<{ subject: string; text: string }> {
  const [newest] = await emailsTo(to, 1);
  if (!newest) throw new Error(`no email to ${to}`);
  return newest;
}

/** A throwaway affiliate whose profile carries these feature flags (set by finance through the backend). */
export async function createAffiliateWithFlags(
  featureFlags: string,
  options: Parameters<typeof createAffiliate>[0] = {},
): Promise<Awaited<ReturnType<typeof createAffiliate>>> {
  const affiliate = await createAffiliate(options);
  const staffToken = await backendLogin(demo.finance);
  const res = await backend("PUT", `/api/v1/user/profile/feature-flags?userId=${affiliate.id}`, {
    token: staffToken,
    body: { featureFlags },
  });
  if (res.status !== 200) throw new Error(`feature flags failed: ${res.status} ${JSON.stringify(res.body)}`);
  return affiliate;
}

/** A throwaway user of any role (2 affiliate, 3 office staff, ...), made by the finance user through the backend. */
export async function createUserWithRole(
  userRole: number,
  options: NewUserOptions = {},
): Promise<{ id: number; email: string; password: string; firstName: string }> {
  const staffToken = await backendLogin(demo.finance);
  const unique = `${Date.now().toString(36)}r${userRole}${(counter++).toString(36)}`;
  const email = `e2e.${unique}@coachhub.test`;
  const password = options.password ?? "Start!2026";
  const firstName = options.firstName ?? "Sam";
  const res = await backend<{ id: number }>("POST", "/user/register", {
    token: staffToken,
    body: {
      Email: email,
      FirstName: firstName,
      LastName: `${userRole <= 2 ? "Tester" : "Staff"}${unique}`,
      Phone: "4165550100",
      userRole,
      affiliateFeeType: "Standard USA",
      forcePasswordChange: options.forcePasswordChange ?? false,
      password,
    },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, email, password, firstName };
}

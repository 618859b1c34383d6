import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demo } from "./backend";
import { e2e } from "./env";
import { armFault, disarmFaults, type FaultRule } from "./fault-rules";

export { expect };

type Who = keyof typeof demo;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "SIGN IN" }).click();
}

/** Signs `who` in with the login form's own POST, into the cookies `request` shares with its browser context. */
export async function signInByPost(request: APIRequestContext, who: Who) {
  await postLogin(request, demo[who]);
}

async function postLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const answer = await request.post("/login", { form: { intent: "login", email, password }, maxRedirects: 0 });
  expect(answer.headers().location, `signing in as ${email}`).toBe("/home");
}

/**
 * Signs in with the login form's own POST (as `as` does) and opens /home, where the form lands: for tests
 * that are not about the login page (login.spec.ts is), it spares loading, hydrating and filling that page
 * (docs/decisions/0358).
 */
export async function signedIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await postLogin(page.request, email, password);
  await page.goto("/home");
}

/** With JavaScript, waits until React has hydrated the page (root sets html[data-hydrated]). */
export async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The backend token inside the web app's signed session cookie (signed, not encrypted). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === "__session");
  if (!cookie) throw new Error("no session cookie");
  const value = decodeURIComponent(cookie.value);
  const payload = value.slice(0, value.lastIndexOf("."));
  const data = JSON.parse(decodeURIComponent(escape(Buffer.from(payload, "base64").toString("binary"))));
  if (typeof data.token !== "string") throw new Error("no token in the session");
  return data.token;
}

const originalGoto = new WeakMap<Page, Page["goto"]>();

export const test = base.extend<{
  /** Signs in as `who` and opens `path` (home, where the login form would land, unless told otherwise). */
  as: (who: Who, path?: string) => Promise<void>;
  /** Arms a backend failure at the fault proxy (tests/support/fault-proxy.ts); all are disarmed after the test. */
  failBackend: (rule: FaultRule) => Promise<() => Promise<number>>;
}>({
  // This worker's own stack of servers (tests/support/env.ts).
  baseURL: e2e.webUrl,
  // A full page load is only usable once React has hydrated it (with JavaScript): before that a click
  // can land on a form whose native validation or submit React is about to take over.
  page: async ({ page, javaScriptEnabled }, use) => {
    // The worker's page is reused from test to test (docs/decisions/0281): wrap its own goto only once.
    const goto = (originalGoto.get(page) ?? originalGoto.set(page, page.goto.bind(page)).get(page))!;
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page, javaScriptEnabled);
      return response;
    };
    await use(page);
  },
  // Signs in with the login form's own POST, sharing the page's cookies, without loading and filling the
  // login page first (login.spec.ts tests that page); then opens the page the test starts on, so no test
  // pays for a home page it does not look at.
  as: async ({ page }, use) => {
    await use(async (who, path = "/home") => {
      await signInByPost(page.request, who);
      await page.goto(path);
    });
  },
  // Playwright reads a fixture's dependencies from this destructuring: it has none.
  // eslint-disable-next-line no-empty-pattern
  failBackend: async ({}, use) => {
    await disarmFaults();
    await use(armFault);
    await disarmFaults();
  },
});

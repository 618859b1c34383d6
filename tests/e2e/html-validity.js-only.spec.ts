import type { Browser } from "@playwright/test";
import { demo } from "../support/backend";
import { expect, signedIn, signInByPost, test } from "../support/fixtures";
import { nuErrors, type HtmlDocument } from "../support/nu-checker";
import { runSampleStatement } from "../support/reports";
import { pendingAgreement, signWithCard } from "../support/agreement-signing";
import { signInToPortal } from "../support/client-portal";
import { screenPath, screens, type Screen } from "../support/screens";

// The HTML as the server sends it, checked by the W3C Nu HTML checker: every screen of every role, in one
// Java run. The documents are read with HTTP requests that carry the browser context's cookies: the
// checker reads markup, so no page needs rendering. It runs in one project only. The requests say they
// come from a desktop Chrome, not a headless one: the server must not treat them as a bot's.

type Who = Screen["who"];

/** Each of `who`'s screens as the server sends it. */
async function serverHtmlOf(browser: Browser, baseURL: string, who: Who): Promise<HtmlDocument[]> {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
  const context = await browser.newContext({ baseURL, userAgent });
  try {
    if (who !== "anonymous") {
      await signInByPost(context.request, who);
    }
    const documents: HtmlDocument[] = [];
    for (const screen of screens.filter((s) => s.who === who)) {
      const path = await screenPath(screen);
      const response = await context.request.get(path, { headers: { "user-agent": userAgent } });
      const name = `${screen.name} (${who}, ${path})`;
      // A redirect (to the login page, say) would check another screen than the one named.
      const reached = new URL(response.url());
      expect(reached.pathname + reached.search, name).toBe(path);
      documents.push({ name, html: await response.text() });
    }
    return documents;
  } finally {
    await context.close();
  }
}

/** A screen only a POST reaches: the results of an uploaded bank statement (report 15), as the server sends them. */
async function uploadResultsHtml(browser: Browser, baseURL: string): Promise<HtmlDocument> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signedIn(page, demo.finance);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/reports?report=15");
    const response = await runSampleStatement(page);
    return { name: "reports: an uploaded statement's results (finance, POST /reports?report=15)", html: await response.text() };
  } finally {
    await context.close();
  }
}

/** The client portal's account (a portal session reaches it, not a staff role), with an agreement and a card. */
async function portalAccountHtml(browser: Browser, baseURL: string): Promise<HtmlDocument> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const setup = await pendingAgreement(2);
    await signWithCard(page, setup.path, "4242 4242 4242 4242", "Nu Client");
    await signInToPortal(page, setup.contact.email);
    const response = await context.request.get("/portal/account");
    expect(response.status()).toBe(200);
    return { name: "client portal account (a client's portal session, /portal/account)", html: await response.text() };
  } finally {
    await context.close();
  }
}

test("every screen's server-rendered HTML passes the Nu HTML checker", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const documents: HtmlDocument[] = [];
  for (const who of new Set(screens.map((s) => s.who))) documents.push(...(await serverHtmlOf(browser, baseURL!, who)));
  expect(documents).toHaveLength(screens.length);
  documents.push(await uploadResultsHtml(browser, baseURL!));
  documents.push(await portalAccountHtml(browser, baseURL!));
  expect(nuErrors(documents)).toEqual([]);
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Cookie, Page } from "@playwright/test";
import { demo } from "../support/backend";
import { demoPlan, selectForAction } from "../support/billing-plans";
import { expect, signedIn, test } from "../support/fixtures";
import { runSampleStatement } from "../support/reports";
import { pendingAgreement, signWithCard } from "../support/agreement-signing";
import { portalClient, signInToPortal } from "../support/client-portal";
import { screenPath, screens, type Screen } from "../support/screens";

// axe-core on every screen for each role, its dialogs and its error states (issue 12, docs/decisions/0132):
// no serious or critical finding against WCAG 2.0/2.1/2.2 A and AA. With JavaScript only: without it the
// browser shows the same server-rendered markup and styles, and the Nu checker reads that HTML (0280).

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

// Independent audits, the longest file of the suite: spread them over every worker.
test.describe.configure({ mode: "parallel" });

/** The minified axe-core that @axe-core/playwright depends on (the lint plugins hoist another version). */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe on the page as it is now. In legacy mode AxeBuilder evaluates axe's unminified source (1.3 MB) twice
 * per run; here the minified one is put in once per document, and the builder gets a source that does nothing.
 */
async function seriousFindings(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate("typeof window.axe === 'object'"))) await page.evaluate(axeSource);
  const { violations } = await new AxeBuilder({ page, axeSource: "void 0" })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((node) => {
        const why = (node.failureSummary ?? "").split("\n").slice(1, 2).join("").trim();
        return `${where}: ${v.id} (${v.impact}) at ${node.target.join(" ")} — ${why || v.help}`;
      }),
    );
}

/** Every class Radix Themes styles (its whole stylesheet), to tell the build's subset missed none. */
const radixClasses = new Set(
  [...readFileSync("node_modules/@radix-ui/themes/styles.css", "utf8").matchAll(/\.(-?rt-[A-Za-z0-9-]+)/g)].map(([, c]) => c),
);

/** Radix classes on the page that Radix styles but the shipped CSS does not (docs/decisions/0131). */
async function unstyledRadixClasses(page: Page): Promise<string[]> {
  const { used, selectors } = await page.evaluate(() => {
    const used = new Set<string>();
    for (const el of document.querySelectorAll("[class*='rt-']")) {
      for (const c of el.classList) if (c.includes("rt-")) used.add(c);
    }
    const texts: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) texts.push(rule.selectorText);
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return { used: [...used], selectors: texts.join("\n") };
  });
  const shipped = new Set([...selectors.matchAll(/\.(-?rt-[A-Za-z0-9-]+)/g)].map(([, c]) => c));
  return used.filter((c) => radixClasses.has(c) && !shipped.has(c));
}

/** Session cookies per role, signed in once per worker: the audits look at pages, not at signing in. */
const sessionCookies = new Map<Screen["who"], Cookie[]>();

async function openAs(page: Page, who: Screen["who"]) {
  if (who === "anonymous") return;
  const cookies = sessionCookies.get(who);
  if (cookies) return page.context().addCookies(cookies);
  await signedIn(page, demo[who]);
  await expect(page).toHaveURL(/\/home$/);
  sessionCookies.set(who, await page.context().cookies());
}

for (const screen of screens) {
  test(`${screen.who} · ${screen.name}: no serious accessibility finding`, async ({ page }) => {
    await openAs(page, screen.who);
    await page.goto(await screenPath(screen));
    await expect(page.locator("main")).toBeVisible();
    expect(await seriousFindings(page, `${screen.who} · ${screen.name}`)).toEqual([]);
    expect(await unstyledRadixClasses(page), "Radix classes without their styles").toEqual([]);
  });
}

/** Forms sent empty: the page with its error messages shown. */
const errorStates: { name: string; who: Screen["who"]; path: string; submit: string }[] = [
  { name: "login sent empty", who: "anonymous", path: "/login", submit: "SIGN IN" },
  { name: "new contact sent empty", who: "affiliate", path: "/newContact", submit: "SAVE" },
  { name: "new user sent empty", who: "finance", path: "/settings/users/new", submit: "SAVE" },
  { name: "new agreement template sent empty", who: "finance", path: "/agreementTemplates/new", submit: "SAVE" },
  { name: "custom language sent without a pair", who: "affiliate", path: "/action/custom-language", submit: "ADD NEW ITEM" },
  { name: "fee calculator sent empty", who: "affiliate", path: "/action/fee-calculator", submit: "CALCULATE FEES" },
];

for (const state of errorStates) {
  test(`${state.who} · ${state.name}: no serious accessibility finding`, async ({ page }) => {
    await openAs(page, state.who);
    await page.goto(state.path);
    await page.getByRole("button", { name: state.submit, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
    expect(await seriousFindings(page, `${state.who} · ${state.name}`)).toEqual([]);
  });
}

/** The /action plan dialogs and the client request with a selected contact whose plan is Active (their full forms). */
const selectedPlanDialogs = [
  "/action/pause",
  "/action/terminate",
  "/action/terminate?confirm=1",
  "/action/manual-invoice",
  "/action/client-request",
];

for (const path of selectedPlanDialogs) {
  test(`affiliate · ${path} with a selected client: no serious accessibility finding`, async ({ page }) => {
    await openAs(page, "affiliate");
    await selectForAction(page, (await demoPlan(2)).contactID);
    await page.goto(path);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator("form")).toBeVisible();
    expect(await seriousFindings(page, `affiliate · ${path}`)).toEqual([]);
  });
}

test("finance · an uploaded bank statement's results: no serious accessibility finding", async ({ page }) => {
  await openAs(page, "finance");
  await page.goto("/reports?report=15");
  await runSampleStatement(page);
  await expect(page.getByRole("table", { name: /Bank Deposit Matching results/ })).toBeVisible();
  expect(await seriousFindings(page, "finance · report 15 results")).toEqual([]);
});

// The client portal's account (issue 38): a portal session, not a staff role, reaches it.
test("client · the portal account, empty and with a signed agreement and a saved card: no serious accessibility finding", async ({
  page,
}) => {
  await signInToPortal(page, (await portalClient()).email);
  expect(await seriousFindings(page, "client · portal account (empty)")).toEqual([]);
  const setup = await pendingAgreement(2);
  await signWithCard(page, setup.path, "4242 4242 4242 4242", "Axe Client");
  await signInToPortal(page, setup.contact.email);
  await expect(page.getByRole("button", { name: "Update card" })).toBeVisible();
  expect(await seriousFindings(page, "client · portal account")).toEqual([]);
  expect(await unstyledRadixClasses(page), "Radix classes without their styles").toEqual([]);
});

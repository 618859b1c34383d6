import type { Page } from "@playwright/test";
import { pendingAgreement } from "../support/agreement-signing";
import { backend, backendLogin } from "../support/backend";
import { expect, signedIn, test } from "../support/fixtures";

async function sign(page: Page, name: string) {
  await page.getByLabel("Type your full name").fill(name);
  await page.getByLabel("I have read and accept this agreement", { exact: false }).check();
  await page.getByRole("button", { name: "SIGN AGREEMENT" }).click();
}

test("a client signs a send-invoice agreement from the emailed link; the link is then used; the affiliate gets the CSA PDF", async ({
  page,
  browser,
  baseURL,
}) => {
  const setup = await pendingAgreement(1);
  await page.goto(setup.path);
  await expect(page.getByRole("heading", { name: "Review and sign your agreement" })).toBeVisible();
  const terms = page.getByRole("table");
  await expect(terms.getByRole("row", { name: `Plan ${setup.planName}` })).toBeVisible();
  await expect(terms.getByRole("row", { name: "Client charge $300.00 USD per month (Monthly)" })).toBeVisible();
  await expect(terms.getByRole("row", { name: "Last full bill Ongoing" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Client Service Agreement" })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);

  // The box is required: nothing is signed without it.
  await page.getByLabel("Type your full name").fill("Sign Client");
  await page.getByRole("button", { name: "SIGN AGREEMENT" }).click();
  await expect(page.getByText("Please tick the box to accept the agreement.")).toBeVisible();

  await sign(page, "Sign Client");
  await expect(page.getByRole("heading", { name: "Your agreement is signed" })).toBeVisible();
  await expect(page.getByText("Thank you. The signed documents were emailed to you. You can close this page.")).toBeVisible();

  await page.goto(setup.path);
  await expect(
    page.getByText("This agreement was already signed with this link. The signed documents were emailed to you."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "SIGN AGREEMENT" })).toHaveCount(0);

  // The affiliate reads the plan's CSA through the web app's document route.
  const coach = await browser.newContext({ baseURL });
  const coachPage = await coach.newPage();
  await signedIn(coachPage, setup.affiliate.email, setup.affiliate.password);
  await expect(coachPage).toHaveURL(/\/home$/);
  const unknown = await coachPage.request.get(`/billingplandocuments/CSA-${setup.planId}-nonexistent.pdf`);
  expect(unknown.status()).toBe(404);
  const csaName = await csaFileNameOf(setup);
  const pdf = await coachPage.request.get(`/billingplandocuments/${csaName}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await coach.close();
});

test("an auto-charge agreement needs a card: declined, then 4242 4242 4242 4242 signs it", async ({
  page,
  javaScriptEnabled,
}) => {
  const setup = await pendingAgreement(2);
  await page.goto(setup.path);
  await expect(page.getByText("Card for automatic payments (USA)")).toBeVisible();
  const fillCard = async (number: string) => {
    await page.getByLabel("Card number").fill(number);
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Sign Client");
  };
  await fillCard("4000 0000 0000 0002");
  await sign(page, "Sign Client");
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  if (!javaScriptEnabled) await expect(page.getByLabel("Card number")).toHaveValue("");

  await fillCard("4242 4242 4242 4242");
  await sign(page, "Sign Client");
  await expect(page.getByRole("heading", { name: "Your agreement is signed" })).toBeVisible();
});

test("an unknown signing link says so", async ({ page }) => {
  const res = await page.goto("/agreement/not-a-real-link");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("This signing link is not valid.", { exact: false })).toBeVisible();
});

/** The plan's CSA file name, as the affiliate's GET /billingPlan answers it. */
async function csaFileNameOf(setup: Awaited<ReturnType<typeof pendingAgreement>>): Promise<string> {
  const token = await backendLogin(setup.affiliate.email, setup.affiliate.password);
  const res = await backend<{ billingPlanID: number; CSAFileName: string | null }[]>(
    "GET",
    `/billingPlan/${setup.contact.contactID}/${setup.affiliate.id}`,
    { token },
  );
  const name = res.body.find((p) => p.billingPlanID === setup.planId)?.CSAFileName;
  if (!name) throw new Error(`no CSA for plan ${setup.planId}: ${JSON.stringify(res.body)}`);
  return name;
}

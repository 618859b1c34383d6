import type { Page } from "@playwright/test";
import { createAffiliate, createAffiliateWithFlags } from "../support/backend";
import { expect, signedIn, test } from "../support/fixtures";

/** A fresh affiliate with the stripe_connect flag, signed in, on /stripe-connect. */
async function onStripeConnect(page: Page) {
  const user = await createAffiliateWithFlags("stripe_connect");
  await signedIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/stripe-connect");
  await expect(page.getByRole("heading", { name: "Stripe Connect" })).toBeVisible();
  return user;
}

/**
 * Starts onboarding and answers the simulated provider's page in its new tab. With JavaScript the page
 * opens it by itself (window.open); without, the user follows 'Continue to Stripe onboarding' (target _blank).
 */
async function startOnboarding(page: Page, javaScriptEnabled: boolean) {
  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: /Connect with Stripe|Continue Stripe onboarding/ }).click();
  const link = page.getByRole("link", { name: "Continue to Stripe onboarding" });
  await expect(link).toHaveAttribute("target", "_blank");
  if (!javaScriptEnabled) await link.click();
  const onboarding = await popup;
  await expect(onboarding.getByRole("heading", { name: "Simulated Stripe onboarding" })).toBeVisible();
  return onboarding;
}

test("a user without the stripe_connect flag has no Stripe Connect", async ({ page }) => {
  const user = await createAffiliate();
  await signedIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  const res = await page.goto("/stripe-connect");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Stripe Connect is not available for your account.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect with Stripe" })).toHaveCount(0);
});

test("the connect email is required and must be valid", async ({ page }) => {
  await onStripeConnect(page);
  const email = page.getByLabel("Connect email");
  await email.fill("");
  await page.getByRole("button", { name: "Connect with Stripe" }).click();
  await expect(page.getByText("You need to add an email", { exact: true })).toBeVisible();

  await page.getByLabel("Connect email").fill("not-an-email");
  await page.getByRole("button", { name: "Connect with Stripe" }).click();
  await expect(page.getByText("You need to add an valid email")).toBeVisible();
  await expect(page.getByText("No Stripe account is connected.", { exact: false })).toBeVisible();
});

test("connect through the simulated onboarding, confirm, then disconnect", async ({ page }, testInfo) => {
  const user = await onStripeConnect(page);
  await expect(page.getByLabel("Connect email")).toHaveValue(user.email);
  await page.getByLabel("Connect email").fill(`payouts.${user.id}@coachhub.test`);
  const onboarding = await startOnboarding(page, testInfo.project.use.javaScriptEnabled !== false);
  await expect(onboarding.getByText(`payouts.${user.id}@coachhub.test`)).toBeVisible();

  await onboarding.getByRole("button", { name: "Complete onboarding" }).click();
  await expect(onboarding).toHaveURL(/\/stripe-connect\/redirect$/);
  await expect(onboarding.getByText("You have connected your Stripe account")).toBeVisible();
  await onboarding.close();

  // The first tab still offers to connect: asking again finds the onboarding complete and reloads.
  await page.getByRole("button", { name: /Connect with Stripe|Continue Stripe onboarding/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "You have connected your Stripe account" })).toBeVisible();
  await expect(page.getByText("Your Stripe account is connected.")).toBeVisible();
  await expect(page.getByText(/^acct_sim_[0-9a-f]{16}$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect with Stripe" })).toHaveCount(0);

  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("No Stripe account is connected.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect with Stripe" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Disconnect" })).toHaveCount(0);
});

test("leaving the onboarding early: the redirect page says it is not complete", async ({ page }, testInfo) => {
  await onStripeConnect(page);
  const onboarding = await startOnboarding(page, testInfo.project.use.javaScriptEnabled !== false);
  await onboarding.getByRole("link", { name: "Leave without completing" }).click();
  await expect(onboarding).toHaveURL(/\/stripe-connect\/redirect$/);
  await expect(onboarding.getByText("Your Stripe onboarding is not complete yet.")).toBeVisible();
  await onboarding.getByRole("link", { name: "Back to Stripe Connect" }).click();
  await expect(onboarding).toHaveURL(/\/stripe-connect$/);
  await expect(onboarding.getByText("Your Stripe onboarding is not complete.")).toBeVisible();
  await expect(onboarding.getByRole("button", { name: "Continue Stripe onboarding" })).toBeVisible();
  await expect(onboarding.getByRole("button", { name: "Disconnect" })).toBeVisible();
});

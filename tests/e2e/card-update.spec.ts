import { contactWithCustomerId, sendCardUpdateLink } from "../support/card-update";
import { expect, test } from "../support/fixtures";

test("a client updates their card through the emailed link: declined, then accepted, then the link is used", async ({
  page,
  javaScriptEnabled,
}) => {
  const setup = await contactWithCustomerId("USA");
  const path = await sendCardUpdateLink(setup);

  // The page needs no login.
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Update your credit card" })).toBeVisible();
  await expect(page.getByText(`Hello Card, Erin`)).toBeVisible();
  await expect(page.getByText("(USA)")).toBeVisible();

  const fill = async (number: string) => {
    await page.getByLabel("Card number").fill(number);
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Card Client");
    await page.getByRole("button", { name: "Update card" }).click();
  };

  await fill("4000 0000 0000 0002");
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  if (!javaScriptEnabled) {
    // The page the server sends back after a refusal has no number or CVC in it (with JavaScript the
    // browser simply keeps what was typed).
    await expect(page.getByLabel("Card number")).toHaveValue("");
    await expect(page.getByLabel("CVC")).toHaveValue("");
    await expect(page.getByLabel("Name on card")).toHaveValue("Card Client");
  }

  await fill("4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Your card has been updated" })).toBeVisible();

  await page.goto(path);
  await expect(page.getByText("This link was already used.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
});

test("a mistyped card is refused with a clear message and the link stays usable", async ({ page }) => {
  const setup = await contactWithCustomerId("Canada");
  const path = await sendCardUpdateLink(setup);
  await page.goto(path);
  await expect(page.getByText("(Canada)")).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4241");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Card Client");
  await page.getByRole("button", { name: "Update card" }).click();
  await expect(page.getByText("Your card number is incorrect.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Update card" })).toBeVisible();
});

test("an unknown link says so", async ({ page }) => {
  const res = await page.goto("/card-update/not-a-real-link");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("This link is not valid.", { exact: false })).toBeVisible();
});

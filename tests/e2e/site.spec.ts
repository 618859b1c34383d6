import { e2e } from "../support/env";
import { demo } from "../support/backend";
import { expect, signIn, signedIn, test } from "../support/fixtures";

test("maintenance mode replaces every page with the notice", async ({ page }) => {
  for (const path of ["/login", "/home", "/dashboard"]) {
    const res = await page.goto(`${e2e.maintenanceUrl}${path}`);
    expect(res?.status()).toBe(503);
    await expect(page.getByText("The site is under maintenance. Please try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "SIGN IN" })).toHaveCount(0);
  }
});

test("pages carry a nonce-based CSP and refuse framing", async ({ page }) => {
  const res = await page.goto("/login");
  const csp = res?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=_-]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res?.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a page read again carries a fresh nonce, the same in its header and on its scripts", async ({ page }) => {
  await signIn(page, demo.affiliate);
  const nonces: string[] = [];
  for (const _ of [1, 2]) {
    const res = await page.request.get("/action");
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    const scriptNonces = [...(await res.text()).matchAll(/<script[^>]*nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("a form post from another site is refused", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  const res = await page.request.post("/logout", { headers: { Origin: "https://evil.example" }, form: {} });
  expect(res.status()).toBe(403);
  await page.goto("/home");
  await expect(page.getByText("Welcome,")).toBeVisible();
});

test("a form post from another site to a page answers the app's 403 page", async ({ page }) => {
  await signIn(page, demo.affiliate);
  const res = await page.request.post("/newContact", {
    headers: { Origin: "https://evil.example" },
    form: { intent: "save", firstName: "Cross", lastName: "Site" },
  });
  expect(res.status()).toBe(403);
  const html = await res.text();
  expect(html).toContain("Access denied");
  expect(html).toContain("Cross-site request refused (Origin: https://evil.example).");
});

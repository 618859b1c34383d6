import { readFile } from "node:fs/promises";
import { backendLogin, demo } from "../support/backend";
import { e2e } from "../support/env";
import { expect, signedIn, test } from "../support/fixtures";

interface Item {
  id: number;
  name: string;
  type: "folder" | "file";
  icon: string;
  items?: Item[];
}

async function backendRaw(method: string, path: string, token: string) {
  return fetch(`${e2e.apiUrl}${path}`, { method, headers: { token, "referrer-host": "e2e" } });
}

test("an affiliate with library access opens a folder and downloads a file", async ({ page }) => {
  const token = await backendLogin(demo.affiliateWithDocs);
  const tree = (await (await backendRaw("GET", "/api/v1/library/data", token)).json()) as Item[];
  const folder = tree.find((item) => item.name === "Getting Started")!;
  const file = folder.items!.find((item) => item.icon === "pdf")!;
  const expected = Buffer.from(await (await backendRaw("POST", `/api/v1/library/download/${file.id}`, token)).arrayBuffer());

  await signedIn(page, demo.affiliateWithDocs);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  const download = page.getByRole("button", { name: `Download ${file.name}` });
  await expect(download).toBeHidden();
  await page.getByText(folder.name, { exact: true }).click();
  await expect(download).toBeVisible();
  const item = page.getByRole("treeitem").filter({ hasText: file.name }).last();
  await expect(item.getByRole("img", { name: "PDF document" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Word document", includeHidden: true }).first()).toBeAttached();
  await expect(page.getByRole("img", { name: "Video", includeHidden: true }).first()).toBeAttached();

  const [saved] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(saved.suggestedFilename()).toBe(`${file.name}.pdf`);
  const bytes = await readFile((await saved.path())!);
  expect(bytes.equals(expected)).toBe(true);
});

test("?open= opens a folder from the URL", async ({ page }) => {
  const token = await backendLogin(demo.affiliateWithDocs);
  const tree = (await (await backendRaw("GET", "/api/v1/library/data", token)).json()) as Item[];
  const folder = tree.find((item) => item.name === "Coaching Tools")!;
  await signedIn(page, demo.affiliateWithDocs);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/library?open=${folder.id}`);
  await expect(page.getByRole("button", { name: `Download ${folder.items![0]!.name}` })).toBeVisible();
});

test("a failed download comes back to the library with the spec's message", async ({ page }) => {
  await signedIn(page, demo.affiliateWithDocs);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/library/download/999999?name=Missing%20guide");
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText("Unable to download file Missing guide, try again later")).toBeVisible();
});

test("without canAccessDocs the library is refused", async ({ page }) => {
  await signedIn(page, demo.affiliate);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/library");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

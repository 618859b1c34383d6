import type { Page } from "@playwright/test";
import { formatExpiration } from "../../app/lib/format";
import { statusGroup, type StatusGroup } from "../../app/lib/status-groups";
import { backend, demo } from "../support/backend";
import { loginAs } from "../support/contact-records";
import { affiliateWithContact } from "../support/contacts";
import { expect, signedIn, test } from "../support/fixtures";

const grid = (page: Page) => page.getByRole("table", { name: "Contacts" });
const bodyRows = (page: Page) => grid(page).locator("tbody tr");
/** The text of one column, by its header's position. */
async function column(page: Page, header: string): Promise<string[]> {
  // Without JavaScript a sort link loads a new document: read its rows once all of them have arrived.
  await page.waitForLoadState("load");
  const headers = await grid(page).locator("thead th").allTextContents();
  const index = headers.findIndex((h) => h.replace(/[▲▼]/g, "").trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(", ")}`);
  return grid(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allTextContents();
}

/** The backend's page order for plain names (lower case, then code points: digits as text). */
const byFolded = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

interface SeededContact {
  email: string;
  clientStatus: string;
  expirationDate: string | null;
}

/** The demo affiliate's contacts as the backend has them now, in the given status groups. */
async function demoContacts(...groups: StatusGroup[]): Promise<SeededContact[]> {
  const { token, id } = await loginAs(demo.affiliate);
  const res = await backend<SeededContact[]>("GET", `/contact/report/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.filter((c) => groups.includes(statusGroup(c.clientStatus))).map((c) => ({ ...c, email: c.email ?? "" }));
}

const sorted = (values: string[]) => [...values].sort();

test("every status group is on by default; ?prospective=1 leaves only Potential Client", async ({ page, as }) => {
  await as("affiliate", "/viewContacts");
  await expect(page.getByRole("heading", { name: "View/Edit Contacts" })).toBeVisible();
  for (const label of ["Active Client", "Potential Client", "Past Client", "Other"]) {
    await expect(page.getByRole("checkbox", { name: label })).toBeChecked();
  }
  // The seeded affiliate: contacts of every status (docs/decisions/0005), no AFFILIATE column. Other tests add
  // contacts to this affiliate (new ones are never Potential or Pending), so counts are compared, not fixed.
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(grid(page).getByRole("columnheader", { name: "AFFILIATE" })).toHaveCount(0);
  const all = await demoContacts("active", "potential", "past", "other");
  expect(sorted(await column(page, "CLIENT STATUS"))).toEqual(sorted(all.map((c) => c.clientStatus)));
  for (const s of ["Active", "Paused", "Potential", "Pending", "Past", "Expired", "Terminated", "None"]) {
    expect(all.map((c) => c.clientStatus)).toContain(s);
  }

  await page.goto("/viewContacts?prospective=1");
  await expect(page.getByRole("checkbox", { name: "Potential Client" })).toBeChecked();
  for (const label of ["Active Client", "Past Client", "Other"]) {
    await expect(page.getByRole("checkbox", { name: label })).not.toBeChecked();
  }
  const potential = await demoContacts("potential");
  await expect(bodyRows(page)).toHaveCount(potential.length);
  expect(sorted(await column(page, "EMAIL"))).toEqual(sorted(potential.map((c) => c.email)));
  expect(sorted(await column(page, "CLIENT STATUS"))).toEqual(sorted(potential.map((c) => c.clientStatus)));
});

test("checking a filter goes into the URL (Apply without JavaScript, on change with it)", async ({
  page,
  as,
  javaScriptEnabled,
}) => {
  await as("affiliate", "/viewContacts?prospective=1");
  await page.getByRole("checkbox", { name: "Past Client" }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
  else await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
  await expect(page).toHaveURL(/f=1&potential=1&past=1/);
  const shown = await demoContacts("potential", "past");
  await expect(bodyRows(page)).toHaveCount(shown.length);
  expect(sorted(await column(page, "EMAIL"))).toEqual(sorted(shown.map((c) => c.email)));
  expect(sorted(await column(page, "CLIENT STATUS"))).toEqual(sorted(shown.map((c) => c.clientStatus)));
});

test("headers sort ascending first, then toggle; phones, emails and contract ends are formatted", async ({ page, as }) => {
  await as("affiliate", "/viewContacts");
  const header = grid(page).getByRole("columnheader", { name: "LAST NAME" });
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=lastName&dir=asc/);
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  const asc = await column(page, "LAST NAME");
  expect(asc).toEqual([...asc].sort(byFolded));
  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=lastName&dir=desc/);
  await expect(header).toHaveAttribute("aria-sort", "descending");
  expect(await column(page, "LAST NAME")).toEqual([...asc].sort(byFolded).reverse());

  await page.goto("/viewContacts?f=1&active=1&sort=contractEnd&dir=asc");
  await expect(grid(page).getByRole("columnheader", { name: "CONTRACT END" })).toHaveAttribute("aria-sort", "ascending");
  // Each row's CONTRACT END is its plan's last day of service: ascending, the contacts without a plan last.
  const active = await demoContacts("active");
  const endOf = new Map(active.map((c) => [c.email, c.expirationDate]));
  const emails = await column(page, "EMAIL");
  expect(sorted(emails)).toEqual(sorted(active.map((c) => c.email)));
  expect(await column(page, "CONTRACT END")).toEqual(emails.map((e) => formatExpiration(endOf.get(e) ?? null)));
  const days = emails.map((e) => endOf.get(e)?.slice(0, 10) ?? null);
  const planned = days.filter((d): d is string => d !== null);
  expect(days).toEqual([...[...planned].sort(), ...days.filter((d) => d === null)]);
  expect(planned.length).toBeGreaterThan(0);
  await expect(grid(page).locator("tbody tr").first().getByRole("link", { name: emails[0], exact: true })).toHaveAttribute(
    "href",
    `mailto:${emails[0]}`,
  );

  for (const name of ["CLIENT STATUS", "FIRST NAME", "PHONE", "EMAIL", "SOURCE", "PAYMENT STATUS"]) {
    await expect(grid(page).getByRole("columnheader", { name, exact: true }).getByRole("link")).toBeVisible();
  }
});

test("VIEW/EDIT opens the contact's form; the nav's View/Edit Contacts is the plain grid again", async ({ page }) => {
  const { affiliate, contact } = await affiliateWithContact();
  await signedIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "View/Edit Contacts" });
  await nav.click();
  await expect(page).toHaveURL(/\/viewContacts$/);
  await expect(page.getByLabel("Last Name")).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row).toContainText("(416) 555-0123");
  await expect(row.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);

  await row.getByRole("link", { name: `VIEW/EDIT ${contact.firstName} ${contact.lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/viewContacts/${contact.contactID}$`));
  await expect(page.getByLabel("First Name")).toHaveValue(contact.firstName);
  await expect(page.getByLabel("Last Name")).toHaveValue(contact.lastName);
  await expect(bodyRows(page).first()).toHaveAttribute("aria-current", "true");

  await nav.click();
  await expect(page).toHaveURL(/\/viewContacts$/);
  await expect(page.getByLabel("Last Name")).toHaveCount(0);
  await expect(bodyRows(page).first()).not.toHaveAttribute("aria-current", "true");
});

test("staff see every affiliate's contacts with an AFFILIATE column; impersonating, only that affiliate's", async ({
  page,
  as,
}) => {
  const { affiliate, contact } = await affiliateWithContact();
  await as("office", "/viewContacts");
  await expect(grid(page).getByRole("columnheader", { name: "AFFILIATE" })).toBeVisible();
  const affiliates = new Set(await column(page, "AFFILIATE"));
  expect(affiliates.size).toBeGreaterThan(2);
  // One page of every affiliate's: the new contact is on one of them, found here by its unique last name.
  await grid(page).getByRole("columnheader", { name: "AFFILIATE" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=affiliateName&dir=asc/);
  await expect(grid(page).getByRole("columnheader", { name: "AFFILIATE" })).toHaveAttribute("aria-sort", "ascending");
  const office = await loginAs(demo.office);
  const all = await backend<{ lastName: string }[]>("GET", `/contact/report/${office.id}`, { token: office.token });
  const before = all.body.filter((c) => byFolded(c.lastName, contact.lastName) > 0).length;
  await page.goto(`/viewContacts?sort=lastName&dir=desc&gridPage=${Math.floor(before / 100) + 1}`);
  await expect(bodyRows(page).filter({ hasText: contact.email })).toHaveCount(1);

  await page.goto(`/search?q=${encodeURIComponent(contact.lastName)}`);
  await page.getByRole("button", { name: /^IMPERSONATE / }).click();
  await expect(page.getByText(`Impersonating ${affiliate.email}`)).toBeVisible();
  await page.goto("/viewContacts");
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(grid(page).getByRole("columnheader", { name: "AFFILIATE" })).toHaveCount(0);
});

test("staff page through every affiliate's contacts 100 at a time; the page is in the URL and VIEW/EDIT keeps it", async ({
  page,
  as,
}) => {
  await as("office", "/viewContacts");
  const pager = page.getByRole("navigation", { name: "Contact pages" });
  const status = pager.getByRole("status");
  await expect(status).toHaveText(/^Contacts 1–100 of \d+$/);
  const total = Number((await status.textContent())!.replace(/.* of /, ""));
  expect(total).toBeGreaterThan(100);
  await expect(bodyRows(page)).toHaveCount(100);
  await expect(pager).toContainText(`Page 1 of ${Math.ceil(total / 100)}`);
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  const ids = async () =>
    (
      await grid(page)
        .getByRole("link", { name: /^VIEW\/EDIT / })
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    ).map((href) => Number(href!.match(/\/viewContacts\/(\d+)/)![1]));
  const first = await ids();
  const lastNames = await column(page, "LAST NAME");

  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/viewContacts\?gridPage=2$/);
  await expect(status).toHaveText(new RegExp(`^Contacts 101–${Math.min(200, total)} of ${total}$`));
  await expect(pager).toContainText(`Page 2 of ${Math.ceil(total / 100)}`);
  const second = await ids();
  expect(second.filter((id) => first.includes(id))).toEqual([]);
  // The default order runs on across pages: by last name.
  expect(byFolded(lastNames.at(-1)!, (await column(page, "LAST NAME"))[0]!)).toBeLessThanOrEqual(0);

  // VIEW/EDIT keeps the grid's query: the form opens above page 2.
  const row = bodyRows(page).first();
  await row.getByRole("link", { name: /^VIEW\/EDIT / }).click();
  await expect(page).toHaveURL(new RegExp(`/viewContacts/${second[0]}\\?gridPage=2$`));
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expect(status).toHaveText(/^Contacts 101–/);
  await expect(bodyRows(page).first()).toHaveAttribute("aria-current", "true");

  // The form's CANCEL (and its posts) come back to the same page of the grid.
  await page.getByRole("link", { name: "CANCEL", exact: true }).click();
  await expect(page).toHaveURL(/\/viewContacts\?gridPage=2$/);
  await expect(page.getByLabel("First Name")).toHaveCount(0);
  await expect(status).toHaveText(/^Contacts 101–/);
  await row.getByRole("link", { name: /^VIEW\/EDIT / }).click();
  await expect(page).toHaveURL(new RegExp(`/viewContacts/${second[0]}\\?gridPage=2$`));

  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(new RegExp(`/viewContacts/${second[0]}$`));
  await expect(status).toHaveText(/^Contacts 1–100 of /);
  expect(await ids()).toEqual(first);

  // A sort or a filter starts again at the first page, and keeps the other.
  await page.goto("/viewContacts?sort=email&dir=desc&gridPage=3");
  await expect(status).toHaveText(/^Contacts 201–/);
  await grid(page).getByRole("columnheader", { name: "LAST NAME" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/viewContacts\?sort=lastName&dir=asc$/);
  await expect(status).toHaveText(/^Contacts 1–100 of /);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/viewContacts\?gridPage=2&sort=lastName&dir=asc$/);
});

test("a page past the last says so; a filter that matches nothing says so", async ({ page, as }) => {
  await as("affiliate", "/viewContacts?gridPage=50");
  const pager = page.getByRole("navigation", { name: "Contact pages" });
  await expect(pager.getByRole("status")).toHaveText(/^No contacts on this page \(\d+ in all\)$/);
  await expect(bodyRows(page)).toHaveCount(0);
  await expect(page.getByText("No contacts match the checked filters.")).toHaveCount(0);
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/gridPage=1$|\/viewContacts$/);
  await expect(bodyRows(page).first()).toBeVisible();

  await page.goto("/viewContacts?f=1");
  await expect(bodyRows(page)).toHaveCount(0);
  await expect(page.getByText("No contacts match the checked filters.")).toBeVisible();
  await expect(pager).toHaveCount(0);
});

import { activePlan, monthAhead, pausePlan } from "../support/billing-plans";
import { expect, test } from "../support/fixtures";

// Issue 14: the billing-run preview (docs/decisions/0221-0226): the run's dry run of a date, per currency
// and affiliate, with the anomalies; a GET form, so it works with JavaScript and without.

const monthName = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

test("finance preview a 25th: per-currency tables of affiliates, and a pause ending that month as an anomaly", async ({
  page,
  as,
}) => {
  // A pause that ends the month after next: the run of next month's 25th resumes and bills it.
  const { plan, owner, contact } = await activePlan();
  await pausePlan(plan, owner);
  const resumeMonth = monthAhead(2);
  const date = `${monthAhead(1).slice(0, 7)}-25`;

  await as("finance", "/action");
  await page.getByRole("link", { name: "Billing run preview" }).click();
  await expect(page.getByRole("heading", { name: "Billing run preview", level: 1 })).toBeVisible();
  await page.getByLabel("Run date").fill(date);
  await page.getByRole("button", { name: "PREVIEW" }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/preview\\?date=${date}$`));
  await expect(page.getByRole("heading", { level: 2 })).toContainText(`invoices for ${monthName(resumeMonth)}`);
  await expect(page.getByLabel("Run date")).toHaveValue(date);

  // The demo data bills in both currencies, never summed together: one table each, USD first.
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["USD", "CAD", "Anomalies"]);
  for (const currency of ["USD", "CAD"]) {
    const table = page.getByRole("table", { name: `Invoices issued and charged in ${currency}, per affiliate` });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Affiliate",
      "Invoices issued",
      "Issued total",
      "Charges",
      "Charged total",
    ]);
    const total = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total", exact: true }) });
    await expect(total.getByRole("cell").nth(1)).toHaveText(new RegExp(`^\\$[\\d,]+\\.\\d{2} ${currency}$`));
    await expect(table.getByRole("row")).not.toHaveCount(2);
  }

  const anomalies = page.getByRole("table", { name: /^Plans the run would bill wrongly/ });
  const row = anomalies.getByRole("row").filter({ hasText: `${contact.firstName} ${contact.lastName}` });
  await expect(row.getByRole("cell")).toHaveText([
    "Pause ending",
    /^Olga /,
    `${contact.firstName} ${contact.lastName}`,
    String(plan.billingPlanID),
    `The pause ends in ${monthName(resumeMonth)}: billing resumes.`,
  ]);
});

test("a bookmarked preview with a date that does not exist says so", async ({ page, as }) => {
  await as("finance", "/billing/preview?date=2026-02-30");
  await expect(page.getByRole("alert")).toHaveText("The date is not a valid date: 2026-02-30");
  await expect(page.getByLabel("Run date")).toBeVisible();
});

test("without a date it previews the next 25th", async ({ page, as }) => {
  await as("office", "/billing/preview");
  await expect(page.getByLabel("Run date")).toHaveValue(/^\d{4}-\d{2}-25$/);
  await expect(page.getByRole("heading", { level: 2 })).toContainText(/^Run of [A-Z][a-z]{2}\. 25, \d{4}: invoices for/);
});

test("an affiliate may not open the preview and sees no link to it", async ({ page, as }) => {
  await as("affiliate", "/action");
  await expect(page.getByRole("link", { name: "Billing run preview" })).toHaveCount(0);
  await page.goto("/billing/preview");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(page.getByText("Only staff can preview the billing run.")).toBeVisible();
});

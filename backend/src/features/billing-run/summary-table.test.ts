import { expect, test } from "vitest";
import { SummaryBuilder } from "./summary";
import { summaryTable } from "./summary-table";

test("the CLI's table lists every item and totals each kind per currency, never summing USD and CAD", () => {
  const summary = new SummaryBuilder("2026-11-25", false);
  const item = { billingPlanId: 7, contactId: 3, affiliateId: 2, month: "2026-12-01", detail: "Sent to Stripe" };
  summary.issued.push({ ...item, invoiceId: 11, clientName: "Ada Lovelace", currency: "USD", amountCents: 40_000 });
  summary.issued.push({ ...item, invoiceId: 12, clientName: "Émile Roy", currency: "CAD", amountCents: 22_600 });
  summary.expired.push({ billingPlanId: 9, contactId: 4, clientName: "Bo Chen" });
  expect(summaryTable(summary.build()).split("\n")).toEqual([
    "Billing run for 2026-11-25",
    "",
    "What     Invoice  Plan  Client        Month    Amount       Detail",
    "issued   11       7     Ada Lovelace  2026-12  $400.00 USD  Sent to Stripe",
    "issued   12       7     Émile Roy     2026-12  $226.00 CAD  Sent to Stripe",
    "expired           9     Bo Chen",
    "",
    "Totals    Count  Amount",
    "issued    2      $400.00 USD, $226.00 CAD",
    "charged   0      —",
    "declined  0      —",
    "overdue   0      —",
    "reminded  0      —",
    "expired   1",
    "resumed   0",
  ]);
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { clockKit } from "../../testing/billing-clock-kit";
import { castBackend } from "../../testing/cast-backend";
import type { TestBackend } from "../../testing/harness";
import { type Cast, type TestUser } from "../../testing/users";

/** An auto-charge client hears of the invoice on the 25th and gets a receipt of the charge on the 1st (issue 37). */
let backend: TestBackend;
let users: Record<Cast, TestUser>;
let kit: ReturnType<typeof clockKit>;

beforeAll(async () => {
  ({ backend, users } = await castBackend({ BILLING_TEST_CLOCK: "true" }, new Date("2026-12-10T15:00:00Z")));
  kit = clockKit(backend, users);
});
afterAll(() => backend.close());

test("the 25th emails the invoice saying when the card will be charged; it stays Sent to Stripe; the 1st's charge sends a receipt", async () => {
  const plan = await kit.activePlan();
  await kit.run("2026-12-25");
  const [invoice] = await kit.invoicesOf(plan.planId);
  expect(invoice!.status).toBe(INVOICE_STATUS.sentToStripe);
  const issued = await kit.mailTo(plan.email);
  // Its "View and pay" link (issue 38): the invoice's pay page.
  const payLink = /View and pay: (\S+)/.exec(issued[0]!.text)?.[1];
  expect(payLink).toMatch(new RegExp(`/pay/${invoice!.id}/[A-Za-z0-9_-]{43}$`));
  expect(issued.map((m) => [m.subject, m.text])).toEqual([
    [
      `Invoice ${invoice!.number}: January 2027 coaching services`,
      [
        "Dear Ada,",
        "",
        `Please find attached your invoice ${invoice!.number}, "January 2027 coaching services".`,
        "Total: $200.00 USD",
        "Balance due: $200.00 USD",
        "Due date: Jan. 01, 2027",
        "Your card on file will be charged on January 1, 2027.",
        `View and pay: ${payLink}`,
      ].join("\n"),
    ],
  ]);
  expect(issued[0]!.invoiceId).toBeNull();

  await kit.run("2027-01-01");
  const [paid] = await kit.paymentsOf(invoice!.id);
  const mails = await kit.mailTo(plan.email);
  expect(mails.map((m) => [m.subject, m.text]).slice(1)).toEqual([
    [
      "Receipt for January 2027 coaching services",
      [
        "Hello Ada,",
        "",
        "We received your payment of $200.00 USD for January 2027 coaching services. Thank you.",
        "",
        "Amount: $200.00 USD",
        `Invoice: ${invoice!.number}, January 2027 coaching services`,
        "Method: Credit Card USA",
        "Remaining balance: $0.00 USD",
        `Receipt: ${paid!.receiptUrl}`,
      ].join("\n"),
    ],
  ]);
  // A rerun of the 1st charges nothing and sends nothing more.
  await kit.run("2027-01-01");
  expect(await kit.mailTo(plan.email)).toHaveLength(2);
});

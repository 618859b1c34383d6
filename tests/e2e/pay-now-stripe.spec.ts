import { emailsTo } from "../support/backend";
import { contactWithCustomerId, sendCardUpdateLink } from "../support/card-update";
import { expect, test } from "../support/fixtures";
import { invoiceNow, type Invoice } from "../support/invoices";
import { emailedManualInvoice } from "../support/pay-links";
import { startStripeStack } from "../support/stripe-stack";

// Issue 38 with Stripe keys (docs/decisions/0378, 0404): the pay page sends the client to Stripe Checkout
// in payment mode and back. Stripe's webhook (checkout.session.completed) arrives as the client pays, the
// browser's return confirms the same session, and Stripe delivers the event again: one payment, one receipt.
// The card-update page's Checkout (setup mode) takes the same way out with JavaScript off (CSP form-action).

let stack: Awaited<ReturnType<typeof startStripeStack>>;
/** The invoice being paid, and what the webhook saw of it when Stripe delivered the event. */
let paying: Invoice | undefined;
const deliveries: { eventId: string; session: Record<string, unknown>; status: number; paidAfter: number }[] = [];

test.beforeAll(async () => {
  // A fresh database migrated by `npm run user:add`, then a backend and a web app: slower than a test.
  test.setTimeout(240_000);
  stack = await startStripeStack({
    // Stripe's webhook, sent as the client pays: the test waits until the backend recorded it, so the
    // browser's return finds the payment already there.
    onCheckoutPaid: async (session) => {
      const eventId = `evt_${String(session.id)}`;
      const answer = await stack.deliver({ id: eventId, type: "checkout.session.completed", object: session });
      let paidAfter = 0;
      for (let tries = 0; tries < 150 && paidAfter === 0; tries++) {
        const now = await invoiceNow(paying!);
        paidAfter = now.invoiceStatusID === 5 ? now.paymentDetails.length : 0;
        if (paidAfter === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      deliveries.push({ eventId, session, status: answer.status, paidAfter });
    },
  });
});
test.afterAll(async () => {
  await stack?.stop();
});

test("the client pays on Stripe Checkout and comes back to the receipt; the webhook, the return and the webhook again record one payment", async ({
  page,
}) => {
  const { invoice, path, email } = await emailedManualInvoice();
  paying = invoice;
  await page.goto(`${stack.webUrl}${path}`);
  await expect(page.getByText("Balance: $120.00 USD")).toBeVisible();
  await expect(page.getByText("You will enter your card on Stripe's secure page and come back here afterwards.")).toBeVisible();
  await page.getByRole("button", { name: "PAY" }).click();

  await expect(page.getByRole("heading", { name: "Stripe Checkout (test stand-in)" })).toBeVisible();
  await expect(page.getByText("Pay 120.00 USD")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(`${stack.webUrl}${path}?paid=1`);
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(page.getByText("Balance: $0.00 USD")).toBeVisible();
  const delivered = deliveries.at(-1)!;
  const intent = `pi_${String(delivered.session.id)}`;
  await expect(page.getByText(intent, { exact: true })).toBeVisible();
  // The webhook came first and recorded the payment before the browser was back.
  expect(delivered).toMatchObject({ status: 200, paidAfter: 1 });

  // Stripe delivers the same event again (a retry): it is stored once and records nothing.
  const retry = await stack.deliver({ id: delivered.eventId, type: "checkout.session.completed", object: delivered.session });
  expect(retry).toEqual({ status: 200, body: { received: true, duplicate: true, outcome: "already handled" } });

  const paid = await invoiceNow(invoice);
  expect(paid.invoiceStatusID).toBe(5);
  expect(paid.paymentDetails.filter((p) => !p.isVoid).map((p) => p.stripeChargeId)).toEqual([intent]);
  expect((await emailsTo(email)).filter((m) => m.subject === "Receipt for Coaching package")).toHaveLength(1);
});

test("the card-update link with Stripe: Continue to Stripe, the card saved on Checkout, back to the page that says so", async ({
  page,
}) => {
  const path = await sendCardUpdateLink(await contactWithCustomerId("USA"));
  await page.goto(`${stack.webUrl}${path}`);
  await page.getByRole("button", { name: "Continue to Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Stripe Checkout (test stand-in)" })).toBeVisible();
  await expect(page.getByText("Save a card")).toBeVisible();
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(`${stack.webUrl}${path}?updated=1`);
  await expect(page.getByRole("heading", { name: "Your card has been updated" })).toBeVisible();
});

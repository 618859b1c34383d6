import { describe, expect, test } from "vitest";
import {
  notFound,
  resourceMissing,
  useStripeApiServer,
  type StripeApiAnswer,
  type StripeApiRequest,
} from "../../testing/stripe-api-server";
import { NO_SAVED_CARD } from "./charges";

/**
 * The local Stripe stand-in answers customers and payment intents with Stripe's
 * idempotency: a key seen before answers the first response again, whatever happens in between.
 */
const replies = new Map<string, StripeApiAnswer>();
const defaultCard: Record<string, string | null> = {
  cus_visa: "pm_card_visa",
  cus_declines: "pm_card_declined",
  cus_nocard: null,
};
let nextCharge = 1;

function paymentIntent(form: URLSearchParams): StripeApiAnswer {
  const base = {
    object: "payment_intent",
    amount: Number(form.get("amount")),
    currency: form.get("currency"),
    customer: form.get("customer"),
    payment_method: form.get("payment_method"),
  };
  if (form.get("payment_method") === "pm_card_declined") {
    return {
      status: 402,
      body: {
        error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
          payment_intent: { id: "pi_declined", ...base, status: "requires_payment_method" },
        },
      },
    };
  }
  const charge = `ch_fake${nextCharge++}`;
  return {
    status: 200,
    body: {
      id: `pi_fake${nextCharge}`,
      ...base,
      status: "succeeded",
      latest_charge: { id: charge, object: "charge", receipt_url: `https://pay.stripe.test/receipts/${charge}` },
    },
  };
}

/** A payment method as Stripe expands it: the card's brand, last 4 and expiry. */
const expandedMethod = (id: string) => ({
  id,
  object: "payment_method",
  type: "card",
  card: { brand: "visa", last4: id === "pm_card_declined" ? "0341" : "4242", exp_month: 12, exp_year: 2034 },
});

function answer({ method, path, query, form, idempotencyKey }: StripeApiRequest): StripeApiAnswer {
  const customer = path.match(/^\/v1\/customers\/([^/]+)$/)?.[1];
  if (method === "GET" && customer) {
    if (!(customer in defaultCard)) {
      return resourceMissing(`No such customer: '${customer}'`);
    }
    const pm = defaultCard[customer]!;
    const expanded = [...query].some(([k, v]) => k.startsWith("expand") && v === "invoice_settings.default_payment_method");
    return {
      status: 200,
      body: {
        id: customer,
        object: "customer",
        invoice_settings: { default_payment_method: pm && expanded ? expandedMethod(pm) : pm },
      },
    };
  }
  if (method === "POST" && path === "/v1/payment_intents") {
    if (idempotencyKey && replies.has(idempotencyKey)) return replies.get(idempotencyKey)!;
    const reply = paymentIntent(form);
    if (idempotencyKey) replies.set(idempotencyKey, reply);
    return reply;
  }
  return notFound;
}

const stripe = useStripeApiServer(answer);
const provider = stripe.provider;

const charge = (customerId: string, idempotencyKey: string, region: "USA" | "Canada" = "USA") =>
  provider().paymentIntents.charge({
    region,
    customerId,
    amountCents: 22_600,
    currency: region === "Canada" ? "CAD" : "USD",
    idempotencyKey,
    description: "January 2027 coaching services",
    metadata: { invoiceId: "42", attempt: "1" },
  });

describe("charges through Stripe payment intents", () => {
  test("the default card, off session, confirmed at once, with our idempotency key and the region's key", async () => {
    const result = await charge("cus_visa", "coachhub-invoice-42-attempt-1", "Canada");
    expect(result).toEqual({
      status: "succeeded",
      chargeId: expect.stringMatching(/^ch_fake\d+$/),
      receiptUrl: expect.stringContaining("/receipts/ch_fake"),
    });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/customers/cus_visa",
      "POST /v1/payment_intents",
    ]);
    const intent = stripe.requests[1]!;
    expect(intent.auth).toBe("Bearer sk_test_canada");
    expect(intent.idempotencyKey).toBe("coachhub-invoice-42-attempt-1");
    expect(Object.fromEntries(intent.form)).toMatchObject({
      amount: "22600",
      currency: "cad",
      customer: "cus_visa",
      payment_method: "pm_card_visa",
      off_session: "true",
      confirm: "true",
      description: "January 2027 coaching services",
      "metadata[invoiceId]": "42",
      "expand[0]": "latest_charge",
    });
  });

  test("the same key answers the same charge again: never a second one", async () => {
    const first = await charge("cus_visa", "coachhub-invoice-43-attempt-1");
    const again = await charge("cus_visa", "coachhub-invoice-43-attempt-1");
    expect(again).toEqual(first);
  });

  test("a declined card is an answer with Stripe's decline code and message, replayed for the same key", async () => {
    const declined = await charge("cus_declines", "coachhub-invoice-44-attempt-1");
    expect(declined).toEqual({ status: "declined", code: "generic_decline", message: "Your card was declined." });
    expect(await charge("cus_declines", "coachhub-invoice-44-attempt-1")).toEqual(declined);
  });

  test("a customer without a default card, or unknown to Stripe, is declined without a payment intent", async () => {
    expect(await charge("cus_nocard", "k-nocard")).toEqual({ status: "declined", ...NO_SAVED_CARD });
    expect(await charge("cus_unknown", "k-unknown")).toEqual({ status: "declined", ...NO_SAVED_CARD });
    expect(stripe.requests.filter((r) => r.path === "/v1/payment_intents")).toEqual([]);
  });

  test("a region without a key is a provider failure, for the caller to retry with the same key", async () => {
    const usaOnly = provider({ USA: "sk_test_usa" });
    await expect(
      usaOnly.paymentIntents.charge({
        region: "Canada",
        customerId: "cus_visa",
        amountCents: 100,
        currency: "CAD",
        idempotencyKey: "k-ca",
        description: "x",
      }),
    ).rejects.toMatchObject({ name: "PaymentProviderError", code: "region_not_configured" });
  });
});

describe("a customer's default card (client details)", () => {
  test("brand, last 4 and expiry of the customer's default payment method, expanded in one read", async () => {
    stripe.requests.length = 0;
    expect(await provider().customers.defaultCard({ region: "Canada", customerId: "cus_visa" })).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2034,
    });
    expect(stripe.requests.map((r) => `${r.method} ${r.path} ${r.auth}`)).toEqual([
      "GET /v1/customers/cus_visa Bearer sk_test_canada",
    ]);
  });

  test("no default card, or a customer Stripe does not know: null", async () => {
    expect(await provider().customers.defaultCard({ region: "USA", customerId: "cus_nocard" })).toBeNull();
    expect(await provider().customers.defaultCard({ region: "USA", customerId: "cus_unknown" })).toBeNull();
  });
});

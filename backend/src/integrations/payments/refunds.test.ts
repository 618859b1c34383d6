import { describe, expect, test } from "vitest";
import {
  notFound,
  resourceMissing,
  stripeError,
  useStripeApiServer,
  type StripeApiAnswer,
  type StripeApiRequest,
} from "../../testing/stripe-api-server";
import { PaymentProviderError } from "./provider";
import { createSimulatedRefunds } from "./simulated-refunds";

const refundsByKey = new Map<string, unknown>();

/** The local Stripe stand-in answers /v1/refunds, idempotent by key as Stripe is. */
function answer({ method, path, form, idempotencyKey }: StripeApiRequest): StripeApiAnswer {
  if (method !== "POST" || path !== "/v1/refunds") return notFound;
  const charge = form.get("charge") ?? form.get("payment_intent");
  if (charge === "ch_missing") return resourceMissing("No such charge: 'ch_missing'");
  if (form.get("amount") === "999999")
    return stripeError(400, {
      type: "invalid_request_error",
      code: "amount_too_large",
      message: "Refund amount is greater than unrefunded amount.",
    });
  const known = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
  if (known) return { status: 200, body: known };
  const refund = {
    id: `re_fake${refundsByKey.size + 1}`,
    object: "refund",
    amount: Number(form.get("amount")),
    charge: form.get("charge"),
    payment_intent: form.get("payment_intent"),
    status: charge === "ch_async" ? "pending" : "succeeded",
  };
  if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
  return { status: 200, body: refund };
}

const stripeApi = useStripeApiServer(answer);
const stripe = stripeApi.provider;

describe("the stripe provider's refunds", () => {
  test("refunds a charge on the region's account with our idempotency key; the same key answers the same refund", async () => {
    const input = { region: "Canada" as const, chargeId: "ch_1", amountCents: 2500, idempotencyKey: "refund-payment-41" };
    const first = await stripe().refunds.refund(input);
    const again = await stripe().refunds.refund(input);
    expect(first).toEqual({ refundId: "re_fake1", status: "succeeded" });
    expect(again).toEqual(first);
    expect(stripeApi.requests).toHaveLength(2);
    expect(stripeApi.requests[0]!.auth).toBe("Bearer sk_test_canada");
    expect(stripeApi.requests[0]!.idempotencyKey).toBe("refund-payment-41");
    expect(stripeApi.requests[0]!.form.get("charge")).toBe("ch_1");
    expect(stripeApi.requests[0]!.form.get("amount")).toBe("2500");
  });

  test("a payment intent is refunded as payment_intent; a pending refund is pending", async () => {
    const got = await stripe().refunds.refund({
      region: "USA",
      chargeId: "pi_9",
      amountCents: 100,
      idempotencyKey: "refund-payment-42",
    });
    expect(stripeApi.requests[0]!.form.get("payment_intent")).toBe("pi_9");
    expect(stripeApi.requests[0]!.auth).toBe("Bearer sk_test_usa");
    expect(got.status).toBe("succeeded");
    const pending = await stripe().refunds.refund({
      region: "USA",
      chargeId: "ch_async",
      amountCents: 100,
      idempotencyKey: "k43",
    });
    expect(pending.status).toBe("pending");
  });

  test("Stripe's refusals are PaymentProviderErrors with its message and code", async () => {
    const refused = stripe().refunds.refund({ region: "USA", chargeId: "ch_missing", amountCents: 100, idempotencyKey: "k44" });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({ message: "No such charge: 'ch_missing'", code: "resource_missing" });
    await expect(
      stripe().refunds.refund({ region: "USA", chargeId: "ch_1", amountCents: 999999, idempotencyKey: "k45" }),
    ).rejects.toMatchObject({ message: "Refund amount is greater than unrefunded amount.", code: "amount_too_large" });
  });
});

describe("the simulated provider's refunds", () => {
  test("the same key answers the same refund id; an unknown charge is refused", async () => {
    const refunds = createSimulatedRefunds();
    const input = { region: "USA" as const, chargeId: "sim_ch_1", amountCents: 500, idempotencyKey: "refund-payment-7" };
    const first = await refunds.refund(input);
    expect(first.status).toBe("succeeded");
    expect(first.refundId).toMatch(/^sim_re_[0-9a-f]{24}$/);
    expect(await refunds.refund(input)).toEqual(first);
    await expect(refunds.refund({ ...input, chargeId: "nope" })).rejects.toMatchObject({ message: "No such charge: 'nope'" });
  });
});

import { describe, expect, test } from "vitest";
import {
  notFound,
  stripeError,
  transferAnswer,
  useStripeApiServer,
  type StripeApiAnswer,
  type StripeApiRequest,
} from "../../testing/stripe-api-server";
import { PaymentProviderError } from "./provider";

/** The local Stripe stand-in answers transfers with Stripe's idempotency: a key seen before answers the first response. */
const replies = new Map<string, StripeApiAnswer>();
let next = 1;

function answer({ method, path, form, idempotencyKey }: StripeApiRequest): StripeApiAnswer {
  if (method !== "POST" || path !== "/v1/transfers") return notFound;
  if (form.get("destination") === "acct_broken") return stripeError(500, { type: "api_error", message: "Something went wrong." });
  if (idempotencyKey && replies.has(idempotencyKey)) return replies.get(idempotencyKey)!;
  const refuse =
    form.get("destination") === "acct_not_ready"
      ? { code: "account_invalid", message: "The destination account needs to have the transfers capability enabled." }
      : undefined;
  const reply = transferAnswer(form, `tr_fake${next++}`, refuse);
  if (idempotencyKey) replies.set(idempotencyKey, reply);
  return reply;
}

const stripe = useStripeApiServer(answer);
const provider = stripe.provider;

const transfer = (destinationAccountId: string, idempotencyKey: string, currency: "USD" | "CAD" = "CAD") =>
  provider().transfers.create({
    destinationAccountId,
    amountCents: 20_600,
    currency,
    idempotencyKey,
    metadata: { payoutId: "7", affiliateId: "42" },
  });

describe("Connect transfers through Stripe", () => {
  test("on the platform account, in the payout's currency, with our idempotency key and metadata", async () => {
    const result = await transfer("acct_ready", "coachhub-payout-42-2026-10-01-2026-10-31-CAD-attempt-1");
    expect(result).toEqual({ status: "paid", transferId: expect.stringMatching(/^tr_fake\d+$/) });
    const [sent] = stripe.requests;
    expect(sent).toMatchObject({
      method: "POST",
      path: "/v1/transfers",
      auth: "Bearer sk_test_usa",
      idempotencyKey: "coachhub-payout-42-2026-10-01-2026-10-31-CAD-attempt-1",
    });
    expect(Object.fromEntries(sent!.form)).toEqual({
      amount: "20600",
      currency: "cad",
      destination: "acct_ready",
      "metadata[payoutId]": "7",
      "metadata[affiliateId]": "42",
    });
  });

  test("the same key answers the first transfer again", async () => {
    const first = await transfer("acct_ready", "key-again", "USD");
    const second = await transfer("acct_ready", "key-again", "USD");
    expect(second).toEqual(first);
  });

  test("a destination Stripe refuses is a refusal with Stripe's code and message", async () => {
    expect(await transfer("acct_not_ready", "key-refused")).toEqual({
      status: "refused",
      code: "account_invalid",
      message: "The destination account needs to have the transfers capability enabled.",
    });
  });

  test("anything else is thrown for the caller to retry with the same key", async () => {
    await expect(transfer("acct_broken", "key-broken")).rejects.toBeInstanceOf(PaymentProviderError);
  });

  test("with only the Canadian key, Connect (and its transfers) live on the Canadian account", async () => {
    await provider({ Canada: "sk_test_canada" }).transfers.create({
      destinationAccountId: "acct_ready",
      amountCents: 100,
      currency: "CAD",
      idempotencyKey: "key-canada",
    });
    expect(stripe.requests[0]!.auth).toBe("Bearer sk_test_canada");
  });
});

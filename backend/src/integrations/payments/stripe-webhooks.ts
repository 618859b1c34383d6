import Stripe from "stripe";
import { PaymentProviderError } from "./provider";

/** How old a signed delivery may be (Stripe's default tolerance), against replays. */
const TOLERANCE_SECONDS = 300;

/**
 * A Stripe webhook delivery checked by its `Stripe-Signature` header against STRIPE_WEBHOOK_SECRET
 * (stripe.webhooks.constructEvent: HMAC over the raw body and timestamp). A bad one is a PaymentProviderError.
 */
export function verifyStripeEvent(rawBody: string, signature: string | undefined, secret: string, nowMs?: number): Stripe.Event {
  if (!signature) throw new PaymentProviderError("The Stripe-Signature header is missing.", "signature_missing");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, TOLERANCE_SECONDS, undefined, nowMs);
  } catch (error) {
    throw new PaymentProviderError(error instanceof Error ? error.message : String(error), "signature_invalid");
  }
}

/** A signed delivery as Stripe makes it, for tests and the local demo (stripe.webhooks.generateTestHeaderString). */
export function signStripePayload(payload: string, secret: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}

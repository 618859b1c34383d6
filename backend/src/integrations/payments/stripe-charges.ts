import Stripe from "stripe";
import { NO_SAVED_CARD, type ChargeResult, type PaymentIntentsApi } from "./charges";
import type { PaymentRegion } from "./provider";

/**
 * Charges through Stripe payment intents: the customer's default card (invoice_settings), confirmed off
 * session in the same call, with the caller's idempotency key. A decline is an answer (Stripe replays it for
 * the same key); anything else (network, configuration) is thrown for the caller to retry with the same key.
 */
export function stripePaymentIntents(
  clientFor: (region: PaymentRegion) => Stripe,
  providerError: (error: unknown) => Error,
): PaymentIntentsApi {
  return {
    async charge(input): Promise<ChargeResult> {
      const stripe = clientFor(input.region);
      try {
        const customer = await stripe.customers.retrieve(input.customerId);
        const method =
          "deleted" in customer && customer.deleted
            ? null
            : (customer as Stripe.Customer).invoice_settings?.default_payment_method;
        const paymentMethod = typeof method === "string" ? method : (method?.id ?? null);
        if (!paymentMethod) return { status: "declined", ...NO_SAVED_CARD };
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata ?? {},
            expand: ["latest_charge"],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
        if (intent.status === "succeeded") {
          return { status: "succeeded", chargeId: charge?.id ?? intent.id, receiptUrl: charge?.receipt_url ?? null };
        }
        return {
          status: "declined",
          code: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? "authentication_required",
          message: intent.last_payment_error?.message ?? "The card needs the client's authentication for this charge.",
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: "declined", code: error.decline_code ?? error.code ?? "card_declined", message: error.message };
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") {
          return { status: "declined", ...NO_SAVED_CARD };
        }
        throw providerError(error);
      }
    },
  };
}

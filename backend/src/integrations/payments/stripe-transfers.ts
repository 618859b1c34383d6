import Stripe from "stripe";
import type { TransferResult, TransfersApi } from "./transfers";

/**
 * Connect transfers through the official SDK: `transfers.create` on the platform account (where the
 * connected accounts live, docs/decisions/0247) in the payout's currency, with the caller's idempotency key.
 * A request Stripe refuses (destination not ready, balance too low, currency not allowed) is an answer;
 * anything else (network, authentication) is thrown for the caller to retry with the same key.
 */
export function stripeTransfers(platform: () => Stripe, providerError: (error: unknown) => Error): TransfersApi {
  return {
    async create(input): Promise<TransferResult> {
      try {
        const transfer = await platform().transfers.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            destination: input.destinationAccountId,
            metadata: input.metadata ?? {},
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { status: "paid", transferId: transfer.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { status: "refused", code: error.code ?? "invalid_request_error", message: error.message };
        }
        throw providerError(error);
      }
    },
  };
}

import type Stripe from "stripe";
import { PaymentProviderError, type PaymentRegion } from "./provider";
import type { RefundsApi } from "./refunds";

/**
 * Refunds through the official SDK: `refunds.create` on the charge's account with our idempotency key. A
 * payment intent id (pi_…) is refunded as `payment_intent`, a charge (ch_/py_) as `charge`.
 */
export function createStripeRefunds(
  clientFor: (region: PaymentRegion) => Stripe,
  providerError: (error: unknown) => Error,
): RefundsApi {
  return {
    async refund({ region, chargeId, amountCents, idempotencyKey }) {
      try {
        const target = chargeId.startsWith("pi_") ? { payment_intent: chargeId } : { charge: chargeId };
        const refund = await clientFor(region).refunds.create(
          { ...target, amount: amountCents, metadata: { coachHubRefundKey: idempotencyKey } },
          { idempotencyKey },
        );
        if (refund.status === "failed" || refund.status === "canceled")
          throw new PaymentProviderError(`The refund ${refund.status}.`, refund.failure_reason ?? undefined);
        return { refundId: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

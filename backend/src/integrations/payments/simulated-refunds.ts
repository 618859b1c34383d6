import { createHash } from "node:crypto";
import { PaymentProviderError } from "./provider";
import type { RefundsApi } from "./refunds";

/**
 * Refunds without Stripe: any simulated charge (`sim_ch_…`, or a `ch_…` typed in by hand) is refunded; the
 * refund id is derived from the idempotency key, so the same key answers the same refund, as Stripe does.
 */
export function createSimulatedRefunds(): RefundsApi {
  return {
    async refund({ chargeId, amountCents, idempotencyKey }) {
      if (!/^(sim_ch_|ch_|py_|pi_)/.test(chargeId))
        throw new PaymentProviderError(`No such charge: '${chargeId}'`, "resource_missing");
      if (!(amountCents > 0)) throw new PaymentProviderError("The refund amount must be positive.", "amount_too_small");
      const id = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24);
      return { refundId: `sim_re_${id}`, status: "succeeded" };
    },
  };
}

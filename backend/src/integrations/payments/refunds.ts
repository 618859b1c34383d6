import type { PaymentRegion } from "./region";

export { regionOfCurrency } from "./region";

export interface RefundInput {
  /** The account the charge was made on: USA for USD, Canada for CAD. */
  region: PaymentRegion;
  /** The charge to refund (payments.stripe_charge_id). */
  chargeId: string;
  amountCents: number;
  /** Derived from our refund payment row, so a retry never refunds twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  /** Stripe's refund status; `failed`/`canceled` are answered as a PaymentProviderError instead. */
  status: "succeeded" | "pending";
}

/** Refunds of a card charge (design §5 "Cards"): idempotent by the caller's key. */
export interface RefundsApi {
  refund(input: RefundInput): Promise<RefundResult>;
}

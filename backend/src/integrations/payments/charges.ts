import type { PaymentRegion } from "./region";

export { regionOfCurrency } from "./region";

/**
 * Charges (the provider's `paymentIntents` capability): charge the default card saved on a client's customer
 * of one region, off session. The caller derives the idempotency key from its own record (the charge
 * attempt), so calling again with the same key answers the first result and never charges twice.
 */
export interface ChargeInput {
  region: PaymentRegion;
  customerId: string;
  amountCents: number;
  currency: "USD" | "CAD";
  idempotencyKey: string;
  /** Shown on the client's statement and receipt, e.g. 'March 2026 coaching services'. */
  description: string;
  /** Our references, kept on the charge (invoice id, attempt). */
  metadata?: Record<string, string>;
}

export type ChargeResult =
  { status: "succeeded"; chargeId: string; receiptUrl: string | null } | { status: "declined"; code: string; message: string };

export interface PaymentIntentsApi {
  charge(input: ChargeInput): Promise<ChargeResult>;
}

export const NO_SAVED_CARD = { code: "no_payment_method", message: "There is no card saved for this client." } as const;

/**
 * Connect transfers (the provider's `transfers` capability, docs/decisions/0247): move an affiliate's net
 * payment from the platform account's balance to their connected account. The caller derives the
 * idempotency key from its own payout row, so calling again with the same key answers the first result and
 * never pays twice.
 */
export interface TransferInput {
  destinationAccountId: string;
  amountCents: number;
  currency: "USD" | "CAD";
  idempotencyKey: string;
  /** Our references, kept on the transfer (payout id, affiliate, period). */
  metadata?: Record<string, string>;
}

/** Paid, or refused by the provider (account not ready, balance too low…): an answer, not an error. */
export type TransferResult = { status: "paid"; transferId: string } | { status: "refused"; code: string; message: string };

export interface TransfersApi {
  create(input: TransferInput): Promise<TransferResult>;
}

export const ACCOUNT_NOT_READY = {
  code: "account_not_ready",
  message: "The connected account has not finished onboarding.",
} as const;

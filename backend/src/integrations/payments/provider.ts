import type { CardDetails, CardEntry } from "./cards";
import type { RefundsApi } from "./refunds";
import type { PaymentIntentsApi } from "./charges";
import type { CustomersApi } from "./customers";
import type { PaymentRegion } from "./region";
import type { TransfersApi } from "./transfers";

export type { CardDetails, CardEntry } from "./cards";
export type { ChargeInput, ChargeResult, PaymentIntentsApi } from "./charges";
export type { CustomersApi } from "./customers";
export type { TransferInput, TransferResult, TransfersApi } from "./transfers";

/**
 * The payment-provider interface (design §5 "Cards"). One provider per running backend, chosen in
 * ./index.ts from the environment; features reach it as `deps.payments`.
 *
 * It is grouped by capability so later issues add siblings without reshaping what exists:
 *   connect        — connected accounts for affiliates (this issue)
 *   cards          — a client's card on their customer of one region (card-update page, issue 4)
 *   customers      — a client's customer per region (USA / Canada account): its default card (issue 37)
 *   paymentIntents — charges, each with a caller-supplied idempotency key            (billing issues)
 *   refunds        — refunds of a charge, idempotent the same way                   (billing issues)
 *   webhooks       — `verify(rawBody, signatureHeader)` → a typed event              (billing issues)
 *   transfers      — Connect transfers of affiliates' net payments, idempotent by key  (payouts, issue 15)
 * Every call that can create something remotely takes (or will take) an idempotency key from the caller,
 * derived from our own record, so a retry never does the thing twice.
 */

export type { PaymentRegion } from "./region";

export type PaymentProviderKind = "simulated" | "stripe";

export interface CreateAccountLinkInput {
  /** Our user the connected account belongs to (kept as metadata on the account). */
  userId: number;
  /** The email the account is created with (only used when `accountId` is absent). */
  email: string;
  /** The user's existing connected account, if any: reused, never created twice. */
  accountId?: string;
  /** Where the provider sends the browser after onboarding, and when a link expired or was used. */
  returnUrl: string;
  refreshUrl: string;
}

export interface AccountLinkResult {
  /** The account has finished onboarding: no link was made. */
  completedOnboarding: boolean;
  /** The onboarding page to open (absent when completed). */
  url?: string;
  /** The connected account (new or the one passed in). */
  accountId: string;
}

export interface ConnectAccountStatus {
  accountId: string;
  /** The account exists at the provider (false: deleted or unknown there). */
  exists: boolean;
  /** Onboarding finished (Stripe's details_submitted). */
  detailsSubmitted: boolean;
  /** The account can take charges (Stripe's charges_enabled; may lag behind onboarding). */
  chargesEnabled: boolean;
  /** What the product calls "connected": details submitted. See docs/decisions/0060. */
  completedOnboarding: boolean;
}

export interface ConnectApi {
  createAccountLink(input: CreateAccountLinkInput): Promise<AccountLinkResult>;
  getAccountStatus(accountId: string): Promise<ConnectAccountStatus>;
  /** Called when a user disconnects; the stored link is cleared by the caller either way. */
  disconnect(accountId: string): Promise<void>;
}

/** A card the provider refused (declined, or a number/expiry/CVC it would not take): shown to the client. */
export interface CardRefusal {
  ok: false;
  code: string;
  message: string;
}

/**
 * Cards taken on our own page (the simulated provider): the card arrives here and only its brand, last 4
 * and expiry come back. See docs/decisions/0081.
 */
export interface FormCardsApi {
  readonly mode: "form";
  saveCard(input: {
    region: PaymentRegion;
    customerId: string;
    card: CardEntry;
  }): Promise<{ ok: true; card: CardDetails } | CardRefusal>;
  /**
   * Charges a card entered once (the pay-now page, docs/decisions/0378), idempotent by the caller's key: a key
   * used before answers its first result. With `saveOn` the card is also saved as that customer's default.
   */
  chargeCard(input: CardChargeInput & { card: CardEntry; saveOn?: { customerId: string } }): Promise<CardChargeResult>;
}

/** A one-time card payment: the amount, in the invoice's currency, keyed by our own record. */
export interface CardChargeInput {
  region: PaymentRegion;
  amountCents: number;
  currency: "USD" | "CAD";
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
}

export type CardChargeResult =
  | { status: "succeeded"; chargeId: string; receiptUrl: string | null; card: CardDetails | null }
  | { status: "declined"; code: string; message: string };

/** A Checkout Session in payment mode as read back: paid or not, and what it paid (docs/decisions/0378). */
export interface CardPaymentSession {
  sessionId: string;
  status: CardSetupStatus;
  paid: boolean;
  reference: string | null;
  /** The payment intent: the payment's charge id on our side, whichever of the return and the webhook records it. */
  chargeId: string | null;
  receiptUrl: string | null;
  amountCents: number;
  currency: string;
  customerId: string | null;
  card: CardDetails | null;
}

export type CardSetupStatus = "open" | "complete" | "expired";

export interface CardSetupSession {
  sessionId: string;
  status: CardSetupStatus;
  /** The customer the session was made for. */
  customerId: string | null;
  /** Our reference given when it was started (client_reference_id). */
  reference: string | null;
  /** The saved card, once complete. */
  card: CardDetails | null;
}

/**
 * Cards taken on the provider's hosted page (Stripe Checkout in setup mode): we start a session and send
 * the browser there; on its return we confirm the session, which makes the new card the customer's default.
 */
export interface HostedCardsApi {
  readonly mode: "hosted";
  startCardSetup(input: {
    region: PaymentRegion;
    customerId: string;
    successUrl: string;
    cancelUrl: string;
    /** Ours (the card-update link), kept on the session to check on return. */
    reference: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** Reads the session; when complete, makes its card the customer's default (idempotent). */
  confirmCardSetup(input: { region: PaymentRegion; sessionId: string }): Promise<CardSetupSession>;
  /**
   * A customer in the region for a client who has none there yet (a card is set up on a customer). The same
   * reference answers the same customer when called again.
   */
  createCustomer(input: { region: PaymentRegion; email: string; name: string; reference: string }): Promise<string>;
  /**
   * Stripe Checkout in payment mode (the pay-now page, docs/decisions/0378): the amount paid on the provider's
   * page, idempotent by the caller's key. With `saveOn` the card is kept on that customer for later charges.
   */
  startCardPayment(
    input: CardChargeInput & { successUrl: string; cancelUrl: string; reference: string; saveOn?: { customerId: string } },
  ): Promise<{ sessionId: string; url: string }>;
  /** Reads a payment-mode session; when its card was saved, makes it the customer's default (idempotent). */
  confirmCardPayment(input: { region: PaymentRegion; sessionId: string }): Promise<CardPaymentSession>;
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  readonly connect: ConnectApi;
  readonly cards: FormCardsApi | HostedCardsApi;
  readonly customers: CustomersApi;
  readonly refunds: RefundsApi;
  readonly paymentIntents: PaymentIntentsApi;
  readonly transfers: TransfersApi;
}

/** A provider failure the caller may show: the provider's message, never a stack. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own code when it gave one (e.g. Stripe's `resource_missing`). */
    readonly code?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/**
 * createAccountLink's answer for a user's existing account when it needs no link: an account the provider
 * does not know is an error (resource_missing), an onboarded one is done. Undefined: make a link for it.
 */
export async function onboardedAccount(
  status: (accountId: string) => Promise<ConnectAccountStatus>,
  accountId: string,
): Promise<AccountLinkResult | undefined> {
  const current = await status(accountId);
  if (!current.exists) throw new PaymentProviderError(`No such account: '${accountId}'`, "resource_missing");
  return current.completedOnboarding ? { completedOnboarding: true, accountId } : undefined;
}

import Stripe from "stripe";
import { isDatabaseError } from "../../db/errors";
import {
  PaymentProviderError,
  onboardedAccount,
  type CardSetupSession,
  type ConnectAccountStatus,
  type HostedCardsApi,
  type PaymentProvider,
  type PaymentRegion,
} from "./provider";
import { createStripeRefunds } from "./stripe-refunds";
import { stripePaymentIntents } from "./stripe-charges";
import { stripeCardPayments } from "./stripe-card-payments";
import { stripeTransfers } from "./stripe-transfers";

export interface StripeProviderOptions {
  /** Secret keys of the business's Stripe accounts; at least one. */
  keys: Partial<Record<PaymentRegion, string>>;
  /** The account Connect lives on (the platform); default USA, else the only key given. */
  connectRegion?: PaymentRegion;
  /** Network options for the SDK (tests point it at a local HTTP server posing as api.stripe.com). */
  api?: { host?: string; port?: number; protocol?: "http" | "https" };
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/**
 * The real provider, through the official SDK. Connect uses Express accounts and account links (type
 * account_onboarding); onboarding counts as complete when the account's details_submitted is true.
 * Network retries are the SDK's, which sends an idempotency key with each retried POST.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const clients = new Map<PaymentRegion, Stripe>();
  for (const region of ["USA", "Canada"] as const) {
    const key = options.keys[region];
    if (!key) continue;
    clients.set(
      region,
      new Stripe(key, {
        ...options.api,
        timeout: options.timeoutMs ?? 20_000,
        maxNetworkRetries: options.maxNetworkRetries ?? 2,
        telemetry: false,
        appInfo: { name: "Coach Hub" },
      }),
    );
  }
  const connectRegion = options.connectRegion ?? (clients.has("USA") ? "USA" : "Canada");
  const platform = clients.get(connectRegion);
  if (!platform)
    throw new Error(`No Stripe secret key for the ${connectRegion} account (STRIPE_SECRET_KEY_${connectRegion.toUpperCase()})`);

  async function status(accountId: string): Promise<ConnectAccountStatus> {
    try {
      const account = (await platform!.accounts.retrieve(accountId)) as Stripe.Account | Stripe.DeletedAccount;
      if ("deleted" in account && account.deleted) {
        return { accountId, exists: false, detailsSubmitted: false, chargesEnabled: false, completedOnboarding: false };
      }
      const live = account as Stripe.Account;
      const detailsSubmitted = live.details_submitted === true;
      return {
        accountId,
        exists: true,
        detailsSubmitted,
        chargesEnabled: live.charges_enabled === true,
        completedOnboarding: detailsSubmitted,
      };
    } catch (error) {
      if (isStripeError(error) && error.code === "resource_missing") {
        return { accountId, exists: false, detailsSubmitted: false, chargesEnabled: false, completedOnboarding: false };
      }
      throw providerError(error);
    }
  }

  /** The client of a region's account; a region without a key is a provider failure the caller shows. */
  function clientFor(region: PaymentRegion): Stripe {
    const client = clients.get(region);
    if (!client) throw new PaymentProviderError(`No Stripe account is set up for ${region}.`, "region_not_configured");
    return client;
  }

  // Cards go through a Stripe-hosted Checkout Session in setup mode (docs/decisions/0081): the card never
  // reaches us, and on return we read the session and make its card the customer's default.
  const cards: HostedCardsApi = {
    mode: "hosted",
    ...stripeCardPayments(clientFor, providerError),
    async startCardSetup({ region, customerId, successUrl, cancelUrl, reference }) {
      try {
        const session = await clientFor(region).checkout.sessions.create({
          mode: "setup",
          customer: customerId,
          currency: region === "Canada" ? "cad" : "usd",
          allowed_payment_method_types: ["card"],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: reference,
          metadata: { coachHubCardUpdate: reference },
        });
        if (!session.url) throw new PaymentProviderError("Stripe did not return a page for the card update.");
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw providerError(error);
      }
    },
    async confirmCardSetup({ region, sessionId }): Promise<CardSetupSession> {
      try {
        const stripe = clientFor(region);
        const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["setup_intent.payment_method"] });
        const customerId = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
        const status: CardSetupSession["status"] =
          session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
        const intent = typeof session.setup_intent === "object" ? session.setup_intent : null;
        const method = intent && typeof intent.payment_method === "object" ? intent.payment_method : null;
        const card = method?.card
          ? { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year }
          : null;
        if (status === "complete" && method && customerId) {
          await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
        }
        return { sessionId: session.id, status, customerId, reference: session.client_reference_id ?? null, card };
      } catch (error) {
        throw providerError(error);
      }
    },
    async createCustomer({ region, email, name, reference }) {
      try {
        const customer = await clientFor(region).customers.create(
          { email, name, metadata: { coachHubContact: reference } },
          { idempotencyKey: `customer-${reference}` },
        );
        return customer.id;
      } catch (error) {
        throw providerError(error);
      }
    },
  };

  return {
    kind: "stripe",
    cards,
    refunds: createStripeRefunds(clientFor, providerError),
    customers: {
      async defaultCard({ region, customerId }) {
        try {
          const customer = await clientFor(region).customers.retrieve(customerId, {
            expand: ["invoice_settings.default_payment_method"],
          });
          if ("deleted" in customer && customer.deleted) return null;
          const method = (customer as Stripe.Customer).invoice_settings?.default_payment_method;
          const card = typeof method === "object" ? method?.card : null;
          return card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null;
        } catch (error) {
          if (isStripeError(error) && error.code === "resource_missing") return null;
          throw providerError(error);
        }
      },
    },
    paymentIntents: stripePaymentIntents(clientFor, providerError),
    // Transfers go from the platform account, where the connected accounts live (docs/decisions/0247).
    transfers: stripeTransfers(() => platform, providerError),
    connect: {
      async createAccountLink({ userId, email, accountId, returnUrl, refreshUrl }) {
        try {
          const onboarded = accountId ? await onboardedAccount(status, accountId) : undefined;
          if (onboarded) return onboarded;
          let id = accountId;
          if (!id) {
            const account = await platform.accounts.create({
              type: "express",
              email,
              metadata: { coachHubUserId: String(userId) },
            });
            id = account.id;
          }
          const link = await platform.accountLinks.create({
            account: id,
            refresh_url: refreshUrl,
            return_url: returnUrl,
            type: "account_onboarding",
          });
          return { completedOnboarding: false, url: link.url, accountId: id };
        } catch (error) {
          throw providerError(error);
        }
      },
      getAccountStatus: status,
      // Disconnecting forgets the link on our side only: the Express account is the affiliate's, with its
      // payout history, and Stripe refuses to delete one with a balance (docs/decisions/0060).
      async disconnect() {},
    },
  };
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

function providerError(error: unknown): Error {
  if (error instanceof PaymentProviderError) return error;
  if (isDatabaseError(error)) return error as Error;
  if (isStripeError(error)) return new PaymentProviderError(error.message, error.code);
  return error instanceof Error ? new PaymentProviderError(error.message) : new PaymentProviderError(String(error));
}

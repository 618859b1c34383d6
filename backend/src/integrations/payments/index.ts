import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { PaymentProvider, PaymentProviderKind } from "./provider";
import { createSimulatedProvider } from "./simulated";
import { createStripeProvider } from "./stripe";

export * from "./provider";
export * from "./refunds";

/** PAYMENT_PROVIDER, or by default stripe when a Stripe secret key is set and simulated otherwise. */
export function paymentProviderKind(env: Env): PaymentProviderKind {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  return env.STRIPE_SECRET_KEY_USA || env.STRIPE_SECRET_KEY_CANADA ? "stripe" : "simulated";
}

/** Where a browser reaches this backend (links to the simulated provider's pages). */
export function apiPublicUrl(env: Env): string {
  return (env.API_PUBLIC_URL ?? `http://${env.API_HOST}:${env.API_PORT}`).replace(/\/$/, "");
}

/** The one place the payment provider is chosen. */
export function createPaymentProvider(env: Env, deps: { db: Db; now: () => Date }): PaymentProvider {
  if (paymentProviderKind(env) === "stripe") {
    if (!env.STRIPE_SECRET_KEY_USA && !env.STRIPE_SECRET_KEY_CANADA) {
      throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY_USA or STRIPE_SECRET_KEY_CANADA");
    }
    return createStripeProvider({
      keys: { USA: env.STRIPE_SECRET_KEY_USA, Canada: env.STRIPE_SECRET_KEY_CANADA },
      ...(env.STRIPE_API_URL ? { api: stripeApiOf(env.STRIPE_API_URL) } : {}),
    });
  }
  return createSimulatedProvider({ db: deps.db, now: deps.now, publicBaseUrl: apiPublicUrl(env) });
}

/** The SDK's host, port and protocol for STRIPE_API_URL. */
function stripeApiOf(url: string): { host: string; port: number; protocol: "http" | "https" } {
  const { hostname, port, protocol } = new URL(url);
  const http = protocol === "http:";
  return { host: hostname, port: Number(port || (http ? 80 : 443)), protocol: http ? "http" : "https" };
}

import { afterAll, beforeAll, beforeEach } from "vitest";
import { createStripeProvider, type StripeProviderOptions } from "../integrations/payments/stripe";
import { startStripeApiServer } from "./stripe-api-http";

export * from "./stripe-api-http";

/** Both regions' test keys, which the provider tests use unless a test is about a missing one. */
export const TEST_KEYS: StripeProviderOptions["keys"] = { USA: "sk_test_usa", Canada: "sk_test_canada" };

/**
 * The stand-in for one test file: started before its tests, closed after them, its `requests` emptied
 * before each test; `provider` is our stripe provider talking to it (no retries, so a failure shows at once).
 */
export function useStripeApiServer(answer: Parameters<typeof startStripeApiServer>[0]) {
  let server: Awaited<ReturnType<typeof startStripeApiServer>> | undefined;
  beforeAll(async () => {
    server = await startStripeApiServer(answer);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    running().requests.length = 0;
  });
  const running = () => {
    if (!server) throw new Error("The Stripe stand-in starts in beforeAll; use it inside a test.");
    return server;
  };
  return {
    get requests() {
      return running().requests;
    },
    provider: (keys = TEST_KEYS) => createStripeProvider({ keys, api: running().sdkApi, maxNetworkRetries: 0 }),
  };
}

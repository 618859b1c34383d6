import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createStripeProvider, type StripeProviderOptions } from "../integrations/payments/stripe";

/** A request the official SDK sent to the local stand-in for api.stripe.com. */
export interface StripeApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface StripeApiAnswer {
  status: number;
  body: unknown;
}

/** Stripe's error body for an answer. */
export const stripeError = (status: number, error: Record<string, unknown>): StripeApiAnswer => ({ status, body: { error } });

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
  });

/**
 * A local HTTP server posing as api.stripe.com, for tests of our Stripe provider: the official SDK talks
 * real HTTP to it (`sdkApi` is the SDK's host/port/protocol override), every request is recorded in
 * `requests`, and `answer` gives each its status and JSON body (unknown paths: `notFound`).
 */
export async function startStripeApiServer(answer: (request: StripeApiRequest) => StripeApiAnswer | Promise<StripeApiAnswer>) {
  const requests: StripeApiRequest[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, "http://stripe.test");
    const request: StripeApiRequest = {
      method: req.method!,
      path: url.pathname,
      query: url.searchParams,
      auth: req.headers.authorization,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      form: new URLSearchParams(await readBody(req)),
    };
    requests.push(request);
    const { status, body } = await answer(request);
    res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    requests,
    sdkApi: { host: "127.0.0.1", port, protocol: "http" as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stripe's answer for an object it does not have (`No such customer: 'cus_x'`); 404 unless a form field named it. */
export const resourceMissing = (message: string, status = 404): StripeApiAnswer =>
  stripeError(status, { type: "invalid_request_error", code: "resource_missing", message });

/** Stripe's answer to a path it does not serve. */
export const notFound: StripeApiAnswer = stripeError(404, { type: "invalid_request_error", message: "Unrecognized request URL" });

/**
 * Stripe's answer to `POST /v1/transfers` (Connect): the transfer object for the form the SDK sent, or the
 * invalid_request_error Stripe gives for a destination that cannot receive transfers.
 */
export function transferAnswer(form: URLSearchParams, id: string, refuse?: { code: string; message: string }): StripeApiAnswer {
  if (refuse) return stripeError(400, { type: "invalid_request_error", ...refuse });
  const metadata = Object.fromEntries(
    [...form.entries()].filter(([k]) => k.startsWith("metadata[")).map(([k, v]) => [k.slice("metadata[".length, -1), v]),
  );
  return {
    status: 200,
    body: {
      id,
      object: "transfer",
      amount: Number(form.get("amount")),
      currency: form.get("currency"),
      destination: form.get("destination"),
      metadata,
      reversed: false,
    },
  };
}

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

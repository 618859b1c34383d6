import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// The local stand-in for api.stripe.com without vitest: the backend tests (./stripe-api-server.ts) and the
// Stripe end-to-end stack (tests/support/stripe-stack.ts) both start it.

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
  /** JSON, as the API answers; a string is an HTML page (the stand-in's hosted Checkout page). */
  body: unknown;
  /** A redirect's target (the hosted page sending the browser back). */
  location?: string;
}

/** The fields of a form the SDK sent whose names begin with `prefix[` (metadata[...]), as an object. */
export const fieldsUnder = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries(
    [...form.entries()].filter(([k]) => k.startsWith(`${prefix}[`)).map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
  );

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
    const { status, body, location } = await answer(request);
    const html = typeof body === "string";
    res.writeHead(status, {
      "content-type": html ? "text/html; charset=utf-8" : "application/json",
      "request-id": "req_fake",
      ...(location ? { location } : {}),
    });
    res.end(html ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    requests,
    sdkApi: { host: "127.0.0.1", port: listening, protocol: "http" as const },
    url: `http://127.0.0.1:${listening}`,
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
  const metadata = fieldsUnder(form, "metadata");
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

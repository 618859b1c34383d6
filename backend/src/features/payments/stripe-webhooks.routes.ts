import { Hono } from "hono";
import { paymentCalls as calls } from "../../../../contract/payments";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { reply, route } from "../../http/contract-route";
import { receiveStripeEvent } from "./stripe-webhooks.service";

/**
 * POST /stripe/webhook: Stripe's deliveries, public and checked by signature (docs/decisions/0202). The body
 * is read as raw text, never parsed by the contract: the signature covers the bytes.
 */
export function stripeWebhooksRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(route(calls.stripeWebhook), async (c) =>
    reply(c, calls.stripeWebhook, await receiveStripeEvent(deps, await c.req.text(), c.req.header("stripe-signature"))),
  );
}

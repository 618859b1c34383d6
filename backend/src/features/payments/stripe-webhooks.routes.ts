import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { receiveStripeEvent } from "./stripe-webhooks.service";

/** POST /stripe/webhook: Stripe's deliveries, public and checked by signature (docs/decisions/0202). */
export function stripeWebhooksRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/stripe/webhook", async (c) =>
    c.json(await receiveStripeEvent(deps, await c.req.text(), c.req.header("stripe-signature"))),
  );
}

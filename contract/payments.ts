import { z } from "zod";
import { defineCall } from "./define";

const resource = "Payments";

/** The payment provider's event, passed on as received: its signature covers the raw text. */
const ProviderEvent = z.record(z.string(), z.unknown()).meta({
  description:
    "A Stripe event, exactly as Stripe delivers it (see Stripe's own event reference), signed in the stripe-signature header. Read as raw text: the signature covers the bytes.",
});

/** Stripe's deliveries (docs/decisions/0202). */
export const paymentCalls = {
  stripeWebhook: defineCall({
    method: "POST",
    path: "/stripe/webhook",
    resource,
    summary: "Stripe's event deliveries",
    description:
      "Public, checked by the stripe-signature header (400 when it fails or webhooks are off). Each event id is stored once and processed by a job after the answer: a repeat answers duplicate. A payment in another currency than its invoice's is refused at once (422).",
    access: "public",
    body: ProviderEvent,
    answers: {
      200: z.object({
        received: z.boolean().meta({ description: "Always true." }),
        duplicate: z.boolean().meta({ description: "true: this event id was handled before; nothing more was done." }),
        outcome: z
          .string()
          .meta({ description: "What was done, in words: 'queued' (a job processes it), or 'already handled' for a repeat." }),
      }),
    },
    errors: [422],
  }),
};

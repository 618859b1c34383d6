-- Stripe webhook events already handled (issue 14, docs/decisions/0202): Stripe delivers an event at least
-- once, so its id is kept and a second delivery does nothing.
CREATE TABLE "stripe_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);

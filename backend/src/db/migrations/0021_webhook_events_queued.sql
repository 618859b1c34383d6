-- A Stripe event is stored when delivered and processed by a job of the queue, which writes its outcome on
-- the row (docs/decisions/0351). Rows from before were handled on delivery: processed.
ALTER TABLE "stripe_webhook_events" ADD COLUMN "payload" text;--> statement-breakpoint
ALTER TABLE "stripe_webhook_events" ADD COLUMN "status" text DEFAULT 'processed' NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_webhook_events" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "stripe_webhook_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_webhook_events" ADD COLUMN "processed_at" timestamp with time zone;

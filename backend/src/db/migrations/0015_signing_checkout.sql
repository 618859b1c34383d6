-- Auto-charge signing with the card taken on Stripe's hosted page (docs/decisions/0276): the link keeps the
-- Checkout Session it started and the signature the client gave before leaving for it.
ALTER TABLE "agreement_signing_links" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "agreement_signing_links" ADD COLUMN "pending_full_name" text;--> statement-breakpoint
ALTER TABLE "agreement_signing_links" ADD COLUMN "pending_agreement_sha256" text;

-- A single-use link is held while a card is saved with the provider through it (docs/decisions/0307): a
-- second submission meanwhile is refused before it reaches the provider; the hold lapses on its own.
ALTER TABLE "agreement_signing_links" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_update_links" ADD COLUMN "claimed_until" timestamp with time zone;

-- A payment or refund entered through POST /invoice/pay may carry the key its form was rendered with, so a
-- second submission of that form records nothing and answers the first result (docs/decisions/0361).
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("invoice_id","idempotency_key") WHERE "payments"."idempotency_key" is not null;

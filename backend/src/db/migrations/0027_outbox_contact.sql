-- The client an outbox message is about, so the money timeline reads a client's deliveries by index
-- (docs/decisions/0400). Messages queued before are given their invoice's client where they name one.
ALTER TABLE "email_outbox" ADD COLUMN "contact_id" integer;--> statement-breakpoint
CREATE INDEX "email_outbox_contact_idx" ON "email_outbox" USING btree ("contact_id","created_at");--> statement-breakpoint
UPDATE "email_outbox" o SET "contact_id" = i.contact_id FROM "invoices" i WHERE i.id = o.invoice_id;

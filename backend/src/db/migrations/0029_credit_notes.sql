-- Credit notes (issue 39, docs/decisions/0392): one per refund that went through, numbered LOP-2027-CN-0001
-- in the 'credit-note' series of invoice_number_counters (0384). Refunds made before have none.
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_number" text NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"refund_payment_id" integer NOT NULL REFERENCES "payments"("id"),
	"contact_id" integer NOT NULL REFERENCES "contacts"("id"),
	"affiliate_id" integer NOT NULL REFERENCES "users"("id"),
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_notes_amount_check" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("credit_note_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_idx" ON "credit_notes" USING btree ("refund_payment_id");
--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "credit_notes_contact_idx" ON "credit_notes" USING btree ("contact_id");

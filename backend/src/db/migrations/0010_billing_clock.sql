-- The billing clock (issue 14): one row per completed run date with its summary (the schedule kept in
-- Postgres), the reminders sent per invoice (a rerun never resends one), the business date of each charge
-- attempt (retries are counted in days from the first), the month a resumed plan bills from (catch-up never
-- reaches into its pause), and the simulated provider's charges (idempotent by key, like Stripe's).
CREATE TABLE "billing_runs" (
	"run_date" date PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" integer NOT NULL,
	"days_after_due" integer NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_days_after_due_pk" PRIMARY KEY("invoice_id","days_after_due")
);--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD COLUMN "attempted_on" date;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD COLUMN "bills_from" date;--> statement-breakpoint
CREATE TABLE "simulated_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"region" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"decline_message" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_charges_idempotency_key_idx" ON "simulated_charges" USING btree ("idempotency_key");

-- Affiliate payouts (issue 15, docs/decisions/0248, 0249): bill payment exports (report 9), payouts — Connect
-- transfers and bill-export lines (report 11), recorded before the provider is called and paid once per
-- affiliate, period and currency —, the invoices each covers (an invoice is paid out once), and the
-- simulated provider's transfers (idempotent by key, like Stripe's).
CREATE TABLE "bill_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"control_number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'Generated' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	CONSTRAINT "bill_exports_status_check" CHECK ("bill_exports"."status" in ('Generated', 'Processed'))
);--> statement-breakpoint
ALTER TABLE "bill_exports" ADD CONSTRAINT "bill_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_exports" ADD CONSTRAINT "bill_exports_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_exports_control_number_idx" ON "bill_exports" USING btree ("control_number");--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"affiliate_id" integer NOT NULL,
	"currency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"attempt_number" integer DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"invoice_count" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text,
	"destination_account_id" text,
	"transfer_id" text,
	"failure" text,
	"bill_export_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('transfer', 'bill')),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'paid', 'failed', 'exported')),
	CONSTRAINT "payouts_currency_check" CHECK ("payouts"."currency" in ('USD', 'CAD')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bill_export_id_bill_exports_id_fk" FOREIGN KEY ("bill_export_id") REFERENCES "public"."bill_exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key_idx" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_once_idx" ON "payouts" USING btree ("affiliate_id","period_start","period_end","currency") WHERE "payouts"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "payouts_bill_export_idx" ON "payouts" USING btree ("bill_export_id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "payout_invoices" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"net_payment_cents" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "payout_invoices" ADD CONSTRAINT "payout_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_invoices" ADD CONSTRAINT "payout_invoices_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_invoices_payout_idx" ON "payout_invoices" USING btree ("payout_id");--> statement-breakpoint
CREATE TABLE "simulated_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination_account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refusal_code" text,
	"refusal_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_transfers_idempotency_key_idx" ON "simulated_transfers" USING btree ("idempotency_key");

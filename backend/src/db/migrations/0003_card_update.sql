CREATE TABLE "simulated_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"cardholder_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"card_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_update_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"region" text NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"checkout_session_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	CONSTRAINT "card_update_links_region_check" CHECK ("card_update_links"."region" in ('USA', 'Canada'))
);
--> statement-breakpoint
ALTER TABLE "card_update_links" ADD CONSTRAINT "card_update_links_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_update_links" ADD CONSTRAINT "card_update_links_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_update_links" ADD CONSTRAINT "card_update_links_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_update_links_token_idx" ON "card_update_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "card_update_links_contact_idx" ON "card_update_links" USING btree ("contact_id","region");
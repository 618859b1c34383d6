CREATE TABLE "agreement_signing_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"billing_plan_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agreement_signing_links" ADD CONSTRAINT "agreement_signing_links_billing_plan_id_billing_plans_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signing_links" ADD CONSTRAINT "agreement_signing_links_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signing_links_token_idx" ON "agreement_signing_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agreement_signing_links_plan_idx" ON "agreement_signing_links" USING btree ("billing_plan_id");
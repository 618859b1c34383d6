CREATE TABLE "simulated_connect_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"onboarded_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "simulated_connect_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"return_url" text NOT NULL,
	"refresh_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "simulated_connect_accounts" ADD CONSTRAINT "simulated_connect_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_connect_links" ADD CONSTRAINT "simulated_connect_links_account_id_simulated_connect_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."simulated_connect_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_connect_links_token_idx" ON "simulated_connect_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "simulated_connect_links_account_idx" ON "simulated_connect_links" USING btree ("account_id");
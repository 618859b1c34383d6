-- The client portal (issue 38, docs/decisions/0385-0387): single-use sign-in links emailed to a billing
-- address, the portal's own sessions (apart from staff tokens) and the sign-in requests counted per address.
CREATE TABLE "portal_sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "portal_sign_in_links_token_idx" ON "portal_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "portal_sign_in_links_email_idx" ON "portal_sign_in_links" USING btree ("email");--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sign_in_link_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_sign_in_link_id_portal_sign_in_links_id_fk" FOREIGN KEY ("sign_in_link_id") REFERENCES "public"."portal_sign_in_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_sessions_token_idx" ON "portal_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE TABLE "portal_sign_in_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portal_sign_in_requests_email_idx" ON "portal_sign_in_requests" USING btree ("email","requested_at");--> statement-breakpoint
CREATE INDEX "portal_sign_in_requests_ip_idx" ON "portal_sign_in_requests" USING btree ("ip","requested_at");

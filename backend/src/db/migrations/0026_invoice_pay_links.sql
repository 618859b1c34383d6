-- The pay-now page's links (issue 38, docs/decisions/0377-0379): one invoice each, the token kept as its
-- SHA-256 and derived from the stored nonce under a server key (as 0371), so later emails carry the same link.
CREATE TABLE "invoice_pay_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
	"contact_id" integer NOT NULL REFERENCES "contacts"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"token_nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"checkout_session_id" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_pay_links_token_idx" ON "invoice_pay_links" ("token_hash");
--> statement-breakpoint
CREATE INDEX "invoice_pay_links_invoice_idx" ON "invoice_pay_links" ("invoice_id");
--> statement-breakpoint
-- Unknown pay-link tokens asked for, per client address: the per-address limit (docs/decisions/0380).
CREATE TABLE "pay_link_misses" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"missed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pay_link_misses_ip_idx" ON "pay_link_misses" ("ip","missed_at");

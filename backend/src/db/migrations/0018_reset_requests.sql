-- Password reset requests counted per client address (docs/decisions/0311): the call answers whether an
-- email is known, so one address may ask only so often.
CREATE TABLE "reset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "reset_requests_ip_idx" ON "reset_requests" USING btree ("ip","requested_at");

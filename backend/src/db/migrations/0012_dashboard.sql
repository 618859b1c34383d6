-- The dashboard's aggregates (docs/decisions/0233): the 12 months of issued invoices and of received
-- payments read from covering indexes (index-only once vacuumed), and the month's paid invoices by paid_on.
CREATE INDEX "invoices_created_cover_idx" ON "invoices" ("created_at") INCLUDE ("affiliate_id", "invoice_status_id", "currency", "total_cents");--> statement-breakpoint
CREATE INDEX "payments_received_cover_idx" ON "payments" ("received_on") INCLUDE ("affiliate_id", "is_void", "status_id", "currency", "amount_cents");--> statement-breakpoint
CREATE INDEX "invoices_paid_on_idx" ON "invoices" ("paid_on") WHERE "invoice_status_id" = 5;

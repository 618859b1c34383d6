-- The client grid's name order (GET /contact/clients/{userId}, docs/decisions/0159): a page of every
-- affiliate's clients (staff) or of one affiliate's is an index walk, not a sort of all contacts.
CREATE INDEX "contacts_client_name_order_idx" ON "contacts" (lower("last_name"), lower("first_name"), "id");--> statement-breakpoint
CREATE INDEX "contacts_affiliate_client_name_order_idx" ON "contacts" ("affiliate_id", lower("last_name"), lower("first_name"), "id");--> statement-breakpoint
ANALYZE "contacts";

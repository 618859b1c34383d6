-- The contacts grid's name order (GET /contact/grid/{userId}, docs/decisions/0337): folded last name, folded
-- first name, id, as the web grid compared names (case and accents aside). The first page of every
-- affiliate's contacts (staff) or of one affiliate's is an index walk, not a sort of all contacts.
CREATE INDEX "contacts_grid_name_order_idx" ON "contacts" ("last_name_fold", "first_name_fold", "id");--> statement-breakpoint
CREATE INDEX "contacts_affiliate_grid_name_order_idx" ON "contacts" ("affiliate_id", "last_name_fold", "first_name_fold", "id");--> statement-breakpoint
ANALYZE "contacts";

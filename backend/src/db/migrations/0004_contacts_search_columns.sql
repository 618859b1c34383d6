-- Contact search (docs/decisions/0123): the folded values stored (one table rewrite), and covering prefix
-- indexes over them that carry the sort keys, so a search reads its 200 best matches from the indexes and
-- only those rows from the table (the first-name one also carries the folded last name, for "first last"
-- texts). They replace the expression indexes of 0002.
ALTER TABLE "contacts"
  ADD COLUMN "first_name_fold" text GENERATED ALWAYS AS (contact_fold(first_name)) STORED,
  ADD COLUMN "last_name_fold" text GENERATED ALWAYS AS (contact_fold(last_name)) STORED,
  ADD COLUMN "company_name_fold" text GENERATED ALWAYS AS (contact_fold(company_name)) STORED,
  ADD COLUMN "email_fold" text GENERATED ALWAYS AS (contact_fold(email)) STORED,
  ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (contact_digits(phone)) STORED,
  ADD COLUMN "mobile_phone_digits" text GENERATED ALWAYS AS (contact_digits(mobile_phone)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_fold_first_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_fold_last_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_fold_company_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_fold_email_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_phone_digits_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_mobile_digits_idx";--> statement-breakpoint
CREATE INDEX "contacts_first_name_fold_idx" ON "contacts" ("first_name_fold" text_pattern_ops) INCLUDE ("last_name", "first_name", "id", "affiliate_id", "last_name_fold");--> statement-breakpoint
CREATE INDEX "contacts_last_name_fold_idx" ON "contacts" ("last_name_fold" text_pattern_ops) INCLUDE ("last_name", "first_name", "id", "affiliate_id");--> statement-breakpoint
CREATE INDEX "contacts_company_name_fold_idx" ON "contacts" ("company_name_fold" text_pattern_ops) INCLUDE ("last_name", "first_name", "id", "affiliate_id");--> statement-breakpoint
CREATE INDEX "contacts_email_fold_idx" ON "contacts" ("email_fold" text_pattern_ops) INCLUDE ("last_name", "first_name", "id", "affiliate_id");--> statement-breakpoint
CREATE INDEX "contacts_phone_digits_idx" ON "contacts" ("phone_digits" text_pattern_ops) INCLUDE ("last_name", "first_name", "id", "affiliate_id");--> statement-breakpoint
CREATE INDEX "contacts_mobile_phone_digits_idx" ON "contacts" ("mobile_phone_digits" text_pattern_ops) INCLUDE ("last_name", "first_name", "id", "affiliate_id");--> statement-breakpoint
ANALYZE "contacts";

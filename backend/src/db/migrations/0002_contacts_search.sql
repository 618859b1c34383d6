-- Contact search (docs/decisions/0073): an immutable accent/case fold and prefix indexes over it.
CREATE OR REPLACE FUNCTION contact_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(t, '')), 'àáâãäåāăąçćčĉċďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňŉòóôõöøōŏőŕŗřśŝşšßţťŧùúûüũūŭůűųŵýÿŷźżž', 'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnnooooooooorrrssssstttuuuuuuuuuuwyyyzzz')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION contact_digits(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(t, ''), '[^0-9]', '', 'g')
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_fold_first_idx" ON "contacts" (contact_fold("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_fold_last_idx" ON "contacts" (contact_fold("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_fold_company_idx" ON "contacts" (contact_fold("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_fold_email_idx" ON "contacts" (contact_fold("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_phone_digits_idx" ON "contacts" (contact_digits("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_mobile_digits_idx" ON "contacts" (contact_digits("mobile_phone") text_pattern_ops);

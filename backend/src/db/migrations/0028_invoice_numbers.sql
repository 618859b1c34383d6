-- Per-affiliate invoice numbers, LOP-2027-0042 (issue 39, docs/decisions/0384): each affiliate's prefix
-- (current on users, every one it has had in invoice_prefixes), a counter per affiliate, series and year,
-- and the number on every invoice, unique.
CREATE TABLE "invoice_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"affiliate_id" integer NOT NULL REFERENCES "users"("id"),
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_affiliate_id_series_year_pk" PRIMARY KEY("affiliate_id","series","year"),
	CONSTRAINT "invoice_number_counters_series_check" CHECK ("series" in ('invoice', 'credit-note'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invoice_prefix" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_invoice_prefix_idx" ON "users" USING btree ("invoice_prefix");
--> statement-breakpoint
-- Every affiliate (and any user who has invoices) gets its prefix, in id order, by the rule of
-- backend/src/domain/invoice-numbers.ts (choosePrefix), restated here once for the back-fill: the company
-- name's letters, else the last name's, else the first name's (at least two), else 'CH'; its first three
-- letters, then one more at a time up to six, then the first three followed by A…Z, AA…ZZ, AAA…ZZZ.
DO $$
DECLARE
	u record;
	source text;
	base text;
	candidate text;
	chosen text;
	extra int;
	n int;
	rest int;
	suffix text;
BEGIN
	FOR u IN
		SELECT id, company_name, last_name, first_name FROM users
		WHERE user_role = 2 OR id IN (SELECT affiliate_id FROM invoices)
		ORDER BY id
	LOOP
		source := NULL;
		FOR candidate IN
			SELECT upper(regexp_replace(normalize(t.name, NFD), '[^A-Za-z]', '', 'g'))
			FROM unnest(ARRAY[u.company_name, u.last_name, u.first_name]) WITH ORDINALITY AS t(name, place)
			ORDER BY t.place
		LOOP
			IF length(candidate) >= 2 THEN
				source := candidate;
				EXIT;
			END IF;
		END LOOP;
		source := coalesce(source, 'CH');
		base := left(source, 3);
		chosen := NULL;
		FOR len IN length(base)..least(length(source), 6) LOOP
			candidate := left(source, len);
			IF NOT EXISTS (SELECT 1 FROM invoice_prefixes WHERE prefix = candidate) THEN
				chosen := candidate;
				EXIT;
			END IF;
		END LOOP;
		extra := 1;
		WHILE chosen IS NULL AND length(base) + extra <= 6 LOOP
			FOR n IN 0..(26 ^ extra)::int - 1 LOOP
				suffix := '';
				rest := n;
				FOR i IN 1..extra LOOP
					suffix := chr(65 + rest % 26) || suffix;
					rest := rest / 26;
				END LOOP;
				candidate := base || suffix;
				IF NOT EXISTS (SELECT 1 FROM invoice_prefixes WHERE prefix = candidate) THEN
					chosen := candidate;
					EXIT;
				END IF;
			END LOOP;
			extra := extra + 1;
		END LOOP;
		INSERT INTO invoice_prefixes (prefix, affiliate_id) VALUES (chosen, u.id);
		UPDATE users SET invoice_prefix = chosen WHERE id = u.id;
	END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_number" text;
--> statement-breakpoint
-- Existing invoices are numbered per affiliate and year of created_at, in id order. The year is taken in
-- America/Toronto, BILLING_TIME_ZONE's default (a migration does not read the environment).
UPDATE "invoices" i SET "invoice_number" = u.invoice_prefix || '-' || n.year || '-' || lpad(n.seq::text, greatest(4, length(n.seq::text)), '0')
FROM (
	SELECT id, extract(year FROM created_at AT TIME ZONE 'America/Toronto')::int AS year,
		row_number() OVER (PARTITION BY affiliate_id, extract(year FROM created_at AT TIME ZONE 'America/Toronto') ORDER BY id) AS seq
	FROM "invoices"
) n, "users" u
WHERE n.id = i.id AND u.id = i.affiliate_id;
--> statement-breakpoint
INSERT INTO "invoice_number_counters" ("affiliate_id", "series", "year", "last_number")
SELECT affiliate_id, 'invoice', extract(year FROM created_at AT TIME ZONE 'America/Toronto')::int, count(*)
FROM "invoices"
GROUP BY affiliate_id, extract(year FROM created_at AT TIME ZONE 'America/Toronto')::int;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "invoice_number" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("invoice_number");

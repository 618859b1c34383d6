-- The province an invoice was taxed at (its client's tax address when it was issued), for the tax summary
-- report (report 16, docs/decisions/0393). Invoices issued before are given their client's tax province now:
-- the Home address, else Mailing, else the first, when it is in Canada and names a known province.
ALTER TABLE "invoices" ADD COLUMN "tax_province" text;--> statement-breakpoint
UPDATE "invoices" i SET "tax_province" = (
  SELECT tr.province_abbr
  FROM (
    SELECT a.state, a.country FROM "addresses" a
    WHERE a.contact_id = i.contact_id
    ORDER BY (a.address_type_id = 3) DESC, (a.address_type_id = 1) DESC, a.id
    LIMIT 1
  ) t
  JOIN "tax_rates" tr ON lower(trim(t.state)) IN (lower(tr.province_abbr), lower(tr.province_name))
  WHERE lower(trim(t.country)) IN ('canada', 'can', 'ca')
  LIMIT 1
) WHERE i.tax_cents > 0;

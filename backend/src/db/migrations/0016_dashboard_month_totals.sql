-- The dashboard's past months, kept once computed (docs/decisions/0277): a marker per business month (its
-- first and next instants) and its issued and received totals per affiliate and currency. A write to an
-- invoice or payment of a kept month forgets that month (marker and totals), so the next dashboard
-- computes it again; the current month is never kept.
CREATE TABLE "dashboard_months" (
	"month_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"month_end" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_month_totals" (
	"month_start" timestamp with time zone NOT NULL REFERENCES "dashboard_months" ("month_start") ON DELETE CASCADE,
	"affiliate_id" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_count" integer NOT NULL,
	"issued_cents" bigint NOT NULL,
	"received_cents" bigint NOT NULL,
	PRIMARY KEY ("month_start", "affiliate_id", "currency")
);
--> statement-breakpoint
CREATE INDEX "dashboard_month_totals_affiliate_idx" ON "dashboard_month_totals" ("affiliate_id", "month_start");
--> statement-breakpoint
CREATE FUNCTION "dashboard_forget_month"("at" timestamp with time zone) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "dashboard_months" WHERE "at" >= "month_start" AND "at" < "month_end";
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_invoice_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "dashboard_forget_month"(OLD."created_at"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "dashboard_forget_month"(NEW."created_at"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_payment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "dashboard_forget_month"(OLD."received_on"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "dashboard_forget_month"(NEW."received_on"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_invoices_added_or_removed" AFTER INSERT OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_invoice_changed"();
--> statement-breakpoint
-- Only what the totals read: the month, the affiliate, the currency, the total, and void or not (status 7).
CREATE TRIGGER "dashboard_invoices_changed" AFTER UPDATE ON "invoices" FOR EACH ROW
  WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."affiliate_id" IS DISTINCT FROM NEW."affiliate_id"
    OR OLD."currency" IS DISTINCT FROM NEW."currency" OR OLD."total_cents" IS DISTINCT FROM NEW."total_cents"
    OR (OLD."invoice_status_id" = 7) IS DISTINCT FROM (NEW."invoice_status_id" = 7))
  EXECUTE FUNCTION "dashboard_invoice_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_payments_added_or_removed" AFTER INSERT OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_payment_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_payments_changed" AFTER UPDATE ON "payments" FOR EACH ROW
  WHEN (OLD."received_on" IS DISTINCT FROM NEW."received_on" OR OLD."affiliate_id" IS DISTINCT FROM NEW."affiliate_id"
    OR OLD."currency" IS DISTINCT FROM NEW."currency" OR OLD."amount_cents" IS DISTINCT FROM NEW."amount_cents"
    OR OLD."is_void" IS DISTINCT FROM NEW."is_void" OR OLD."status_id" IS DISTINCT FROM NEW."status_id")
  EXECUTE FUNCTION "dashboard_payment_changed"();

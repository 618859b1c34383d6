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
-- Rows added or removed: one pass over the statement's rows (bulk inserts stay cheap), forgetting every
-- kept month between their earliest and latest instants.
CREATE FUNCTION "dashboard_invoices_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "dashboard_months" m USING (SELECT min("created_at") AS lo, max("created_at") AS hi FROM "changed") r
    WHERE m."month_start" <= r.hi AND m."month_end" > r.lo;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_payments_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "dashboard_months" m USING (SELECT min("received_on") AS lo, max("received_on") AS hi FROM "changed") r
    WHERE m."month_start" <= r.hi AND m."month_end" > r.lo;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_invoices_added" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_invoices_added_or_removed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_invoices_removed" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_invoices_added_or_removed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_payments_added" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_added_or_removed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_payments_removed" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_payments_added_or_removed"();
--> statement-breakpoint
-- Rows changed: only when what the totals read changes (paying an invoice does not), the old and new months.
CREATE FUNCTION "dashboard_invoice_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_forget_month"(OLD."created_at");
  PERFORM "dashboard_forget_month"(NEW."created_at");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_payment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_forget_month"(OLD."received_on");
  PERFORM "dashboard_forget_month"(NEW."received_on");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Void or not is status 7 (INVOICE_STATUS.void).
CREATE TRIGGER "dashboard_invoices_changed" AFTER UPDATE ON "invoices" FOR EACH ROW
  WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."affiliate_id" IS DISTINCT FROM NEW."affiliate_id"
    OR OLD."currency" IS DISTINCT FROM NEW."currency" OR OLD."total_cents" IS DISTINCT FROM NEW."total_cents"
    OR (OLD."invoice_status_id" = 7) IS DISTINCT FROM (NEW."invoice_status_id" = 7))
  EXECUTE FUNCTION "dashboard_invoice_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_payments_changed" AFTER UPDATE ON "payments" FOR EACH ROW
  WHEN (OLD."received_on" IS DISTINCT FROM NEW."received_on" OR OLD."affiliate_id" IS DISTINCT FROM NEW."affiliate_id"
    OR OLD."currency" IS DISTINCT FROM NEW."currency" OR OLD."amount_cents" IS DISTINCT FROM NEW."amount_cents"
    OR OLD."is_void" IS DISTINCT FROM NEW."is_void" OR OLD."status_id" IS DISTINCT FROM NEW."status_id")
  EXECUTE FUNCTION "dashboard_payment_changed"();

-- The affiliates who may also see a staff report (spec §6: Tuition Payments, id 14, is kept for a fixed
-- allow list of eight affiliate ids). Data, not code: finance changes it without a release (docs/decisions/0238).
CREATE TABLE "report_allowed_affiliates" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "report_allowed_affiliates_pk" PRIMARY KEY ("report_id", "user_id"),
	CONSTRAINT "report_allowed_affiliates_report_fk" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE,
	CONSTRAINT "report_allowed_affiliates_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "report_allowed_affiliates_user_idx" ON "report_allowed_affiliates" ("user_id");

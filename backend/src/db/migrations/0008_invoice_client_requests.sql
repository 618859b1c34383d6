-- What an accepted client request changes on an invoice (issue 14): the billing clock neither charges an
-- invoice whose auto-payment was stopped nor sends reminders for one whose reminders were paused.
ALTER TABLE "invoices" ADD COLUMN "auto_pay_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;

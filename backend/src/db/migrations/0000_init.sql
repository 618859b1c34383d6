CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"acting_as_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" text,
	"after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"cc" text,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"transport" text DEFAULT 'outbox' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"ip" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text DEFAULT 'reset' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"feature_flags" text DEFAULT '' NOT NULL,
	"stripe_connect_account_id" text,
	"language" text DEFAULT 'ENG' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"include_logo_url" boolean DEFAULT false NOT NULL,
	"professional_pic" text DEFAULT '' NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"program_information" text DEFAULT '' NOT NULL,
	"certs_and_credentials" text DEFAULT '' NOT NULL,
	"affiliate_fee_type" text DEFAULT 'Standard USA' NOT NULL,
	"user_role" integer DEFAULT 2 NOT NULL,
	"can_access_docs" boolean DEFAULT false NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"coaching_type" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_locked_out" boolean DEFAULT false NOT NULL,
	"force_password_change" boolean DEFAULT false NOT NULL,
	"contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_card_charge_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marital_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"province_abbr" text PRIMARY KEY NOT NULL,
	"province_name" text NOT NULL,
	"total_rate_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"fee_type" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"kind" text NOT NULL,
	"billing_fee_bp" integer DEFAULT 0 NOT NULL,
	"flat_monthly_fee_cents" integer DEFAULT 0 NOT NULL,
	"merchant_fee_bp" integer DEFAULT 290 NOT NULL,
	"merchant_fee_fixed_cents" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_schedules_kind_check" CHECK ("fee_schedules"."kind" in ('percent', 'flat', 'none'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"address_type_id" integer NOT NULL,
	"custom_label" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_logo_url" text DEFAULT '' NOT NULL,
	"include_logo_on_emails" boolean DEFAULT false NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email2" text DEFAULT '' NOT NULL,
	"home_phone" text DEFAULT '' NOT NULL,
	"work_phone" text DEFAULT '' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"preferred_pronouns" text DEFAULT '' NOT NULL,
	"gender_id" integer,
	"marital_status_id" integer,
	"contact_type_id" integer,
	"past_client" boolean DEFAULT false NOT NULL,
	"prospective_client" boolean DEFAULT false NOT NULL,
	"current_client" boolean DEFAULT false NOT NULL,
	"can_call_at_home" boolean DEFAULT false NOT NULL,
	"can_call_at_work" boolean DEFAULT false NOT NULL,
	"voicemail" boolean DEFAULT false NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"emergency_contact_name" text DEFAULT '' NOT NULL,
	"emergency_contact_number" text DEFAULT '' NOT NULL,
	"spouse_name" text DEFAULT '' NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"employer" text DEFAULT '' NOT NULL,
	"gst_number" text DEFAULT '' NOT NULL,
	"gst_rate_bp" integer DEFAULT 0 NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"stripe_customer_id_usa" text,
	"stripe_customer_id_canada" text,
	"client_status" text DEFAULT 'None' NOT NULL,
	"client_type" text DEFAULT 'One-on-One' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_client_status_check" CHECK ("contacts"."client_status" in ('Active', 'Paused', 'Potential', 'Pending', 'Past', 'Expired', 'Terminated', 'None'))
);
--> statement-breakpoint
CREATE TABLE "personal_data" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"essence1" text DEFAULT '' NOT NULL,
	"essence2" text DEFAULT '' NOT NULL,
	"essence3" text DEFAULT '' NOT NULL,
	"essence4" text DEFAULT '' NOT NULL,
	"essence5" text DEFAULT '' NOT NULL,
	"survival_mechanism1" text DEFAULT '' NOT NULL,
	"survival_mechanism2" text DEFAULT '' NOT NULL,
	"survival_mechanism3" text DEFAULT '' NOT NULL,
	"life_purpose" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_dismissals" (
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_dismissals_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "system_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_text" text NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_path" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"icon" text DEFAULT 'file' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_type_check" CHECK ("library_items"."type" in ('folder', 'file'))
);
--> statement-breakpoint
CREATE TABLE "agreement_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"content_html" text NOT NULL,
	"affiliate_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_change_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"old_text" text NOT NULL,
	"new_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_template_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"contact_id" integer,
	"affiliate_name" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"agreement_template_name" text DEFAULT '' NOT NULL,
	"new_client" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plan_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"billing_plan_id" integer NOT NULL,
	"detail_type" text DEFAULT 'Monthly' NOT NULL,
	"total_invoice_charge_cents" integer NOT NULL,
	"total_invoice_charge_before_tax_cents" integer NOT NULL,
	"affiliate_rate_cents" integer NOT NULL,
	"ac_billing_fee_cents" integer NOT NULL,
	"merchant_fee_cents" integer NOT NULL,
	"affiliate_tax_cents" integer NOT NULL,
	"affiliate_net_payment_cents" integer NOT NULL,
	"affiliate_net_income_cents" integer NOT NULL,
	"affiliate_net_income_before_tax_cents" integer NOT NULL,
	"total_tax_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"name" text NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"full_billing_start" date NOT NULL,
	"last_full_bill" date NOT NULL,
	"first_day_of_service" date NOT NULL,
	"last_day_of_service" date NOT NULL,
	"accepted_on" timestamp with time zone,
	"calculation_type" text DEFAULT 'Monthly' NOT NULL,
	"session_length" integer DEFAULT 60 NOT NULL,
	"creation_type" text DEFAULT 'New' NOT NULL,
	"payment_method_id" integer NOT NULL,
	"credit_card_charge_type_id" integer NOT NULL,
	"sessions_per_month" integer DEFAULT 2 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"pause_until" date,
	"notes" text DEFAULT '' NOT NULL,
	"csa_file_name" text,
	"cca_file_name" text,
	"agreement_template_id" integer,
	"agreement_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_status_check" CHECK ("billing_plans"."status_id" between 1 and 5),
	CONSTRAINT "billing_plans_currency_check" CHECK ("billing_plans"."currency" in ('USD', 'CAD'))
);
--> statement-breakpoint
CREATE TABLE "charge_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider_charge_id" text,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"affiliate_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"contact_id" integer,
	"billing_plan_id" integer,
	"client_name" text DEFAULT '' NOT NULL,
	"invoice_month" text DEFAULT '' NOT NULL,
	"invoice_year" integer,
	"invoice_amount_cents" integer,
	"action_requested" text DEFAULT '' NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_kind_check" CHECK ("client_requests"."kind" in ('client_request', 'manual_invoice'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"item_name" text NOT NULL,
	"item_description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"is_client_billable" boolean DEFAULT true NOT NULL,
	"group_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"billing_plan_id" integer,
	"billing_month" date,
	"name" text NOT NULL,
	"invoice_type_id" integer NOT NULL,
	"invoice_status_id" integer NOT NULL,
	"payment_method_id" integer DEFAULT 1 NOT NULL,
	"due_date" date NOT NULL,
	"paid_on" timestamp with time zone,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"sub_total_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"merchant_fee_override_cents" integer,
	"stripe_invoice_id" text,
	"is_void" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('USD', 'CAD'))
);
--> statement-breakpoint
CREATE TABLE "payment_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"refund_of_payment_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"is_refund" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"is_void" boolean DEFAULT false NOT NULL,
	"voided_at" timestamp with time zone,
	"stripe_charge_id" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"receipt_url" text,
	"received_on" timestamp with time zone NOT NULL,
	"received_by" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_refund_sign_check" CHECK (("payments"."is_refund" and "payments"."amount_cents" <= 0) or (not "payments"."is_refund" and "payments"."amount_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"activity_type" text NOT NULL,
	"title" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"contact_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_parameters" (
	"id" integer PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sql_param_name" text NOT NULL,
	"data_type" text NOT NULL,
	"values" jsonb,
	"default_value" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "report_parameters_data_type_check" CHECK ("report_parameters"."data_type" in ('String', 'DateTime', 'File'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"user_role" integer NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"affiliate_value" integer,
	"query_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_acting_as_user_id_users_id_fk" FOREIGN KEY ("acting_as_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_address_type_id_address_types_id_fk" FOREIGN KEY ("address_type_id") REFERENCES "public"."address_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_marital_status_id_marital_statuses_id_fk" FOREIGN KEY ("marital_status_id") REFERENCES "public"."marital_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_contact_type_id_contact_types_id_fk" FOREIGN KEY ("contact_type_id") REFERENCES "public"."contact_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data" ADD CONSTRAINT "personal_data_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_notification_id_system_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."system_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_parent_id_library_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_templates" ADD CONSTRAINT "agreement_templates_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_change_items" ADD CONSTRAINT "template_change_items_request_id_template_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."template_change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_change_requests" ADD CONSTRAINT "template_change_requests_agreement_template_id_agreement_templates_id_fk" FOREIGN KEY ("agreement_template_id") REFERENCES "public"."agreement_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_change_requests" ADD CONSTRAINT "template_change_requests_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_change_requests" ADD CONSTRAINT "template_change_requests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_details" ADD CONSTRAINT "billing_plan_details_billing_plan_id_billing_plans_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_payment_method_id_payment_types_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_credit_card_charge_type_id_credit_card_charge_types_id_fk" FOREIGN KEY ("credit_card_charge_type_id") REFERENCES "public"."credit_card_charge_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_agreement_template_id_agreement_templates_id_fk" FOREIGN KEY ("agreement_template_id") REFERENCES "public"."agreement_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_billing_plan_id_billing_plans_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_plan_id_billing_plans_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_type_id_invoice_types_id_fk" FOREIGN KEY ("invoice_type_id") REFERENCES "public"."invoice_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_status_id_invoice_statuses_id_fk" FOREIGN KEY ("invoice_status_id") REFERENCES "public"."invoice_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_method_id_payment_types_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payment_id_payments_id_fk" FOREIGN KEY ("refund_of_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_id_payment_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."payment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_recipients" ADD CONSTRAINT "activity_recipients_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_recipients" ADD CONSTRAINT "activity_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_parameters" ADD CONSTRAINT "report_parameters_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account_key","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","failed_at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("user_role");--> statement-breakpoint
CREATE INDEX "addresses_contact_idx" ON "addresses" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contacts_affiliate_name_idx" ON "contacts" USING btree ("affiliate_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "contacts_affiliate_status_idx" ON "contacts" USING btree ("affiliate_id","client_status");--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_first_name_search_idx" ON "contacts" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_last_name_search_idx" ON "contacts" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_search_idx" ON "contacts" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "system_notifications_updated_idx" ON "system_notifications" USING btree ("last_updated_at");--> statement-breakpoint
CREATE INDEX "library_items_parent_idx" ON "library_items" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "template_change_items_request_idx" ON "template_change_items" USING btree ("request_id","sort");--> statement-breakpoint
CREATE INDEX "template_change_requests_affiliate_idx" ON "template_change_requests" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_plan_details_plan_idx" ON "billing_plan_details" USING btree ("billing_plan_id");--> statement-breakpoint
CREATE INDEX "billing_plans_contact_idx" ON "billing_plans" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "billing_plans_affiliate_status_idx" ON "billing_plans" USING btree ("affiliate_id","status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plans_one_open_per_contact_idx" ON "billing_plans" USING btree ("contact_id") WHERE "billing_plans"."status_id" in (1, 2, 3);--> statement-breakpoint
CREATE UNIQUE INDEX "charge_attempts_idempotency_key_idx" ON "charge_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_attempts_invoice_attempt_idx" ON "charge_attempts" USING btree ("invoice_id","attempt_number");--> statement-breakpoint
CREATE INDEX "client_requests_affiliate_idx" ON "client_requests" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_plan_month_idx" ON "invoices" USING btree ("billing_plan_id","billing_month");--> statement-breakpoint
CREATE INDEX "invoices_contact_idx" ON "invoices" USING btree ("contact_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_affiliate_status_idx" ON "invoices" USING btree ("affiliate_id","invoice_status_id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("invoice_status_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "invoices_affiliate_created_idx" ON "invoices" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_affiliate_received_idx" ON "payments" USING btree ("affiliate_id","received_on");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "payments_stripe_charge_idx" ON "payments" USING btree ("stripe_charge_id");--> statement-breakpoint
CREATE INDEX "activities_affiliate_type_idx" ON "activities" USING btree ("affiliate_id","activity_type","last_updated_at");--> statement-breakpoint
CREATE INDEX "activity_recipients_activity_idx" ON "activity_recipients" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_recipients_contact_idx" ON "activity_recipients" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "report_parameters_report_idx" ON "report_parameters" USING btree ("report_id","sort");--> statement-breakpoint
CREATE INDEX "reports_role_idx" ON "reports" USING btree ("user_role","sort");
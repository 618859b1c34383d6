import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { contacts } from "./contacts";
import { creditCardChargeTypes, invoiceStatuses, invoiceTypes, paymentTypes } from "./lookups";
import { agreementTemplates } from "./agreements";
import { users } from "./users";

/**
 * A client's agreement (design §5). status_id: 1 Pending, 2 Active, 3 Paused, 4 Terminated, 5 Expired.
 * Billing dates are calendar dates (YYYY-MM-DD) in the business time zone; year 2099 = ongoing.
 */
export const billingPlans = pgTable(
  "billing_plans",
  {
    id: serial("id").primaryKey(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    statusId: integer("status_id").notNull().default(1),
    fullBillingStart: date("full_billing_start").notNull(),
    lastFullBill: date("last_full_bill").notNull(),
    firstDayOfService: date("first_day_of_service").notNull(),
    lastDayOfService: date("last_day_of_service").notNull(),
    acceptedOn: timestamp("accepted_on", { withTimezone: true }),
    calculationType: text("calculation_type").notNull().default("Monthly"), // Monthly | Per Session
    /** Minutes. */
    sessionLength: integer("session_length").notNull().default(60),
    creationType: text("creation_type").notNull().default("New"), // New | Reissue | Extension
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentTypes.id),
    creditCardChargeTypeId: integer("credit_card_charge_type_id")
      .notNull()
      .references(() => creditCardChargeTypes.id),
    sessionsPerMonth: integer("sessions_per_month").notNull().default(2),
    currency: text("currency").notNull().default("USD"),
    pauseUntil: date("pause_until"),
    /** The first month a resumed plan bills again: the billing clock never catches up months before it. */
    billsFrom: date("bills_from"),
    notes: text("notes").notNull().default(""),
    /** Signed client service agreement and card authorisation, under billingplandocuments/{fileName}. */
    csaFileName: text("csa_file_name"),
    ccaFileName: text("cca_file_name"),
    agreementTemplateId: integer("agreement_template_id").references(() => agreementTemplates.id),
    /** The agreement as sent to the client (template with the approved custom language). */
    agreementHtml: text("agreement_html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("billing_plans_status_check", sql`${t.statusId} between 1 and 5`),
    check("billing_plans_currency_check", sql`${t.currency} in ('USD', 'CAD')`),
    index("billing_plans_contact_idx").on(t.contactId),
    index("billing_plans_affiliate_status_idx").on(t.affiliateId, t.statusId),
    // One open (pending, active or paused) agreement per client.
    uniqueIndex("billing_plans_one_open_per_contact_idx")
      .on(t.contactId)
      .where(sql`${t.statusId} in (1, 2, 3)`),
  ],
);

/** The money of a plan, in cents, as the fee rules (backend/src/domain/fees.ts) compute it. */
export const billingPlanDetails = pgTable(
  "billing_plan_details",
  {
    id: serial("id").primaryKey(),
    billingPlanId: integer("billing_plan_id")
      .notNull()
      .references(() => billingPlans.id, { onDelete: "cascade" }),
    detailType: text("detail_type").notNull().default("Monthly"),
    totalInvoiceChargeCents: integer("total_invoice_charge_cents").notNull(),
    totalInvoiceChargeBeforeTaxCents: integer("total_invoice_charge_before_tax_cents").notNull(),
    affiliateRateCents: integer("affiliate_rate_cents").notNull(),
    acBillingFeeCents: integer("ac_billing_fee_cents").notNull(),
    merchantFeeCents: integer("merchant_fee_cents").notNull(),
    affiliateTaxCents: integer("affiliate_tax_cents").notNull(),
    affiliateNetPaymentCents: integer("affiliate_net_payment_cents").notNull(),
    affiliateNetIncomeCents: integer("affiliate_net_income_cents").notNull(),
    affiliateNetIncomeBeforeTaxCents: integer("affiliate_net_income_before_tax_cents").notNull(),
    totalTaxCents: integer("total_tax_cents").notNull(),
  },
  (t) => [index("billing_plan_details_plan_idx").on(t.billingPlanId)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    billingPlanId: integer("billing_plan_id").references(() => billingPlans.id),
    /** First day of the month this invoice bills, for plan invoices; null for manual and fee invoices. */
    billingMonth: date("billing_month"),
    /** `LOP-2027-0042`, given in the transaction that issues it and never changed (docs/decisions/0384). */
    invoiceNumber: text("invoice_number").notNull(),
    name: text("name").notNull(),
    invoiceTypeId: integer("invoice_type_id")
      .notNull()
      .references(() => invoiceTypes.id),
    invoiceStatusId: integer("invoice_status_id")
      .notNull()
      .references(() => invoiceStatuses.id),
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .default(1)
      .references(() => paymentTypes.id),
    dueDate: date("due_date").notNull(),
    paidOn: timestamp("paid_on", { withTimezone: true }),
    totalCents: integer("total_cents").notNull().default(0),
    subTotalCents: integer("sub_total_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    /** The province code ('ON') of the tax address the invoice was taxed at; null when it carries no tax (0393). */
    taxProvince: text("tax_province"),
    currency: text("currency").notNull().default("USD"),
    /** Set by 'update invoice details' (finance); null = the fee rules' merchant fee. */
    merchantFeeOverrideCents: integer("merchant_fee_override_cents"),
    stripeInvoiceId: text("stripe_invoice_id"),
    isVoid: boolean("is_void").notNull().default(false),
    /** Set when staff accept a client request to stop auto-payment: the clock no longer charges it. */
    autoPayStopped: boolean("auto_pay_stopped").notNull().default(false),
    /** Set when staff accept a client request to pause reminder notifications. */
    remindersPaused: boolean("reminders_paused").notNull().default(false),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedAt: timestamp("last_updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("invoices_currency_check", sql`${t.currency} in ('USD', 'CAD')`),
    // The billing clock issues at most one invoice per plan and month.
    uniqueIndex("invoices_plan_month_idx").on(t.billingPlanId, t.billingMonth),
    uniqueIndex("invoices_number_idx").on(t.invoiceNumber),
    index("invoices_contact_idx").on(t.contactId, t.dueDate),
    index("invoices_affiliate_status_idx").on(t.affiliateId, t.invoiceStatusId),
    index("invoices_status_due_idx").on(t.invoiceStatusId, t.dueDate),
    index("invoices_due_date_idx").on(t.dueDate),
    index("invoices_affiliate_created_idx").on(t.affiliateId, t.createdAt),
  ],
);

/** Invoice lines. The invoice total is the sum of the client-billable lines; the others are the affiliate's fees. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    itemName: text("item_name").notNull(),
    itemDescription: text("item_description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    isClientBillable: boolean("is_client_billable").notNull().default(true),
    groupName: text("group_name").notNull().default(""),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.sort)],
);

/** Payments and refunds (is_refund; a refund's amount is negative). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    /** The refunded payment, for a refund. */
    refundOfPaymentId: integer("refund_of_payment_id").references((): AnyPgColumn => payments.id),
    name: text("name").notNull().default(""),
    isRefund: boolean("is_refund").notNull().default(false),
    amountCents: integer("amount_cents").notNull(),
    paymentTypeId: integer("payment_type_id")
      .notNull()
      .references(() => paymentTypes.id),
    /** 1 Completed, 2 Pending, 3 Failed (payment_statuses). */
    statusId: integer("status_id")
      .notNull()
      .default(1)
      .references(() => paymentStatuses.id),
    isVoid: boolean("is_void").notNull().default(false),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    stripeChargeId: text("stripe_charge_id"),
    currency: text("currency").notNull().default("USD"),
    receiptUrl: text("receipt_url"),
    receivedOn: timestamp("received_on", { withTimezone: true }).notNull(),
    receivedBy: text("received_by").notNull().default(""),
    recordedByUserId: integer("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    notes: text("notes").notNull().default(""),
    /** The key of the pay form that recorded it (docs/decisions/0361): one entry per key and invoice. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "payments_refund_sign_check",
      sql`(${t.isRefund} and ${t.amountCents} <= 0) or (not ${t.isRefund} and ${t.amountCents} >= 0)`,
    ),
    index("payments_invoice_idx").on(t.invoiceId),
    index("payments_affiliate_received_idx").on(t.affiliateId, t.receivedOn),
    index("payments_received_idx").on(t.receivedOn),
    index("payments_stripe_charge_idx").on(t.stripeChargeId),
    // A card charge is recorded as a payment once, whether the charge run or Stripe's webhook writes it first.
    uniqueIndex("payments_charge_once_idx")
      .on(t.stripeChargeId)
      .where(sql`${t.stripeChargeId} is not null and not ${t.isRefund}`),
    uniqueIndex("payments_idempotency_key_idx")
      .on(t.invoiceId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const paymentStatuses = pgTable("payment_statuses", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

/** Recorded before the card provider is called; the key makes a retry never charge twice. */
export const chargeAttempts = pgTable(
  "charge_attempts",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    attemptNumber: integer("attempt_number").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    provider: text("provider").notNull(), // stripe | simulated
    status: text("status").notNull().default("pending"), // pending | succeeded | failed
    error: text("error"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    providerChargeId: text("provider_charge_id"),
    paymentId: integer("payment_id").references(() => payments.id),
    /** The business date of the attempt: retries are counted in days from the first. */
    attemptedOn: date("attempted_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("charge_attempts_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("charge_attempts_invoice_attempt_idx").on(t.invoiceId, t.attemptNumber),
  ],
);

/**
 * Requests to the back office: the client-request form (void invoice, stop auto-payment, pause reminders)
 * and manual-invoice requests from the actions page.
 */
export const clientRequests = pgTable(
  "client_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(), // client_request | manual_invoice
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => users.id),
    requestedByUserId: integer("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    billingPlanId: integer("billing_plan_id").references(() => billingPlans.id, { onDelete: "set null" }),
    /** The invoice a client request is about (void, stop auto-payment, pause reminders). */
    invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    clientName: text("client_name").notNull().default(""),
    invoiceMonth: text("invoice_month").notNull().default(""),
    invoiceYear: integer("invoice_year"),
    invoiceAmountCents: integer("invoice_amount_cents"),
    actionRequested: text("action_requested").notNull().default(""),
    explanation: text("explanation").notNull().default(""),
    status: text("status").notNull().default("Submitted"), // Submitted | Done | Rejected
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("client_requests_kind_check", sql`${t.kind} in ('client_request', 'manual_invoice')`),
    index("client_requests_affiliate_idx").on(t.affiliateId, t.createdAt),
  ],
);

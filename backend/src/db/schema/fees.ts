import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Fee schedules (design §5): data, not code. One row per affiliate fee type name (users.affiliate_fee_type);
 * kind 'percent' takes billing_fee_bp of the affiliate rate, 'flat' takes flat_monthly_fee_cents a month,
 * 'none' takes nothing. The merchant fee applies to card charges only.
 */
export const feeSchedules = pgTable(
  "fee_schedules",
  {
    feeType: text("fee_type").primaryKey(),
    plan: text("plan").notNull(), // Standard | Leader | Flat Rate | No Fee
    kind: text("kind").notNull(), // percent | flat | none
    billingFeeBp: integer("billing_fee_bp").notNull().default(0),
    flatMonthlyFeeCents: integer("flat_monthly_fee_cents").notNull().default(0),
    merchantFeeBp: integer("merchant_fee_bp").notNull().default(290),
    merchantFeeFixedCents: integer("merchant_fee_fixed_cents").notNull().default(30),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("fee_schedules_kind_check", sql`${t.kind} in ('percent', 'flat', 'none')`)],
);

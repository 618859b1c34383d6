import { integer, pgTable, text } from "drizzle-orm/pg-core";

const idName = (table: string) =>
  pgTable(table, {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
  });

export const genders = idName("genders");
export const contactTypes = idName("contact_types");
export const maritalStatuses = idName("marital_statuses");
export const addressTypes = idName("address_types");
export const creditCardChargeTypes = idName("credit_card_charge_types");
export const invoiceStatuses = idName("invoice_statuses");
export const invoiceTypes = idName("invoice_types");

/** Payment types (methods); description is USA, CAN or empty, and limits a method to one currency. */
export const paymentTypes = pgTable("payment_types", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
});

/** Canadian sales tax by province; the total rate is kept in basis points (13 % = 1300). */
export const taxRates = pgTable("tax_rates", {
  provinceAbbr: text("province_abbr").primaryKey(),
  provinceName: text("province_name").notNull(),
  totalRateBp: integer("total_rate_bp").notNull(),
});

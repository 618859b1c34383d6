import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import { INVOICE_STATUS, INVOICE_STATUS_NAME } from "../../domain/invoice-status";
import { INVOICE_TYPE } from "../../domain/monthly-invoice";
import { ADDRESS_TYPE_HOME, ADDRESS_TYPE_MAILING } from "../../domain/province-tax";
import { CHARGE_TYPE, PAYMENT_METHOD_NAMES, PAYMENT_TYPE } from "../../domain/payment-methods";
import { seedReports } from "./reports";
import {
  addressTypes,
  contactTypes,
  creditCardChargeTypes,
  feeSchedules,
  genders,
  invoiceStatuses,
  invoiceTypes,
  maritalStatuses,
  paymentStatuses,
  paymentTypes,
  taxRates,
} from "../schema";

/** Reference data of the specs and the design. Ids are part of the contract: never renumber (the billing ids live in domain/). */

export const genderValues = [
  { id: 1, name: "Female" },
  { id: 2, name: "Male" },
  { id: 3, name: "Non-binary" },
  { id: 4, name: "Prefer not to say" },
];

/** The contact's source (the grid's SOURCE column). */
export const contactTypeValues = [
  { id: 1, name: "Referral" },
  { id: 2, name: "Website" },
  { id: 3, name: "Social Media" },
  { id: 4, name: "Event" },
  { id: 5, name: "Coach Finder" },
  { id: 6, name: "Other" },
  { id: 7, name: "Workshop" },
  { id: 8, name: "Newsletter" },
];

export const maritalStatusValues = [
  { id: 1, name: "Single" },
  { id: 2, name: "Married" },
  { id: 3, name: "Common-law" },
  { id: 4, name: "Separated" },
  { id: 5, name: "Divorced" },
  { id: 6, name: "Widowed" },
];

/**
 * The spec derives the GST rate from "the home address (address type 3, else type 1, else the first)":
 * so 3 is Home and 1 is the primary mailing address (domain/province-tax.ts).
 */
export const addressTypeValues = [
  { id: ADDRESS_TYPE_MAILING, name: "Mailing" },
  { id: 2, name: "Work" },
  { id: ADDRESS_TYPE_HOME, name: "Home" },
  { id: 4, name: "Billing" },
  { id: 5, name: "Other" },
];

export const creditCardChargeTypeValues = [
  { id: CHARGE_TYPE.sendInvoice, name: "Send Invoice" },
  { id: CHARGE_TYPE.autoCharge, name: "Auto-charge" },
  { id: CHARGE_TYPE.manual, name: "Manual" },
];

export const invoiceStatusValues = Object.values(INVOICE_STATUS).map((id) => ({ id, name: INVOICE_STATUS_NAME[id] }));

export const invoiceTypeValues = [
  { id: INVOICE_TYPE.monthly, name: "Monthly coaching" },
  { id: INVOICE_TYPE.feeInvoice, name: "Fee invoice" },
  { id: INVOICE_TYPE.prorated, name: "Prorated coaching" },
  { id: INVOICE_TYPE.reissued, name: "Reissued invoice" },
  { id: INVOICE_TYPE.manual, name: "Manual invoice" },
];

/** description limits a method to one currency: USA → USD only, CAN → CAD only, '' → both. */
export const paymentTypeValues = [
  { id: PAYMENT_TYPE.creditCardUsa, name: PAYMENT_METHOD_NAMES[PAYMENT_TYPE.creditCardUsa]!, description: "USA" },
  { id: PAYMENT_TYPE.creditCardCanada, name: PAYMENT_METHOD_NAMES[PAYMENT_TYPE.creditCardCanada]!, description: "CAN" },
  { id: PAYMENT_TYPE.check, name: PAYMENT_METHOD_NAMES[PAYMENT_TYPE.check]!, description: "" },
  { id: PAYMENT_TYPE.cash, name: PAYMENT_METHOD_NAMES[PAYMENT_TYPE.cash]!, description: "" },
  { id: PAYMENT_TYPE.proBono, name: PAYMENT_METHOD_NAMES[PAYMENT_TYPE.proBono]!, description: "" },
  { id: PAYMENT_TYPE.eTransfer, name: PAYMENT_METHOD_NAMES[PAYMENT_TYPE.eTransfer]!, description: "CAN" },
  { id: PAYMENT_TYPE.ach, name: PAYMENT_METHOD_NAMES[PAYMENT_TYPE.ach]!, description: "USA" },
];

export const PAYMENT_STATUS = { completed: 1, pending: 2, failed: 3 } as const;
export const paymentStatusValues = [
  { id: 1, name: "Completed" },
  { id: 2, name: "Pending" },
  { id: 3, name: "Failed" },
];

/** Combined sales tax (GST/HST + PST/QST) by province, in basis points, as of 2025 (NS HST 14 % since April 2025). */
export const taxRateValues = [
  { provinceAbbr: "AB", provinceName: "Alberta", totalRateBp: 500 },
  { provinceAbbr: "BC", provinceName: "British Columbia", totalRateBp: 1200 },
  { provinceAbbr: "MB", provinceName: "Manitoba", totalRateBp: 1200 },
  { provinceAbbr: "NB", provinceName: "New Brunswick", totalRateBp: 1500 },
  { provinceAbbr: "NL", provinceName: "Newfoundland and Labrador", totalRateBp: 1500 },
  { provinceAbbr: "NS", provinceName: "Nova Scotia", totalRateBp: 1400 },
  { provinceAbbr: "NT", provinceName: "Northwest Territories", totalRateBp: 500 },
  { provinceAbbr: "NU", provinceName: "Nunavut", totalRateBp: 500 },
  { provinceAbbr: "ON", provinceName: "Ontario", totalRateBp: 1300 },
  { provinceAbbr: "PE", provinceName: "Prince Edward Island", totalRateBp: 1500 },
  { provinceAbbr: "QC", provinceName: "Quebec", totalRateBp: 1498 }, // 14.975 %, kept in whole basis points
  { provinceAbbr: "SK", provinceName: "Saskatchewan", totalRateBp: 1100 },
  { provinceAbbr: "YT", provinceName: "Yukon", totalRateBp: 500 },
];

const STANDARD = { plan: "Standard", kind: "percent", billingFeeBp: 1000, flatMonthlyFeeCents: 0 } as const;
const LEADER = { plan: "Leader", kind: "percent", billingFeeBp: 700, flatMonthlyFeeCents: 0 } as const;
const FLAT = { plan: "Flat Rate", kind: "flat", billingFeeBp: 0, flatMonthlyFeeCents: 2500 } as const;
const NO_FEE = { plan: "No Fee", kind: "none", billingFeeBp: 0, flatMonthlyFeeCents: 0 } as const;

/** Every affiliate fee type of access spec §9, spelled exactly as there (one has an en dash). */
export const feeScheduleValues = [
  { feeType: "Standard USA", ...STANDARD },
  { feeType: "Standard Canadian", ...STANDARD },
  { feeType: "Flat Rate USA", ...FLAT },
  { feeType: "Flat Rate Canadian", ...FLAT },
  { feeType: "Standard USA & Canadian", ...STANDARD },
  { feeType: "Flat Rate USA & Canadian", ...FLAT },
  { feeType: "Leader Standard USA", ...LEADER },
  { feeType: "Leader Standard Canadian", ...LEADER },
  { feeType: "Standard USA - No Fee", ...NO_FEE },
  { feeType: "Standard Canadian - No Fee", ...NO_FEE },
  { feeType: "Leader Standard USA - No Fee", ...NO_FEE },
  { feeType: "Leader Standard Canada - No Fee", ...NO_FEE },
  { feeType: "Standard Canadian & USA", ...STANDARD },
  { feeType: "Standard USA & Canadian \u2013 No Fee", ...NO_FEE },
].map((row) => ({ ...row, merchantFeeBp: 290, merchantFeeFixedCents: 30 }));

/** `insert … on conflict (key) do update set <every other column> = excluded.<column>`. */
async function upsert<T extends PgTable>(db: Db, table: T, key: keyof T["_"]["columns"], rows: T["$inferInsert"][]) {
  if (rows.length === 0) return;
  const columns = table as unknown as Record<string, { name: string }>;
  const keyColumn = (table as unknown as Record<string, unknown>)[key as string];
  const set: Record<string, unknown> = {};
  for (const field of Object.keys(rows[0] as object)) {
    if (field === key) continue;
    set[field] = sql.raw(`excluded."${columns[field]!.name}"`);
  }
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: keyColumn as never, set: set as never });
}

/** Idempotent: safe on every start and in every test. */
export async function seedLookups(db: Db): Promise<void> {
  await upsert(db, genders, "id", genderValues);
  await upsert(db, contactTypes, "id", contactTypeValues);
  await upsert(db, maritalStatuses, "id", maritalStatusValues);
  await upsert(db, addressTypes, "id", addressTypeValues);
  await upsert(db, creditCardChargeTypes, "id", creditCardChargeTypeValues);
  await upsert(db, invoiceStatuses, "id", invoiceStatusValues);
  await upsert(db, invoiceTypes, "id", invoiceTypeValues);
  await upsert(db, paymentTypes, "id", paymentTypeValues);
  await upsert(db, paymentStatuses, "id", paymentStatusValues);
  await upsert(db, taxRates, "provinceAbbr", taxRateValues);
  await upsert(db, feeSchedules, "feeType", feeScheduleValues);
  await seedReports(db);
}

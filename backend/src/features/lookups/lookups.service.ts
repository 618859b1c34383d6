import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { basisPointsToPercent } from "../../domain/money";
import {
  addressTypes,
  contactTypes,
  creditCardChargeTypes,
  genders,
  invoiceStatuses,
  invoiceTypes,
  maritalStatuses,
  paymentTypes,
  taxRates,
} from "../../db/schema";

/**
 * A lookup list read once and then answered from memory (docs/decisions/0122, 0321): the lookup tables are
 * reference data that only the seed writes, before the server starts. An empty list (not seeded yet) is
 * read again next time; a failed read is not kept either.
 */
export function cachedWhileFilled<T>(read: () => Promise<T[]>): () => Promise<T[]> {
  let kept: Promise<T[]> | undefined;
  return () => {
    if (kept) return kept;
    const reading = read();
    kept = reading;
    reading.then(
      (rows) => {
        if (rows.length === 0 && kept === reading) kept = undefined;
      },
      () => {
        if (kept === reading) kept = undefined;
      },
    );
    return reading;
  };
}

/** The id/name lookup tables, by the name of the call that answers them (contract/lookups.ts). */
export const idNameLookups = {
  genders,
  contactTypes,
  maritalStatuses,
  addressTypes,
  creditCardChargeTypes,
  invoiceStatuses,
  invoiceTypes,
} as const;

export async function listIdName(db: Db, table: (typeof idNameLookups)[keyof typeof idNameLookups]) {
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));
}

export async function listPaymentTypes(db: Db) {
  return db
    .select({ id: paymentTypes.id, name: paymentTypes.name, description: paymentTypes.description })
    .from(paymentTypes)
    .orderBy(asc(paymentTypes.id));
}

/** Tax rates with the total in percent (1300 basis points → 13, 1498 → 14.98). */
export async function listTaxRates(db: Db) {
  const rows = await db.select().from(taxRates).orderBy(asc(taxRates.provinceName));
  return rows.map((r) => ({
    provinceAbbr: r.provinceAbbr,
    provinceName: r.provinceName,
    totalRate: basisPointsToPercent(r.totalRateBp),
  }));
}

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import type { Database } from "../client";
import { feeSchedules, invoiceStatuses, paymentTypes, taxRates } from "../schema";
import { feeScheduleValues, seedLookups, taxRateValues } from "./lookups";
import { PROVINCE_TAXES } from "../../domain/tax-summary";

let backend: TestBackend;
let database: Database;
beforeAll(async () => {
  backend = await createTestBackend(); // in-memory PGlite, or a throwaway database with TEST_DATABASE_URL
  database = backend.database;
});
afterAll(() => backend?.close());

describe("seedLookups", () => {
  test("is idempotent and writes the spec's values", async () => {
    await seedLookups(database.db);
    await database.db.update(invoiceStatuses).set({ name: "changed" }).where(eq(invoiceStatuses.id, 7));
    await seedLookups(database.db);
    const statuses = await database.db.select().from(invoiceStatuses).orderBy(invoiceStatuses.id);
    expect(statuses.map((s) => `${s.id} ${s.name}`)).toEqual([
      "1 Draft",
      "2 Sent to client",
      "3 Sent to Stripe",
      "4 Overdue",
      "5 Paid",
      "6 Partially paid",
      "7 Void",
    ]);
    const proBono = await database.db.select().from(paymentTypes).where(eq(paymentTypes.id, 5));
    expect(proBono[0]?.name).toBe("Pro-Bono");
    const provinces = await database.db.select().from(taxRates);
    expect(provinces).toHaveLength(13);
    expect(provinces.find((p) => p.provinceAbbr === "ON")?.totalRateBp).toBe(1300);
    const fees = await database.db.select().from(feeSchedules);
    expect(fees).toHaveLength(14);
    expect(fees.find((f) => f.feeType === "Flat Rate USA")?.flatMonthlyFeeCents).toBe(2500);
    expect(feeScheduleValues.find((f) => f.feeType === "Leader Standard USA")?.billingFeeBp).toBe(700);
  });
});

describe("taxRateValues and the taxes of each province (domain/tax-summary.ts)", () => {
  test("every province of the tax-rate lookup, its taxes adding up to the lookup's total rate", () => {
    for (const { provinceAbbr, totalRateBp } of taxRateValues) {
      const taxes = PROVINCE_TAXES[provinceAbbr]!;
      const bp = taxes.reduce((sum, t) => sum + t.milliPercent, 0) / 10;
      // Quebec's 14.975 % is kept as 1498 bp in the lookup.
      expect(Math.round(bp), provinceAbbr).toBe(totalRateBp);
    }
    expect(Object.keys(PROVINCE_TAXES).sort()).toEqual(taxRateValues.map((r) => r.provinceAbbr).sort());
  });
});

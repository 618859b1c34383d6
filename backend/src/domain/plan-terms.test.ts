import { describe, expect, test } from "vitest";
import { lastFullBillRefusal, planTermsProblem, PRO_BONO_NO_EXTEND, type PlanTerms } from "./plan-terms";

const terms = (overrides: Partial<PlanTerms> = {}): PlanTerms => ({
  paymentMethodId: 1,
  creditCardChargeTypeId: 2,
  chargeCurrency: "USD",
  firstDayOfService: "2026-01-01",
  fullBillingStart: "2026-01-01",
  lastFullBill: "2026-12-01",
  lastDayOfService: "2026-12-31",
  affiliateRateCents: 30000,
  ...overrides,
});

describe("planTermsProblem", () => {
  test("coherent terms pass", () => {
    expect(planTermsProblem(terms())).toBeNull();
    expect(planTermsProblem(terms({ paymentMethodId: 5, creditCardChargeTypeId: 3, affiliateRateCents: 0 }))).toBeNull();
  });
  test.each<[Partial<PlanTerms>, string]>([
    [{ lastFullBill: "2025-12-01" }, "The last full bill cannot be before the full billing start."],
    [{ lastDayOfService: "2025-12-31" }, "The last day of service cannot be before the first day of service."],
    [{ chargeCurrency: "CAD" }, "A Credit Card USA plan is charged in USD."],
    [{ paymentMethodId: 2 }, "A Credit Card Canada plan is charged in CAD."],
    [{ paymentMethodId: 3 }, "Auto-charge needs a credit card payment method."],
    [{ affiliateRateCents: 0 }, "Please enter a positive affiliate rate."],
    [{ paymentMethodId: 5, creditCardChargeTypeId: 3, affiliateRateCents: -1 }, "Please enter a positive affiliate rate."],
  ])("%o: %s", (overrides, message) => {
    expect(planTermsProblem(terms(overrides))).toBe(message);
  });
});

describe("lastFullBillRefusal", () => {
  const plan = { paymentMethodId: 5, fullBillingStart: "2026-01-01", lastFullBill: "2026-06-01" };
  test("a Pro-Bono plan cannot be extended, but can be shortened", () => {
    expect(lastFullBillRefusal(plan, "2026-07-01")).toBe(PRO_BONO_NO_EXTEND);
    expect(lastFullBillRefusal(plan, "2099-12-01")).toBe(PRO_BONO_NO_EXTEND);
    expect(lastFullBillRefusal(plan, "2026-05-01")).toBeNull();
  });
  test("other plans can be extended", () => {
    expect(lastFullBillRefusal({ ...plan, paymentMethodId: 1 }, "2099-12-01")).toBeNull();
  });
  test("never before the full billing start", () => {
    expect(lastFullBillRefusal({ ...plan, paymentMethodId: 1 }, "2025-12-01")).toBe(
      "The last full bill cannot be before the full billing start.",
    );
  });
});

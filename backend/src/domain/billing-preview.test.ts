import { describe, expect, test } from "vitest";
import { ANOMALY_DETAIL, groupByCurrencyAndAffiliate, nextIssueDate, planAnomalies, type PreviewPlan } from "./billing-preview";

describe("nextIssueDate", () => {
  test.each([
    ["2026-06-01", "2026-06-25"],
    ["2026-06-24", "2026-06-25"],
    ["2026-06-25", "2026-06-25"],
    ["2026-06-26", "2026-07-25"],
    ["2026-12-31", "2027-01-25"],
    ["2028-02-29", "2028-03-25"],
  ])("%s → %s", (today, expected) => expect(nextIssueDate(today)).toBe(expected));
});

describe("groupByCurrencyAndAffiliate", () => {
  const names: Record<number, string> = { 1: "Zoe Coach", 2: "Amy Coach" };
  test("per currency (USD first), affiliates by name, USD and CAD never summed", () => {
    const groups = groupByCurrencyAndAffiliate(
      [
        { affiliateId: 1, currency: "CAD", amountCents: 22_600 },
        { affiliateId: 1, currency: "USD", amountCents: 40_000 },
        { affiliateId: 2, currency: "USD", amountCents: 10_000 },
        { affiliateId: 2, currency: "USD", amountCents: 5_000 },
      ],
      [{ affiliateId: 1, currency: "USD", amountCents: 40_000 }],
      (id) => names[id]!,
    );
    expect(groups).toEqual([
      {
        currency: "USD",
        affiliates: [
          {
            affiliateId: 2,
            affiliateName: "Amy Coach",
            issued: { count: 2, totalCents: 15_000 },
            charged: { count: 0, totalCents: 0 },
          },
          {
            affiliateId: 1,
            affiliateName: "Zoe Coach",
            issued: { count: 1, totalCents: 40_000 },
            charged: { count: 1, totalCents: 40_000 },
          },
        ],
        total: { issued: { count: 3, totalCents: 55_000 }, charged: { count: 1, totalCents: 40_000 } },
      },
      {
        currency: "CAD",
        affiliates: [
          {
            affiliateId: 1,
            affiliateName: "Zoe Coach",
            issued: { count: 1, totalCents: 22_600 },
            charged: { count: 0, totalCents: 0 },
          },
        ],
        total: { issued: { count: 1, totalCents: 22_600 }, charged: { count: 0, totalCents: 0 } },
      },
    ]);
  });

  test("nothing issued or charged is no group at all", () => {
    expect(groupByCurrencyAndAffiliate([], [], () => "")).toEqual([]);
  });
});

describe("planAnomalies", () => {
  const rates = [{ provinceAbbr: "ON", provinceName: "Ontario", totalRateBp: 1300 }];
  const plan: PreviewPlan = {
    billingPlanId: 7,
    contactId: 3,
    clientName: "Ada Lovelace",
    affiliateId: 2,
    statusId: 2,
    paymentMethodId: 1,
    creditCardChargeTypeId: 2,
    currency: "USD",
    lastDayOfService: "2099-12-31",
    pauseUntil: null,
    customerId: "cus_1",
    addresses: [{ addressTypeId: 3, state: "NY", country: "USA" }],
  };
  const ctx = { month: "2026-07-01", billed: true, rates };
  const kinds = (p: Partial<PreviewPlan>, c: Partial<typeof ctx> = {}) =>
    planAnomalies({ ...plan, ...p }, { ...ctx, ...c }).map((a) => a.kind);

  test("a healthy ongoing plan has none", () => expect(kinds({})).toEqual([]));

  test("an auto-charge plan the run bills with no card", () => {
    expect(planAnomalies({ ...plan, customerId: null }, ctx)).toEqual([
      {
        kind: "no-card",
        billingPlanId: 7,
        contactId: 3,
        clientName: "Ada Lovelace",
        affiliateId: 2,
        detail: ANOMALY_DETAIL.noCard,
      },
    ]);
    expect(kinds({ customerId: "  " })).toEqual(["no-card"]);
    expect(kinds({ customerId: null }, { billed: false })).toEqual([]);
    expect(kinds({ customerId: null, creditCardChargeTypeId: 1 })).toEqual([]);
    expect(kinds({ customerId: null, paymentMethodId: 3 })).toEqual([]);
  });

  test("a Canadian client with no or an unknown province", () => {
    expect(kinds({ addresses: [{ addressTypeId: 3, state: "", country: "Canada" }] })).toEqual(["no-province"]);
    expect(kinds({ addresses: [{ addressTypeId: 3, state: "Quebecc", country: "CA" }] })).toEqual(["no-province"]);
    expect(kinds({ addresses: [{ addressTypeId: 3, state: "on", country: "Canada" }] })).toEqual([]);
    expect(kinds({ addresses: [{ addressTypeId: 3, state: "", country: "Canada" }] }, { billed: false })).toEqual([]);
    expect(kinds({ addresses: [] })).toEqual([]);
  });

  test("a plan whose service ends in the billed month", () => {
    expect(planAnomalies({ ...plan, lastDayOfService: "2026-07-31" }, ctx).map((a) => a.detail)).toEqual([
      "The plan ends on 2026-07-31: this is its last invoice.",
    ]);
    expect(kinds({ lastDayOfService: "2026-08-31" })).toEqual([]);
    expect(kinds({ lastDayOfService: "2026-07-31", statusId: 4 })).toEqual([]);
  });

  test("a pause that ends in the billed month; an indefinite one never does", () => {
    expect(
      planAnomalies({ ...plan, statusId: 3, pauseUntil: "2026-07-01" }, { ...ctx, billed: false }).map((a) => a.detail),
    ).toEqual(["The pause ends in July 2026: billing resumes."]);
    expect(kinds({ statusId: 3, pauseUntil: "2099-12-01" })).toEqual([]);
    expect(kinds({ statusId: 3, pauseUntil: "2026-09-01" })).toEqual([]);
  });
});

import { describe, expect, test } from "vitest";
import {
  AgreementForm,
  billYears,
  createPlanRequest,
  defaultCurrency,
  defaultTaxProvince,
  FeeCalculatorForm,
  FeeInputs,
  lastFullBillOf,
  newAgreementDefaults,
  refusalErrors,
  reissueDefaults,
  ReissueForm,
} from "./schema";

const valid = {
  billingPlanName: "Ada - Coaching",
  agreementTemplateId: 3,
  calculationType: "Monthly",
  sessionsPerMonth: 2,
  sessionLength: 60,
  affiliateRate: 300,
  creditCardChargeTypeId: 2,
  paymentMethodId: 1,
  chargeCurrency: "USD",
  firstDayOfService: "2026-04-01",
  fullBillingStart: "2026-04-01",
  lastFullBillMonth: 3,
  lastFullBillYear: 2027,
};

const issue = (
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } };
  },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? null : { message: r.error!.issues[0]!.message, path: r.error!.issues[0]!.path.join(".") };
};

describe("AgreementForm", () => {
  test("accepts a whole plan", () => {
    expect(issue(AgreementForm, valid)).toBeNull();
    expect(
      issue(AgreementForm, { ...valid, lastFullBillMonth: undefined, lastFullBillYear: undefined, ongoing: true }),
    ).toBeNull();
  });

  test("each field's message, next to its field", () => {
    expect(issue(AgreementForm, { ...valid, billingPlanName: " " })).toEqual({
      message: "Please enter a plan name.",
      path: "billingPlanName",
    });
    expect(issue(AgreementForm, { ...valid, agreementTemplateId: undefined })).toEqual({
      message: "Please choose an agreement template.",
      path: "agreementTemplateId",
    });
    expect(issue(AgreementForm, { ...valid, sessionsPerMonth: 32 })?.path).toBe("sessionsPerMonth");
    expect(issue(AgreementForm, { ...valid, sessionLength: 0 })?.path).toBe("sessionLength");
    expect(issue(AgreementForm, { ...valid, firstDayOfService: "2026-02-30" })).toEqual({
      message: "Please enter the first day of service.",
      path: "firstDayOfService",
    });
    expect(issue(AgreementForm, { ...valid, lastFullBillMonth: undefined })).toEqual({
      message: "Please choose the last full bill, or Ongoing.",
      path: "lastFullBillMonth",
    });
  });

  test("the backend's plan rules, word for word, next to their fields", () => {
    expect(issue(AgreementForm, { ...valid, affiliateRate: 0 })).toEqual({
      message: "Please enter a positive affiliate rate.",
      path: "affiliateRate",
    });
    expect(issue(AgreementForm, { ...valid, chargeCurrency: "CAD" })).toEqual({
      message: "A Credit Card USA plan is charged in USD.",
      path: "chargeCurrency",
    });
    expect(issue(AgreementForm, { ...valid, paymentMethodId: 3 })).toEqual({
      message: "Auto-charge needs a credit card payment method.",
      path: "creditCardChargeTypeId",
    });
    expect(issue(AgreementForm, { ...valid, lastFullBillYear: 2026, lastFullBillMonth: 3 })).toEqual({
      message: "The last full bill cannot be before the full billing start.",
      path: "lastFullBillMonth",
    });
    // Pro-Bono may be free.
    expect(issue(AgreementForm, { ...valid, paymentMethodId: 5, creditCardChargeTypeId: 3, affiliateRate: 0 })).toBeNull();
  });

  test("reissue also needs the termination confirmed", () => {
    expect(issue(ReissueForm, valid)).toEqual({
      message: "Please confirm that the current agreement will be terminated.",
      path: "confirmTermination",
    });
    expect(issue(ReissueForm, { ...valid, confirmTermination: true })).toBeNull();
  });
});

test("the fee inputs alone (CALCULATE FEES, FEE CALCULATOR) check the money rules only", () => {
  const fees = { affiliateRate: 300, creditCardChargeTypeId: 2, paymentMethodId: 2, chargeCurrency: "USD" };
  expect(issue(FeeInputs, fees)).toEqual({ message: "A Credit Card Canada plan is charged in CAD.", path: "chargeCurrency" });
  expect(issue(FeeInputs, { ...fees, chargeCurrency: "CAD" })).toBeNull();
  expect(issue(FeeCalculatorForm, { ...fees, chargeCurrency: "CAD", province: "ON" })).toBeNull();
});

test("lastFullBill: the chosen month's 1st, or 2099-12-01 when Ongoing", () => {
  expect(lastFullBillOf({ lastFullBillMonth: 2, lastFullBillYear: 2028 })).toBe("2028-02-01");
  expect(lastFullBillOf({ ongoing: true, lastFullBillMonth: 2, lastFullBillYear: 2028 })).toBe("2099-12-01");
  expect(lastFullBillOf({ lastFullBillMonth: 5, lastFullBillYear: 2099 })).toBe("2099-12-01");
});

test("POST /billingPlan's body", () => {
  const v = AgreementForm.parse({ ...valid, billingPlanName: " Ada " });
  expect(createPlanRequest(v, { contactID: 7, affiliateID: 9 }, "Reissue")).toEqual({
    contactID: 7,
    affiliateID: 9,
    agreementTemplateId: 3,
    affiliateRate: 300,
    billingPlanName: "Ada",
    calculationType: "Monthly",
    sessionLength: 60,
    sessionsPerMonth: 2,
    paymentMethodId: 1,
    creditCardChargeTypeId: 2,
    chargeCurrency: "USD",
    firstDayOfService: "2026-04-01",
    fullBillingStart: "2026-04-01",
    lastFullBill: "2027-03-01",
    creationType: "Reissue",
  });
});

describe("currency default (billing spec §9)", () => {
  const at = (...countries: string[]) => countries.map((country) => ({ address: { country } }));
  test("CAD when the first address is in Canada, else USD", () => {
    expect(defaultCurrency(at("Canada", "USA"))).toBe("CAD");
    expect(defaultCurrency(at("CA"))).toBe("CAD");
    expect(defaultCurrency(at("USA", "Canada"))).toBe("USD");
    expect(defaultCurrency(at("France"))).toBe("USD");
    expect(defaultCurrency([])).toBe("USD");
  });
  test("the tax province is the Home address's, else the Mailing one's, by code or name, in Canada only", () => {
    const rates = [
      { provinceAbbr: "ON", provinceName: "Ontario" },
      { provinceAbbr: "BC", provinceName: "British Columbia" },
    ];
    const address = (typeId: number | null, state: string, country = "Canada") => ({
      addressType: { id: typeId },
      address: { state, country },
    });
    expect(defaultTaxProvince([address(1, "ON"), address(3, "British Columbia")], rates)).toBe("BC");
    expect(defaultTaxProvince([address(2, "BC"), address(1, "ontario")], rates)).toBe("ON");
    expect(defaultTaxProvince([address(null, "on")], rates)).toBe("ON");
    expect(defaultTaxProvince([address(3, "ON", "USA")], rates)).toBe("");
    expect(defaultTaxProvince([address(3, "Yukon")], rates)).toBe("");
    expect(defaultTaxProvince([], rates)).toBe("");
  });
  test("a Canadian client's card method is Credit Card Canada", () => {
    expect(newAgreementDefaults("2026-11-23", "CAD", "Ada Lovelace")).toMatchObject({
      billingPlanName: "Ada Lovelace - Coaching",
      chargeCurrency: "CAD",
      paymentMethodId: "2",
      creditCardChargeTypeId: "2",
    });
  });
});

test("new agreement dates: from the 1st of next month, twelve bills (across the year end)", () => {
  expect(newAgreementDefaults("2026-11-23", "USD", "")).toMatchObject({
    firstDayOfService: "2026-12-01",
    fullBillingStart: "2026-12-01",
    lastFullBillMonth: "11",
    lastFullBillYear: "2027",
    paymentMethodId: "1",
  });
  expect(newAgreementDefaults("2028-01-31", "USD", "")).toMatchObject({
    firstDayOfService: "2028-02-01",
    lastFullBillMonth: "1",
    lastFullBillYear: "2029",
  });
});

test("reissue starts from the open plan", () => {
  const plan = {
    billingPlanName: "Ada - Coaching",
    calculationType: "Monthly",
    sessionsPerMonth: 2,
    sessionLength: 60,
    paymentMethodId: 2,
    creditCardChargeTypeId: 2,
    chargeCurrency: "CAD",
    firstDayOfService: "2026-04-01",
    fullBillingStart: "2026-04-01",
    lastFullBill: "2099-12-01",
    agreementTemplateId: 3,
    billingPlanDetails: [{ affiliateRate: 250.5 }],
  };
  expect(reissueDefaults(plan)).toMatchObject({
    affiliateRate: "250.5",
    ongoing: "on",
    lastFullBillMonth: "",
    chargeCurrency: "CAD",
  });
  expect(reissueDefaults({ ...plan, lastFullBill: "2027-03-01" })).toMatchObject({
    lastFullBillMonth: "3",
    lastFullBillYear: "2027",
  });
  expect(reissueDefaults({ ...plan, lastFullBill: "2027-03-01" })).not.toHaveProperty("ongoing");
});

test("the year picker runs from this year to 2099", () => {
  const years = billYears("2026-11-23");
  expect(years[0]).toBe(2026);
  expect(years.at(-1)).toBe(2099);
});

test("a backend refusal goes next to its field, or above the form", () => {
  expect(refusalErrors("A Credit Card Canada plan is charged in CAD.")).toEqual({
    fieldErrors: { chargeCurrency: ["A Credit Card Canada plan is charged in CAD."] },
  });
  expect(refusalErrors("This contact already has an active billing plan")).toEqual({
    formErrors: ["This contact already has an active billing plan"],
  });
});

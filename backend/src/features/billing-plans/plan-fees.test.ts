import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contacts, users as usersTable } from "../../db/schema";
import type { TestBackend } from "../../testing/harness";
import { planWorld } from "../../testing/plan-world";
import { createPlanBody } from "../../testing/plan-body";
import { call, castCaller, type Cast, type TestUser } from "../../testing/users";
import { CONTACT_NOT_FOUND } from "../contacts/contacts.service";
import { UNKNOWN_PROVINCE } from "./plan-fees.service";
import { type Wire, expectJson } from "../../testing/answers";

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let templateId: number;
let as: ReturnType<typeof castCaller>;

beforeAll(async () => {
  ({ backend, users, templateId, as } = await planWorld());
});
afterAll(() => backend.close());

const db = () => backend.database.db;

let n = 0;
async function newContact(values: { gstRateBp?: number; owner?: Cast } = {}): Promise<number> {
  n += 1;
  const [c] = await db()
    .insert(contacts)
    .values({
      affiliateId: users[values.owner ?? "affiliate"].id,
      firstName: "Ada",
      lastName: `Fees${n}`,
      email: `fees${n}@example.com`,
      gstRateBp: values.gstRateBp ?? 0,
    })
    .returning();
  return c!.id;
}

const feeBody = (overrides: Wire = {}): Wire => ({
  affiliateID: users.affiliate.id,
  affiliateRate: 300,
  paymentMethodId: 1,
  creditCardChargeTypeId: 2,
  chargeCurrency: "USD",
  ...overrides,
});

const fees = (body: Wire, who: Cast = "affiliate", actingAs?: Cast) =>
  call(backend, "POST", "/billingPlan/fees", { ...as(who, actingAs), body });

const setFeeType = (feeType: string) =>
  db().update(usersTable).set({ affiliateFeeType: feeType }).where(eq(usersTable.id, users.affiliate.id));

describe("POST /billingPlan/fees", () => {
  test("a US client by card on the Standard fee type: 10 % billing fee, 2.9 % + $0.30 merchant fee, no tax", async () => {
    await setFeeType("Standard USA");
    const answer = await expectJson(await fees(feeBody({ contactID: await newContact() })), 200);
    expect(answer).toEqual({
      totalInvoiceCharge: 300,
      totalInvoiceCharge_BeforeTax: 300,
      affiliateRate: 300,
      aCBillingFee: 30,
      merchantFee: 9,
      affiliateTax: 0,
      affiliateNetPayment: 261,
      affiliateNetIncome: 261,
      affiliateNetIncome_BeforeTax: 261,
      totalTax: 0,
      chargeCurrency: "USD",
      feeType: "Standard USA",
      taxRate: 0,
    });
  });

  test("a Canadian client in Ontario (13 %) by card in CAD", async () => {
    await setFeeType("Standard Canadian");
    const contactID = await newContact({ gstRateBp: 1300 });
    const answer = await expectJson(
      await fees(feeBody({ contactID, paymentMethodId: 2, chargeCurrency: "CAD", affiliateRate: 1234.5 })),
      200,
    );
    // tax 160.49 (13 % of 1234.50, rounded); charge 1394.99; billing fee 123.45; merchant 2.9 % of 1394.99 + 0.30 = 40.75
    expect(answer).toMatchObject({
      totalTax: 160.49,
      totalInvoiceCharge: 1394.99,
      aCBillingFee: 123.45,
      merchantFee: 40.75,
      affiliateNetPayment: 1230.79,
      affiliateNetIncome_BeforeTax: 1070.3,
      chargeCurrency: "CAD",
      feeType: "Standard Canadian",
      taxRate: 13,
    });
  });

  test("each fee type's billing fee; no merchant fee without a card", async () => {
    const cases: [string, number][] = [
      ["Leader Standard USA", 21],
      ["Flat Rate USA", 25],
      ["Standard USA - No Fee", 0],
      ["Standard USA & Canadian \u2013 No Fee", 0],
    ];
    for (const [feeType, fee] of cases) {
      await setFeeType(feeType);
      const answer = await expectJson(await fees(feeBody({ paymentMethodId: 3, creditCardChargeTypeId: 1 })), 200);
      expect(answer, feeType).toMatchObject({ aCBillingFee: fee, merchantFee: 0, affiliateNetPayment: 300 - fee, feeType });
    }
    await setFeeType("Standard USA");
  });

  test("the same figures POST /billingPlan stores as the plan's detail", async () => {
    await setFeeType("Leader Standard Canadian");
    const contactID = await newContact({ gstRateBp: 1500 });
    const terms = { affiliateRate: 187.25, paymentMethodId: 2, creditCardChargeTypeId: 2, chargeCurrency: "CAD" };
    const shown = await expectJson(await fees(feeBody({ contactID, ...terms })), 200);
    const body = {
      ...createPlanBody({ contactID, affiliateID: users.affiliate.id, agreementTemplateId: templateId }, "2026-04-01"),
      ...terms,
    };
    const plan = await expectJson(await call(backend, "POST", "/billingPlan", { ...as("affiliate"), body }), 201);
    const { billingPlanDetailID: _id, billingPlanDetailType: _type, ...stored } = plan.billingPlanDetails[0];
    const { chargeCurrency: _c, feeType: _f, taxRate: _t, ...figures } = shown;
    expect(figures).toEqual(stored);
    await setFeeType("Standard USA");
  });

  test("with no contact, the named province's tax (by abbreviation or name); none named, no tax", async () => {
    expect(
      await expectJson(
        await fees(feeBody({ province: "QC", paymentMethodId: 3, creditCardChargeTypeId: 1, chargeCurrency: "CAD" })),
        200,
      ),
    ).toMatchObject({
      taxRate: 14.98,
      totalTax: 44.94,
    });
    expect(
      await expectJson(await fees(feeBody({ province: "ontario", paymentMethodId: 3, creditCardChargeTypeId: 1 })), 200),
    ).toMatchObject({ taxRate: 13 });
    expect(await expectJson(await fees(feeBody({ contactID: 0 })), 200)).toMatchObject({ taxRate: 0, totalTax: 0 });
    expect(await expectJson(await fees(feeBody({ province: "NY" })), 400)).toEqual({ message: UNKNOWN_PROVINCE });
  });

  test("the plan's money rules, word for word", async () => {
    const cases: [Wire, string][] = [
      [{ affiliateRate: 0 }, "Please enter a positive affiliate rate."],
      [{ affiliateRate: "abc" }, "Please enter a positive affiliate rate."],
      [{ paymentMethodId: 1, chargeCurrency: "CAD" }, "A Credit Card USA plan is charged in USD."],
      [{ paymentMethodId: 2, chargeCurrency: "USD" }, "A Credit Card Canada plan is charged in CAD."],
      [{ paymentMethodId: 3, creditCardChargeTypeId: 2 }, "Auto-charge needs a credit card payment method."],
      [{ chargeCurrency: "EUR" }, "chargeCurrency must be USD or CAD."],
    ];
    for (const [overrides, message] of cases) expect(await expectJson(await fees(feeBody(overrides)), 400)).toEqual({ message });
    expect(await expectJson(await fees(feeBody({ paymentMethodId: 99 })), 400)).toHaveProperty("message");
    // Pro-Bono at $0 is allowed.
    expect(
      await expectJson(await fees(feeBody({ paymentMethodId: 5, creditCardChargeTypeId: 3, affiliateRate: 0 })), 200),
    ).toMatchObject({
      totalInvoiceCharge: 0,
      merchantFee: 0,
    });
  });

  test("ownership as for contacts", async () => {
    const mine = await newContact();
    const theirs = await newContact({ owner: "other" });
    // Another affiliate's fee type or client: refused.
    expect((await fees(feeBody(), "other")).status).toBe(403);
    expect(await expectJson(await fees(feeBody({ contactID: theirs })), 404)).toEqual({ message: CONTACT_NOT_FOUND });
    // Staff name any affiliate and that affiliate's client; acting as one, only that one.
    await expectJson(await fees(feeBody({ contactID: mine }), "office"), 200);
    await expectJson(await fees(feeBody({ contactID: mine }), "finance"), 200);
    await expectJson(await fees(feeBody({ contactID: mine }), "office", "affiliate"), 200);
    expect((await fees(feeBody({ contactID: mine }), "office", "other")).status).toBe(403);
    expect(await expectJson(await fees(feeBody({ affiliateID: users.other.id, contactID: mine }), "office"), 404)).toEqual({
      message: CONTACT_NOT_FOUND,
    });
    // Staff naming themselves get the default (Standard USA) schedule.
    expect(await expectJson(await fees(feeBody({ affiliateID: users.office.id }), "office"), 200)).toMatchObject({
      feeType: "Standard USA",
    });
    expect((await call(backend, "POST", "/billingPlan/fees", { body: feeBody() })).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { contacts, feeSchedules, paymentTypes, creditCardChargeTypes, taxRates, users } from "../../db/schema";
import { canonicalFeeType } from "../../domain/affiliate-fee-types";
import { computePlanFees, type PlanFees } from "../../domain/fees";
import { basisPointsToPercent, dollarsToCents } from "../../domain/money";
import { isCardPayment } from "../../domain/payment-methods";
import { paymentTermsProblem } from "../../domain/plan-terms";
import { provinceOf } from "../../domain/province-tax";
import type { Actor } from "../../http/actor";
import { badRequest, conflict, notFound } from "../../http/errors";
import { CONTACT_NOT_FOUND, affiliateFilter, unknownLookup } from "../contacts/contacts.service";
import type { PlanFeesInput } from "../../../../contract/billing-plans";
import { toWireFees } from "./billing-plans.wire";

export const UNKNOWN_PROVINCE = "Please choose a Canadian province or territory.";

/** The fee schedule of the affiliate's fee type (Standard USA when it has none, e.g. a staff user). */
async function feeScheduleOf(q: Queryable, affiliateId: number) {
  const [u] = await q.select({ feeType: users.affiliateFeeType }).from(users).where(eq(users.id, affiliateId));
  const feeType = canonicalFeeType(u?.feeType ?? "") ?? "Standard USA";
  const [schedule] = await q.select().from(feeSchedules).where(eq(feeSchedules.feeType, feeType));
  if (!schedule) throw conflict(`There is no fee schedule for the fee type ${feeType}.`);
  return schedule;
}

/**
 * The one way a plan's figures are made: POST /billingPlan stores them as the plan's Monthly detail and
 * POST /billingPlan/fees shows them (the create form, FEE CALCULATOR), so the two never disagree.
 */
export async function planFeesFor(
  q: Queryable,
  affiliateId: number,
  terms: { affiliateRateCents: number; taxRateBp: number; paymentMethodId: number },
): Promise<{ fees: PlanFees; feeType: string }> {
  const schedule = await feeScheduleOf(q, affiliateId);
  const fees = computePlanFees({
    affiliateRateCents: terms.affiliateRateCents,
    taxRateBp: terms.taxRateBp,
    schedule,
    isCard: isCardPayment(terms.paymentMethodId),
  });
  return { fees, feeType: schedule.feeType };
}

async function assertLookup(q: Queryable, table: typeof paymentTypes | typeof creditCardChargeTypes, field: string, id: number) {
  const [row] = await q.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw badRequest(unknownLookup(field, id));
}

/** The tax rate of the contact (its stored province rate), else of the named province, else 0. */
async function taxRateOf(q: Queryable, scope: number | null, input: PlanFeesInput): Promise<number> {
  if (input.contactID) {
    const [contact] = await q
      .select({ affiliateId: contacts.affiliateId, gstRateBp: contacts.gstRateBp })
      .from(contacts)
      .where(eq(contacts.id, input.contactID));
    if (!contact || contact.affiliateId !== input.affiliateID || (scope !== null && contact.affiliateId !== scope))
      throw notFound(CONTACT_NOT_FOUND);
    return contact.gstRateBp;
  }
  if (!input.province?.trim()) return 0;
  const province = provinceOf(input.province, await q.select().from(taxRates));
  if (!province) throw badRequest(UNKNOWN_PROVINCE);
  return province.totalRateBp;
}

/**
 * POST /billingPlan/fees (docs/decisions/0170): the billing plan detail figures a plan with these terms would
 * get, computed by the same function as POST /billingPlan, without storing anything. Ownership as for
 * contacts: an affiliate (or staff acting as one) names themselves; staff not impersonating name anyone.
 */
export async function calculatePlanFees(q: Queryable, actor: Actor, input: PlanFeesInput) {
  const scope = await affiliateFilter(q, actor, input.affiliateID);
  const affiliateRateCents = dollarsToCents(input.affiliateRate);
  const problem = paymentTermsProblem({ ...input, affiliateRateCents });
  if (problem) throw badRequest(problem);
  await assertLookup(q, paymentTypes, "paymentMethodId", input.paymentMethodId);
  await assertLookup(q, creditCardChargeTypes, "creditCardChargeTypeId", input.creditCardChargeTypeId);
  const taxRateBp = await taxRateOf(q, scope, input);
  const { fees, feeType } = await planFeesFor(q, input.affiliateID, {
    affiliateRateCents,
    taxRateBp,
    paymentMethodId: input.paymentMethodId,
  });
  return { ...toWireFees(fees), chargeCurrency: input.chargeCurrency, feeType, taxRate: basisPointsToPercent(taxRateBp) };
}

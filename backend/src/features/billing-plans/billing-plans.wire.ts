import type { ChargeCurrency } from "../../../../contract/invoices";
import type { billingPlanDetails, billingPlans } from "../../db/schema";
import type { PlanFees } from "../../domain/fees";
import { centsToDollars } from "../../domain/money";

export type PlanRow = typeof billingPlans.$inferSelect;
export type DetailRow = typeof billingPlanDetails.$inferSelect;

/** The fee figures of a billing plan detail (spec §3), in dollars. */
export function toWireFees(d: PlanFees) {
  return {
    totalInvoiceCharge: centsToDollars(d.totalInvoiceChargeCents),
    totalInvoiceCharge_BeforeTax: centsToDollars(d.totalInvoiceChargeBeforeTaxCents),
    affiliateRate: centsToDollars(d.affiliateRateCents),
    aCBillingFee: centsToDollars(d.acBillingFeeCents),
    merchantFee: centsToDollars(d.merchantFeeCents),
    affiliateTax: centsToDollars(d.affiliateTaxCents),
    affiliateNetPayment: centsToDollars(d.affiliateNetPaymentCents),
    affiliateNetIncome: centsToDollars(d.affiliateNetIncomeCents),
    affiliateNetIncome_BeforeTax: centsToDollars(d.affiliateNetIncomeBeforeTaxCents),
    totalTax: centsToDollars(d.totalTaxCents),
  };
}

/** A billing plan detail of spec §3, in dollars. */
export function toWireDetail(d: DetailRow) {
  return { billingPlanDetailID: d.id, billingPlanDetailType: d.detailType, ...toWireFees(d) };
}

/** The spec's billing plan (§3): dates as YYYY-MM-DD, acceptedOnUTC as an ISO timestamp, money in dollars. */
export function toWirePlan(p: PlanRow, details: DetailRow[]) {
  return {
    billingPlanID: p.id,
    contactID: p.contactId,
    affiliateID: p.affiliateId,
    billingPlanName: p.name,
    statusID: p.statusId,
    fullBillingStart: p.fullBillingStart,
    lastFullBill: p.lastFullBill,
    firstDayOfService: p.firstDayOfService,
    lastDayOfService: p.lastDayOfService,
    acceptedOnUTC: p.acceptedOn ? p.acceptedOn.toISOString() : null,
    calculationType: p.calculationType,
    sessionLength: p.sessionLength,
    creationType: p.creationType,
    paymentMethodId: p.paymentMethodId,
    creditCardChargeTypeId: p.creditCardChargeTypeId,
    sessionsPerMonth: p.sessionsPerMonth,
    chargeCurrency: p.currency as ChargeCurrency, // USD or CAD (billing_plans_currency_check)
    pauseUntilDate: p.pauseUntil,
    notes: p.notes,
    CSAFileName: p.csaFileName,
    CCAFileName: p.ccaFileName,
    agreementTemplateId: p.agreementTemplateId,
    billingPlanDetails: details.map(toWireDetail),
  };
}
export type WirePlan = ReturnType<typeof toWirePlan>;

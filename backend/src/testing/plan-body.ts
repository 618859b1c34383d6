/** A valid POST /billingPlan body (spec 001 §3 plus our additions, docs/decisions/0146) for tests to vary. */
export function createPlanBody(ids: { contactID: number; affiliateID: number; agreementTemplateId: number }, start: string) {
  const year = start.slice(0, 4);
  return {
    ...ids,
    affiliateRate: 300,
    billingPlanName: "Ada - 2 sessions/month",
    calculationType: "Monthly",
    sessionLength: 60,
    sessionsPerMonth: 2,
    paymentMethodId: 1,
    creditCardChargeTypeId: 2,
    chargeCurrency: "USD",
    firstDayOfService: start,
    fullBillingStart: start,
    lastFullBill: `${year}-12-01`,
  };
}

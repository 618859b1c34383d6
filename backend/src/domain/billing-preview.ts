import { addBillingMonths, billingMonthOf, ISSUE_DAY, monthAndYear, type BillingMonth, type IsoDate } from "./billing-period";
import { PLAN_STATUS } from "./billing-plan-status";
import { isCanada } from "./countries";
import { isAutoCharge } from "./payment-methods";
import { isOngoing } from "./plan-dates";
import { provinceOf, taxAddress, type ProvinceRate, type TaxableAddress } from "./province-tax";

/**
 * The billing-run preview (issue 14, docs/decisions/0221): the dry run's issued and charged invoices per
 * currency and affiliate (USD and CAD never summed), and the plans that would bill wrongly or change.
 */

/** The preview's default date: the next issue day (the 25th) on or after today. */
export function nextIssueDate(today: IsoDate): IsoDate {
  const thisMonths = `${today.slice(0, 7)}-${ISSUE_DAY}`;
  return today <= thisMonths ? thisMonths : `${addBillingMonths(billingMonthOf(today), 1).slice(0, 7)}-${ISSUE_DAY}`;
}

export type PreviewCurrency = "USD" | "CAD";

export interface PreviewItem {
  affiliateId: number;
  currency: PreviewCurrency;
  amountCents: number;
}

export interface CountAndTotal {
  count: number;
  totalCents: number;
}

export interface AffiliateFigures {
  affiliateId: number;
  affiliateName: string;
  issued: CountAndTotal;
  charged: CountAndTotal;
}

export interface CurrencyFigures {
  currency: PreviewCurrency;
  affiliates: AffiliateFigures[];
  total: { issued: CountAndTotal; charged: CountAndTotal };
}

const zero = (): CountAndTotal => ({ count: 0, totalCents: 0 });
const add = (sum: CountAndTotal, amountCents: number) => {
  sum.count += 1;
  sum.totalCents += amountCents;
};

/**
 * Issued and charged items grouped per currency (USD first), then per affiliate by name; a currency with
 * nothing issued or charged is left out.
 */
export function groupByCurrencyAndAffiliate(
  issued: readonly PreviewItem[],
  charged: readonly PreviewItem[],
  nameOf: (affiliateId: number) => string,
): CurrencyFigures[] {
  const groups = new Map<PreviewCurrency, Map<number, AffiliateFigures>>();
  const figuresOf = (item: PreviewItem) => {
    const byAffiliate = groups.get(item.currency) ?? new Map<number, AffiliateFigures>();
    groups.set(item.currency, byAffiliate);
    const found = byAffiliate.get(item.affiliateId);
    if (found) return found;
    const created = { affiliateId: item.affiliateId, affiliateName: nameOf(item.affiliateId), issued: zero(), charged: zero() };
    byAffiliate.set(item.affiliateId, created);
    return created;
  };
  for (const item of issued) add(figuresOf(item).issued, item.amountCents);
  for (const item of charged) add(figuresOf(item).charged, item.amountCents);
  return (["USD", "CAD"] as const)
    .filter((currency) => groups.has(currency))
    .map((currency) => {
      const affiliates = [...groups.get(currency)!.values()].sort(
        (a, b) => a.affiliateName.localeCompare(b.affiliateName) || a.affiliateId - b.affiliateId,
      );
      const total = { issued: zero(), charged: zero() };
      for (const a of affiliates) {
        for (const kind of ["issued", "charged"] as const) {
          total[kind].count += a[kind].count;
          total[kind].totalCents += a[kind].totalCents;
        }
      }
      return { currency, affiliates, total };
    });
}

export type AnomalyKind = "no-card" | "no-province" | "plan-ending" | "pause-ending";

export interface PreviewPlan {
  billingPlanId: number;
  contactId: number;
  clientName: string;
  affiliateId: number;
  statusId: number;
  paymentMethodId: number;
  creditCardChargeTypeId: number;
  currency: string;
  lastDayOfService: IsoDate;
  pauseUntil: BillingMonth | null;
  /** The client's payment-provider customer of the plan's currency (the card the run charges), if any. */
  customerId: string | null;
  addresses: readonly TaxableAddress[];
}

export interface Anomaly {
  kind: AnomalyKind;
  billingPlanId: number;
  contactId: number;
  clientName: string;
  affiliateId: number;
  detail: string;
}

export const ANOMALY_DETAIL = {
  noCard: "Auto-charge plan with no card on file: the charge will be declined.",
  noProvince: "Canadian client with no province: the invoice will carry no tax.",
  planEnding: (lastDay: IsoDate) => `The plan ends on ${lastDay}: this is its last invoice.`,
  pauseEnding: (month: BillingMonth) => `The pause ends in ${monthAndYear(month)}: billing resumes.`,
} as const;

/** A Canadian tax address whose province is missing or unknown: the invoice would carry no tax. */
export function lacksProvince(addresses: readonly TaxableAddress[], rates: readonly ProvinceRate[]): boolean {
  const address = taxAddress(addresses);
  return !!address && isCanada(address.country) && !provinceOf(address.state, rates);
}

/**
 * What would go wrong or change for a plan in the run that bills `month`: a plan the run bills (`billed`)
 * that auto-charges with no card, or whose Canadian client has no province; a plan whose service ends in
 * that month; a paused plan whose pause ends then.
 */
export function planAnomalies(
  plan: PreviewPlan,
  context: { month: BillingMonth; billed: boolean; rates: readonly ProvinceRate[] },
): Anomaly[] {
  const of = (kind: AnomalyKind, detail: string): Anomaly => ({
    kind,
    billingPlanId: plan.billingPlanId,
    contactId: plan.contactId,
    clientName: plan.clientName,
    affiliateId: plan.affiliateId,
    detail,
  });
  const found: Anomaly[] = [];
  if (context.billed && isAutoCharge(plan.paymentMethodId, plan.creditCardChargeTypeId) && !plan.customerId?.trim()) {
    found.push(of("no-card", ANOMALY_DETAIL.noCard));
  }
  if (context.billed && lacksProvince(plan.addresses, context.rates)) found.push(of("no-province", ANOMALY_DETAIL.noProvince));
  const live = plan.statusId === PLAN_STATUS.active || plan.statusId === PLAN_STATUS.paused;
  if (live && !isOngoing(plan.lastDayOfService) && billingMonthOf(plan.lastDayOfService) === context.month) {
    found.push(of("plan-ending", ANOMALY_DETAIL.planEnding(plan.lastDayOfService)));
  }
  if (
    plan.statusId === PLAN_STATUS.paused &&
    plan.pauseUntil &&
    !isOngoing(plan.pauseUntil) &&
    billingMonthOf(plan.pauseUntil) === context.month
  ) {
    found.push(of("pause-ending", ANOMALY_DETAIL.pauseEnding(plan.pauseUntil)));
  }
  return found;
}

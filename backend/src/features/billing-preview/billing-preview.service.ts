import { eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { inLists } from "../../db/in-lists";
import { billingPlans, contacts, taxRates, users } from "../../db/schema";
import { latestIssuedBillingMonth, type IsoDate } from "../../domain/billing-period";
import { PLAN_STATUS } from "../../domain/billing-plan-status";
import {
  groupByCurrencyAndAffiliate,
  planAnomalies,
  type Anomaly,
  type CurrencyFigures,
  type PreviewPlan,
} from "../../domain/billing-preview";
import { runBilling } from "../billing-run/billing-run.service";
import { clientNameOf } from "../billing-run/summary";
import { taxAddressesOf } from "../billing-run/tax-addresses";

export interface BillingPreview {
  date: IsoDate;
  /** The billing month the run issues invoices for (next month from the 25th on). */
  month: IsoDate;
  currencies: CurrencyFigures[];
  anomalies: (Anomaly & { affiliateName: string })[];
  /** The dry run's own warnings (a plan with no monthly fees). */
  errors: string[];
}

/**
 * Active and paused plans with what the anomaly rules need: status, dates, card, and the tax addresses of
 * the clients the run bills (`billed` plan ids; only their province matters).
 */
async function livePlans(deps: AppDeps, billed: ReadonlySet<number>): Promise<PreviewPlan[]> {
  const rows = await deps.db
    .select({
      billingPlanId: billingPlans.id,
      contactId: billingPlans.contactId,
      affiliateId: billingPlans.affiliateId,
      statusId: billingPlans.statusId,
      paymentMethodId: billingPlans.paymentMethodId,
      creditCardChargeTypeId: billingPlans.creditCardChargeTypeId,
      currency: billingPlans.currency,
      lastDayOfService: billingPlans.lastDayOfService,
      pauseUntil: billingPlans.pauseUntil,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      customerUsa: contacts.stripeCustomerIdUsa,
      customerCanada: contacts.stripeCustomerIdCanada,
    })
    .from(billingPlans)
    .innerJoin(contacts, eq(contacts.id, billingPlans.contactId))
    .where(inArray(billingPlans.statusId, [PLAN_STATUS.active, PLAN_STATUS.paused]));
  const contactIds = [...new Set(rows.filter((r) => billed.has(r.billingPlanId)).map((r) => r.contactId))];
  const byContact = await taxAddressesOf(deps.db, contactIds);
  return rows.map((r) => ({
    billingPlanId: r.billingPlanId,
    contactId: r.contactId,
    clientName: clientNameOf(r),
    affiliateId: r.affiliateId,
    statusId: r.statusId,
    paymentMethodId: r.paymentMethodId,
    creditCardChargeTypeId: r.creditCardChargeTypeId,
    currency: r.currency,
    lastDayOfService: r.lastDayOfService,
    pauseUntil: r.pauseUntil,
    customerId: (r.currency === "CAD" ? r.customerCanada : r.customerUsa) ?? null,
    addresses: byContact.get(r.contactId) ?? [],
  }));
}

async function affiliateNames(deps: AppDeps, ids: number[]): Promise<(id: number) => string> {
  const rows = await inLists(ids, (list) =>
    deps.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, list)),
  );
  const names = new Map(rows.map((row) => [row.id, clientNameOf(row)]));
  return (id) => names.get(id) || `Affiliate ${id}`;
}

/**
 * What the billing run of `date` would issue and charge (its dry run: the same code, nothing written),
 * per currency and affiliate, with the anomalies of the plans involved (docs/decisions/0221, 0222).
 */
export async function previewBilling(deps: AppDeps, date: IsoDate): Promise<BillingPreview> {
  const summary = await runBilling(deps, { date, dryRun: true });
  const month = latestIssuedBillingMonth(date);
  const billed = new Set(
    [...summary.issued.items, ...summary.charged.items].map((i) => i.billingPlanId).filter((id) => id !== null),
  );
  const rates = await deps.db.select().from(taxRates);
  const anomalies = (await livePlans(deps, billed)).flatMap((plan) =>
    planAnomalies(plan, { month, billed: billed.has(plan.billingPlanId), rates }),
  );
  const affiliateIds = [...new Set([...summary.issued.items, ...summary.charged.items, ...anomalies].map((i) => i.affiliateId))];
  const nameOf = await affiliateNames(deps, affiliateIds);
  return {
    date,
    month,
    currencies: groupByCurrencyAndAffiliate(summary.issued.items, summary.charged.items, nameOf),
    anomalies: anomalies
      .map((a) => ({ ...a, affiliateName: nameOf(a.affiliateId) }))
      .sort(
        (a, b) =>
          a.affiliateName.localeCompare(b.affiliateName) ||
          a.clientName.localeCompare(b.clientName) ||
          a.kind.localeCompare(b.kind),
      ),
    errors: summary.errors,
  };
}

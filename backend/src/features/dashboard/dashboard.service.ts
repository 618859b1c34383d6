import { and, eq, gte, inArray, lt, lte, ne, sql, type SQLWrapper } from "drizzle-orm";
import { rowsOf } from "../../db/rows";
import { businessToday, type AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { activities, billingPlans, contacts, invoices, payments } from "../../db/schema";
import { OPEN_PLAN_STATUSES } from "../../domain/billing-plan-status";
import { addBillingMonths, addCalendarDays } from "../../domain/billing-period";
import {
  dashboardPeriod,
  perCurrency,
  startOfBusinessDay,
  type DashboardPeriod,
  type PerCurrency,
} from "../../domain/dashboard-period";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { INFO_PACKET_TYPE } from "../info-packets/info-packets.service";
import { EXPIRING_WITHIN_DAYS } from "../contacts/client-list.service";
import { listCondition, listPreviews, UNPAID_STATUSES } from "./dashboard-invoices.service";
import { keptMonthTotals } from "./kept-month-totals";
import { invoiceBalanceOfInvoices } from "../invoice-money/invoice-money";
import { LIST_PREVIEW_ROWS, type ChartMonth, type DashboardData } from "./dashboard.wire";

/** The business date and its month and year boundaries (BILLING_TIME_ZONE, as the billing clock's "today"). */
export function periodNow(deps: AppDeps): DashboardPeriod {
  return dashboardPeriod(businessToday(deps), deps.env.BILLING_TIME_ZONE);
}

type MonthRow = { month: string; currency: string; cents: number | string | null };

/** Money of the months from `from` through `to` (first days), of rows per month and currency. */
function months(rows: readonly MonthRow[], from: string, to = from): PerCurrency {
  return perCurrency(rows.filter((r) => r.month >= from && r.month <= to));
}

/** The first day and starting instant of each month from the chart's first (or January's) through the current one. */
function monthStartsOf(period: DashboardPeriod): { month: string; start: Date }[] {
  const january = `${period.today.slice(0, 4)}-01-01`;
  let month = period.chartMonths[0]! < january ? period.chartMonths[0]! : january;
  const out: { month: string; start: Date }[] = [];
  for (;;) {
    out.push({ month, start: startOfBusinessDay(month, period.timeZone) });
    if (month === period.month) return out;
    month = addBillingMonths(month, 1);
  }
}

const count = (v: number | string | null | undefined) => Number(v ?? 0);

type CurrencyRow = { currency: string; cents: number | null };

/** This month's counts and sums, and what is unpaid now. */
interface CurrentFigures {
  issued: (CurrencyRow & { n: number })[];
  received: CurrencyRow[];
  open: { currency: string; overdue: number; unpaid: number; owed: number }[];
  paid: { n: number }[];
  clients: { active: number; paused: number; potential: number }[];
  unpaidClients: { n: number }[];
  ending: { n: number }[];
  packets: { total: number; month: number }[];
}

/**
 * This month's figures of one affiliate (`affiliateId`) or of every affiliate (null), each part a query of
 * its own sent together in one statement: on embedded PGlite every round trip costs more than these reads.
 */
async function currentFigures(q: Queryable, affiliateId: number | null, period: DashboardPeriod): Promise<CurrentFigures> {
  const ownInvoices = affiliateId === null ? undefined : eq(invoices.affiliateId, affiliateId);
  // An invoice's balance and a client's latest invoice status, kept nested SQL: drizzle writes the columns of a single-table select's own SQL
  // fields without their table, which would tie an inner select's columns to its own table alone.
  const balance = invoiceBalanceOfInvoices();
  const latestStatus = sql`(select ${invoices.invoiceStatusId} from ${invoices} where ${invoices.contactId} = ${contacts.id}
    and not ${invoices.isVoid} order by ${invoices.dueDate} desc, ${invoices.id} desc limit 1)`;
  const parts: Record<keyof CurrentFigures, SQLWrapper> = {
    // Issued invoices of this month per currency: count and total.
    issued: q
      .select({
        currency: invoices.currency,
        cents: sql`sum(${invoices.totalCents})`.as("cents"),
        n: sql`count(*)`.as("n"),
      })
      .from(invoices)
      .where(
        and(
          ownInvoices,
          ne(invoices.invoiceStatusId, INVOICE_STATUS.void),
          gte(invoices.createdAt, period.monthStart),
          lt(invoices.createdAt, period.nextMonthStart),
        ),
      )
      .groupBy(invoices.currency),
    // Money received this month (payments less refunds, completed and not void) per currency.
    received: q
      .select({ currency: payments.currency, cents: sql`sum(${payments.amountCents})`.as("cents") })
      .from(payments)
      .where(
        and(
          affiliateId === null ? undefined : eq(payments.affiliateId, affiliateId),
          eq(payments.isVoid, false),
          eq(payments.statusId, 1),
          gte(payments.receivedOn, period.monthStart),
          lt(payments.receivedOn, period.nextMonthStart),
        ),
      )
      .groupBy(payments.currency),
    // Overdue, unpaid and what is still owed on the unpaid, per currency.
    open: q
      .select({
        currency: invoices.currency,
        overdue: sql`count(*) filter (where ${listCondition("overdue", null, period)})`.as("overdue"),
        unpaid: sql`count(*)`.as("unpaid"),
        owed: sql`coalesce(sum(${balance}), 0)`.as("owed"),
      })
      .from(invoices)
      .where(and(ownInvoices, inArray(invoices.invoiceStatusId, UNPAID_STATUSES)))
      .groupBy(invoices.currency),
    // Paid this month (migration 0012's index on paid_on).
    paid: q
      .select({ n: sql`count(*)`.as("n") })
      .from(invoices)
      .where(and(ownInvoices, listCondition("paid", null, period))),
    clients: q
      .select({
        active: sql`count(*) filter (where ${contacts.clientStatus} = 'Active')`.as("active"),
        paused: sql`count(*) filter (where ${contacts.clientStatus} = 'Paused')`.as("paused"),
        potential: sql`count(*) filter (where ${contacts.clientStatus} in ('Potential', 'Pending'))`.as("potential"),
      })
      .from(contacts)
      .where(affiliateId === null ? undefined : eq(contacts.affiliateId, affiliateId)),
    // Unpaid Clients: the clients the client grid's `unpaid=1` filter lists (their latest invoice is unpaid),
    // looked for only among the clients that have an unpaid invoice.
    unpaidClients: q
      .select({ n: sql`count(*)`.as("n") })
      .from(contacts)
      .where(
        and(
          inArray(
            contacts.id,
            q
              .select({ contactId: invoices.contactId })
              .from(invoices)
              .where(and(ownInvoices, inArray(invoices.invoiceStatusId, UNPAID_STATUSES))),
          ),
          sql`${latestStatus} in (${sql.join(
            UNPAID_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        ),
      ),
    // Contracts Ending Within 60 Days: the client grid's `expiring=1` (the open plan ends within 60 days).
    ending: q
      .select({ n: sql`count(*)`.as("n") })
      .from(billingPlans)
      .where(
        and(
          affiliateId === null ? undefined : eq(billingPlans.affiliateId, affiliateId),
          inArray(billingPlans.statusId, [...OPEN_PLAN_STATUSES]),
          gte(billingPlans.lastDayOfService, period.today),
          lte(billingPlans.lastDayOfService, addCalendarDays(period.today, EXPIRING_WITHIN_DAYS)),
        ),
      ),
    packets: q
      .select({
        total: sql`count(*)`.as("total"),
        month:
          sql`count(*) filter (where ${activities.lastUpdatedAt} >= ${period.monthStart} and ${activities.lastUpdatedAt} < ${period.nextMonthStart})`.as(
            "month",
          ),
      })
      .from(activities)
      .where(
        and(
          affiliateId === null ? undefined : eq(activities.affiliateId, affiliateId),
          eq(activities.activityType, INFO_PACKET_TYPE),
        ),
      ),
  };
  const columns = Object.entries(parts).map(
    ([name, query]) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r) as ${sql.identifier(name)}`,
  );
  return rowsOf<CurrentFigures>(await q.execute(sql`select ${sql.join(columns, sql`, `)}`))[0]!;
}

/**
 * GET /report/dashboard/{userId} (access spec §3 "Dashboard data", docs/decisions/0227–0229): the figures
 * of one affiliate (`affiliateId`) or of every affiliate (null), each computed in SQL.
 */
export async function dashboardData(q: Queryable, affiliateId: number | null, period: DashboardPeriod) {
  // The chart's months (and the year's, when January is further back): the past ones from the totals kept
  // per month (docs/decisions/0277), the current one counted here.
  const monthStarts = monthStartsOf(period);
  const pastMonths = monthStarts.slice(0, -1).map((m, i) => ({ ...m, end: monthStarts[i + 1]!.start }));
  const [kept, now, lists] = await Promise.all([
    keptMonthTotals(q, affiliateId, pastMonths),
    currentFigures(q, affiliateId, period),
    listPreviews(q, affiliateId, period, LIST_PREVIEW_ROWS),
  ]);
  const { issued, received, open } = now;
  const [paid] = now.paid;
  const [clients] = now.clients;
  const [unpaidClients] = now.unpaidClients;
  const [ending] = now.ending;
  const [packets] = now.packets;

  const issuedByMonth: MonthRow[] = [
    ...kept.map((k) => ({ month: k.month, currency: k.currency, cents: k.issuedCents })),
    ...issued.map((r) => ({ month: period.month, currency: r.currency, cents: r.cents })),
  ];
  const receivedByMonth: MonthRow[] = [
    ...kept.map((k) => ({ month: k.month, currency: k.currency, cents: k.receivedCents })),
    ...received.map((r) => ({ month: period.month, currency: r.currency, cents: r.cents })),
  ];
  const monthly: ChartMonth[] = period.chartMonths.map((m) => ({
    month: m,
    invoiced: months(issuedByMonth, m),
    received: months(receivedByMonth, m),
  }));

  const data: DashboardData = {
    totalActive: count(clients?.active),
    totalPaused: count(clients?.paused),
    totalUnpaid: perCurrency(open.map((r) => ({ currency: r.currency, cents: r.owed }))),
    totalUnpaidCount: count(unpaidClients?.n),
    contractsEnding60Days: count(ending?.n),
    invoicesIssuedThisMonthCount: issued.reduce((s, r) => s + count(r.n), 0),
    invoicesPaidThisMonthCount: count(paid?.n),
    invoicesOverdueCount: open.reduce((s, r) => s + count(r.overdue), 0),
    invoicesUnpaidCount: open.reduce((s, r) => s + count(r.unpaid), 0),
    invoicesIssued: lists.issued,
    invoicesPaid: lists.paid,
    invoicesOverdue: lists.overdue,
    invoicesUnpaid: lists.unpaid,
    totalRevenueYTD: months(receivedByMonth, `${period.today.slice(0, 4)}-01-01`, period.month),
    totalInvoiceThisMonth: months(issuedByMonth, period.month),
    revenueThisMonth: months(receivedByMonth, period.month),
    infoPacketsSentThisMonth: count(packets?.month),
    infoPacketsSentTotal: count(packets?.total),
    potentialClients: count(clients?.potential),
    monthly,
    today: period.today,
  };
  return data;
}

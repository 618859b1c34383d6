import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { ClientListQuery } from "../../../../contract/contacts";
import type { Queryable } from "../../db/client";
import { billingPlanDetails, billingPlans, contactTypes, contacts, invoiceStatuses, invoices, users } from "../../db/schema";
import { OPEN_PLAN_STATUSES } from "../../domain/billing-plan-status";
import { addCalendarDays, type IsoDate } from "../../domain/billing-period";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { CLIENT_STATUS_GROUPS, type ClientColumn } from "../../domain/client-grid";
import { centsToDollars } from "../../domain/money";
import { inPageOrder } from "../../http/keyset-page";

/** Spec §9: a contract is expiring when it ends within 60 days. */
export const EXPIRING_WITHIN_DAYS = 60;

const affiliateName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The open (Pending, Active or Paused) plan of a contact: at most one (billing_plans_one_open_per_contact_idx). */
const openPlanOn = and(eq(billingPlans.contactId, contacts.id), inArray(billingPlans.statusId, [...OPEN_PLAN_STATUSES]));

const UNPAID_GROUP = [
  INVOICE_STATUS.sentToClient,
  INVOICE_STATUS.sentToStripe,
  INVOICE_STATUS.overdue,
  INVOICE_STATUS.partiallyPaid,
];

/** Sorting on these reads the open plan. */
const PLAN_COLUMNS: ReadonlySet<ClientColumn> = new Set(["sessionsPerMonth", "billingAmount", "expirationDate"]);
/** Sorts that follow the name order of the indexes. */
const NAME_ORDER: ReadonlySet<ClientColumn> = new Set(["lastName", "firstName"]);

/** Sorting or filtering on these reads the latest invoice; the others need only contacts and the open plan. */
const NEEDS_INVOICE: ReadonlySet<ClientColumn> = new Set(["invoiceStatus", "paymentStatus"]);

/** The lateral subqueries of a row and the columns computed from them. */
function rowParts(q: Queryable) {
  /** The open plan's first detail row: its total invoice charge is the billing amount. */
  const detail = q
    .select({ totalCents: sql<number>`${billingPlanDetails.totalInvoiceChargeCents}`.as("open_plan_total_cents") })
    .from(billingPlanDetails)
    .where(eq(billingPlanDetails.billingPlanId, billingPlans.id))
    .orderBy(asc(billingPlanDetails.id))
    .limit(1)
    .as("plan_detail");
  /** The contact's latest invoice that is not void, as GET /contact/report orders them (due date, then id). */
  const latest = q
    .select({
      statusId: sql<number>`${invoices.invoiceStatusId}`.as("latest_invoice_status_id"),
      paidOn: sql<Date | null>`${invoices.paidOn}`.as("latest_invoice_paid_on"),
    })
    .from(invoices)
    // A void invoice is no bill: the latest invoice is the latest that is not void (issue 37).
    .where(and(eq(invoices.contactId, contacts.id), eq(invoices.isVoid, false)))
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(1)
    .as("latest_invoice");
  /** As `paymentStatusOf`: Paid when the latest invoice has a paid date, Unpaid when not, '' without invoices. */
  const paymentStatus = sql<string>`case when ${latest.statusId} is null then ''
    when ${latest.paidOn} is null then 'Unpaid' else 'Paid' end`;
  const invoiceStatus = sql<string>`coalesce((select ${invoiceStatuses.name} from ${invoiceStatuses}
    where ${invoiceStatuses.id} = ${latest.statusId}), '')`;
  const sortKey: Record<ClientColumn, SQL> = {
    clientStatus: sql`${contacts.clientStatus}`,
    clientType: sql`${contacts.clientType}`,
    affiliateName: sql`lower(${affiliateName})`,
    firstName: sql`lower(${contacts.firstName})`,
    lastName: sql`lower(${contacts.lastName})`,
    email: sql`lower(${contacts.email})`,
    sessionsPerMonth: sql`${billingPlans.sessionsPerMonth}`,
    billingAmount: sql`${detail.totalCents}`,
    invoiceStatus: sql`nullif(${invoiceStatus}, '')`,
    paymentStatus: sql`nullif(${paymentStatus}, '')`,
    expirationDate: sql`${billingPlans.lastDayOfService}`,
  };
  return { detail, latest, paymentStatus, invoiceStatus, sortKey };
}

export interface ClientRow {
  contactID: number;
  affiliateID: number;
  affiliateName: string;
  firstName: string;
  lastName: string;
  email: string;
  clientType: string;
  clientStatus: string;
  contactType: { name: string };
  sessionsPerMonth: number | null;
  /** The open plan's total invoice charge, dollars, in `chargeCurrency`. */
  billingAmount: number | null;
  chargeCurrency: string | null;
  invoiceStatus: string;
  paymentStatus: string;
  expirationDate: string | null;
  stripeCustomerId_USA: string | null;
  stripeCustomerId_Canada: string | null;
}

/**
 * GET /contact/clients/{userId} (docs/decisions/0158): one page of the client grid's rows and the number
 * matching the filters, in two queries. The page query first picks the page's contact ids with only the
 * joins its filters and sort need (an index walk for the name columns), then reads the latest invoice and
 * the plan's detail for those rows alone; the count reads the same filters.
 */
export async function listClients(
  q: Queryable,
  affiliateId: number | null,
  query: ClientListQuery,
  today: IsoDate,
): Promise<{ rows: ClientRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [affiliateId === null ? undefined : eq(contacts.affiliateId, affiliateId)];
  const groups = query.status ?? [];
  if (groups.length > 0 && groups.length < Object.keys(CLIENT_STATUS_GROUPS).length) {
    // Paused is in no group: it shows with all three checked, and under current=0 whatever is checked.
    const statuses: string[] = groups.flatMap((g) => CLIENT_STATUS_GROUPS[g]);
    if (query.current === "0") statuses.push("Paused");
    conditions.push(inArray(contacts.clientStatus, statuses));
  }
  if (query.current !== undefined) conditions.push(eq(contacts.clientStatus, query.current === "1" ? "Active" : "Paused"));
  const { detail, latest, paymentStatus, invoiceStatus, sortKey } = rowParts(q);
  if (query.unpaid) conditions.push(inArray(latest.statusId, UNPAID_GROUP));
  if (query.expiring) {
    conditions.push(gte(billingPlans.lastDayOfService, today));
    conditions.push(lte(billingPlans.lastDayOfService, addCalendarDays(today, EXPIRING_WITHIN_DAYS)));
  }
  const where = and(...conditions);
  const needsInvoice = query.unpaid || (query.sort !== undefined && NEEDS_INVOICE.has(query.sort));
  const needsDetail = query.sort === "billingAmount";
  const needsUser = query.sort === "affiliateName";
  const needsPlan = query.expiring || needsDetail || (query.sort !== undefined && PLAN_COLUMNS.has(query.sort));

  // The name order (lower last name, lower first name, id) is what migration 0006's indexes hold, so the
  // first page of a name-sorted grid is an index walk; a sort on a name column runs the same way round.
  const dir = query.dir === "desc" ? desc : asc;
  const orderBy: SQL[] = [];
  if (query.sort && !NAME_ORDER.has(query.sort)) {
    const key = sortKey[query.sort];
    orderBy.push(query.dir === "asc" ? sql`${key} asc nulls last` : sql`${key} desc nulls last`);
  }
  const nameDir = query.sort && NAME_ORDER.has(query.sort) ? dir : asc;
  if (query.sort === "firstName") orderBy.push(nameDir(sql`lower(${contacts.firstName})`));
  orderBy.push(nameDir(sql`lower(${contacts.lastName})`), nameDir(sql`lower(${contacts.firstName})`), nameDir(contacts.id));

  let ids = q.select({ id: contacts.id }).from(contacts).$dynamic();
  if (needsPlan) ids = ids.leftJoin(billingPlans, openPlanOn);
  if (needsUser) ids = ids.innerJoin(users, eq(users.id, contacts.affiliateId));
  if (needsDetail) ids = ids.leftJoinLateral(detail, sql`true`);
  if (needsInvoice) ids = ids.leftJoinLateral(latest, sql`true`);
  const pageIds = ids
    .where(where)
    .orderBy(...orderBy)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  let count = q
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .$dynamic();
  if (query.expiring) count = count.leftJoin(billingPlans, openPlanOn);
  if (query.unpaid) count = count.leftJoinLateral(latest, sql`true`);

  const [idRows, [{ n: total } = { n: 0 }]] = [await pageIds, await count.where(where)];
  if (idRows.length === 0) return { rows: [], total };

  const rows = await q
    .select({
      contactID: contacts.id,
      affiliateID: contacts.affiliateId,
      affiliateName,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      clientType: contacts.clientType,
      clientStatus: contacts.clientStatus,
      contactTypeName: contactTypes.name,
      sessionsPerMonth: billingPlans.sessionsPerMonth,
      billingCents: detail.totalCents,
      chargeCurrency: billingPlans.currency,
      invoiceStatus,
      paymentStatus,
      expirationDate: sql<string | null>`${billingPlans.lastDayOfService}::text`,
      stripeCustomerIdUsa: contacts.stripeCustomerIdUsa,
      stripeCustomerIdCanada: contacts.stripeCustomerIdCanada,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.affiliateId))
    .leftJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
    .leftJoin(billingPlans, openPlanOn)
    .leftJoinLateral(detail, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .where(
      inArray(
        contacts.id,
        idRows.map((r) => r.id),
      ),
    );
  inPageOrder(rows, idRows);
  return {
    total,
    rows: rows.map(({ contactTypeName, billingCents: cents, stripeCustomerIdUsa, stripeCustomerIdCanada, ...r }) => ({
      ...r,
      contactType: { name: contactTypeName ?? "" },
      billingAmount: cents === null ? null : centsToDollars(Number(cents)),
      stripeCustomerId_USA: stripeCustomerIdUsa,
      stripeCustomerId_Canada: stripeCustomerIdCanada,
    })),
  };
}

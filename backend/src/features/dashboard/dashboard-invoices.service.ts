import { unionAll } from "drizzle-orm/pg-core";
import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { contacts, invoiceStatuses, invoices, paymentTypes } from "../../db/schema";
import type { DashboardPeriod } from "../../domain/dashboard-period";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { centsToDollars } from "../../domain/money";
import { pageOf, type Page } from "../../http/keyset-page";
import { INVOICE_LISTS, type DashboardInvoice, type InvoiceList } from "./dashboard.wire";

/** The statuses waiting for the client's money (billing spec §9: 2 to 4 and 6), as the client grid's unpaid filter. */
export const UNPAID_STATUSES = [
  INVOICE_STATUS.sentToClient,
  INVOICE_STATUS.sentToStripe,
  INVOICE_STATUS.overdue,
  INVOICE_STATUS.partiallyPaid,
];

/**
 * Which invoices each list holds (docs/decisions/0228): issued = not void and created this month; paid =
 * paid this month; overdue = unpaid and past its due date; unpaid = in the unpaid statuses.
 */
export function listCondition(list: InvoiceList, affiliateId: number | null, period: DashboardPeriod): SQL {
  const owner = affiliateId === null ? undefined : eq(invoices.affiliateId, affiliateId);
  const byList: Record<InvoiceList, SQL | undefined> = {
    issued: and(
      ne(invoices.invoiceStatusId, INVOICE_STATUS.void),
      gte(invoices.createdAt, period.monthStart),
      lt(invoices.createdAt, period.nextMonthStart),
    ),
    paid: and(
      eq(invoices.invoiceStatusId, INVOICE_STATUS.paid),
      gte(invoices.paidOn, period.monthStart),
      lt(invoices.paidOn, period.nextMonthStart),
    ),
    overdue: and(inArray(invoices.invoiceStatusId, UNPAID_STATUSES), lt(invoices.dueDate, period.today)),
    unpaid: inArray(invoices.invoiceStatusId, UNPAID_STATUSES),
  };
  return and(owner, byList[list])!;
}

/** A list's rows, newest first (id order), from after the cursor: at most `limit`, each named by its list. */
function listRows(
  q: Queryable,
  list: InvoiceList,
  affiliateId: number | null,
  period: DashboardPeriod,
  after: number | undefined,
  limit: number,
) {
  return q
    .select({
      list: sql<InvoiceList>`${list}::text`.as("list"),
      id: invoices.id,
      number: invoices.invoiceNumber,
      contactId: invoices.contactId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      name: invoices.name,
      createdAt: invoices.createdAt,
      paymentMethod: sql<string>`coalesce(${paymentTypes.name}, '')`.as("payment_method"),
      totalCents: invoices.totalCents,
      currency: invoices.currency,
      dueDate: invoices.dueDate,
      status: sql<string>`coalesce(${invoiceStatuses.name}, '')`.as("status"),
    })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .leftJoin(paymentTypes, eq(paymentTypes.id, invoices.paymentMethodId))
    .leftJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoiceStatusId))
    .where(and(listCondition(list, affiliateId, period), after === undefined ? undefined : lt(invoices.id, after)))
    .orderBy(desc(invoices.id))
    .limit(limit);
}

type ListRow = Awaited<ReturnType<typeof listRows>>[number];

const dashboardInvoice = (r: ListRow): DashboardInvoice => ({
  invoiceID: r.id,
  invoiceNumber: r.number,
  contactID: r.contactId,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  invoiceName: r.name,
  createdDateUTC: r.createdAt.toISOString(),
  paymentMethod: r.paymentMethod,
  invoiceTotal: centsToDollars(r.totalCents),
  chargeCurrency: r.currency,
  dueDate: r.dueDate,
  invoiceStatus: r.status,
});

/** One page of a list's rows, newest first (id order), from after the cursor, and the next cursor. */
export async function invoiceListPage(
  q: Queryable,
  list: InvoiceList,
  affiliateId: number | null,
  period: DashboardPeriod,
  page: { after?: number; pageSize: number },
): Promise<Page<DashboardInvoice>> {
  const rows = await listRows(q, list, affiliateId, period, page.after, page.pageSize + 1);
  return pageOf(rows, page.pageSize, dashboardInvoice);
}

/** The first `rows` of every list, read in one statement. */
export async function listPreviews(
  q: Queryable,
  affiliateId: number | null,
  period: DashboardPeriod,
  rows: number,
): Promise<Record<InvoiceList, DashboardInvoice[]>> {
  const [first, second, ...rest] = INVOICE_LISTS.map((list) => listRows(q, list, affiliateId, period, undefined, rows));
  const read = await unionAll(first!, second!, ...rest);
  const previews = Object.fromEntries(INVOICE_LISTS.map((list) => [list, [] as DashboardInvoice[]]));
  for (const row of read) previews[row.list]!.push(dashboardInvoice(row));
  return previews as Record<InvoiceList, DashboardInvoice[]>;
}

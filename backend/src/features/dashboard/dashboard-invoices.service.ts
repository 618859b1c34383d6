import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { contacts, invoiceStatuses, invoices, paymentTypes } from "../../db/schema";
import type { DashboardPeriod } from "../../domain/dashboard-period";
import { INVOICE_STATUS } from "../../domain/invoice-status";
import { centsToDollars } from "../../domain/money";
import { pageOf, type Page } from "../../http/keyset-page";
import type { DashboardInvoice, InvoiceList } from "./dashboard.wire";

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

/** The rows of a list, newest first (id order), from after the cursor: one page and the next cursor. */
export async function invoiceListPage(
  q: Queryable,
  where: SQL,
  after: number | undefined,
  pageSize: number,
): Promise<Page<DashboardInvoice>> {
  const rows = await q
    .select({
      id: invoices.id,
      contactId: invoices.contactId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      name: invoices.name,
      createdAt: invoices.createdAt,
      paymentMethod: sql<string>`coalesce(${paymentTypes.name}, '')`,
      totalCents: invoices.totalCents,
      currency: invoices.currency,
      dueDate: invoices.dueDate,
      status: sql<string>`coalesce(${invoiceStatuses.name}, '')`,
    })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .leftJoin(paymentTypes, eq(paymentTypes.id, invoices.paymentMethodId))
    .leftJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoiceStatusId))
    .where(and(where, after === undefined ? undefined : lt(invoices.id, after)))
    .orderBy(desc(invoices.id))
    .limit(pageSize + 1);
  return pageOf(rows, pageSize, (r) => ({
    invoiceID: r.id,
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
  }));
}

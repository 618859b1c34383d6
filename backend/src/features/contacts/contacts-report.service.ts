import { eq, sql } from "drizzle-orm";
import { billingPlans, contactTypes, contacts, invoices, users } from "../../db/schema";
import type { Queryable } from "../../db/client";

/**
 * GET /contact/report/{userId} (docs/decisions/0121): the View/Edit Contacts grid's columns only — the
 * whole Contact is GET /contact/fReport or GET /contact/{id}. One query: the latest invoice's paid date
 * (paymentStatus, as `paymentStatusOf`) and the latest plan's last day of service (expirationDate) are
 * indexed subqueries per row.
 */
export async function listContactGridRows(q: Queryable, affiliateId: number | null) {
  const latestInvoicePaid = sql<string>`coalesce((
    select case when ${invoices.paidOn} is null then 'Unpaid' else 'Paid' end from ${invoices}
    where ${invoices.contactId} = ${contacts.id}
    order by ${invoices.dueDate} desc, ${invoices.id} desc limit 1), '')`;
  const latestPlanEnd = sql<string | null>`(
    select ${billingPlans.lastDayOfService}::text from ${billingPlans}
    where ${billingPlans.contactId} = ${contacts.id}
    order by ${billingPlans.id} desc limit 1)`;
  return q
    .select({
      contactID: contacts.id,
      affiliateID: contacts.affiliateId,
      affiliateName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      phone: contacts.phone,
      email: contacts.email,
      contactType: contactTypes.name,
      clientStatus: contacts.clientStatus,
      paymentStatus: latestInvoicePaid,
      expirationDate: latestPlanEnd,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.affiliateId))
    .leftJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
    .where(affiliateId === null ? undefined : eq(contacts.affiliateId, affiliateId))
    .orderBy(contacts.lastName, contacts.firstName, contacts.id);
}

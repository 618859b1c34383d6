import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ContactGridQuery } from "../../../../contract/contacts";
import type { Queryable } from "../../db/client";
import { billingPlans, contactTypes, contacts, invoices, users } from "../../db/schema";
import { CONTACT_STATUS_GROUPS, type ContactColumn, type ContactStatusGroup } from "../../domain/contact-grid";
import { inPageOrder } from "../../http/keyset-page";

/** The client statuses of each filter group (spec §4; an unknown status would be Other, the table allows only these). */
const STATUSES_OF: Record<ContactStatusGroup, readonly string[]> = {
  active: ["Active", "Paused"],
  potential: ["Potential", "Pending"],
  past: ["Past", "Expired", "Terminated"],
  other: ["None"],
};

const affiliateName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** As GET /contact/report: Paid or Unpaid from the latest invoice's (due date, then id) paid date; '' without invoices. */
const paymentStatus = sql<string>`coalesce((
  select case when ${invoices.paidOn} is null then 'Unpaid' else 'Paid' end from ${invoices}
  where ${invoices.contactId} = ${contacts.id}
  order by ${invoices.dueDate} desc, ${invoices.id} desc limit 1), '')`;

/** As GET /contact/report: the latest plan's (by id) last day of service. */
const contractEnd = sql<string | null>`(
  select ${billingPlans.lastDayOfService} from ${billingPlans}
  where ${billingPlans.contactId} = ${contacts.id}
  order by ${billingPlans.id} desc limit 1)`;

/** Digits without a leading 1 of an 11-digit number, so that formatted and raw numbers sort together (as the web did). */
const phoneKey = sql`case when length(${contacts.phoneDigits}) = 11 and left(${contacts.phoneDigits}, 1) = '1'
  then substr(${contacts.phoneDigits}, 2) else ${contacts.phoneDigits} end`;

/**
 * What each column sorts by: text in lower case, as /clientMgmt's (docs/decisions/0158; accents as the
 * database's collation orders them); '' is null, so empty values sort last either way.
 */
const SORT_KEY: Record<Exclude<ContactColumn, "lastName" | "firstName">, SQL> = {
  affiliateName: sql`nullif(lower(${affiliateName}), '')`,
  clientStatus: sql`nullif(lower(${contacts.clientStatus}), '')`,
  phone: sql`nullif(${phoneKey}, '')`,
  email: sql`nullif(lower(${contacts.email}), '')`,
  source: sql`nullif(lower(${contactTypes.name}), '')`,
  paymentStatus: sql`nullif(${paymentStatus}, '')`,
  contractEnd,
};

/** The name order of migration 0007's indexes: the default, and the ties of every other sort. */
const lastNameKey = sql`lower(${contacts.lastName})`;
const firstNameKey = sql`lower(${contacts.firstName})`;

export interface ContactGridRow {
  contactID: number;
  affiliateID: number;
  affiliateName: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  contactType: string | null;
  clientStatus: string;
  paymentStatus: string;
  expirationDate: string | null;
}

/**
 * GET /contact/grid/{userId} (docs/decisions/0337): one page of the View/Edit Contacts grid — the rows of
 * GET /contact/report/{userId}, filtered by status group, sorted and paged in SQL — and the number matching
 * the filters. The page's ids come first, with only the joins the sort needs: the default order (lower last
 * name, first name, id) is an index walk of migration 0007's indexes that stops after the page; the
 * per-row subqueries (payment status, contract end) then run for that page's rows alone.
 */
export async function listContactGridPage(
  q: Queryable,
  affiliateId: number | null,
  query: ContactGridQuery,
): Promise<{ rows: ContactGridRow[]; total: number }> {
  const groups = query.status;
  if (groups.length === 0) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [affiliateId === null ? undefined : eq(contacts.affiliateId, affiliateId)];
  if (groups.length < CONTACT_STATUS_GROUPS.length) {
    conditions.push(
      inArray(
        contacts.clientStatus,
        groups.flatMap((g) => STATUSES_OF[g]),
      ),
    );
  }
  const where = and(...conditions);

  // Ties (and the default) follow the name order; a sort on a name column runs the whole order that way round.
  const sort = query.sort;
  const byName = sort === "lastName" || sort === "firstName";
  const nameDir = byName && query.dir === "desc" ? desc : asc;
  const orderBy: SQL[] = [];
  if (sort && sort !== "lastName" && sort !== "firstName") {
    const key = SORT_KEY[sort];
    orderBy.push(query.dir === "asc" ? sql`${key} asc nulls last` : sql`${key} desc nulls last`);
  }
  if (sort === "firstName") orderBy.push(nameDir(firstNameKey));
  orderBy.push(nameDir(lastNameKey), nameDir(firstNameKey), nameDir(contacts.id));

  let ids = q.select({ id: contacts.id }).from(contacts).$dynamic();
  if (query.sort === "affiliateName") ids = ids.innerJoin(users, eq(users.id, contacts.affiliateId));
  if (query.sort === "source") ids = ids.leftJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId));
  const pageIds = ids
    .where(where)
    .orderBy(...orderBy)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const count = q
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(where);

  const [idRows, [{ n: total } = { n: 0 }]] = await Promise.all([pageIds, count]);
  if (idRows.length === 0) return { rows: [], total };

  const rows = await q
    .select({
      contactID: contacts.id,
      affiliateID: contacts.affiliateId,
      affiliateName,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      phone: contacts.phone,
      email: contacts.email,
      contactType: contactTypes.name,
      clientStatus: contacts.clientStatus,
      paymentStatus,
      expirationDate: sql<string | null>`${contractEnd}::text`,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.affiliateId))
    .leftJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
    .where(
      inArray(
        contacts.id,
        idRows.map((r) => r.id),
      ),
    );
  inPageOrder(rows, idRows);
  return { rows, total };
}

import { and, eq, sql, type SQL } from "drizzle-orm";
import { contactTypes, contacts, users } from "../../db/schema";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { badRequest } from "../../http/errors";
import type { Queryable } from "../../db/client";
import { fold } from "./fold";

export const SEARCH_TOO_SHORT = "Need at least 2 letters to Search...";
export const SEARCH_LIMIT = 200;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /contact/search (docs/decisions/0073, 0123): prefix matches on the folded (lower case, accent-free)
 * first name, last name, company and email, and on the digits of phone and mobile phone; a two-word text
 * also matches first-name prefix + last-name prefix. Each branch is an index-only scan of a covering
 * prefix index that carries the sort keys: the 200 first matches are chosen from the indexes, and only
 * those rows are read from the table.
 */
export async function searchContacts(q: Queryable, affiliateId: number | null, rawText: string) {
  const text = rawText.trim();
  if (text.length < 2) throw badRequest(SEARCH_TOO_SHORT);
  if (text.length > FIELD_MAX.searchText) throw badRequest(tooLong("The search text", FIELD_MAX.searchText));
  const folded = fold(text);
  const prefix = `${likeEscape(folded)}%`;
  const branches: SQL[] = [
    sql`${contacts.firstNameFold} like ${prefix}`,
    sql`${contacts.lastNameFold} like ${prefix}`,
    sql`${contacts.companyNameFold} like ${prefix}`,
    sql`${contacts.emailFold} like ${prefix}`,
  ];
  const digits = text.replace(/\D/g, "");
  if (digits.length >= 2 && /^[\d\s()+.-]+$/.test(text)) {
    branches.push(sql`${contacts.phoneDigits} like ${`${digits}%`}`);
    branches.push(sql`${contacts.mobilePhoneDigits} like ${`${digits}%`}`);
  }
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 2) {
    branches.push(
      sql`(${contacts.firstNameFold} like ${`${likeEscape(words[0]!)}%`} and ${contacts.lastNameFold} like ${`${likeEscape(words[1]!)}%`})`,
    );
  }
  const matches = sql.join(
    branches.map(
      (branch) =>
        sql`select ${contacts.id}, ${contacts.lastName}, ${contacts.firstName} from ${contacts} where ${
          affiliateId === null ? branch : and(eq(contacts.affiliateId, affiliateId), branch)
        }`,
    ),
    sql` union `,
  );
  const firstMatches = sql`select "id" from (${matches}) as "matches" order by "last_name", "first_name", "id" limit ${SEARCH_LIMIT}`;
  const rows = await q
    .select({
      contactID: contacts.id,
      affiliateID: contacts.affiliateId,
      STATUS: contacts.clientStatus,
      affiliateName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      phone: contacts.phone,
      mobilePhone: contacts.mobilePhone,
      email: contacts.email,
      source: contactTypes.name,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.affiliateId))
    .leftJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
    .where(sql`${contacts.id} in (${firstMatches})`)
    .orderBy(contacts.lastName, contacts.firstName, contacts.id);
  return rows.map((r) => ({ ...r, phone: r.phone || r.mobilePhone, source: r.source ?? "" }));
}

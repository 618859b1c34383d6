import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { contactTypes, contacts, users } from "../../db/schema";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { badRequest } from "../../http/errors";
import type { Queryable } from "../../db/client";
import { fold } from "./fold";

export const SEARCH_TOO_SHORT = "Need at least 2 letters to Search...";
export const SEARCH_LIMIT = 200;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /contact/search (docs/decisions/0073): prefix matches on the folded (lower case, accent-free) first
 * name, last name, company and email, and on the digits of phone and mobile phone; a two-word text also
 * matches first-name prefix + last-name prefix. Every branch is an indexed prefix LIKE.
 */
export async function searchContacts(q: Queryable, affiliateId: number | null, rawText: string) {
  const text = rawText.trim();
  if (text.length < 2) throw badRequest(SEARCH_TOO_SHORT);
  if (text.length > FIELD_MAX.searchText) throw badRequest(tooLong("The search text", FIELD_MAX.searchText));
  const folded = fold(text);
  const prefix = `${likeEscape(folded)}%`;
  const branches: SQL[] = [
    sql`contact_fold(${contacts.firstName}) like ${prefix}`,
    sql`contact_fold(${contacts.lastName}) like ${prefix}`,
    sql`contact_fold(${contacts.companyName}) like ${prefix}`,
    sql`contact_fold(${contacts.email}) like ${prefix}`,
  ];
  const digits = text.replace(/\D/g, "");
  if (digits.length >= 2 && /^[\d\s()+.-]+$/.test(text)) {
    branches.push(sql`contact_digits(${contacts.phone}) like ${`${digits}%`}`);
    branches.push(sql`contact_digits(${contacts.mobilePhone}) like ${`${digits}%`}`);
  }
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 2) {
    branches.push(
      sql`(contact_fold(${contacts.firstName}) like ${`${likeEscape(words[0]!)}%`} and contact_fold(${contacts.lastName}) like ${`${likeEscape(words[1]!)}%`})`,
    );
  }
  const match = or(...branches)!;
  const where = affiliateId === null ? match : and(eq(contacts.affiliateId, affiliateId), match);
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
    .where(where)
    .orderBy(contacts.lastName, contacts.firstName, contacts.id)
    .limit(SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, phone: r.phone || r.mobilePhone, source: r.source ?? "" }));
}

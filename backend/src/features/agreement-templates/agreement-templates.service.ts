import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { agreementTemplates } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { affiliateFilter } from "../contacts/contacts.service";

/** An active template offered to this affiliate: one for everyone, or the affiliate's own. */
export const templateOfferedTo = (affiliateId: number) =>
  and(
    eq(agreementTemplates.isActive, true),
    or(isNull(agreementTemplates.affiliateId), eq(agreementTemplates.affiliateId, affiliateId)),
  );

/**
 * GET /agreementTemplate/{userId} (spec §7, docs/decisions/0149): the active templates offered to that
 * affiliate — the ones for everyone and the affiliate's own — as `{ templateId, displayName, contentHTML }`.
 * Who may ask is as for the contact list: an affiliate (or staff acting as one) only for themselves; staff
 * naming themselves get every active template.
 */
export async function listTemplates(q: Queryable, actor: Actor, userId: number) {
  const affiliateId = await affiliateFilter(q, actor, userId);
  const rows = await q
    .select({
      templateId: agreementTemplates.id,
      displayName: agreementTemplates.displayName,
      contentHTML: agreementTemplates.contentHtml,
    })
    .from(agreementTemplates)
    .where(affiliateId === null ? eq(agreementTemplates.isActive, true) : templateOfferedTo(affiliateId))
    .orderBy(asc(agreementTemplates.displayName), asc(agreementTemplates.id));
  return rows;
}

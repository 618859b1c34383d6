import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { agreementTemplates, templateChangeItems, templateChangeRequests } from "../../db/schema";
import { escapeHtml } from "../../domain/html";

export interface WordingPair {
  oldText: string;
  newText: string;
}

/** The ways HTML may spell a plain text: as sanitize-html writes it (with or without quotes escaped), or fully numeric. */
function spellings(text: string): string[] {
  const named = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return [
    ...new Set([named, named.replace(/"/g, "&quot;"), named.replace(/"/g, "&quot;").replace(/'/g, "&#39;"), escapeHtml(text)]),
  ];
}

/**
 * The template's HTML with each approved pair applied in order (docs/decisions/0178): every occurrence of
 * the old wording in the text between tags is replaced, literally, by the new wording HTML-escaped. Tags
 * and attributes are never touched, so a wording cannot break or add markup.
 */
export function applyWording(html: string, pairs: readonly WordingPair[]): string {
  const parts = html.split(/(<[^>]*>)/);
  for (const { oldText, newText } of pairs) {
    if (!oldText) continue;
    const olds = spellings(oldText);
    const replacement = escapeHtml(newText);
    for (let i = 0; i < parts.length; i += 2) {
      for (const old of olds) parts[i] = parts[i]!.split(old).join(replacement);
    }
  }
  return parts.join("");
}

/** The approved pairs for one client's agreements on one template, oldest request first. */
export async function approvedPairs(
  q: Queryable,
  where: { templateId: number; affiliateId: number; contactId: number },
): Promise<WordingPair[]> {
  return q
    .select({ oldText: templateChangeItems.oldText, newText: templateChangeItems.newText })
    .from(templateChangeItems)
    .innerJoin(templateChangeRequests, eq(templateChangeRequests.id, templateChangeItems.requestId))
    .where(
      and(
        eq(templateChangeRequests.status, "Approved"),
        eq(templateChangeRequests.agreementTemplateId, where.templateId),
        eq(templateChangeRequests.affiliateId, where.affiliateId),
        eq(templateChangeRequests.contactId, where.contactId),
      ),
    )
    .orderBy(asc(templateChangeRequests.id), asc(templateChangeItems.sort));
}

/**
 * The agreement HTML for a client's next agreement: the template's contentHTML with the custom language
 * approved for that affiliate + contact + template applied. Placeholders are left in (the signing page
 * fills them). Null when the template does not exist.
 */
export async function agreementHtmlFor(
  q: Queryable,
  where: { templateId: number; affiliateId: number; contactId: number },
): Promise<string | null> {
  const [template] = await q
    .select({ contentHtml: agreementTemplates.contentHtml })
    .from(agreementTemplates)
    .where(eq(agreementTemplates.id, where.templateId));
  if (!template) return null;
  return applyWording(template.contentHtml, await approvedPairs(q, where));
}

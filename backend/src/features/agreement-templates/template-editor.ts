import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { TemplateBody } from "../../../../contract/agreement-templates";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { agreementTemplates, users } from "../../db/schema";
import { sanitizeAgreementHtml } from "../../domain/agreement-html";
import { TEMPLATE_CONTENT_REQUIRED, TEMPLATE_HTML_MAX, TEMPLATE_NAME_REQUIRED } from "../../domain/custom-language";
import type { Actor } from "../../http/actor";
import { assertStaff, isAffiliate } from "../../http/authorize";
import { badRequest, notFound } from "../../http/errors";

export { TEMPLATE_HTML_MAX };
export const NAME_REQUIRED = TEMPLATE_NAME_REQUIRED;
export const CONTENT_REQUIRED = TEMPLATE_CONTENT_REQUIRED;
export const TEMPLATE_MISSING = "Agreement template not found.";
export const NOT_AN_AFFILIATE = "A template can be offered to one affiliate only: that user is not an active affiliate.";

export type TemplateInput = z.output<typeof TemplateBody>;

const wire = {
  templateId: agreementTemplates.id,
  displayName: agreementTemplates.displayName,
  contentHTML: agreementTemplates.contentHtml,
  affiliateId: agreementTemplates.affiliateId,
  isActive: agreementTemplates.isActive,
  updatedAt: agreementTemplates.updatedAt,
};

/** GET /agreementTemplate (staff): every template, retired ones too, by name. */
export async function listAllTemplates(q: Queryable, actor: Actor) {
  assertStaff(actor);
  const rows = await q
    .select(wire)
    .from(agreementTemplates)
    .orderBy(asc(agreementTemplates.displayName), asc(agreementTemplates.id));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

function cleanContent(input: TemplateInput) {
  const contentHtml = sanitizeAgreementHtml(input.contentHTML);
  if (!contentHtml) throw badRequest(CONTENT_REQUIRED);
  return contentHtml;
}

/** The affiliate a template is offered to alone (an active affiliate), or null for every affiliate. */
async function offeredTo(q: Queryable, affiliateId: number | null) {
  if (affiliateId === null) return null;
  const [user] = await q
    .select({ role: users.userRole, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, affiliateId))
    .for("share");
  if (!user || !user.isActive || !isAffiliate(user.role)) throw badRequest(NOT_AN_AFFILIATE);
  return affiliateId;
}

/** POST /agreementTemplate (staff): a new template, offered to every affiliate or one, its HTML sanitised. */
export async function createTemplate(deps: AppDeps, actor: Actor, input: TemplateInput) {
  assertStaff(actor);
  const contentHtml = cleanContent(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const affiliateId = await offeredTo(tx, input.affiliateId ?? null);
    const [row] = await tx
      .insert(agreementTemplates)
      .values({
        displayName: input.displayName,
        contentHtml,
        affiliateId,
        isActive: input.isActive ?? true,
        createdAt: now,
        updatedAt: now,
      })
      .returning(wire);
    await recordAudit(tx, actor, {
      action: "agreementTemplate.create",
      entity: "agreementTemplate",
      entityId: row!.templateId,
      after: row,
    });
    return { ...row!, updatedAt: row!.updatedAt.toISOString() };
  });
}

/** PUT /agreementTemplate/{templateId} (staff): name, HTML (sanitised), whether it is offered and to whom. */
export async function updateTemplate(deps: AppDeps, actor: Actor, templateId: number, input: TemplateInput) {
  assertStaff(actor);
  const contentHtml = cleanContent(input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select(wire).from(agreementTemplates).where(eq(agreementTemplates.id, templateId)).for("update");
    if (!before) throw notFound(TEMPLATE_MISSING);
    // Kept as it was (even for an affiliate deactivated since), or changed to every affiliate or an active one.
    const kept = input.affiliateId === undefined || input.affiliateId === before.affiliateId;
    const affiliateId = kept ? before.affiliateId : await offeredTo(tx, input.affiliateId ?? null);
    const [row] = await tx
      .update(agreementTemplates)
      .set({
        displayName: input.displayName,
        contentHtml,
        affiliateId,
        isActive: input.isActive ?? before.isActive,
        updatedAt: now,
      })
      .where(eq(agreementTemplates.id, templateId))
      .returning(wire);
    await recordAudit(tx, actor, {
      action: "agreementTemplate.update",
      entity: "agreementTemplate",
      entityId: templateId,
      before,
      after: row,
    });
    return { ...row!, updatedAt: row!.updatedAt.toISOString() };
  });
}

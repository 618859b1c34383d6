import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { TemplateChangeBody } from "../../../../contract/agreement-templates";
import type { AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import { agreementTemplates, contacts, templateChangeItems, templateChangeRequests } from "../../db/schema";
import { NO_CHANGE, PAIR_NEEDS_BOTH, SELECT_TEMPLATE } from "../../domain/custom-language";
import type { Actor } from "../../http/actor";
import { isStaff } from "../../http/authorize";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { escapeHtml } from "../../domain/html";
import { CONTACT_NOT_FOUND } from "../contacts/contacts.service";
import { templateOfferedTo } from "./agreement-templates.service";

export type TemplateChangeInput = z.output<typeof TemplateChangeBody>;

export { NO_CHANGE, PAIR_NEEDS_BOTH };
export const TEMPLATE_NOT_FOUND = SELECT_TEMPLATE;
export const REQUEST_SUBMITTED = "Your request has been submitted. The back office will respond before the end of the day.";

/**
 * Records an affiliate's custom-language request (docs/decisions/0151) and emails it to the back office
 * (SUPPORT_EMAIL) after the transaction. Made by an affiliate, or by staff acting as one (recorded for the
 * affiliate, the audit row naming both); staff for themselves edit templates instead (403).
 */
export async function requestTemplateChange(deps: AppDeps, actor: Actor, templateId: number, input: TemplateChangeInput) {
  if (isStaff(actor.role) && actor.actingAsUserId === actor.userId)
    throw forbidden("Staff edit templates in the template editor.");
  if (input.agreementTemplateId !== null && input.agreementTemplateId !== templateId)
    throw badRequest("The agreementTemplateId of the body is not the template of the path.");
  if (input.oldText.length !== input.newText.length) throw badRequest(PAIR_NEEDS_BOTH);
  const pairs = input.oldText.map((oldText, i) => ({ oldText: oldText.trim(), newText: input.newText[i]!.trim() }));
  if (pairs.length === 0) throw badRequest(NO_CHANGE);
  if (pairs.some((p) => !p.oldText || !p.newText)) throw badRequest(PAIR_NEEDS_BOTH);
  const affiliateId = actor.actingAsUserId;
  const now = deps.now();
  const request = await deps.db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(agreementTemplates)
      .where(and(eq(agreementTemplates.id, templateId), templateOfferedTo(affiliateId)));
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    if (input.contactId !== null) {
      const [contact] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, input.contactId), eq(contacts.affiliateId, affiliateId)));
      if (!contact) throw notFound(CONTACT_NOT_FOUND);
    }
    const [row] = await tx
      .insert(templateChangeRequests)
      .values({
        agreementTemplateId: template.id,
        affiliateId,
        contactId: input.contactId,
        affiliateName: input.affiliateName?.trim() ?? "",
        contactName: input.contactName?.trim() ?? "",
        agreementTemplateName: template.displayName,
        newClient: input.newClient ?? false,
        createdAt: now,
      })
      .returning();
    await tx.insert(templateChangeItems).values(pairs.map((p, sort) => ({ requestId: row!.id, sort, ...p })));
    await recordAudit(tx, actor, {
      action: "agreementTemplate.requestChange",
      entity: "templateChangeRequest",
      entityId: row!.id,
      after: { ...row, pairs },
    });
    const who = row!.affiliateName || `affiliate #${affiliateId}`;
    const client = row!.contactName || (row!.newClient ? "a new client" : "(not named)");
    await deps.mailer.send(tx, {
      to: deps.env.SUPPORT_EMAIL,
      subject: `Custom language request: ${row!.agreementTemplateName}`,
      text: [
        `Affiliate: ${who}`,
        `Client: ${client}${row!.newClient ? " (new client)" : ""}`,
        `Template: ${row!.agreementTemplateName} (#${row!.agreementTemplateId})`,
        "",
        ...pairs.flatMap((p, i) => [`Change ${i + 1}`, `Old: ${p.oldText}`, `New: ${p.newText}`, ""]),
      ].join("\n"),
      html: [
        `<p>Affiliate: ${escapeHtml(who)}<br>Client: ${escapeHtml(client)}<br>Template: ${escapeHtml(row!.agreementTemplateName)}</p>`,
        ...pairs.map((p, i) => `<p><b>Change ${i + 1}</b><br>Old: ${escapeHtml(p.oldText)}<br>New: ${escapeHtml(p.newText)}</p>`),
      ].join("\n"),
    });
    return row!;
  });
  return { message: REQUEST_SUBMITTED, requestId: request.id };
}

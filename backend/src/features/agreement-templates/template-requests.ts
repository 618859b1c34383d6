import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { TEMPLATE_REQUEST_STATUSES } from "../../../../contract/agreement-templates";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { templateChangeItems, templateChangeRequests, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { assertStaff } from "../../http/authorize";
import { conflict, notFound } from "../../http/errors";
import { escapeHtml } from "../../domain/html";

export type RequestStatus = (typeof TEMPLATE_REQUEST_STATUSES)[number];
export const REQUEST_MISSING = "Custom language request not found.";
export const alreadyDecided = (status: string) => `This request was already ${status === "Approved" ? "approved" : "declined"}.`;

/** GET /agreementTemplate/requests?status= (staff): the requests, newest first, each with its pairs in order. */
export async function listRequests(q: Queryable, actor: Actor, status: RequestStatus | null) {
  assertStaff(actor);
  const rows = await q
    .select()
    .from(templateChangeRequests)
    .where(status ? eq(templateChangeRequests.status, status) : undefined)
    .orderBy(desc(templateChangeRequests.createdAt), desc(templateChangeRequests.id))
    .limit(500);
  const items = rows.length
    ? await q
        .select()
        .from(templateChangeItems)
        .where(
          inArray(
            templateChangeItems.requestId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(templateChangeItems.requestId), asc(templateChangeItems.sort))
    : [];
  return rows.map((r) => ({
    requestId: r.id,
    agreementTemplateId: r.agreementTemplateId,
    agreementTemplateName: r.agreementTemplateName,
    affiliateId: r.affiliateId,
    affiliateName: r.affiliateName,
    contactId: r.contactId,
    contactName: r.contactName,
    newClient: r.newClient,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    oldText: items.filter((i) => i.requestId === r.id).map((i) => i.oldText),
    newText: items.filter((i) => i.requestId === r.id).map((i) => i.newText),
  }));
}

export const DECISION = {
  approve: { status: "Approved", verb: "approved", action: "agreementTemplate.approveRequest" },
  decline: { status: "Rejected", verb: "declined", action: "agreementTemplate.declineRequest" },
} as const;
export type Decision = keyof typeof DECISION;

export const decidedMessage = (decision: Decision) => `The request was ${DECISION[decision].verb}.`;

/**
 * POST /agreementTemplate/requests/{requestId}/approve|decline (staff, docs/decisions/0179): a Submitted
 * request becomes Approved or Rejected in one transaction with an audit row; then the affiliate is emailed
 * the outcome. Approved pairs apply to that client's next agreement on that template (approved-wording.ts).
 */
export async function decideRequest(deps: AppDeps, actor: Actor, requestId: number, decision: Decision) {
  assertStaff(actor);
  const { status, verb, action } = DECISION[decision];
  const decided = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(templateChangeRequests).where(eq(templateChangeRequests.id, requestId)).for("update");
    if (!before) throw notFound(REQUEST_MISSING);
    if (before.status !== "Submitted") throw conflict(alreadyDecided(before.status));
    const [after] = await tx
      .update(templateChangeRequests)
      .set({ status })
      .where(and(eq(templateChangeRequests.id, requestId), eq(templateChangeRequests.status, "Submitted")))
      .returning();
    await recordAudit(tx, actor, { action, entity: "templateChangeRequest", entityId: requestId, before, after });
    const pairs = await tx
      .select()
      .from(templateChangeItems)
      .where(eq(templateChangeItems.requestId, requestId))
      .orderBy(asc(templateChangeItems.sort));
    const [affiliate] = await tx.select({ email: users.email }).from(users).where(eq(users.id, before.affiliateId));
    const request = after!;
    const email = affiliate?.email;
    if (email) {
      const client = request.contactName || (request.newClient ? "a new client" : "your client");
      const outcome =
        decision === "approve"
          ? `Your custom language request for ${client} (${request.agreementTemplateName}) was approved. The next agreement you create for this client will use the new wording.`
          : `Your custom language request for ${client} (${request.agreementTemplateName}) was declined. Agreements will keep the template's wording.`;
      await deps.mailer.send(tx, {
        to: email,
        subject: `Custom language request ${verb}: ${request.agreementTemplateName}`,
        text: [outcome, "", ...pairs.flatMap((p, i) => [`Change ${i + 1}`, `Old: ${p.oldText}`, `New: ${p.newText}`, ""])].join(
          "\n",
        ),
        html: [
          `<p>${escapeHtml(outcome)}</p>`,
          ...pairs.map(
            (p, i) => `<p><b>Change ${i + 1}</b><br>Old: ${escapeHtml(p.oldText)}<br>New: ${escapeHtml(p.newText)}</p>`,
          ),
        ].join("\n"),
      });
    }
    return { request: after! };
  });
  const { request } = decided;
  return { message: decidedMessage(decision), requestId, status: request.status };
}

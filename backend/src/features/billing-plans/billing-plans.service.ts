import { and, desc, eq, inArray, isNotNull, ne, or } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { recordAudit } from "../../db/audit";
import type { Queryable } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import {
  agreementTemplates,
  billingPlanDetails,
  billingPlans,
  contacts,
  creditCardChargeTypes,
  paymentTypes,
  users,
} from "../../db/schema";
import { billingMonthOf, lastDayOfService } from "../../domain/billing-period";
import { OPEN_PLAN_STATUSES, ONE_OPEN_PLAN, openPlanRefusal, PLAN_STATUS } from "../../domain/billing-plan-status";
import { dollarsToCents } from "../../domain/money";
import { extendedLastFullBill } from "../../domain/plan-dates";
import { planTermsProblem } from "../../domain/plan-terms";
import type { Actor } from "../../http/actor";
import { isStaff } from "../../http/authorize";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { templateOfferedTo } from "../agreement-templates/agreement-templates.service";
import { agreementHtmlFor } from "../agreement-templates/approved-wording";
import { recipientOf } from "../card-update/card-update.service";
import { CONTACT_NOT_FOUND, affiliateFilter, contactScope, unknownLookup } from "../contacts/contacts.service";
import type { CreatePlanInput } from "../../../../contract/billing-plans";
import type { WirePlan } from "./billing-plans.wire";
import { assertNotImpersonating, wirePlan, wirePlans } from "./plan-access";
import { applyPlanChange, followPlanStatus } from "./plan-changes.service";
import { planFeesFor } from "./plan-fees.service";
import { emailSigningLink, issueSigningLink, type IssuedLink } from "./signing-link";

export const CREATE_OWN_CLIENTS_ONLY = "Only the client's own affiliate can create an agreement.";
export const REISSUE_NEEDS_PLAN = "The contact must have one active or pending billing plan.";
export const CLIENT_HAS_NO_EMAIL = "The client has no email address to send the agreement to.";

/**
 * GET /billingPlan/{contactId}/{affiliateId}: the contact's plans, newest first, with their details; a
 * terminated plan that was never accepted (a cancelled agreement) is left out (spec §4).
 */
export async function listPlans(q: Queryable, actor: Actor, contactId: number, affiliateId: number): Promise<WirePlan[]> {
  await affiliateFilter(q, actor, affiliateId);
  const [contact] = await q.select({ affiliateId: contacts.affiliateId }).from(contacts).where(eq(contacts.id, contactId));
  const scope = contactScope(actor);
  if (!contact || (scope !== null && contact.affiliateId !== scope)) throw notFound(CONTACT_NOT_FOUND);
  const rows = await q
    .select()
    .from(billingPlans)
    .where(
      and(
        eq(billingPlans.contactId, contactId),
        or(ne(billingPlans.statusId, PLAN_STATUS.terminated), isNotNull(billingPlans.acceptedOn)),
      ),
    )
    .orderBy(desc(billingPlans.id));
  return wirePlans(q, rows);
}

async function assertLookupExists(
  q: Queryable,
  table: typeof paymentTypes | typeof creditCardChargeTypes,
  field: string,
  id: number,
) {
  const [row] = await q.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw badRequest(unknownLookup(field, id));
}

/** The template must be active and offered to this affiliate (its own, or one for everyone). */
async function assertTemplateOffered(q: Queryable, templateId: number, affiliateId: number) {
  const [t] = await q
    .select({ id: agreementTemplates.id })
    .from(agreementTemplates)
    .where(and(eq(agreementTemplates.id, templateId), templateOfferedTo(affiliateId)))
    .limit(1);
  if (!t) throw badRequest(unknownLookup("agreementTemplateId", templateId));
}

/**
 * POST /billingPlan (docs/decisions/0146): a new agreement at Pending (1) with its fee details, made by the
 * client's own affiliate, not while impersonated (spec §6). One open plan per client: the contact row is
 * locked, and the partial unique index settles a race that slips past the check. The client is emailed a
 * single-use signing link (signing-link.ts) after the transaction. creationType Reissue (CANCEL AND REISSUE)
 * first terminates the open Pending or Active plan and revokes its links, in the same transaction.
 */
export async function createPlan(deps: AppDeps, actor: Actor, input: CreatePlanInput): Promise<WirePlan> {
  assertNotImpersonating(actor);
  if (isStaff(actor.role) || input.affiliateID !== actor.userId) throw forbidden(CREATE_OWN_CLIENTS_ONLY);
  const lastFullBill = extendedLastFullBill(input.lastFullBill);
  const terms = {
    paymentMethodId: input.paymentMethodId,
    creditCardChargeTypeId: input.creditCardChargeTypeId,
    chargeCurrency: input.chargeCurrency,
    firstDayOfService: input.firstDayOfService,
    fullBillingStart: billingMonthOf(input.fullBillingStart),
    lastFullBill,
    lastDayOfService: input.lastDayOfService ?? lastDayOfService(lastFullBill),
    affiliateRateCents: dollarsToCents(input.affiliateRate),
  };
  const problem = planTermsProblem(terms);
  if (problem) throw badRequest(problem);
  const now = deps.now();
  let created: { plan: WirePlan; link: IssuedLink; clientFirstName: string; coach: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [contact] = await tx.select().from(contacts).where(eq(contacts.id, input.contactID)).for("update");
      if (!contact || contact.affiliateId !== actor.userId) throw notFound(CONTACT_NOT_FOUND);
      const to = recipientOf(contact);
      if (!to) throw badRequest(CLIENT_HAS_NO_EMAIL);
      const [open] = await tx
        .select()
        .from(billingPlans)
        .where(and(eq(billingPlans.contactId, contact.id), inArray(billingPlans.statusId, [...OPEN_PLAN_STATUSES])))
        .limit(1)
        .for("update");
      const reissue = input.creationType === "Reissue";
      if (reissue) {
        if (!open || open.statusId === PLAN_STATUS.paused) throw conflict(REISSUE_NEEDS_PLAN);
        await applyPlanChange(tx, actor, open, { statusId: PLAN_STATUS.terminated }, "billingPlan.terminate", now);
      } else if (open) throw conflict(openPlanRefusal(open));
      await assertLookupExists(tx, paymentTypes, "paymentMethodId", terms.paymentMethodId);
      await assertLookupExists(tx, creditCardChargeTypes, "creditCardChargeTypeId", terms.creditCardChargeTypeId);
      await assertTemplateOffered(tx, input.agreementTemplateId, actor.userId);
      const { fees } = await planFeesFor(tx, actor.userId, {
        affiliateRateCents: terms.affiliateRateCents,
        taxRateBp: contact.gstRateBp,
        paymentMethodId: terms.paymentMethodId,
      });
      const [plan] = await tx
        .insert(billingPlans)
        .values({
          contactId: contact.id,
          affiliateId: actor.userId,
          name: input.billingPlanName,
          statusId: PLAN_STATUS.pending,
          fullBillingStart: terms.fullBillingStart,
          lastFullBill: terms.lastFullBill,
          firstDayOfService: terms.firstDayOfService,
          lastDayOfService: terms.lastDayOfService,
          calculationType: input.calculationType,
          sessionLength: input.sessionLength,
          creationType: reissue ? "Reissue" : "New",
          paymentMethodId: terms.paymentMethodId,
          creditCardChargeTypeId: terms.creditCardChargeTypeId,
          sessionsPerMonth: input.sessionsPerMonth,
          currency: terms.chargeCurrency,
          notes: input.notes?.trim() ?? "",
          agreementTemplateId: input.agreementTemplateId,
          // The template with this client's approved custom language (docs/decisions/0178).
          agreementHtml: await agreementHtmlFor(tx, {
            templateId: input.agreementTemplateId,
            affiliateId: actor.userId,
            contactId: contact.id,
          }),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(billingPlanDetails).values({ billingPlanId: plan!.id, detailType: "Monthly", ...fees });
      await followPlanStatus(tx, contact.id, PLAN_STATUS.pending, now);
      const link = await issueSigningLink(tx, plan!, to, actor.userId, now);
      const after = await wirePlan(tx, plan!.id);
      await recordAudit(tx, actor, {
        action: "billingPlan.create",
        entity: "billingPlan",
        entityId: plan!.id,
        after: { ...after, signingLink: { id: link.id, email: to, expiresAt: link.expiresAt.toISOString() } },
      });
      const [coach] = await tx
        .select({ first: users.firstName, last: users.lastName, company: users.companyName })
        .from(users)
        .where(eq(users.id, actor.userId));
      const coachName = [coach?.first, coach?.last].join(" ").trim() || coach?.company || "Your coach";
      await emailSigningLink(deps, tx, link, {
        clientFirstName: contact.firstName,
        contactId: contact.id,
        coach: coachName,
        planName: after.billingPlanName,
      });
      return { plan: after, link, clientFirstName: contact.firstName, coach: coachName };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ONE_OPEN_PLAN);
    throw err;
  }
  return created.plan;
}

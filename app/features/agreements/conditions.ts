import { ONE_OPEN_PLAN, openPlanRefusal, PLAN_STATUS } from "@domain/billing-plan-status";
import { SELECT_CONTACT_FIRST } from "~/lib/messages";

/**
 * The Client Agreements buttons' conditions (billing spec §5, §6; docs/decisions/0172): a reason to show
 * with the disabled button, or null when it may be used. The backend checks the same (403/409).
 */
export { ONE_OPEN_PLAN, SELECT_CONTACT_FIRST };
export const REISSUE_NEEDS_PLAN = "The contact must have one active or pending billing plan.";
export const NOT_WHILE_IMPERSONATING = "Only the logged-in affiliate can create an agreement, not while acting as them.";
export const NOT_YOUR_CLIENT = "Only the client's own affiliate can create an agreement.";

export interface AgreementContext {
  /** Staff acting as an affiliate (the acting user is not the logged-in user). */
  impersonating: boolean;
  /** The logged-in (acting) user's id. */
  userId: number;
  selected: { affiliateID: number } | null;
  openPlan: { statusID: number; billingPlanName?: string } | null;
}

/** Spec §6: the logged-in user, not impersonating, a selected contact of theirs. */
function agreementMakerBlock({ impersonating, userId, selected }: AgreementContext): string | null {
  if (impersonating) return NOT_WHILE_IMPERSONATING;
  if (!selected) return SELECT_CONTACT_FIRST;
  if (selected.affiliateID !== userId) return NOT_YOUR_CLIENT;
  return null;
}

/**
 * CREATE AGREEMENT: also no open plan (spec §5 'This contact already has an active billing plan'; a pending
 * plan is named, to be terminated first, §4).
 */
export function createAgreementBlock(ctx: AgreementContext): string | null {
  const open = ctx.openPlan;
  return (
    agreementMakerBlock(ctx) ?? (open ? openPlanRefusal({ statusId: open.statusID, name: open.billingPlanName ?? "" }) : null)
  );
}

/** CANCEL AND REISSUE AGREEMENT: the open plan must be Pending or Active (not Paused). */
export function reissueBlock(ctx: AgreementContext): string | null {
  const reissuable = ctx.openPlan?.statusID === PLAN_STATUS.pending || ctx.openPlan?.statusID === PLAN_STATUS.active;
  return agreementMakerBlock(ctx) ?? (reissuable ? null : REISSUE_NEEDS_PLAN);
}

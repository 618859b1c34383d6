import { z } from "zod";
import { SELECT_CONTACT_FIRST } from "~/lib/messages";

export const RESEND_ACTIVE_LABEL = "RE-SEND ACTIVE CLIENT AGREEMENT PDF";
export const RESEND_PENDING_LABEL = "RE-SEND PENDING AGREEMENT";
export const RESEND_NEEDS_CONTACT = SELECT_CONTACT_FIRST;
export const RESEND_NEEDS_PLAN = "The client has no pending or active agreement to re-send.";
export const RESEND_NO_CSA = "The active agreement has no signed agreement PDF yet.";
export const RESEND_NOT_WHILE_PAUSED = "A paused agreement cannot be re-sent.";
export const RESEND_NO_EMAIL = "The client has no email address to send the agreement to.";

export const pdfSent = (email: string) => `The agreement PDF was emailed to ${email}.`;
export const pendingSent = (email: string) => `The pending agreement was re-sent to ${email}.`;

interface PlanLike {
  statusID: number;
  CSAFileName: string | null;
}

export type ResendState =
  { kind: "active" | "pending"; label: string; reason: null } | { kind: null; label: string; reason: string };

/**
 * The Client Agreements re-send button (billing spec §2, docs/decisions/0157): RE-SEND ACTIVE CLIENT
 * AGREEMENT PDF for an Active plan with its CSA, RE-SEND PENDING AGREEMENT for a Pending one, otherwise
 * disabled with the reason.
 */
export function resendState(hasContact: boolean, plan: PlanLike | null): ResendState {
  if (!hasContact) return { kind: null, label: RESEND_PENDING_LABEL, reason: RESEND_NEEDS_CONTACT };
  if (!plan) return { kind: null, label: RESEND_PENDING_LABEL, reason: RESEND_NEEDS_PLAN };
  if (plan.statusID === 1) return { kind: "pending", label: RESEND_PENDING_LABEL, reason: null };
  if (plan.statusID === 2)
    return plan.CSAFileName
      ? { kind: "active", label: RESEND_ACTIVE_LABEL, reason: null }
      : { kind: null, label: RESEND_ACTIVE_LABEL, reason: RESEND_NO_CSA };
  return { kind: null, label: RESEND_ACTIVE_LABEL, reason: RESEND_NOT_WHILE_PAUSED };
}

/** The dialog's form: only the intent (the plan and email are read fresh on the server). */
export const ResendForm = z.object({ intent: z.literal("send") });

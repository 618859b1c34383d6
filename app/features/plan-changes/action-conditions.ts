import { PLAN_STATUS, transitionRefusal } from "@domain/billing-plan-status";
import { isStaff } from "~/lib/roles";
import { SELECT_CONTACT_FIRST } from "~/lib/messages";

/**
 * The Client Management buttons of /action and their spec §6 conditions: each answers null when the button
 * works, else the reason shown under the disabled button (docs/decisions/0164).
 */
export interface ActionContext {
  /** A contact is selected. */
  hasContact: boolean;
  /** A staff user is acting as an affiliate. */
  impersonating: boolean;
  /** The selected contact's open plan (Pending, Active or Paused), if any. */
  plan: { statusID: number } | null;
  /** The acting user's role. */
  role: number;
  /** The selected contact's client status. */
  clientStatus: string | null | undefined;
}

export { SELECT_CONTACT_FIRST };
export const LOGGED_IN_USER_ONLY = "Only the affiliate themselves can do this, not while acting as them.";
export const NO_PLAN_TO_PAUSE = "This contact has no billing plan to pause.";
export const NO_PLAN_TO_INVOICE = "This contact has no open billing plan to invoice.";
export const NO_PLAN_TO_TERMINATE =
  "Could not locate Billing Plan. Please go to Client Details page to Terminate this Billing Plan";
export const NOT_A_CLIENT = "This contact is not a client yet.";

/** PAUSE AGREEMENT, or UNPAUSE AGREEMENT when the open plan is Paused (unpausing is allowed while impersonating). */
export function pauseButton(ctx: ActionContext): {
  label: "PAUSE AGREEMENT" | "UNPAUSE AGREEMENT";
  to: string;
  reason: string | null;
} {
  if (ctx.plan?.statusID === PLAN_STATUS.paused && ctx.hasContact)
    return { label: "UNPAUSE AGREEMENT", to: "/action/unpause", reason: null };
  return { label: "PAUSE AGREEMENT", to: "/action/pause", reason: pauseBlocked(ctx) };
}

function pauseBlocked(ctx: ActionContext): string | null {
  if (!ctx.hasContact) return SELECT_CONTACT_FIRST;
  if (ctx.impersonating) return LOGGED_IN_USER_ONLY;
  if (!ctx.plan) return NO_PLAN_TO_PAUSE;
  return transitionRefusal(ctx.plan.statusID, PLAN_STATUS.paused);
}

/** TERMINATE AGREEMENT: a Pending or Active open plan. */
export function terminateBlocked(ctx: ActionContext): string | null {
  if (!ctx.hasContact) return SELECT_CONTACT_FIRST;
  if (!ctx.plan) return NO_PLAN_TO_TERMINATE;
  return transitionRefusal(ctx.plan.statusID, PLAN_STATUS.terminated);
}

/** REQUEST MANUAL INVOICE: the logged-in user (not impersonating) and an open plan. */
export function manualInvoiceBlocked(ctx: ActionContext): string | null {
  if (!ctx.hasContact) return SELECT_CONTACT_FIRST;
  if (ctx.impersonating) return LOGGED_IN_USER_ONLY;
  if (!ctx.plan) return NO_PLAN_TO_INVOICE;
  return null;
}

/** CLIENT DETAILS: roles above 2, or role 2 when the client status is not empty or None. */
export function clientDetailsBlocked(ctx: ActionContext): string | null {
  if (!ctx.hasContact) return SELECT_CONTACT_FIRST;
  if (isStaff(ctx.role)) return null;
  const status = ctx.clientStatus?.trim() ?? "";
  return status === "" || status === "None" ? NOT_A_CLIENT : null;
}

/**
 * VOID INVOICE / PAUSE AUTO-PAY: a request about one of the selected client's invoices, so a contact that
 * is a client (docs/decisions/0205); allowed while impersonating (spec §6 restricts only pause and manual
 * invoice).
 */
export function clientRequestBlocked(ctx: ActionContext): string | null {
  if (!ctx.hasContact) return SELECT_CONTACT_FIRST;
  const status = ctx.clientStatus?.trim() ?? "";
  return status === "" || status === "None" ? NOT_A_CLIENT : null;
}

/** Which of the manual invoice request's plan changes the open plan allows (spec §4 transitions). */
export function manualInvoiceOptions(statusID: number): { pause: boolean; terminate: boolean } {
  return {
    pause: transitionRefusal(statusID, PLAN_STATUS.paused) === null,
    terminate: transitionRefusal(statusID, PLAN_STATUS.terminated) === null,
  };
}

import type { Actor } from "./actor";
import { forbidden } from "./errors";

/** Spec §6: 2 or lower is an affiliate; 3 and above is staff; 8 and 37 are finance. */
export const isStaff = (role: number) => role >= 3;
export const isFinance = (role: number) => role === 8 || role === 37;
/** Roles 3, 4 and above 7 may change a username (email) and an affiliateFeeType (spec §6). */
export const mayChangeUsernameAndFeeType = (role: number) => role === 3 || role === 4 || role > 7;

/** An affiliate may act only for themselves; staff for anyone. */
export function canActFor(actor: Actor, userId: number): boolean {
  return isStaff(actor.role) || actor.userId === userId;
}

export function assertCanActFor(actor: Actor, userId: number): void {
  if (!canActFor(actor, userId)) throw forbidden();
}

export function assertStaff(actor: Actor): void {
  if (!isStaff(actor.role)) throw forbidden();
}

/** Only finance (8 or 37) may change, deactivate or reactivate a finance user, or make someone finance. */
export function assertMayManageRole(actor: Actor, targetRole: number): void {
  if (isFinance(targetRole) && !isFinance(actor.role)) {
    throw forbidden("Only a Finance user can change a Finance user.");
  }
}

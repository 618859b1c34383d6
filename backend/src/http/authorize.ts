import type { Actor } from "./actor";
import { badRequest, forbidden } from "./errors";

/**
 * Who may do what (spec §6): the backend's one home for role rules. userRole 2 or lower is an affiliate,
 * 3 office staff, 8 finance, 37 treated like finance; any other role above 2 is staff.
 */
export const Role = { Affiliate: 2, OfficeStaff: 3, Finance: 8, FinanceAlt: 37 } as const;

export const isAffiliate = (role: number) => role <= Role.Affiliate;
export const isStaff = (role: number) => !isAffiliate(role);
export const isFinance = (role: number) => role === Role.Finance || role === Role.FinanceAlt;
/** Roles 3, 4 and above 7 may change a username (email) and an affiliateFeeType (spec §6). */
export const mayChangeUsernameAndFeeType = (role: number) => role === 3 || role === 4 || role > 7;
/** The contact's Stripe customer ids: Finance (spec §6 says "role 8 or above"; 8 and 37 are the only such roles). */
export const mayEditStripeIds = isFinance;

/** The roles the specification names: 0 to 8 and 37 (docs/decisions/0104). */
export const KNOWN_ROLES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 37] as const;
export const isKnownRole = (role: number) => (KNOWN_ROLES as readonly number[]).includes(role);
export const UNKNOWN_ROLE = `User Role must be one of ${KNOWN_ROLES.join(", ")}.`;

/** Only Finance (8, 37) grants a role above office staff (3). */
export const mayGrantRole = (actorRole: number, role: number) => isFinance(actorRole) || role <= Role.OfficeStaff;

/** Reset, edit, deactivate or reactivate a user (or make someone finance): 8 and 37 anyone; others never 8 or 37. */
export const mayManageRole = (actorRole: number, targetRole: number) => isFinance(actorRole) || !isFinance(targetRole);

/**
 * Impersonation (spec §6, docs/decisions/0042): roles 3, 8 and 37 may act as a user, and only as an
 * affiliate — so the finance-only rule of mayManageRole never comes into play here.
 */
export const mayImpersonate = (actorRole: number, targetRole: number) =>
  (actorRole === Role.OfficeStaff || isFinance(actorRole)) && isAffiliate(targetRole);

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
  if (!mayManageRole(actor.role, targetRole)) throw forbidden("Only a Finance user can change a Finance user.");
}

/**
 * Giving `role` to a user (`target` null on registration): the role must be one the spec names (400),
 * the actor must be allowed to grant it, and nobody raises their own role (403).
 */
export function assertMayGrantRole(actor: Actor, target: { id: number; userRole: number } | null, role: number): void {
  if (!isKnownRole(role)) throw badRequest(UNKNOWN_ROLE);
  if (target && target.id === actor.userId && role > target.userRole) throw forbidden("You cannot raise your own role.");
  if (!mayGrantRole(actor.role, role)) throw forbidden("Only a Finance user can give a role above Office Staff (3).");
}

export function assertFinance(actor: Actor, message = "Only a Finance user can do that."): void {
  if (!isFinance(actor.role)) throw forbidden(message);
}

/**
 * Every role rule of the web app (docs/decisions/0095). userRole values of the spec: 2 or lower
 * affiliate, 3 office staff, 8 finance, 37 treated like finance; any other role above 2 is staff.
 * The backend holds the same rules in backend/src/http/authorize.ts and is the authority: these only
 * decide what a screen shows.
 */
export const Role = { Affiliate: 2, OfficeStaff: 3, Finance: 8, FinanceAlt: 37 } as const;

export const isAffiliate = (role: number) => role <= Role.Affiliate;
export const isStaff = (role: number) => role > Role.Affiliate;
export const isFinance = (role: number) => role === Role.Finance || role === Role.FinanceAlt;

/** Any other role above 3 is labelled Finance, as the spec says. */
export function roleLabel(role: number): string {
  if (isAffiliate(role)) return "Affiliate";
  if (role === Role.OfficeStaff) return "Office Staff";
  return "Finance";
}

/** Spec §2: the Settings tab (users, system notifications) is for staff. */
export const canSeeSettings = isStaff;
/** The email outbox holds reset and verification codes: Finance only (docs/decisions/0103). */
export const canReadOutbox = isFinance;
/** Spec §6: roles 3, 8 and 37 see the Admin Mode banner and impersonate. */
export const canSeeAdminBanner = (role: number) => role === Role.OfficeStaff || isFinance(role);
/** Spec §6: roles 3, 4 and above 7 edit their own username and fee type. */
export const canEditFeeType = (role: number) => role === Role.OfficeStaff || role === 4 || role > 7;
/** Spec §6: the contact form's Stripe customer id fields, at role 8 or above (8 and 37 are the only such roles). */
export const canEditStripeCustomerIds = isFinance;

/**
 * Whether the actor may give `role` (docs/decisions/0104): only Finance grants a role above 3, and nobody
 * raises their own (`ownRole`: the actor's current role when they edit themselves).
 */
export function canGrantRole(actorRole: number, role: number, ownRole?: number): boolean {
  if (ownRole !== undefined && role > ownRole) return false;
  return isFinance(actorRole) || role <= Role.OfficeStaff;
}
/** Spec §6: CREATE USER from a contact, for roles above 2. */
export const canCreateUserFromContact = isStaff;

/** Edit, reset the password of, deactivate another user: 8 and 37 anyone; other staff never 8 or 37. */
export function canActOnUser(actorRole: number, targetRole: number): boolean {
  if (!isStaff(actorRole)) return false;
  return isFinance(actorRole) || !isFinance(targetRole);
}

/** Spec §6: roles 3, 8 and 37 impersonate, and only an affiliate (role 2 or lower). */
export function canImpersonate(actorRole: number, targetRole: number): boolean {
  return canSeeAdminBanner(actorRole) && isAffiliate(targetRole) && canActOnUser(actorRole, targetRole);
}

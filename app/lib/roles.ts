/** userRole values of the spec: 2 or lower affiliate, 3 office staff, 8 finance, 37 treated like finance. */
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

export const canSeeSettings = isStaff;
export const canSeeAdminBanner = (role: number) => role === Role.OfficeStaff || isFinance(role);
export const canEditFeeType = (role: number) => role === 3 || role === 4 || role > 7;
/** Spec §6: the contact form's Stripe customer id fields, at role 8 or above. */
export const canEditStripeCustomerIds = (role: number) => role >= Role.Finance;

/** Impersonate, reset or edit another user: 8 and 37 may act on anyone; others never on 8 or 37. */
export function canActOnUser(actorRole: number, targetRole: number): boolean {
  if (!isStaff(actorRole)) return false;
  return isFinance(actorRole) || !isFinance(targetRole);
}

/** Spec §6: roles 3, 8 and 37 can impersonate (an affiliate; 3 never a finance user). */
export function canImpersonate(actorRole: number, targetRole: number): boolean {
  return canSeeAdminBanner(actorRole) && isAffiliate(targetRole) && canActOnUser(actorRole, targetRole);
}

import { countryAllowsUser } from "@domain/countries";
import { canCreateUserFromContact } from "~/lib/roles";

/** SEND CLIENT CREDIT CARD UPDATE LINK's region: USA with a USA customer id, else Canada with a Canada one. */
export function cardRegionOf(c: {
  stripeCustomerId_USA?: string | null;
  stripeCustomerId_Canada?: string | null;
}): "USA" | "Canada" | null {
  if (c.stripeCustomerId_USA?.trim()) return "USA";
  if (c.stripeCustomerId_Canada?.trim()) return "Canada";
  return null;
}
export const NO_CARD_CUSTOMER = "The client has no Stripe customer yet (no card on file in the USA or Canada).";

export const CREATE_USER_REASONS = {
  role: "Only office staff and finance can create a user.",
  unsaved: "Save the contact first.",
  hasUser: "This contact already has a user.",
  country: "The first address must be in the United States or Canada.",
} as const;

/** Spec §6: CREATE USER for role above 2, a saved contact without a user, first address in the US or Canada. */
export function createUserBlocker(
  role: number,
  c: { contactID: number; userID?: number | null; addresses: Array<{ address: { country: string } }> },
): string | null {
  if (!canCreateUserFromContact(role)) return CREATE_USER_REASONS.role;
  if (!c.contactID) return CREATE_USER_REASONS.unsaved;
  if (c.userID) return CREATE_USER_REASONS.hasUser;
  if (!countryAllowsUser(c.addresses[0]?.address.country)) return CREATE_USER_REASONS.country;
  return null;
}

export const DELETE_REASONS = {
  unsaved: "Nothing to delete: the contact is not saved.",
  billing: "A contact with invoices or billing plans cannot be deleted.",
} as const;

export function deleteBlocker(c: { contactID: number; canDelete?: boolean | null }): string | null {
  if (!c.contactID) return DELETE_REASONS.unsaved;
  if (c.canDelete === false) return DELETE_REASONS.billing;
  return null;
}

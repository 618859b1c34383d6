import type { Actor } from "../../http/actor";
import { assertMayGrantRole, assertMayManageRole, isStaff, mayChangeUsernameAndFeeType } from "../../http/authorize";
import { badRequest, forbidden } from "../../http/errors";
import { canonicalFeeType } from "../../domain/affiliate-fee-types";
import type { UserFields } from "./users.wire";

/** Fields only staff may change (an affiliate's own save may carry them, but unchanged). */
const STAFF_ONLY: Partial<Record<keyof UserFields, string>> = {
  userRole: "the user role",
  canAccessDocs: "library access",
  isActive: "whether a user is active",
  isLockedOut: "whether a user is locked out",
  isLive: "the coach approval (isLive)",
  programInformation: "the CTP Program",
  forcePasswordChange: "the forced password change",
  invoicePrefix: "the invoice prefix",
};

/**
 * Spec §6 for a save of `target` (null for a new user) that changes `changed` (only the fields whose value
 * differs). The caller has already checked that the actor may act for the target at all.
 */
export function assertMayChangeUser(
  actor: Actor,
  target: { id: number; userRole: number } | null,
  changed: Partial<UserFields>,
): void {
  if (target) assertMayManageRole(actor, target.userRole);
  if (!isStaff(actor.role)) {
    for (const [field, label] of Object.entries(STAFF_ONLY)) {
      if (field in changed) throw forbidden(`You are not allowed to change ${label}.`);
    }
  }
  if (changed.userRole !== undefined) assertMayGrantRole(actor, target, changed.userRole);
  if (!mayChangeUsernameAndFeeType(actor.role)) {
    if ("email" in changed) throw forbidden("You are not allowed to change the username (email).");
    if ("affiliateFeeType" in changed) throw forbidden("You are not allowed to change the affiliate fee type.");
  }
}

/** A changed fee type must be one of the spec's. */
export function assertKnownFeeType(changed: Partial<UserFields>): void {
  const feeType = changed.affiliateFeeType;
  if (feeType !== undefined && !canonicalFeeType(feeType)) throw badRequest(`Unknown affiliate fee type: ${feeType}`);
}

/** The fields of `input` whose value differs from `current`. */
export function changedFields(current: UserFields, input: Partial<UserFields>): Partial<UserFields> {
  const changed: Partial<UserFields> = {};
  for (const key of Object.keys(input) as (keyof UserFields)[]) {
    const value = input[key];
    if (value !== undefined && value !== current[key]) (changed as Record<string, unknown>)[key] = value;
  }
  return changed;
}

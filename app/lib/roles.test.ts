import { describe, expect, test } from "vitest";
import {
  canActOnUser,
  canCreateUserFromContact,
  canEditFeeType,
  canEditStripeCustomerIds,
  canGrantRole,
  canImpersonate,
  canSeeAdminBanner,
  canSeeSettings,
  isAffiliate,
  isFinance,
  isStaff,
  roleLabel,
} from "./roles";

const ROLES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 37] as const;

// One row per role: what the screens let it see and do (spec §1, §6; billing spec "Roles").
const TABLE: Record<
  (typeof ROLES)[number],
  { label: string; staff: boolean; finance: boolean; banner: boolean; feeType: boolean; stripeIds: boolean }
> = {
  0: { label: "Affiliate", staff: false, finance: false, banner: false, feeType: false, stripeIds: false },
  1: { label: "Affiliate", staff: false, finance: false, banner: false, feeType: false, stripeIds: false },
  2: { label: "Affiliate", staff: false, finance: false, banner: false, feeType: false, stripeIds: false },
  3: { label: "Office Staff", staff: true, finance: false, banner: true, feeType: true, stripeIds: false },
  4: { label: "Finance", staff: true, finance: false, banner: false, feeType: true, stripeIds: false },
  5: { label: "Finance", staff: true, finance: false, banner: false, feeType: false, stripeIds: false },
  6: { label: "Finance", staff: true, finance: false, banner: false, feeType: false, stripeIds: false },
  7: { label: "Finance", staff: true, finance: false, banner: false, feeType: false, stripeIds: false },
  8: { label: "Finance", staff: true, finance: true, banner: true, feeType: true, stripeIds: true },
  37: { label: "Finance", staff: true, finance: true, banner: true, feeType: true, stripeIds: true },
};

describe.each(ROLES)("role %i", (role) => {
  const row = TABLE[role];
  test("its label and group", () => {
    expect(roleLabel(role)).toBe(row.label);
    expect(isAffiliate(role)).toBe(!row.staff);
    expect(isStaff(role)).toBe(row.staff);
    expect(isFinance(role)).toBe(row.finance);
  });
  test("what it sees", () => {
    expect(canSeeSettings(role)).toBe(row.staff);
    expect(canCreateUserFromContact(role)).toBe(row.staff);
    expect(canSeeAdminBanner(role)).toBe(row.banner);
    expect(canEditFeeType(role)).toBe(row.feeType);
    expect(canEditStripeCustomerIds(role)).toBe(row.stripeIds);
  });
});

/** Spec §6: 3, 8 and 37 impersonate an affiliate; 8 and 37 act on anyone; others never on 8 or 37. */
describe("acting on another user", () => {
  const impersonators = [3, 8, 37];
  test.each(ROLES)("who role %i may impersonate", (actor) => {
    expect(ROLES.filter((target) => canImpersonate(actor, target))).toEqual(impersonators.includes(actor) ? [0, 1, 2] : []);
  });

  test.each(ROLES)("whom role %i may edit or reset", (actor) => {
    const expected = isAffiliate(actor) ? [] : isFinance(actor) ? [...ROLES] : ROLES.filter((t) => t !== 8 && t !== 37);
    expect(ROLES.filter((target) => canActOnUser(actor, target))).toEqual(expected);
  });
});

/** docs/decisions/0104: only Finance grants a role above 3; nobody raises their own. */
describe("granting a role", () => {
  test.each(ROLES)("the roles role %i may give another user", (actor) => {
    const expected = isFinance(actor) ? [...ROLES] : ROLES.filter((r) => r <= 3);
    expect(ROLES.filter((role) => canGrantRole(actor, role))).toEqual(expected);
  });

  test("editing themselves, Finance may lower their role but not raise it", () => {
    expect(ROLES.filter((role) => canGrantRole(8, role, 8))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ROLES.filter((role) => canGrantRole(3, role, 3))).toEqual([0, 1, 2, 3]);
  });
});

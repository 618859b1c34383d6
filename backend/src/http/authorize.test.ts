import { describe, expect, test } from "vitest";
import {
  isAffiliate,
  isFinance,
  isStaff,
  mayChangeUsernameAndFeeType,
  mayEditStripeIds,
  mayImpersonate,
  mayManageRole,
} from "./authorize";

describe("roles (spec §6)", () => {
  test.each([
    // role, affiliate, staff, finance, username and fee type, Stripe ids
    [0, true, false, false, false, false],
    [2, true, false, false, false, false],
    [3, false, true, false, true, false],
    [4, false, true, false, true, false],
    [5, false, true, false, false, false],
    [7, false, true, false, false, false],
    [8, false, true, true, true, true],
    [9, false, true, false, true, true],
    [37, false, true, true, true, true],
  ])("role %i", (role, affiliate, staff, finance, usernameAndFeeType, stripeIds) => {
    expect(isAffiliate(role)).toBe(affiliate);
    expect(isStaff(role)).toBe(staff);
    expect(isFinance(role)).toBe(finance);
    expect(mayChangeUsernameAndFeeType(role)).toBe(usernameAndFeeType);
    expect(mayEditStripeIds(role)).toBe(stripeIds);
  });
});

describe("acting on another user", () => {
  test.each([
    // actor, target, may impersonate, may reset/edit
    [3, 2, true, true],
    [8, 2, true, true],
    [37, 1, true, true],
    [4, 2, false, true],
    [7, 2, false, true],
    [2, 2, false, true],
    [3, 3, false, true],
    [3, 8, false, false],
    [3, 37, false, false],
    [5, 8, false, false],
    [8, 3, false, true],
    [8, 37, false, true],
    [37, 8, false, true],
  ])("role %i on role %i: impersonate %s, reset or edit %s", (actor, target, impersonate, manage) => {
    expect(mayImpersonate(actor, target)).toBe(impersonate);
    expect(mayManageRole(actor, target)).toBe(manage);
  });
});

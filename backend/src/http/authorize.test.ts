import { describe, expect, test } from "vitest";
import type { Actor } from "./actor";
import { HttpError } from "./errors";
import {
  assertMayGrantRole,
  isAffiliate,
  isKnownRole,
  isFinance,
  isStaff,
  mayChangeUsernameAndFeeType,
  mayEditStripeIds,
  mayImpersonate,
  mayGrantRole,
  mayManageRole,
} from "./authorize";

describe("roles (spec §6)", () => {
  test.each([
    // role, affiliate, staff, finance, username and fee type, Stripe ids, known
    [0, true, false, false, false, false, true],
    [2, true, false, false, false, false, true],
    [3, false, true, false, true, false, true],
    [4, false, true, false, true, false, true],
    [5, false, true, false, false, false, true],
    [7, false, true, false, false, false, true],
    [8, false, true, true, true, true, true],
    [9, false, true, false, true, false, false],
    [36, false, true, false, true, false, false],
    [37, false, true, true, true, true, true],
    [123, false, true, false, true, false, false],
  ])("role %i", (role, affiliate, staff, finance, usernameAndFeeType, stripeIds, known) => {
    expect(isAffiliate(role)).toBe(affiliate);
    expect(isStaff(role)).toBe(staff);
    expect(isFinance(role)).toBe(finance);
    expect(mayChangeUsernameAndFeeType(role)).toBe(usernameAndFeeType);
    expect(mayEditStripeIds(role)).toBe(stripeIds);
    expect(isKnownRole(role)).toBe(known);
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

describe("granting a role", () => {
  test.each([
    // actor, role granted, may grant
    [3, 0, true],
    [3, 2, true],
    [3, 3, true],
    [3, 4, false],
    [3, 8, false],
    [7, 4, false],
    [8, 4, true],
    [8, 37, true],
    [37, 8, true],
  ])("role %i grants role %i: %s", (actor, role, may) => {
    expect(mayGrantRole(actor, role)).toBe(may);
  });

  const actor = (role: number): Actor => ({ userId: 1, role, email: "a@example.com", actingAsUserId: 1, tokenId: 1 });
  const refusal = (f: () => void) => {
    try {
      f();
    } catch (e) {
      return e instanceof HttpError ? { status: e.status, message: e.message } : e;
    }
    return null;
  };

  test("a role the spec does not name is 400, whoever grants it", () => {
    expect(refusal(() => assertMayGrantRole(actor(8), null, 9))).toEqual({
      status: 400,
      message: "User Role must be one of 0, 1, 2, 3, 4, 5, 6, 7, 8, 37.",
    });
  });

  test("nobody raises their own role, Finance included; lowering it is allowed", () => {
    const self = { id: 1, userRole: 3 };
    expect(refusal(() => assertMayGrantRole(actor(3), self, 4))).toEqual({
      status: 403,
      message: "You cannot raise your own role.",
    });
    expect(refusal(() => assertMayGrantRole(actor(8), { id: 1, userRole: 8 }, 37))).toEqual({
      status: 403,
      message: "You cannot raise your own role.",
    });
    expect(refusal(() => assertMayGrantRole(actor(3), self, 2))).toBeNull();
  });

  test("office staff may not grant a role above 3 to someone else", () => {
    expect(refusal(() => assertMayGrantRole(actor(3), { id: 2, userRole: 2 }, 4))).toEqual({
      status: 403,
      message: "Only a Finance user can give a role above Office Staff (3).",
    });
    expect(refusal(() => assertMayGrantRole(actor(8), { id: 2, userRole: 2 }, 4))).toBeNull();
  });
});

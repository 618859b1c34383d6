import { expect, test } from "vitest";
import { canActOnUser, canEditFeeType, canSeeAdminBanner, canSeeSettings, isAffiliate, isFinance, isStaff, roleLabel } from "./roles";

test("role 2 and lower are affiliates, above 2 staff", () => {
  expect([0, 1, 2].every(isAffiliate)).toBe(true);
  expect(isAffiliate(3)).toBe(false);
  expect([3, 8, 37].every(isStaff)).toBe(true);
  expect(canSeeSettings(2)).toBe(false);
  expect(canSeeSettings(3)).toBe(true);
});

test("37 is treated like finance; other high roles are only labelled Finance", () => {
  expect(isFinance(8)).toBe(true);
  expect(isFinance(37)).toBe(true);
  expect(isFinance(5)).toBe(false);
  expect(roleLabel(5)).toBe("Finance");
  expect(roleLabel(3)).toBe("Office Staff");
  expect(roleLabel(2)).toBe("Affiliate");
});

test("the admin banner is for 3, 8 and 37", () => {
  expect([3, 8, 37].map(canSeeAdminBanner)).toEqual([true, true, true]);
  expect([2, 4, 5].map(canSeeAdminBanner)).toEqual([false, false, false]);
});

test("fee type is editable for 3, 4 and above 7 only", () => {
  expect([3, 4, 8, 37].map(canEditFeeType)).toEqual([true, true, true, true]);
  expect([1, 2, 5, 6, 7].map(canEditFeeType)).toEqual([false, false, false, false, false]);
});

test("only 8 and 37 may act on a finance user; affiliates on nobody", () => {
  expect(canActOnUser(8, 37)).toBe(true);
  expect(canActOnUser(37, 8)).toBe(true);
  expect(canActOnUser(3, 8)).toBe(false);
  expect(canActOnUser(3, 2)).toBe(true);
  expect(canActOnUser(2, 2)).toBe(false);
});

test("impersonation: 3, 8 and 37 on an affiliate only", async () => {
  const { canImpersonate } = await import("./roles");
  expect(canImpersonate(3, 2)).toBe(true);
  expect(canImpersonate(8, 1)).toBe(true);
  expect(canImpersonate(37, 2)).toBe(true);
  expect(canImpersonate(4, 2)).toBe(false);
  expect(canImpersonate(2, 2)).toBe(false);
  expect(canImpersonate(8, 3)).toBe(false);
  expect(canImpersonate(3, 8)).toBe(false);
});
